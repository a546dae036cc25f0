import { test } from 'node:test';
import assert from 'node:assert/strict';
import { distributionRows, formatPercent, notComputedReason, probabilityText, reachabilityText } from '../../Sources/QuizPreview/Page/probability.js';

test('percentages keep one decimal and never round a possible outcome to 0% or 100%', () => {
  assert.equal(formatPercent(0.317157298067), '31.7%');
  assert.equal(formatPercent(0.2), '20.0%');
  assert.equal(formatPercent(0), '0%');
  assert.equal(formatPercent(1), '100%');
  assert.equal(formatPercent(0.0001), '<0.1%');
  assert.equal(formatPercent(0.99999), '>99.9%');
});

test('a probability shows its exact fraction; none is "not computed" with the reason', () => {
  assert.equal(probabilityText({ probability: 0.2375, probability_exact: '19/80' }), '23.8% (19/80)');
  assert.equal(probabilityText({ probability: 0.5 }), '50.0%');
  assert.equal(probabilityText({ probability: null }), 'not computed');
  // quizc stats writes every probability as a decimal string, and says per figure why one is missing.
  assert.equal(probabilityText({ probability: '0.2375', probability_exact: '19/80' }), '23.8% (19/80)');
  assert.equal(probabilityText({ probability: '0.000000000001', probability_exact: '1/1000000000000' }), '<0.1% (1/1000000000000)');
  assert.equal(
    probabilityText({ probability: null, probability_limitation: 'the exact search would take more than 8 steps' }),
    'not computed (the exact search would take more than 8 steps)');
  assert.equal(notComputedReason({ probability_limitation: 'too many answer sets' }), 'too many answer sets');
  assert.equal(notComputedReason({ limitation: 'budget' }), 'budget');
  assert.equal(notComputedReason({}), null);
});

test('bars are scaled to 100 % (not to the likeliest outcome); unreachable and undecided are said', () => {
  const rows = distributionRows({ outcomes: [
    { code: 'a', reachable: true, probability: 0.35, probability_exact: '7/20', witness: { q: 'x' } },
    { code: 'b', reachable: true, probability: 0.25, probability_exact: '1/4' },
    { code: 'c', reachable: false, probability: 0, probability_exact: '0' },
    { code: 'd', reachable: null, probability: null },
  ] });
  assert.deepEqual(rows.map((row) => [row.code, row.width, row.computed, row.reachability]),
    [['a', 0.35, true, 'reachable'], ['b', 0.25, true, 'reachable'], ['c', 0, true, 'unreachable'], ['d', 0, false, 'undecided']]);
  assert.deepEqual(rows[0].witness, { q: 'x' });
  assert.equal(rows[3].text, 'not computed');
  assert.equal(reachabilityText(true), 'reachable');
});
