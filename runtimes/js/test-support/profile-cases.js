/**
 * Score cases over the bundles of profile-bundles.js, each output worked out by hand from
 * the rules of docs/runtime.md (derived scores, bands, nearest profiles, the decimal form),
 * and decimal-form cases: a small suite of the derived-score and profile rules that needs no compiler.
 */

import { axesPercentBundle, fractionalBundle, inventoryBundle, inventoryManhattanBundle, resultsOnlyBundle } from './profile-bundles.js';

/** The bundles by name: a function giving each one's text. */
export const BUNDLES = {
  inventory: () => inventoryBundle(),
  'inventory-manhattan': () => inventoryManhattanBundle(),
  'results-only': () => resultsOnlyBundle(),
  fractional: () => fractionalBundle(),
  'axes-percent': () => axesPercentBundle(),
};

const HEAD = '{"quiz":"inventory","version":"1.0.0"';

/** @type {Array<{id: string, bundle: keyof typeof BUNDLES, answers: string, output: string}>} */
export const SCORE_CASES = [
  {
    id: 'profile-tie-goes-to-the-earlier-in-ties', bundle: 'inventory', answers: '{"n1":3,"e1":"b"}',
    // point (1, 1): calm 4, anxious 17, mid_a 4, mid_b 5; ties order anxious, calm, mid_b, mid_a.
    // n_ans = 3/1 is exactly 3: not below 3, at most 3.
    output: HEAD + ',"outcome":"calm","secondary":"mid_a","scores":{"N":3,"E":1,"I":1},'
      + '"derived":{"n_mean":1.00,"n_ans":3.00,"e_pct":33,"i_share":50,"n_std":-0.50,"n_twice":6.0},'
      + '"results":[{"id":"neuro","value":1.00,"band":"low"},{"id":"neuro_ans","value":3.00,"band":"three"},{"id":"extra","value":1,"band":"quiet"}]}',
  },
  {
    id: 'profile-euclidean', bundle: 'inventory', answers: '{"n1":3,"n2":1,"n3":5,"e1":"a","e2":["x"]}',
    // N = 3 + 5 + 5; point (13/3, 3): calm 100/9, anxious 85/9, mid_a 52/9, mid_b 25/9.
    output: HEAD + ',"outcome":"mid_b","secondary":"mid_a","scores":{"N":13,"E":3,"I":0},'
      + '"derived":{"n_mean":4.33,"n_ans":4.33,"e_pct":100,"i_share":0,"n_std":0.33,"n_twice":8.7},'
      + '"results":[{"id":"neuro","value":4.33,"band":"high"},{"id":"neuro_ans","value":4.33,"band":"over"},{"id":"extra","value":3,"band":"loud"}]}',
  },
  {
    id: 'profile-manhattan', bundle: 'inventory-manhattan', answers: '{"n1":3,"n2":1,"n3":5,"e1":"a","e2":["x"]}',
    // point (13/3, 3): calm 10/3, anxious 11/3, mid_a 10/3, mid_b 7/3; calm before mid_a in ties.
    output: HEAD + ',"outcome":"mid_b","secondary":"calm","scores":{"N":13,"E":3,"I":0},'
      + '"derived":{"n_mean":4.33,"n_ans":4.33,"e_pct":100,"i_share":0,"n_std":0.33,"n_twice":8.7},'
      + '"results":[{"id":"neuro","value":4.33,"band":"high"},{"id":"neuro_ans","value":4.33,"band":"over"},{"id":"extra","value":3,"band":"loud"}]}',
  },
  {
    id: 'profile-rounding-and-negative-linear', bundle: 'inventory', answers: '{"n1":1,"e1":"c","e2":["y","z"]}',
    // n_std = 0.25 × 1/3 − 0.75 = −2/3 → −0.67; point (1/3, 0): calm 85/9, anxious 196/9, mid_a 73/9, mid_b 100/9.
    output: HEAD + ',"outcome":"mid_a","secondary":"calm","scores":{"N":1,"E":0,"I":3},'
      + '"derived":{"n_mean":0.33,"n_ans":1.00,"e_pct":0,"i_share":100,"n_std":-0.67,"n_twice":2.0},'
      + '"results":[{"id":"neuro","value":0.33,"band":"low"},{"id":"neuro_ans","value":1.00,"band":"under"},{"id":"extra","value":0,"band":"quiet"}]}',
  },
  {
    id: 'profile-mean-over-answered', bundle: 'inventory', answers: '{"n1":2,"n2":3,"e1":"b","e2":[]}',
    // n_mean = 5/3, n_ans = 5/2 (two of three answered): 2.5 is below 3.
    output: HEAD + ',"outcome":"mid_a","secondary":"mid_b","scores":{"N":5,"E":1,"I":1},'
      + '"derived":{"n_mean":1.67,"n_ans":2.50,"e_pct":33,"i_share":50,"n_std":-0.33,"n_twice":5.0},'
      + '"results":[{"id":"neuro","value":1.67,"band":"low"},{"id":"neuro_ans","value":2.50,"band":"under"},{"id":"extra","value":1,"band":"quiet"}]}',
  },
  {
    id: 'profile-share-of-two-zeros', bundle: 'inventory', answers: '{"n1":5,"n2":null,"e1":"d","e2":["z"]}',
    // I = E = 0: the share is exactly 50.
    output: HEAD + ',"outcome":"mid_a","secondary":"mid_b","scores":{"N":5,"E":0,"I":0},'
      + '"derived":{"n_mean":1.67,"n_ans":5.00,"e_pct":0,"i_share":50,"n_std":-0.33,"n_twice":10.0},'
      + '"results":[{"id":"neuro","value":1.67,"band":"low"},{"id":"neuro_ans","value":5.00,"band":"over"},{"id":"extra","value":0,"band":"quiet"}]}',
  },
  {
    id: 'profile-nothing-answered-is-null', bundle: 'inventory', answers: '{"e1":"a"}',
    // no N question answered: n_ans and n_twice have no value, neuro_ans no band; point (0, 2): calm 2, mid_b 9.
    output: HEAD + ',"outcome":"calm","secondary":"mid_b","scores":{"N":0,"E":2,"I":0},'
      + '"derived":{"n_mean":0.00,"n_ans":null,"e_pct":67,"i_share":0,"n_std":-0.75,"n_twice":null},'
      + '"results":[{"id":"neuro","value":0.00,"band":"low"},{"id":"neuro_ans","value":null,"band":null},{"id":"extra","value":2,"band":"loud"}]}',
  },
  {
    id: 'profile-without-nearest-has-no-outcome', bundle: 'results-only', answers: '{"n1":3,"e1":"b"}',
    output: HEAD + ',"scores":{"N":3,"E":1,"I":1},'
      + '"derived":{"n_mean":1.00,"n_ans":3.00,"e_pct":33,"i_share":50,"n_std":-0.50,"n_twice":6.0},'
      + '"results":[{"id":"neuro","value":1.00,"band":"low"},{"id":"neuro_ans","value":3.00,"band":"three"},{"id":"extra","value":1,"band":"quiet"}]}',
  },
  {
    id: 'fractional-weights', bundle: 'fractional', answers: '{"q1":1,"q2":1}',
    // X = 0.50 + 0.25, Y = −1.25 + 0.50; Y is not above 0, so no runner-up.
    output: '{"quiz":"fractional","version":"1.0.0","outcome":"X","scores":{"X":0.75,"Y":-0.75},"derived":{"x_mean":0.750}}',
  },
  {
    id: 'fractional-weights-tie', bundle: 'fractional', answers: '{"q1":3,"q2":5}',
    output: '{"quiz":"fractional","version":"1.0.0","outcome":"X","secondary":"Y","scores":{"X":1.25,"Y":1.25},"derived":{"x_mean":1.250}}',
  },
  {
    id: 'axes-percent-two-thirds', bundle: 'axes-percent', answers: '{"q1":"e","q2":"i","q3":"n","q4":"s"}',
    // E 2 of 3, N 2 of 3: 66.666… → 66.7
    output: '{"quiz":"axes-percent","version":"1.0.0","outcome":"EN","scores":{"E":2,"I":1,"S":1,"N":2},"axes":['
      + '{"poles":["E","I"],"letter":"E","totals":{"E":2,"I":1},"percent":66.7},{"poles":["S","N"],"letter":"N","totals":{"S":1,"N":2},"percent":66.7}]}',
  },
  {
    id: 'axes-percent-both-zero', bundle: 'axes-percent', answers: '{"q1":"e","q2":"e","q3":"o","q4":"o"}',
    // S and N both 0: the tie letter S, 50
    output: '{"quiz":"axes-percent","version":"1.0.0","outcome":"ES","scores":{"E":3,"I":0,"S":0,"N":0},"axes":['
      + '{"poles":["E","I"],"letter":"E","totals":{"E":3,"I":0},"percent":100.0},{"poles":["S","N"],"letter":"S","totals":{"S":0,"N":0},"percent":50.0}]}',
  },
  {
    id: 'axes-percent-ties', bundle: 'axes-percent', answers: '{"q1":"i","q2":"e","q3":"s","q4":"n"}',
    // both axes tied: 50 whatever the tie letter
    output: '{"quiz":"axes-percent","version":"1.0.0","outcome":"XS","scores":{"E":1,"I":1,"S":1,"N":1},"axes":['
      + '{"poles":["E","I"],"letter":"X","totals":{"E":1,"I":1},"percent":50.0},{"poles":["S","N"],"letter":"S","totals":{"S":1,"N":1},"percent":50.0}]}',
  },
  {
    id: 'axes-percent-whole', bundle: 'axes-percent', answers: '{"q1":"n","q2":"i","q3":"n","q4":"n"}',
    // I 1 of 1, N 3 of 3
    output: '{"quiz":"axes-percent","version":"1.0.0","outcome":"IN","scores":{"E":0,"I":1,"S":0,"N":3},"axes":['
      + '{"poles":["E","I"],"letter":"I","totals":{"E":0,"I":1},"percent":100.0},{"poles":["S","N"],"letter":"N","totals":{"S":0,"N":3},"percent":100.0}]}',
  },
];

