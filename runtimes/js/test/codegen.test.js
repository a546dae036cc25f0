// The code `quizc generate typescript` writes (recorded in Tests/QuizCompilerTests/Golden/
// codegen/typescript) over this runtime: the bundle hash check, typed answers → runtime →
// typed result agreeing with the runtime on random answer sets and, when QUIZC names a quizc
// binary, with `quizc score` byte for byte (docs/codegen.md).

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { errorLine, parseJSON, JSONObject } from '../src/index.js';
import path from 'node:path';
import { goldenBytes, goldenDirectory } from '../test-support/golden.js';
import { generatedNames, importGenerated, randomTypedAnswers } from '../test-support/codegen.js';
import { Random } from '../test-support/random.js';

const quizc = process.env.QUIZC;
const rounds = Number(process.env.QUIZ_CODEGEN_ROUNDS ?? 300);

/** @param {import('../index.js').JSONValue | undefined} value */
function plain(value) {
  if (value instanceof JSONObject) return Object.fromEntries(value.members.map(([key, member]) => [key, plain(member)]));
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object' && 'literal' in value) return value.literal;
  return value;
}

/**
 * The typed result in the shape of the `quizc score` line, built from its typed fields only.
 * @param {any} result
 * @param {any} bundle
 */
function asLine(result, bundle) {
  /** @type {Record<string, unknown>} */
  const line = { quiz: bundle.quiz, version: bundle.version };
  if (result.outcome !== undefined && result.outcome !== null) line.outcome = result.outcome;
  if (result.secondary !== undefined && result.secondary !== null) line.secondary = result.secondary;
  line.scores = Object.fromEntries(bundle.traits.map((/** @type {string} */ trait) => [trait, String(result.scores[trait])]));
  return line;
}

/** The members of the quizc line the typed result covers. */
function covered(/** @type {Record<string, any>} */ line) {
  const { axes, derived, results, ...rest } = line;
  return rest;
}

for (const name of generatedNames) {
  test(`${name}: typed answers → runtime → typed result agrees with the runtime${quizc ? ' and quizc score' : ''}`, async () => {
    const generated = await importGenerated(name);
    const quiz = generated.load(goldenBytes(name));
    const random = new Random(0x5eed + name.length);
    const sets = Array.from({ length: rounds }, () => randomTypedAnswers(generated, quiz, random));
    const wires = sets.map((answers) => JSON.stringify(generated.wireAnswers(answers)));
    const lines = quizc
      ? spawnSync(quizc, ['score', bundlePath(name), '-', '--lines'], { input: wires.join('\n') + '\n', maxBuffer: 1 << 28 })
          .stdout.toString().split('\n').slice(0, -1)
      : wires.map((wire) => quiz.scorer.scoreJSON(wire)).map((scored) => (scored.ok ? scored.result.toJSONLine() : errorLine(scored.error)));
    assert.equal(lines.length, sets.length);
    let scored = 0;
    sets.forEach((answers, index) => {
      const typed = quiz.score(answers);
      const expected = /** @type {Record<string, any>} */ (plain(parseJSON(lines[index])));
      if (!typed.ok) {
        assert.equal(errorLine(typed.error), lines[index], `set ${index}: ${wires[index]}`);
        assert.deepEqual(quiz.validate(answers), typed.error);
        return;
      }
      scored += 1;
      assert.equal(quiz.validate(answers), null);
      assert.deepEqual(asLine(typed.result, quiz.bundle), covered(expected), `set ${index}: ${wires[index]}`);
      for (const [id, value] of Object.entries(expected.derived ?? {})) {
        assert.equal(typed.result.derived[id]?.text ?? null, value, `set ${index}: derived ${id}`);
      }
      for (const { id, value, band } of expected.results ?? []) {
        assert.equal(typed.result.results[id].value?.text ?? null, value, `set ${index}: result ${id}`);
        assert.equal(typed.result.results[id].band, band, `set ${index}: band of ${id}`);
      }
      if (quiz.bundle.questions.some((/** @type {any} */ question) => question.condition !== null)) {
        const seen = quiz.scorer.visibilityJSON(wires[index]);
        assert.ok(seen.ok);
        const keyOf = new Map(quiz.bundle.questions.map((/** @type {any} */ question) => [question.id, question.key]));
        assert.deepEqual(typed.result.visible, seen.result.visible.map((id) => keyOf.get(id)));
      }
    });
    assert.ok(scored > rounds / 4, `only ${scored} of ${rounds} random answer sets scored`);
  });
}

/** @param {string} name */
function bundlePath(name) {
  return path.join(goldenDirectory, `${name}.json`);
}

test('load refuses a bundle other than the one the code was generated for, naming both hashes', async () => {
  const persona = await importGenerated('fitcircle-persona');
  assert.throws(() => persona.load(goldenBytes('animal')), (error) => {
    assert.ok(error instanceof persona.BundleMismatchError);
    assert.equal(error.expected, persona.bundleHash);
    assert.match(error.message, /^fitcircle-persona\.js was generated for bundle sha256:adc3[0-9a-f]+; the bundle loaded is sha256:9dd3[0-9a-f]+; regenerate with `quizc generate typescript`$/);
    return true;
  });
});

test('the fitness app builds its persona request from typed answers and switches on the typed outcome', async () => {
  const { load, PrimaryGoal, MotivationStyle, FitnessLevel, TimeCommitment, TargetLoss, Outcome, Question, wireAnswers } =
    await importGenerated('fitcircle-persona');
  const quiz = load(goldenBytes('fitcircle-persona'));
  const answers = {
    primaryGoal: PrimaryGoal.LoseWeight, motivationStyle: MotivationStyle.Data, fitnessLevel: FitnessLevel.Beginner,
    timeCommitment: TimeCommitment.Under30, targetLoss: TargetLoss.Over10kg,
  };
  assert.deepEqual(wireAnswers(answers), {
    primaryGoal: 'lose_weight', motivationStyle: 'data', fitnessLevel: 'beginner', timeCommitment: 'under-30', targetLoss: 'over_10kg',
  });
  const scored = quiz.score(answers);
  assert.ok(scored.ok);
  assert.equal(scored.result.outcome, Outcome.Mike);
  assert.equal(scored.result.secondary, Outcome.Casey);
  assert.deepEqual(scored.result.scores, { casey: 3, sarah: 1, mike: 8, fiona: 1 });
  assert.deepEqual(scored.result.visible, [
    Question.PrimaryGoal, Question.MotivationStyle, Question.FitnessLevel, Question.TimeCommitment, Question.TargetLoss,
  ]);
  // What types cannot say is the runtime's to check: a follow-up the answers hide.
  const hidden = quiz.score({ ...answers, primaryGoal: PrimaryGoal.HaveFun });
  assert.equal(hidden.ok, false);
  assert.equal(hidden.error.code, 'hidden-answer');
});

test('the MBTI text keys sit behind typed names', async () => {
  const { Question, answerProperty } = await importGenerated('mbti');
  assert.equal(Question.Ei1, 'I feel recharged after an evening spent with a big group of people.');
  assert.equal(answerProperty[Question.Ei1], 'ei1');
});
