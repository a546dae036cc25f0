import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fraction, profileDefinitions, profileView } from '../../Sources/QuizPreview/Page/profile-results.js';
import { fractionValue, resultDistributions, resultRanges } from '../../Sources/QuizPreview/Page/probability.js';
import { totalText } from '../../Sources/QuizPreview/Page/live-totals.js';

// The profile members of a bundle as docs/bundle-format.md writes them (only what the page reads).
const bundle = JSON.stringify({
  quiz: 'big5', source_locale: 'en',
  scoring: {
    model: 'profile', initial: {},
    derived: [
      { id: 'n_mean', kind: 'mean', of: 'N', count: 2, digits: 2 },
      { id: 'n_pct', kind: 'percent', of: 'N', min: '2', max: '10', digits: 0 },
    ],
    results: [
      {
        id: 'neuroticism', score: 'n_mean', title: 'Neuroticism',
        bands: [
          { id: 'low', below: '3', title: 'Low', recommendations: [] },
          { id: 'neutral', max: '3', title: 'Average', description: 'Exactly in the middle.', recommendations: [] },
          { id: 'high', title: 'High', description: 'Often worried.', recommendations: ['Breathe.'] },
        ],
      },
      {
        id: 'anxiety', score: 'N1', parent: 'neuroticism', title: 'Anxiety', description: 'Worry.',
        bands: [{ id: 'low', below: '3', title: 'Low', recommendations: [] }, { id: 'high', title: 'High', recommendations: [] }],
      },
      { id: 'n_percent', score: 'n_pct', title: 'Neuroticism (percent)', bands: [{ id: 'all', title: 'All', recommendations: [] }] },
    ],
  },
  locales: {
    de: {
      results: {
        neuroticism: { title: 'Neurotizismus', bands: { high: { title: 'Hoch', description: 'Oft besorgt.', recommendations: ['Atmen.'] } } },
      },
    },
  },
});

const line = '{"quiz":"big5","version":"1.0.0","scores":{"N":7,"N1":4},"derived":{"n_mean":3.50,"n_pct":63},'
  + '"results":[{"id":"neuroticism","value":3.50,"band":"high"},{"id":"anxiety","value":4,"band":"high"},'
  + '{"id":"n_percent","value":63,"band":"all"}]}';

test('a bundle without profile members has no profile definitions', () => {
  assert.equal(profileDefinitions(JSON.stringify({ scoring: { model: 'highest', ties: ['a'], initial: {} } })), null);
});

test('results show the written value exactly, the band and its texts, facets under their domain', () => {
  const definitions = /** @type {any} */ (profileDefinitions(bundle));
  const view = /** @type {any} */ (profileView(definitions, line, 'en'));
  assert.equal(view.outcome, null);
  assert.equal(view.secondary, null);
  assert.deepEqual(view.results.map((row) => row.id), ['neuroticism', 'n_percent']);
  const [domain, percent] = view.results;
  assert.equal(domain.value, '3.50', 'the decimal as the runtime writes it, trailing zero kept');
  assert.equal(domain.band, 'high');
  assert.equal(domain.bandTitle, 'High');
  assert.equal(domain.bandDescription, 'Often worried.');
  assert.deepEqual(domain.recommendations, ['Breathe.']);
  assert.deepEqual(domain.bands.map((band) => [band.id, band.limit, band.current]),
    [['low', 'below 3', false], ['neutral', 'at most 3', false], ['high', null, true]]);
  assert.equal(domain.fill, null, 'no range known for a mean without the analysis');
  assert.deepEqual(domain.children.map((row) => [row.id, row.value, row.band, row.title]), [['anxiety', '4', 'high', 'Anxiety']]);
  assert.equal(percent.fill, 0.63, 'a percent score fills its bar from 0 to 100');
  assert.deepEqual(view.derived, [{ id: 'n_mean', value: '3.50' }, { id: 'n_pct', value: '63' }]);
});

test('a locale translates result and band titles, and keeps the source where it has none', () => {
  const definitions = /** @type {any} */ (profileDefinitions(bundle));
  const view = /** @type {any} */ (profileView(definitions, line, 'DE'));
  const [domain] = view.results;
  assert.equal(domain.title, 'Neurotizismus');
  assert.equal(domain.bandTitle, 'Hoch');
  assert.equal(domain.bandDescription, 'Oft besorgt.');
  assert.deepEqual(domain.recommendations, ['Atmen.']);
  assert.equal(domain.bands[0].title, 'Low', 'an untranslated band keeps its source title');
  assert.equal(domain.children[0].title, 'Anxiety');
});

