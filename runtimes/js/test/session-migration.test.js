// Resuming a token saved on an earlier release (docs/runtime.md, "Resuming on another
// version"): resumed, migrated or refused as the new bundle's `migrations` say, never silently.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { JSONNumber } from '../src/json-value.js';
import { loadBundle, resumeSession, Scorer, startSession } from '../src/index.js';

const BRANCHING = new URL('../../../Tests/Conformance/bundles/branching.json', import.meta.url);
const OTHER_HASH = `sha256:${'f'.repeat(64)}`;

/** The earlier release and a token saved on it with answers to goal, equipment, motivation and sure. */
function saved() {
  const text = readFileSync(BRANCHING, 'utf8');
  const scorer = new Scorer(loadBundle(text, { verifyHash: true }));
  const session = startSession(scorer, { seed: 7n, clock: () => 0 });
  for (const [key, answer] of /** @type {Array<[string, any]>} */ ([['goal', 'muscle'], ['equipment', ['gym', 'home']], ['motivation', 5], ['sure', 1]])) {
    assert.deepEqual(session.answer(key, answer), { ok: true });
  }
  const token = session.save();
  assert.ok(token.ok);
  return { root: JSON.parse(text), token: token.token };
}

/**
 * The new release: another hash, `injuries` required, and `migrations` as given.
 * @param {any} root
 * @param {object} migrations
 */
function release(root, migrations) {
  const edited = structuredClone(root);
  edited.hash = OTHER_HASH;
  edited.version = '2.0.0';
  edited.questions.find((/** @type {any} */ question) => question.key === 'injuries').required = true;
  edited.migrations = migrations;
  return new Scorer(loadBundle(JSON.stringify(edited), { verifyHash: false }));
}

test('a listed token is migrated: answers dropped, questions needed, the event says so', () => {
  const { root, token } = saved();
  const scorer = release(root, {
    [root.hash]: { version: '1.0.0', drop_questions: ['sure'], drop_options: { equipment: ['home'] }, need_questions: ['injuries'], refuse: {} },
  });
  const resumed = resumeSession(scorer, token, { clock: () => 0 });
  assert.ok(resumed.ok);
  const session = resumed.session;
  assert.deepEqual(session.resumeOutcome, {
    kind: 'migrated', hash: root.hash, version: '1.0.0',
    dropped: [{ key: 'equipment', options: ['home'] }, { key: 'sure', options: null }], needed: ['injuries'],
  });
  assert.deepEqual([...session.answers.keys()], ['equipment', 'goal', 'motivation']);
  assert.deepEqual(session.answers.get('equipment'), ['gym']);
  assert.equal(session.events[0].event, 'resumed');
  assert.ok(session.events[0].migration !== undefined);
  assert.ok(session.events.slice(1).every((event) => event.event === 'question_shown'));
});

test('an answer whose meaning changed is refused with its key', () => {
  const { root, token } = saved();
  const scorer = release(root, { [root.hash]: { version: '1.0.0', drop_questions: [], drop_options: {}, need_questions: [], refuse: { goal: 'weights changed' } } });
  const resumed = resumeSession(scorer, token, { clock: () => 0 });
  assert.ok(!resumed.ok);
  assert.equal(resumed.error.code, 'token-answer-changed-meaning');
  assert.equal(resumed.error.key, 'goal');
  assert.match(resumed.error.message, /since version 1\.0\.0: weights changed/);
});

test('an unlisted release is still a bundle change, and an empty entry resumes every answer', () => {
  const { root, token } = saved();
  const unlisted = resumeSession(release(root, {}), token, { clock: () => 0 });
  assert.ok(!unlisted.ok);
  assert.equal(unlisted.error.code, 'token-bundle-changed');
  assert.match(unlisted.error.message, /quizc build --earlier/);
  const scorer = release(root, { [root.hash]: { version: '1.0.0', drop_questions: [], drop_options: {}, need_questions: [], refuse: {} } });
  const resumed = resumeSession(scorer, token, { clock: () => 0 });
  assert.ok(resumed.ok);
  assert.deepEqual(resumed.session.resumeOutcome, { kind: 'resumed', hash: root.hash, version: '1.0.0', dropped: [], needed: [] });
  assert.ok(resumed.session.answers.get('motivation') instanceof JSONNumber);
});

test('a bad migrations member is an invalid bundle with its path', () => {
  const { root } = saved();
  assert.throws(() => release(root, { [root.hash]: { version: '1.0.0' } }), /\/migrations\/sha256:[0-9a-f]+: missing "drop_questions"/);
});
