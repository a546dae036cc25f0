// Session tokens, events, timers and history (docs/runtime.md, "Sessions"): saving and
// resuming at every step of random scripts on every conformance bundle and shipped quiz continues exactly;
// damaged, foreign, future, oversized and wrongly signed tokens are refused with their codes.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { eventLine, hmacSha256Hex, loadBundle, MAX_TOKEN_BYTES, resultLine, resumeSession, Scorer, SplitMix64, startSession } from '../src/index.js';
import { alternatives } from '../src/session-progress.js';

const BUNDLES = new URL('../../../Tests/Conformance/bundles/', import.meta.url);
const names = readdirSync(BUNDLES).filter((name) => name.endsWith('.json')).sort();
// The property below also runs on the shipped quizzes' bundles, named from the suite's folder.
const SHIPPED = '../../QuizCompilerTests/Golden/bundles/';
const shipped = readdirSync(new URL(SHIPPED, BUNDLES)).filter((name) => name.endsWith('.json') && name !== 'index.json')
  .sort().map((name) => SHIPPED + name);
const scorerOf = (/** @type {string} */ name, /** @type {(root: any) => void} */ edit = () => {}) => {
  const root = JSON.parse(readFileSync(new URL(name, BUNDLES), 'utf8'));
  edit(root);
  return new Scorer(loadBundle(JSON.stringify(root), { verifyHash: false }));
};

/**
 * One random step of a script: answer a shown question, clear one, go next or back, let time
 * pass, or finish. Both sessions of a comparison draw the same numbers, so they take the same steps.
 * @param {import('../src/session.js').Session} session
 * @param {SplitMix64} random
 * @param {{now: number}} clock
 */
function step(session, random, clock) {
  const shown = session.questions();
  const roll = random.uniform(10);
  if (roll < 5 && shown.length > 0) {
    const question = session.scorer.bundle.questions[shown[random.uniform(shown.length)].question];
    const choices = alternatives(question, !question.required);
    session.answer(question.key, choices[random.uniform(choices.length)]);
  } else if (roll < 7) {
    if (!session.next().ok) session.finish();
  } else if (roll < 8) {
    session.back();
  } else {
    clock.now += random.uniform(4000);
    session.tick();
  }
}

/**
 * Runs the script of `seed` for `steps` steps, saving after step `saveAt` (never when -1);
 * returns the session and, when saved, the token and the index of the `saved` event.
 * @param {Scorer} scorer
 * @param {bigint} seed
 * @param {number} steps
 * @param {number} saveAt
 */
function run(scorer, seed, steps, saveAt) {
  const random = new SplitMix64(seed), clock = { now: 1000 };
  const session = startSession(scorer, { seed: random.next(), clock: () => clock.now });
  let saved = null;
  for (let index = 0; index < steps && !session.ended; index++) {
    step(session, random, clock);
    if (index === saveAt && !session.ended) {
      const at = session.events.length;
      const token = session.save();
      if (token.ok) saved = { token: token.token, at, random: new SplitMix64(random.state), now: clock.now };
    }
  }
  return { session, saved };
}

test('saving and resuming at every step continues exactly as the uninterrupted session', () => {
  for (const name of [...names, ...shipped]) {
    const scorer = scorerOf(name);
    for (const seed of [1n, 2n]) {
      const steps = 40;
      for (let saveAt = 0; saveAt < steps; saveAt++) {
        const { session: whole, saved } = run(scorer, seed * 1000n + BigInt(name.length), steps, saveAt);
        if (saved === null) break;
        const clock = { now: saved.now };
        const resumed = resumeSession(scorer, saved.token, { clock: () => clock.now });
        assert.ok(resumed.ok, `${name}: ${resumed.ok ? '' : resumed.error.message}`);
        const session = resumed.session;
        for (let index = saveAt + 1; index < steps && !session.ended; index++) step(session, saved.random, clock);
        const savedEvent = whole.events[saved.at];
        assert.deepEqual({ ...session.events[0], event: 'saved' }, savedEvent, name);
        assert.deepEqual(session.events.slice(1).map(eventLine), whole.events.slice(saved.at + 1).map(eventLine), `${name} at ${saveAt}`);
        assert.equal(session.result && resultLine(session.result), whole.result && resultLine(whole.result), name);
        assert.equal(session.history(), whole.history(), name);
      }
    }
  }
});

test('the token is canonical JSON with the documented members', () => {
  const scorer = scorerOf('branching.json');
  const session = startSession(scorer, { seed: 5, locale: 'en-GB', clock: () => 7 });
  session.answer('goal', 'lose');
  const saved = session.save();
  assert.ok(saved.ok);
  assert.equal(saved.token, `{"answers":{"goal":"lose"},"elapsed_ms":0,"format":"quiz-session/1","hash":${JSON.stringify(scorer.bundle.hash)},`
    + '"locale":"en","page":0,"question_ms":{},"quiz":"branching","remaining_ms":null,"seed":"5","seq":10,'
    + '"shown":["goal","equipment","motivation","effort","injuries","target_loss","pace","no_injury_answer"],"started_at":7,"version":"1.0.0"}');
});

