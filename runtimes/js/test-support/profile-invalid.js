/**
 * The members of profile bundles made invalid one at a time, with the invalid-bundle error each
 * must give (docs/bundle-format.md, "Checks of profile, derived-score and weight-digit members").
 */

import { inventoryBundle, stamp } from './profile-bundles.js';

/**
 * The inventory bundle changed by `edit` (on its parsed JSON), hash restamped.
 * @param {(bundle: any) => void} edit
 * @param {string} [base]
 */
export function edited(edit, base = inventoryBundle()) {
  const bundle = JSON.parse(base);
  delete bundle.hash;
  edit(bundle);
  return stamp(bundle);
}

/** [name, edit of the parsed inventory bundle, the error's `path: message`] */
export const INVALID = [
  ['weight digits above 3', (b) => { b.scoring.weight_digits = 4; }, '/scoring/weight_digits: expected an integer from 1 to 3'],
  ['weight digits 0 written', (b) => { b.scoring.weight_digits = 0; }, '/scoring/weight_digits: expected an integer from 1 to 3'],
  ['a derived kind unknown', (b) => { b.scoring.derived[0].kind = 'median'; }, '/scoring/derived/0/kind: unknown kind "median"'],
  ['a derived id that is a trait', (b) => { b.scoring.derived[1].id = 'N'; }, '/scoring/derived/1/id: "N" is already a trait or derived score'],
  ['a linear score of a later one', (b) => { b.scoring.derived[4].of = 'n_twice'; },
    '/scoring/derived/4/of: "n_twice" is neither a trait nor an earlier derived score'],
  ['a mean of a derived score', (b) => { b.scoring.derived[0].of = 'n_ans'; }, '/scoring/derived/0/of: unknown trait "n_ans"'],
  ['a decimal with a trailing zero', (b) => { b.scoring.derived[2].min = '0.50'; },
    '/scoring/derived/2/min: expected a decimal string such as "2.5" (canonical form, at most 6 fractional digits)'],
  ['a decimal as a number', (b) => { b.scoring.derived[4].times = 0.25; },
    '/scoring/derived/4/times: expected a decimal string such as "2.5" (canonical form, at most 6 fractional digits)'],
  ['minus zero', (b) => { b.scoring.derived[4].plus = '-0'; },
    '/scoring/derived/4/plus: expected a decimal string such as "2.5" (canonical form, at most 6 fractional digits)'],
  ['seven fractional digits', (b) => { b.scoring.derived[4].plus = '0.1234567'; },
    '/scoring/derived/4/plus: expected a decimal string such as "2.5" (canonical form, at most 6 fractional digits)'],
  ['percent min not below max', (b) => { b.scoring.derived[2].min = '3'; }, '/scoring/derived/2: min must be below max'],
  ['digits above 6', (b) => { b.scoring.derived[0].digits = 7; }, '/scoring/derived/0/digits: expected an integer from 0 to 6'],
  ['digits missing', (b) => { delete b.scoring.derived[0].digits; }, '/scoring/derived/0: missing "digits"'],
  ['a mean without count', (b) => { delete b.scoring.derived[0].count; }, '/scoring/derived/0: missing "count"'],
  ['a share against an unknown trait', (b) => { b.scoring.derived[3].against = 'Q'; }, '/scoring/derived/3/against: unknown trait "Q"'],
  ['band limits going down', (b) => { b.scoring.results[0].bands[1].max = '2'; }, '/scoring/results/0/bands/1/max: band limits must increase'],
  ['max then below at one number', (b) => { b.scoring.results[1].bands = [
    { id: 'a', max: '3', title: 'A', recommendations: [] }, { id: 'b', below: '3', title: 'B', recommendations: [] },
    { id: 'c', title: 'C', recommendations: [] }]; }, '/scoring/results/1/bands/1/below: band limits must increase'],
  ['a last band with a limit', (b) => { b.scoring.results[2].bands[1].max = '9'; },
    '/scoring/results/2/bands/1: every band but the last has exactly one of "below" and "max"; the last has neither'],
  ['a band with both limits', (b) => { b.scoring.results[0].bands[0].max = '2'; },
    '/scoring/results/0/bands/0: every band but the last has exactly one of "below" and "max"; the last has neither'],
  ['a duplicate band id', (b) => { b.scoring.results[0].bands[1].id = 'low'; }, '/scoring/results/0/bands/1/id: duplicate band id "low"'],
  ['a result of an unknown score', (b) => { b.scoring.results[0].score = 'n_meen'; },
    '/scoring/results/0/score: "n_meen" is neither a trait nor a derived score'],
  ['a parent declared later', (b) => { b.scoring.results[0].parent = 'extra'; },
    '/scoring/results/0/parent: "extra" is not an earlier result without a parent'],
  ['a parent with a parent', (b) => { b.scoring.results[2].parent = 'neuro_ans'; },
    '/scoring/results/2/parent: "neuro_ans" is not an earlier result without a parent'],
  ['a result id that is a derived score', (b) => { b.scoring.results[0].id = 'n_mean'; },
    '/scoring/results/0/id: "n_mean" is already a trait, derived score or result'],
  ['no results', (b) => { b.scoring.results = []; }, '/scoring/results: no results'],
  ['nearest over an unknown score', (b) => { b.scoring.nearest.over[1] = 'Q'; },
    '/scoring/nearest/over/1: "Q" is neither a trait nor a derived score'],
  ['a profile without a target', (b) => { delete b.scoring.nearest.profiles[2].at.E; }, '/scoring/nearest/profiles/2/at: missing "E"'],
  ['a profile target outside over', (b) => { b.scoring.nearest.profiles[0].at.I = '1'; }, '/scoring/nearest/profiles/0/at: "I" is not in over'],
  ['an unknown distance', (b) => { b.scoring.nearest.distance = 'chebyshev'; }, '/scoring/nearest/distance: unknown distance "chebyshev"'],
  ['ties missing a profile', (b) => { b.scoring.nearest.ties.pop(); }, '/scoring/nearest/ties: ties must list every profile outcome once'],
  ['a profile without an outcome entry', (b) => { delete b.outcomes.mid_b; },
    '/scoring/nearest/profiles/3/outcome: no outcome "mid_b" in outcomes'],
  ['outcomes without nearest', (b) => { delete b.scoring.nearest; }, '/outcomes: a profile without nearest has no outcomes'],
  ['percent digits outside axes', (b) => { b.scoring.percent_digits = 1; }, '/scoring/percent_digits: only the axes model reports percentages'],
  ['expect_results naming an unknown band', (b) => {
    b.examples = [{ answers: { e1: 'a' }, expect: 'calm', expect_results: { neuro: 'middle' } }];
  }, '/examples/0/expect_results/neuro: "middle" is not a band of "neuro"'],
  ['expect_results naming an unknown result', (b) => {
    b.examples = [{ answers: { e1: 'a' }, expect: 'calm', expect_results: { neurotic: null } }];
  }, '/examples/0/expect_results: unknown result "neurotic"'],
  ['expect_values not canonical', (b) => {
    b.examples = [{ answers: { e1: 'a' }, expect: 'calm', expect_values: { n_mean: '0.00' } }];
  }, '/examples/0/expect_values/n_mean: expected a decimal string such as "2.5" (canonical form, at most 6 fractional digits)'],
  ['an example without expect where there is an outcome', (b) => { b.examples = [{ answers: { e1: 'a' } }]; }, '/examples/0: missing "expect"'],
];