test('a null value has no band, and the analysis range fills the bar of a mean', () => {
  const definitions = /** @type {any} */ (profileDefinitions(bundle));
  const nullLine = '{"quiz":"big5","version":"1.0.0","scores":{"N":0,"N1":0},"derived":{"n_mean":null,"n_pct":0},'
    + '"results":[{"id":"neuroticism","value":null,"band":null},{"id":"anxiety","value":0,"band":"low"},{"id":"n_percent","value":0,"band":"all"}]}';
  const view = /** @type {any} */ (profileView(definitions, nullLine, 'en'));
  assert.equal(view.results[0].value, null);
  assert.equal(view.results[0].band, null);
  assert.equal(view.results[0].bandTitle, null);
  assert.ok(view.results[0].bands.every((band) => !band.current));
  const ranged = /** @type {any} */ (profileView(definitions, line, 'en', new Map([['neuroticism', { min: '1', max: '5' }]])));
  assert.equal(ranged.results[0].fill, 0.625);
});

test('nearest outcome and runner-up, and each axis letter percentage, come from the line', () => {
  const axesBundle = JSON.stringify({ scoring: { model: 'axes', initial: {}, percent_digits: 0, axes: [] } });
  const definitions = /** @type {any} */ (profileDefinitions(axesBundle));
  const axesLine = '{"quiz":"mbti","version":"1.0.0","outcome":"IN","scores":{"E":8,"I":17,"S":10,"N":10},'
    + '"axes":[{"poles":["E","I"],"letter":"I","totals":[8,17],"percent":68},{"poles":["S","N"],"letter":"N","totals":[10,10],"percent":50}]}';
  const view = /** @type {any} */ (profileView(definitions, axesLine, 'en'));
  assert.equal(view.outcome, 'IN');
  assert.deepEqual(view.axes.map((axis) => [axis.letter, axis.percent, axis.fill]), [['I', '68', 0.68], ['N', '50', 0.5]]);
  const nearest = /** @type {any} */ (profileView(/** @type {any} */ (profileDefinitions(bundle)),
    line.replace('"scores"', '"outcome":"calm","secondary":"tense","scores"'), 'en'));
  assert.equal(nearest.outcome, 'calm');
  assert.equal(nearest.secondary, 'tense');
  assert.equal(profileView(definitions, '{"error":{"code":"missing-answer","message":"m"}}', 'en'), null);
});

test('fractions for bars are clamped and refuse an empty range', () => {
  assert.equal(fraction('150', '0', '100'), 1);
  assert.equal(fraction('-1', '0', '100'), 0);
  assert.equal(fraction('3', '3', '3'), null);
});

test('band distributions and ranges of the analysis (quizc stats JSON), titles from the bundle', () => {
  const definitions = /** @type {any} */ (profileDefinitions(bundle));
  const analysis = {
    outcomes: [],
    results: [{
      id: 'neuroticism', score: 'n_mean', lowest: '1.00', highest: '5.00', mean: '3.00',
      bands: [
        { band: 'low', reachable: true, probability: '0.4', probability_exact: '2/5' },
        { band: 'neutral', reachable: false, probability: '0', probability_exact: '0/1' },
        { band: 'high', reachable: true, probability: '0.6', probability_exact: '3/5' },
      ],
    }, { id: 'anxiety', score: 'N1', limitation: 'too many states' }],
  };
  const [distribution, skipped] = resultDistributions(analysis, definitions);
  assert.equal(distribution.title, 'Neuroticism');
  assert.deepEqual(distribution.rows.map((row) => [row.band, row.title, row.text, row.reachability, row.width]), [
    ['low', 'Low', '40.0% (2/5)', 'reachable', 0.4],
    ['neutral', 'Average', '0% (0/1)', 'unreachable', 0],
    ['high', 'High', '60.0% (3/5)', 'reachable', 0.6],
  ]);
  assert.deepEqual([skipped.rows, skipped.limitation], [[], 'too many states']);
  assert.deepEqual([...resultRanges(analysis)], [['neuroticism', { min: '1.00', max: '5.00' }]]);
  assert.deepEqual(resultDistributions({ outcomes: [] }, definitions), []);
});