/** Decimal-form cases: numerator / denominator written with `digits` fractional digits. */
export const DECIMAL_CASES = [
  ['half-up-at-zero-digits', '5', '2', 0, '3'],
  ['half-away-below-zero', '-5', '2', 0, '-3'],
  ['half-even-would-say-2', '5', '2', 0, '3'],
  ['half-even-would-say-0.12', '1', '8', 2, '0.13'],
  ['half-down-would-say-0.12', '1', '8', 2, '0.13'],
  ['three-and-a-half-to-two-digits', '7', '2', 2, '3.50'],
  ['a-third', '1', '3', 2, '0.33'],
  ['two-thirds', '2', '3', 2, '0.67'],
  ['minus-two-thirds', '-2', '3', 2, '-0.67'],
  ['zero-digits-rounds-68', '136', '2', 0, '68'],
  ['rounds-to-zero-has-no-sign', '-1', '1000', 2, '0.00'],
  ['minus-half-at-zero-digits-is-minus-one', '-1', '2', 0, '-1'],
  ['minus-a-third-at-zero-digits-is-0', '-1', '3', 0, '0'],
  ['zero', '0', '7', 3, '0.000'],
  ['a-quarter-negative', '-1', '4', 2, '-0.25'],
  ['six-digits', '1', '7', 6, '0.142857'],
  ['half-at-six-digits', '1', '2000000', 6, '0.000001'],
  ['beyond-64-bits', '123456789012345678901234567890', '3', 2, '41152263004115226300411522630.00'],
  ['beyond-64-bits-denominator', '1', '36893488147419103232', 6, '0.000000'],
  ['half-beyond-64-bits', '36893488147419103233', '2', 0, '18446744073709551617'],
].map(([id, numerator, denominator, digits, output]) => ({ id, kind: 'decimal', numerator, denominator, digits, output }));
