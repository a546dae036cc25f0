// Scoring of profiles: derived scores, bands, nearest profiles, fractional weights, axis
// percentages and the decimal form, on small bundles built here (test-support/profile-*.js),
// through every way in: the fast paths, the parser and general path, native values, the
// pretty document form, and the API's exact values.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadBundle, prettyOutcome, resultLine, Scorer } from '../src/index.js';
import { BundleCache, runCase } from '../test-support/conformance.js';
import { generalLine } from '../test-support/general-line.js';
import { BUNDLES, DECIMAL_CASES, SCORE_CASES } from '../test-support/profile-cases.js';
import { Random, randomLine } from '../test-support/random.js';

const scorers = new Map(Object.entries(BUNDLES).map(([name, make]) => [name, new Scorer(loadBundle(make()))]));
const encoder = new TextEncoder();

for (const testCase of SCORE_CASES) {
  test(`score ${testCase.id}`, () => {
    const scorer = /** @type {Scorer} */ (scorers.get(testCase.bundle));
    const bytes = encoder.encode(testCase.answers);
    assert.equal(resultLine(scorer.scoreJSON(testCase.answers)), testCase.output, 'the string fast path');
    assert.equal(scorer.fastLine(bytes, 0, bytes.length), testCase.output, 'the byte fast path');
    assert.equal(generalLine(scorer, bytes), testCase.output, 'the general path');
    assert.equal(resultLine(scorer.score(JSON.parse(testCase.answers))), testCase.output, 'native values');
    // The document form has the same members, numbers as written.
    assert.deepEqual(prettyOutcome(scorer.scoreJSON(testCase.answers)).replace(/\s+/g, '').replace(/\n/g, ''),
      testCase.output.replace(/\s+/g, ''));
  });
}

test('the decimal form: half away from zero, exactly k digits, no -0, beyond 64 bits', () => {
  const bundles = new BundleCache('/nonexistent');
  for (const testCase of DECIMAL_CASES) assert.equal(runCase(testCase, bundles), null, testCase.id);
});

test('the fast paths agree with the general path on random answers to the new bundles', () => {
  const random = new Random(29);
  let fast = 0;
  for (const scorer of scorers.values()) {
    const questions = scorer.bundle.questions.map((question) => ({
      key: question.key, id: question.id, type: question.type, min: question.min, max: question.max, pool: question.pool,
      ids: question.options.map((option) => option.id ?? ''), values: question.options.map((option) => option.value ?? 0),
    }));
    for (let n = 0; n < 400; n++) {
      const bytes = new Uint8Array(randomLine(random, questions));
      const expected = generalLine(scorer, bytes);
      const quick = scorer.fastLine(bytes, 0, bytes.length);
      if (quick !== null) {
        fast++;
        assert.equal(quick, expected, Buffer.from(bytes).toString());
      }
      assert.equal(resultLine(scorer.scoreJSON(bytes)), expected);
    }
  }
  assert.ok(fast > 200, `only ${fast} lines took the fast path`);
});

test('results expose exact values, their written text, bands and the score scale', () => {
  const scored = /** @type {Scorer} */ (scorers.get('inventory')).score({ n1: 3, n2: 1, e1: 'a' });
  assert.ok(scored.ok);
  const result = scored.result;
  assert.equal(result.outcome, 'mid_b');
  assert.equal(result.scoreDigits, 0);
  // N = 3 + 5: n_mean 8/3, n_ans 8/2, e_pct 2/3 × 100, n_std 0.25 × 8/3 − 0.75 = −1/12.
  assert.deepEqual(result.derived.map((each) => each.value && [each.id, each.value.numerator, each.value.denominator, each.value.text]), [
    ['n_mean', 8n, 3n, '2.67'], ['n_ans', 4n, 1n, '4.00'], ['e_pct', 200n, 3n, '67'], ['i_share', 0n, 1n, '0'],
    ['n_std', -1n, 12n, '-0.08'], ['n_twice', 8n, 1n, '8.0'],
  ]);
  assert.deepEqual(result.results.map((each) => [each.id, each.score, each.value?.text, each.band]), [
    ['neuro', 'n_mean', '2.67', 'mid'], ['neuro_ans', 'n_ans', '4.00', 'over'], ['extra', 'E', '2', 'loud'],
  ]);
  const none = /** @type {Scorer} */ (scorers.get('inventory')).score({ e1: 'a' });
  assert.ok(none.ok);
  assert.equal(none.result.derived[1].value, null);
  assert.equal(none.result.results[1].band, null);

  const withoutNearest = /** @type {Scorer} */ (scorers.get('results-only')).score({ n1: 3, e1: 'b' });
  assert.ok(withoutNearest.ok);
  assert.equal(withoutNearest.result.outcome, null);
  assert.equal(withoutNearest.result.secondary, null);

  const fractional = /** @type {Scorer} */ (scorers.get('fractional')).score({ q1: 1, q2: 1 });
  assert.ok(fractional.ok);
  assert.equal(fractional.result.scoreDigits, 2);
  assert.deepEqual(fractional.result.scores, [{ trait: 'X', amount: 75 }, { trait: 'Y', amount: -75 }]);
  assert.deepEqual(fractional.result.results, []);

  const axes = /** @type {Scorer} */ (scorers.get('axes-percent')).score({ q1: 'e', q2: 'i', q3: 'n', q4: 's' });
  assert.ok(axes.ok);
  assert.deepEqual(axes.result.axes.map((axis) => [axis.letter, axis.percent?.numerator, axis.percent?.denominator, axis.percent?.text]), [
    ['E', 200n, 3n, '66.7'], ['N', 200n, 3n, '66.7'],
  ]);
  assert.deepEqual(axes.result.derived, []);
});