test('fraction widths stay exact enough for huge counts', () => {
  assert.equal(fractionValue('1/3').toFixed(6), '0.333333');
  const huge = '7'.repeat(80);
  assert.ok(Math.abs(fractionValue(`${huge}/${'9'.repeat(80)}`) - 7 / 9) < 1e-9);
  assert.equal(fractionValue('0/5'), 0);
});

test('live totals are written as results write scores', () => {
  assert.equal(totalText(7, 0), '7');
  assert.equal(totalText(25, 1), '2.5');
  assert.equal(totalText(-5, 2), '-0.05');
  assert.equal(totalText(0, 2), '0.00');
  assert.equal(totalText(-250, 2), '-2.50');
});

// The JavaScript runtime's own profile bundles (runtimes/js/test-support), loaded as the page loads a quiz.
import { inventoryBundle, resultsOnlyBundle, axesPercentBundle } from '../../runtimes/js/test-support/profile-bundles.js';
import { loadQuiz } from '../../Sources/QuizPreview/Page/preview-data.js';

/** @param {string} text */
function pageQuiz(text) {
  const quiz = /** @type {any} */ (loadQuiz({ id: 'q', file: 'q.quiz.yaml', bundle: text, analysis: { outcomes: [] } }, undefined));
  assert.equal(quiz.error, null, quiz.error);
  return quiz;
}

test('the runtime\'s result for a profile quiz with nearest: outcome, runner-up, bands and values', () => {
  const quiz = pageQuiz(inventoryBundle());
  const scored = quiz.scorer.scoreJSON('{"n1":5,"n2":1,"n3":5,"e1":"c"}');
  assert.ok(scored.ok, JSON.stringify(scored.error));
  const line = scored.result.toJSONLine();
  const view = /** @type {any} */ (profileView(quiz.profile, line, 'en', quiz.ranges));
  assert.equal(view.outcome, scored.result.outcome);
  assert.equal(view.secondary, scored.result.secondary);
  assert.equal(view.outcome, 'anxious');
  // n_mean = (5 + 5 + 5) / 3 = 5 → high; over answered: 5 → over; E = 0 → quiet.
  assert.deepEqual(view.results.map((row) => [row.id, row.value, row.band, row.bandTitle]),
    [['neuro', '5.00', 'high', 'High'], ['extra', '0', 'quiet', 'Quiet']]);
  assert.deepEqual(view.results[0].children.map((row) => [row.id, row.value, row.band]), [['neuro_ans', '5.00', 'over']]);
  assert.deepEqual(view.derived.map((d) => d.id), ['n_mean', 'n_ans', 'e_pct', 'i_share', 'n_std', 'n_twice']);
  for (const { value } of view.derived) assert.ok(line.includes(`:${value}`), `${value} is in ${line}`);
});

test('a profile quiz without nearest has no outcome and every result, a null mean has no band', () => {
  const quiz = pageQuiz(resultsOnlyBundle());
  const scored = quiz.scorer.scoreJSON('{"n1":3,"e1":"a"}');
  assert.ok(scored.ok, JSON.stringify(scored.error));
  assert.equal(scored.result.outcome, null);
  const view = /** @type {any} */ (profileView(quiz.profile, scored.result.toJSONLine(), 'en'));
  assert.equal(view.outcome, null);
  assert.equal(view.results[0].value, '1.00', 'the mean over all three items: 3 / 3');
  assert.deepEqual(view.results[0].children.map((row) => [row.value, row.band]), [['3.00', 'three']]);
});

test('axis percentages of the runtime, with their digits', () => {
  const quiz = pageQuiz(axesPercentBundle());
  const scored = quiz.scorer.scoreJSON('{"q1":"e","q2":"i","q3":"n","q4":"o"}');
  assert.ok(scored.ok, JSON.stringify(scored.error));
  const view = /** @type {any} */ (profileView(quiz.profile, scored.result.toJSONLine(), 'en'));
  assert.deepEqual(view.axes.map((axis) => [axis.letter, axis.percent]), [['E', '66.7'], ['N', '100.0']]);
  const tie = quiz.scorer.scoreJSON('{"q1":"n","q2":"n","q3":"o","q4":"o"}');
  const tied = /** @type {any} */ (profileView(quiz.profile, tie.result.toJSONLine(), 'en'));
  assert.deepEqual(tied.axes.map((axis) => [axis.letter, axis.percent]), [['X', '50.0'], ['S', '50.0']]);
});
