// Branching (a question's `when`): conditions decoded from bundles, which questions are
// shown, `hidden-answer` and required-when-shown in scoring, the visibility API, and the fast
// path leaving conditional bundles to the general path. Cases worked out by hand
// (test-support/branching-bundles.js).

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BundleError, loadBundle, parseJSON, resultLine, Scorer, Visibility } from '../src/index.js';
import { tripBundle, TRIP_CASES } from '../test-support/branching-bundles.js';
import { INVALID_WHEN, nestedWhen } from '../test-support/branching-invalid.js';
import { goldenBytes } from '../test-support/golden.js';

const scorer = new Scorer(loadBundle(tripBundle()));

describe('the trip bundle, every case', () => {
  for (const testCase of TRIP_CASES) {
    test(testCase.id, () => {
      assert.equal(resultLine(scorer.scoreJSON(testCase.answers)), testCase.score, 'scoreJSON');
      assert.equal(resultLine(scorer.scoreJSON(new TextEncoder().encode(testCase.answers))), testCase.score, 'scoreJSON (bytes)');
      assert.equal(resultLine(scorer.scoreParsed(parseJSON(testCase.answers))), testCase.score, 'scoreParsed');
      assert.equal(resultLine(scorer.score(JSON.parse(testCase.answers))), testCase.score, 'score');
      assert.equal(resultLine(scorer.visibilityJSON(testCase.answers)), testCase.visible, 'visibilityJSON');
      assert.equal(resultLine(scorer.visibilityParsed(parseJSON(testCase.answers))), testCase.visible, 'visibilityParsed');
      assert.equal(resultLine(scorer.visibility(JSON.parse(testCase.answers))), testCase.visible, 'visibility');
    });
  }
});

test('conditions are decoded in their normalized form', () => {
  const questions = loadBundle(tripBundle()).questions;
  assert.equal(questions[0].condition, null);
  assert.deepEqual(questions[1].condition, { kind: 'optionIn', question: 'goal', ids: ['lose'] });
  assert.deepEqual(questions[2].condition, {
    kind: 'any', conditions: [{ kind: 'optionIn', question: 'goal', ids: ['endure', 'race'] }, { kind: 'valueIn', question: 'target', values: [4, 5] }],
  });
  assert.deepEqual(questions[3].condition, { kind: 'includes', question: 'sport', id: 'run' });
  assert.deepEqual(questions[4].condition, {
    kind: 'all', conditions: [{ kind: 'optionIn', question: 'pace', ids: ['fast'] }, { kind: 'not', condition: { kind: 'answered', question: 'target', answered: true } }],
  });
});

test('the visibility API returns a Visibility with the ids in source order', () => {
  const visible = scorer.visibility({ goal: 'lose', target: 1, sport: ['run'], pace: 10 });
  assert.ok(visible.ok);
  assert.ok(visible.result instanceof Visibility);
  assert.deepEqual(visible.result.visible, ['goal', 'target', 'note']);
  assert.deepEqual(visible.result.discard, ['sport', 'pace']);
  assert.equal(visible.result.quiz, 'trip');
  assert.equal(visible.result.version, '1.0.0');
});

test('the visibility API reports the per-answer errors of score', () => {
  for (const answers of ['{"nope":1}', '{"goal":"lose","target":"x"}', '[1]', '{"goal":', '{"goal":"endure","sport":["run","run"]}']) {
    const scored = scorer.scoreJSON(answers), visible = scorer.visibilityJSON(answers);
    assert.ok(!scored.ok && !visible.ok, answers);
    assert.deepEqual(visible.error, scored.error, answers);
  }
});

test('without conditions, every question is visible and nothing is discarded', () => {
  const golden = new Scorer(loadBundle(goldenBytes('animal')));
  const visible = golden.visibilityJSON('{}');
  assert.ok(visible.ok);
  assert.deepEqual(visible.result.visible, golden.bundle.questions.map((question) => question.id));
  assert.deepEqual(visible.result.discard, []);
});

test('the fast path leaves bundles with conditions to the general path', () => {
  const bytes = new TextEncoder().encode('{"goal":"endure","target":3}');
  assert.equal(scorer.fastScore(bytes), null);
  assert.equal(scorer.fastLine(bytes, 0, bytes.length), null);
  // Valid answers too: the result comes from the general path, the same either way.
  const valid = new TextEncoder().encode('{"goal":"endure"}');
  assert.equal(scorer.fastScore(valid), null);
  assert.equal(resultLine(scorer.scoreJSON(valid)), '{"quiz":"trip","version":"1.0.0","outcome":"B","scores":{"A":0,"B":1}}');
});

describe('malformed conditions are invalid-bundle errors', () => {
  for (const [name, text, expected] of INVALID_WHEN) {
    test(name, () => {
      assert.throws(() => loadBundle(text), (error) => error instanceof BundleError && error.code === 'invalid-bundle' && error.description === expected);
    });
  }
  test('a bundle is JSON of at most 16 levels: a condition nests at most 13 deep within it', () => {
    assert.equal(loadBundle(nestedWhen(13)).questions[1].condition?.kind, 'not');
    assert.throws(() => loadBundle(nestedWhen(14)), (error) => error instanceof BundleError && error.code === 'not-json');
  });
});