test('bad tokens are refused with stable codes', () => {
  const scorer = scorerOf('branching.json');
  const session = startSession(scorer, { seed: 5, clock: () => 0 });
  session.answer('goal', 'lose');
  const saved = session.save();
  assert.ok(saved.ok);
  const token = saved.token;
  const code = (/** @type {string} */ text, /** @type {any} */ options = {}) => {
    const resumed = resumeSession(scorer, text, { clock: () => 0, ...options });
    return resumed.ok ? 'ok' : resumed.error.code;
  };
  assert.equal(code(token), 'ok');
  assert.equal(code(token.slice(0, 40)), 'token-damaged');
  assert.equal(code('[]'), 'token-damaged');
  assert.equal(code(' '.repeat(MAX_TOKEN_BYTES) + token), 'token-too-large');
  assert.equal(code(token.replace('quiz-session/1', 'quiz-session/2')), 'token-format');
  assert.equal(code(token.replace('"quiz":"branching"', '"quiz":"mbti"')), 'token-foreign-quiz');
  assert.equal(code(token.replace('"hash":"sha256:', '"hash":"sha256:0')), 'token-bundle-changed');
  assert.equal(code(token.replace('"goal":"lose"', '"goal":"fly"')), 'token-answer');
  assert.equal(code(token.replace('"goal":"lose"', '"goal":"lose","sport":"run"')), 'token-answer');
  assert.equal(code(token.replace('"page":0', '"page":-1')), 'token-damaged');
  const signed = startSession(scorer, { seed: 5, clock: () => 0 }).save({ key: 'secret' });
  assert.ok(signed.ok);
  assert.equal(code(signed.token, { key: 'secret' }), 'ok');
  assert.equal(code(signed.token, { key: 'other' }), 'token-signature');
  assert.equal(code(signed.token), 'token-signature');
  assert.equal(code(token, { key: 'secret' }), 'token-signature');
});

test('a page that runs out of time leaves its questions unanswered and moves on', () => {
  const scorer = scorerOf('mbti.json', (root) => { root.presentation.time_limit = 2; root.questions.forEach((/** @type {any} */ q) => { q.required = false; }); });
  const clock = { now: 0 };
  const session = startSession(scorer, { seed: 1, clock: () => clock.now });
  const first = session.questions().map((presented) => scorer.bundle.questions[presented.question].key);
  session.answer(first[0], 3);
  clock.now = 6 * 2000 + 500;
  session.tick();
  assert.equal(session.page, 1);
  assert.equal(session.remainingMs, 6 * 2000 - 500);
  const timedOut = session.events.filter((event) => event.event === 'question_timed_out').map((event) => event.key);
  assert.deepEqual(timedOut, first.slice(1));
  assert.equal(session.questionMs.get(first[0]), 12000);
  assert.equal(session.elapsedMs, 12500);
  assert.equal(session.back().ok ? '' : 'refused', 'refused');
  clock.now += 4 * 12000;
  session.tick();
  assert.ok(session.ended && session.result !== null);
  assert.equal(resultLine(session.result), resultLine(scorer.score({ [first[0]]: 3 })));
});

test('a finished session writes its history record', () => {
  const scorer = scorerOf('animal.json');
  const clock = { now: 100 };
  const session = startSession(scorer, { seed: 2, clock: () => clock.now });
  for (const presented of session.questions()) {
    const question = scorer.bundle.questions[presented.question];
    clock.now += 10;
    session.answer(question.key, alternatives(question, false)[0]);
  }
  assert.equal(session.history(), null);
  assert.deepEqual(session.finish(), { ok: true });
  const record = JSON.parse(/** @type {string} */ (session.history()));
  assert.deepEqual(Object.keys(record), ['answers', 'duration_ms', 'finished_at', 'format', 'hash', 'locale', 'question_ms', 'quiz', 'result', 'seed', 'started_at', 'version']);
  assert.equal(record.format, 'quiz-history/1');
  assert.equal(record.duration_ms, 90);
  assert.equal(record.finished_at - record.started_at, 90);
});

test('the signature is HMAC-SHA256 (RFC 4231 test cases 2 and 6)', () => {
  assert.equal(hmacSha256Hex('Jefe', 'what do ya want for nothing?'), '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  assert.equal(hmacSha256Hex(new Uint8Array(131).fill(0xaa), 'Test Using Larger Than Block-Size Key - Hash Key First'),
    '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
});
