import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Scorer, presentationOrder } from '../../runtimes/js/src/index.js';
import { JSONNumber } from '../../runtimes/js/src/json-value.js';
import { ScoringPlan } from '../../runtimes/js/src/plan.js';
import { Answers } from '../../Sources/QuizPreview/Page/answers-state.js';
import { shownQuestions } from '../../Sources/QuizPreview/Page/branching.js';
import { exampleEntries } from '../../Sources/QuizPreview/Page/example-answers.js';
import { liveTotals, validChoice } from '../../Sources/QuizPreview/Page/live-totals.js';
import { conformanceBundles, conformanceBundle, generator, randomAnswer, shippedBundles } from './support.js';

/**
 * Answers every presented question of a random seed (optional ones sometimes), drops the
 * answers of the questions they hide (as the page does), then checks that whenever the
 * scorer accepts them the live totals are its scores.
 */
function checkAgainstScorer(name, bundle, rounds) {
  const scorer = new Scorer(bundle);
  const plan = new ScoringPlan(bundle);
  const keys = bundle.questions.map((question) => question.key);
  const random = generator(name.length * 7919 + 1);
  let accepted = 0;
  for (let round = 0; round < rounds; round++) {
    const answers = new Answers(keys);
    for (const presented of presentationOrder(bundle, String(round * 2654435761))) {
      const question = bundle.questions[presented.question];
      if (!question.required && random.chance(0.3)) continue;
      answers.set(question.key, randomAnswer(question, random));
    }
    for (const key of shownQuestions({ bundle, plan, scorer }, answers.entries()).hiddenKeys) answers.set(key, null);
    const scored = scorer.scoreJSON(answers.toJSON());
    if (!scored.ok) continue;
    accepted++;
    assert.deepEqual(liveTotals(plan, answers.entries()), scored.result.scores.map((score) => score.amount), `${name}: ${answers.toJSON()}`);
  }
  return accepted;
}

test('on complete answers the live totals are the scorer\'s scores, for every shipped quiz', () => {
  for (const { name, bundle } of shippedBundles()) {
    assert.equal(checkAgainstScorer(name, bundle, 300), 300, `${name}: every random complete answer set is accepted`);
  }
});

test('and for the conformance bundles (draws, pools, keys, every type)', () => {
  for (const { name, bundle } of conformanceBundles()) {
    const accepted = checkAgainstScorer(name, bundle, 60);
    assert.ok(accepted > 0, `${name}: some random answers were accepted`);
  }
});

test('on every example the scorer accepts, the live totals are its scores', () => {
  for (const { name, bundle } of [...shippedBundles(), ...conformanceBundles()]) {
    const scorer = new Scorer(bundle);
    const plan = new ScoringPlan(bundle);
    for (const example of bundle.examples) {
      const scored = scorer.scoreTyped(example.answers);
      if (!scored.ok) continue;
      assert.deepEqual(liveTotals(plan, exampleEntries(example)), scored.result.scores.map((score) => score.amount), name);
    }
  }
});

test('partial answers count the initial scores and the valid answers only', () => {
  const bundle = conformanceBundle('types');
  const plan = new ScoringPlan(bundle);
  const scorer = new Scorer(bundle);
  const initial = liveTotals(plan, []);
  assert.deepEqual(initial, bundle.traits.map((trait) => bundle.scoring.initial.filter((e) => e.trait === trait).reduce((s, e) => s + e.amount, 0)));
  const range = bundle.questions.find((question) => question.type === 'range');
  const multiple = bundle.questions.find((question) => question.type === 'multiple');
  // Invalid answers add nothing: out of range, unknown key, too few choices, wrong type.
  const invalid = [
    [range.key, new JSONNumber(String(range.max + 1))],
    ['no such key', 'x'],
    [multiple.key, multiple.min > 1 ? [multiple.options[0].id] : []],
    [range.key, true],
  ];
  for (const entry of invalid) assert.deepEqual(liveTotals(plan, [entry]), initial, JSON.stringify(entry[0]));
  // One valid answer adds exactly its option's weights.
  const anchor = range.options[range.options.length - 1];
  const totals = liveTotals(plan, [[range.key, new JSONNumber(String(range.max))]]);
  const expected = initial.slice();
  for (const weight of anchor.weights) expected[bundle.traits.indexOf(weight.trait)] += weight.amount;
  assert.deepEqual(totals, expected);
  assert.equal(validChoice(plan, range.key, anchor.id), range.options.length - 1);
  assert.equal(validChoice(plan, range.key, null), null);
  assert.ok(scorer);
});
