// The typed session `quizc generate typescript` writes (docs/codegen.md, "Sessions") over this
// runtime's Session: typed answers given page by page end in the typed result `score` gives
// for the same answers, a saved token resumes to the same result, and a runtime session on
// another bundle is refused.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startSession } from '../src/index.js';
import { goldenBytes } from '../test-support/golden.js';
import { generatedNames, importGenerated, randomTypedAnswers } from '../test-support/codegen.js';
import { Random } from '../test-support/random.js';

/** A fake clock: every reading is one second after the last. */
function clock() {
  let now = 0;
  return () => (now += 1000);
}

/** The session's answer method of an `Answers` property (`primaryGoal` → `answerPrimaryGoal`). */
function method(/** @type {string} */ property) {
  const trimmed = property.replace(/^_+/, '');
  return `answer${property.slice(0, property.length - trimmed.length)}${trimmed[0].toUpperCase()}${trimmed.slice(1)}`;
}

/**
 * Answers the questions of the session's page that `answers` answers (those an answer shows
 * too), each with its typed method, and records in `given` the answers the session took.
 * @param {any} generated @param {any} session @param {Record<string, unknown>} answers
 * @param {Record<string, unknown>} given
 */
function answerPage(generated, session, answers, given) {
  const done = new Set();
  for (let question; (question = session.page.find((/** @type {string} */ shown) => !done.has(shown))) !== undefined;) {
    done.add(question); // an answer can show another question of the page
    const property = generated.answerProperty[question];
    assert.ok(property, `the page names ${question}, a Question`);
    const answer = answers[property];
    if (answer !== undefined && session[method(property)](answer).ok) given[property] = answer;
  }
}

/** Answers every page, then finishes: the typed result, or the refusal that stopped it. */
function run(/** @type {any} */ generated, /** @type {any} */ session, /** @type {any} */ answers, /** @type {any} */ given) {
  for (;;) {
    answerPage(generated, session, answers, given);
    const moved = session.next();
    if (moved.ok) continue;
    return moved.error.code === 'last-page' ? session.finish() : moved;
  }
}

for (const name of generatedNames) {
  test(`${name}: a typed session ends in the typed score of its answers`, async () => {
    const generated = await importGenerated(name);
    const quiz = generated.load(goldenBytes(name));
    const random = new Random(0x5e55 + name.length);
    const rounds = name === 'big-five' ? 3 : 30; // big-five's 60 questions take a while a session
    let finished = 0;
    for (let seed = 0; seed < rounds; seed += 1) {
      const answers = randomTypedAnswers(generated, quiz, random);
      /** @type {Record<string, unknown>} */
      const given = {};
      const ended = run(generated, quiz.start({ seed, clock: clock() }), answers, given);
      if (!ended.ok) continue;
      finished += 1;
      assert.deepEqual(ended, quiz.score(given), `seed ${seed}`);
    }
    assert.ok(finished >= Math.floor(rounds / 3), `only ${finished} of ${rounds} sessions finished`);
  });
}

const personaAnswers = {
  primaryGoal: 'lose_weight', motivationStyle: 'data', fitnessLevel: 'beginner', timeCommitment: 'under-30',
  targetLoss: 'over_10kg',
};

test('fitcircle-persona: a saved token resumes to the same typed result', async () => {
  const generated = await importGenerated('fitcircle-persona');
  const quiz = generated.load(goldenBytes('fitcircle-persona'));
  const session = quiz.start({ seed: 7, locale: 'en', clock: clock() });
  /** @type {Record<string, unknown>} */
  const given = {};
  answerPage(generated, session, personaAnswers, given);
  const saved = session.save({ key: 'secret' });
  assert.ok(saved.ok);
  assert.equal(session.events.at(-1).event, 'saved');
  const resumed = quiz.resume(saved.token, { key: 'secret', clock: clock() });
  assert.ok(resumed.ok);
  assert.deepEqual(resumed.session.page, session.page);
  const uninterrupted = run(generated, session, personaAnswers, { ...given });
  const ended = run(generated, resumed.session, personaAnswers, given);
  assert.ok(ended.ok);
  assert.deepEqual(ended, uninterrupted);
  assert.deepEqual(ended, quiz.score(personaAnswers));
  assert.equal(ended.result.outcome, generated.Outcome.Mike);
  assert.equal(resumed.session.progress().answered, Object.keys(given).length);
  assert.notEqual(resumed.session.history(), null);
  const unsigned = quiz.resume(saved.token, { clock: clock() });
  assert.equal(unsigned.ok ? null : unsigned.error.code, 'token-signature');
});

test('fitcircle-persona: typed answers are checked by the runtime, and null clears one', async () => {
  const generated = await importGenerated('fitcircle-persona');
  const session = generated.load(goldenBytes('fitcircle-persona')).start({ seed: 1, clock: clock() });
  const hidden = session.answerTargetLoss(generated.TargetLoss.Over10kg);
  assert.equal(hidden.ok ? null : hidden.error.code, 'not-on-page');
  assert.ok(session.answerPrimaryGoal(generated.PrimaryGoal.LoseWeight).ok);
  assert.equal(session.runtime.answers.get('primaryGoal'), 'lose_weight');
  assert.ok(session.answerPrimaryGoal(null).ok);
  assert.equal(session.runtime.answers.has('primaryGoal'), false);
  assert.deepEqual(session.events.slice(-2).map((/** @type {any} */ event) => event.event), ['answered', 'answer_changed']);
});

test('fitcircle-persona: a runtime session on another bundle is refused', async () => {
  const persona = await importGenerated('fitcircle-persona');
  const quiz = persona.load(goldenBytes('fitcircle-persona'));
  const animal = (await importGenerated('animal')).load(goldenBytes('animal'));
  assert.throws(() => quiz.wrap(startSession(animal.scorer, { seed: 0, clock: clock() })), persona.BundleMismatchError);
  assert.deepEqual(quiz.wrap(startSession(quiz.scorer, { seed: 3, clock: clock() })).page, quiz.start({ seed: 3, clock: clock() }).page);
});
