import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Scorer, loadBundle } from '../../runtimes/js/src/index.js';
import { RespondentSession } from '../../Sources/QuizPreview/Page/respondent-session.js';
import { resumeNotice } from '../../Sources/QuizPreview/Page/resume-notice.js';
import { HISTORY_LIMIT, SessionStore, historyRows, tokenKey } from '../../Sources/QuizPreview/Page/session-store.js';
import { conformanceBundle, root } from './support.js';

/** A `localStorage` stand-in. */
class MemoryStorage {
  constructor() { this.map = new Map(); }
  get length() { return this.map.size; }
  key(index) { return [...this.map.keys()][index] ?? null; }
  getItem(key) { return this.map.get(key) ?? null; }
  setItem(key, value) { this.map.set(key, String(value)); }
  removeItem(key) { this.map.delete(key); }
}

test('a token is found on its bundle, else on another bundle of the quiz; saving replaces the quiz\'s others', () => {
  const storage = new MemoryStorage();
  const store = new SessionStore(storage);
  assert.equal(store.savedToken('color', 'h1'), null);
  store.saveToken('color', 'h0', 'old');
  store.saveToken('colors', 'h9', 'another quiz');
  assert.deepEqual(store.savedToken('color', 'h1'), { token: 'old', hash: 'h0' });
  store.saveToken('color', 'h1', 'new');
  assert.deepEqual(store.savedToken('color', 'h1'), { token: 'new', hash: 'h1' });
  assert.equal(storage.getItem(tokenKey('color', 'h0')), null, 'the earlier bundle\'s token is gone');
  store.dropTokens('color');
  assert.equal(store.savedToken('color', 'h1'), null);
  assert.deepEqual(store.savedToken('colors', 'h9'), { token: 'another quiz', hash: 'h9' });
});

test('a storage that throws, or none, keeps nothing and breaks nothing', () => {
  const throwing = { get length() { throw new Error('denied'); }, key() { throw new Error('denied'); },
    getItem() { throw new Error('denied'); }, setItem() { throw new Error('denied'); }, removeItem() { throw new Error('denied'); } };
  for (const store of [new SessionStore(throwing), new SessionStore(null)]) {
    store.saveToken('q', 'h', 't');
    store.appendHistory('{}');
    assert.equal(store.savedToken('q', 'h'), null);
    assert.deepEqual(store.history(), []);
  }
});

/** A finished session's history record on the types quiz, finishing at `finish` ms after the epoch. */
function finishedRecord(finish, seconds) {
  let now = finish - seconds * 1000;
  const run = RespondentSession.begin(new Scorer(conformanceBundle('timed')), { seed: '1', locale: 'en', clock: () => now });
  run.answer('pace', 'slow');
  assert.ok(run.advance().ok);
  now = finish;
  run.answer('check', 2);
  assert.deepEqual(run.advance(), { ok: true });
  return /** @type {string} */ (run.session.history());
}

test('the history lists quiz, result, date and duration, the most recent first; it can be cleared', () => {
  const store = new SessionStore(new MemoryStorage());
  const earlier = finishedRecord(Date.UTC(2026, 0, 2, 9, 30), 4);
  const later = finishedRecord(Date.UTC(2026, 0, 3, 18, 5), 8);
  store.appendHistory(later);
  store.appendHistory(earlier);
  const rows = historyRows(store.history());
  assert.deepEqual(rows.map((row) => [row.quiz, row.date, row.duration]),
    [['timed', '2026-01-03 18:05 UTC', '0:08'], ['timed', '2026-01-02 09:30 UTC', '0:04']]);
  assert.match(rows[0].result, /^[a-z_]+/);
  assert.equal(rows[0].result, JSON.parse(later).result.outcome);
  assert.deepEqual(historyRows(['not json', '[]', ...store.history()]).length, 2, 'unreadable lines are left out');
  store.clearHistory();
  assert.deepEqual(store.history(), []);
});

test('the history keeps the most recent records only', () => {
  const store = new SessionStore(new MemoryStorage());
  for (let index = 0; index < HISTORY_LIMIT + 5; index++) store.appendHistory(`{"n":${index}}`);
  const kept = store.history();
  assert.equal(kept.length, HISTORY_LIMIT);
  assert.equal(kept[0], `{"n":${HISTORY_LIMIT + 4}}`);
});

test('the resume notice: silent on the same bundle, says a migration and a refusal', () => {
  const scorer = new Scorer(conformanceBundle('timed'));
  const run = RespondentSession.begin(scorer, { seed: '1', locale: 'en', clock: () => 0 });
  const saved = run.session.save();
  const resumed = RespondentSession.resume(scorer, saved.ok ? saved.token : '', () => 0);
  assert.equal(resumeNotice('timed', false, resumed), '');
  assert.match(resumeNotice('timed', true, resumed), /^The saved session of timed was migrated from version /);
  const refused = RespondentSession.resume(new Scorer(conformanceBundle('types')), saved.ok ? saved.token : '', () => 0);
  assert.equal(refused.ok, false);
  assert.match(resumeNotice('timed', true, refused), /was refused \(token-foreign-quiz: .*\)\. A new session begins\.$/);
});

test('a token of an earlier release that the bundle migrates: the notice names what was dropped and what is needed', () => {
  const written = JSON.parse(readFileSync(join(root, 'Tests', 'Conformance', 'bundles', 'branching.json'), 'utf8'));
  const earlier = new Scorer(loadBundle(JSON.stringify(written), { verifyHash: true }));
  const run = RespondentSession.begin(earlier, { seed: '7', locale: 'en', clock: () => 0 });
  for (const [key, answer] of [['goal', 'muscle'], ['equipment', ['gym', 'home']], ['motivation', 5], ['sure', 1]]) {
    assert.equal(run.answer(key, answer).ok, true, key);
  }
  const saved = run.session.save();
  const edited = structuredClone(written);
  edited.hash = `sha256:${'f'.repeat(64)}`;
  edited.version = '2.0.0';
  edited.questions.find((question) => question.key === 'injuries').required = true;
  edited.migrations = { [written.hash]: { version: '1.0.0', drop_questions: ['sure'], drop_options: { equipment: ['home'] }, need_questions: ['injuries'], refuse: {} } };
  const later = new Scorer(loadBundle(JSON.stringify(edited), { verifyHash: false }));
  const resumed = RespondentSession.resume(later, saved.ok ? saved.token : '', () => 0);
  assert.ok(resumed.ok);
  assert.equal(resumeNotice('branching', true, resumed),
    'The saved session of branching was migrated from version 1.0.0 to this build. Answers dropped: equipment (home), sure. Now needing an answer: injuries.');
});
