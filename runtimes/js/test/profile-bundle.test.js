// Loading the bundle members of profiles, derived scores and fractional weights: every malformed member is an invalid-bundle error with
// its path; locale texts of results; examples with expect_results / expect_values.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BundleError, exampleReportLine, loadBundle, localize, replayExamples, Scorer } from '../src/index.js';
import { fractionalBundle, resultsOnlyBundle } from '../test-support/profile-bundles.js';
import { edited, INVALID } from '../test-support/profile-invalid.js';

/**
 * @param {string} text
 * @returns {string}
 */
function loadError(text) {
  try {
    loadBundle(text);
  } catch (error) {
    if (error instanceof BundleError) return `${error.code}: ${error.description}`;
    throw error;
  }
  return 'loaded';
}

for (const [name, edit, message] of INVALID) {
  test(`invalid-bundle: ${name}`, () => {
    assert.equal(loadError(edited(/** @type {(b: any) => void} */ (edit))), `invalid-bundle: ${message}`);
  });
}

test('a profile without nearest: examples expect no outcome', () => {
  const text = edited((b) => { b.examples = [{ answers: { e1: 'a' }, expect: 'calm' }]; }, resultsOnlyBundle());
  assert.equal(loadError(text), 'invalid-bundle: /examples/0/expect: a profile without nearest has no outcome to expect');
});

test('weights are bounded by 10^6 in real units: 10^8 hundredths load, 10^6 + 1 whole ones do not', () => {
  assert.equal(loadError(edited((b) => { b.questions[0].options[4].weights.X = 100_000_000; }, fractionalBundle())), 'loaded');
  assert.equal(loadError(edited((b) => { b.questions[0].options[4].weights.N = 1_000_001; })),
    'invalid-bundle: /questions/0/options/4/weights/N: magnitude above 1000000');
});

test('examples replay expected bands and derived values, compared as written numbers', () => {
  const text = edited((b) => {
    b.examples = [
      { name: 'passes', answers: { n1: 3, e1: 'b' }, expect: 'calm', expect_results: { neuro: 'low', neuro_ans: 'three' },
        expect_values: { n_mean: '1', n_std: '-0.5', n_ans: '3' } },
      { name: 'no value', answers: { e1: 'a' }, expect: 'calm', expect_results: { neuro_ans: null }, expect_values: { n_ans: null } },
      { name: 'wrong band', answers: { n1: 3, e1: 'b' }, expect: 'calm', expect_results: { neuro_ans: 'under' } },
      { name: 'band for none', answers: { e1: 'a' }, expect: 'calm', expect_results: { neuro_ans: 'under' } },
      { name: 'wrong value', answers: { n1: 3, e1: 'b' }, expect: 'calm', expect_values: { n_std: '-0.49' } },
      { name: 'value for none', answers: { e1: 'a' }, expect: 'calm', expect_values: { n_twice: '0' } },
      { name: 'unrounded value', answers: { n1: 1, e1: 'c' }, expect: 'mid_a', expect_values: { n_mean: '0.333' } },
    ];
  });
  const lines = replayExamples(new Scorer(loadBundle(text))).map(exampleReportLine);
  assert.deepEqual(lines, [
    '{"example":0,"name":"passes","pass":true}',
    '{"example":1,"name":"no value","pass":true}',
    '{"example":2,"name":"wrong band","pass":false,"problem":"expected neuro_ans in the band \\"under\\", got \\"three\\""}',
    '{"example":3,"name":"band for none","pass":false,"problem":"expected neuro_ans in the band \\"under\\", got no band"}',
    '{"example":4,"name":"wrong value","pass":false,"problem":"expected n_std = -0.49, got -0.50"}',
    '{"example":5,"name":"value for none","pass":false,"problem":"expected n_twice = 0, got null"}',
    '{"example":6,"name":"unrounded value","pass":false,"problem":"expected n_mean = 0.333, got 0.33"}',
  ]);
});

test('a profile without nearest replays examples without expect', () => {
  const text = edited((b) => { b.examples = [{ answers: { n1: 3, e1: 'b' }, expect_results: { neuro: 'low' } }]; }, resultsOnlyBundle());
  assert.deepEqual(replayExamples(new Scorer(loadBundle(text))).map(exampleReportLine), ['{"example":0,"pass":true}']);
});

test('expected scores of fractional weights are written in real units', () => {
  const text = edited((b) => { b.examples = [{ answers: { q1: 1, q2: 1 }, expect: 'X', expect_scores: { X: 75, Y: -70 } }]; }, fractionalBundle());
  assert.deepEqual(replayExamples(new Scorer(loadBundle(text))).map(exampleReportLine),
    ['{"example":0,"pass":false,"problem":"expected Y = -0.70, got -0.75"}']);
});

/**
 * The inventory bundle with `locales`: the source's entry and a German one.
 * @param {(german: any) => void} [edit]
 */
function withLocales(edit = () => {}) {
  return edited((b) => {
    const source = b.locale;
    delete b.locale;
    b.source_locale = source;
    const entry = (/** @type {(text: string) => string} */ tr) => ({
      direction: 'ltr', title: tr(b.title),
      questions: Object.fromEntries(b.questions.map((q) => [q.id, { text: tr(q.text), options: Object.fromEntries(q.options.map((o) => [o.id ?? String(o.value), tr(o.label)])) }])),
      outcomes: Object.fromEntries(Object.entries(b.outcomes).map(([code, o]) => [code, { title: tr(o.title), description: tr(o.description), recommendations: o.recommendations.map(tr) }])),
      results: Object.fromEntries(b.scoring.results.map((r) => [r.id, {
        title: tr(r.title), ...(r.description === undefined ? {} : { description: tr(r.description) }),
        bands: Object.fromEntries(r.bands.map((band) => [band.id, {
          title: tr(band.title), ...(band.description === undefined ? {} : { description: tr(band.description) }),
          recommendations: band.recommendations.map(tr),
        }])),
      }])),
    });
    const german = entry((text) => `de:${text}`);
    edit(german);
    b.locales = { en: entry((text) => text), de: german };
  });
}

test('locales carry the results\' texts; localize keys them by result and band id', () => {
  const bundle = loadBundle(withLocales());
  const texts = localize(bundle, ['de']);
  assert.deepEqual(texts.results?.neuro, {
    title: 'de:Neuroticism',
    bands: {
      low: { title: 'de:Low', recommendations: [] },
      mid: { title: 'de:Average', description: 'de:In the middle.', recommendations: ['de:Breathe'] },
      high: { title: 'de:High', recommendations: [] },
    },
  });
  assert.equal(texts.results?.neuro_ans.description, 'de:Over answered items.');
  assert.equal(localize(bundle, ['en']).results?.extra.bands.loud.title, 'Loud');
  assert.equal(bundle.translations[0].results[0].bands[1].recommendations[0], 'de:Breathe');
  assert.equal(bundle.sourceTexts.results[0].bands[1].description, 'In the middle.');
});

test('locales: a result\'s texts missing or malformed are invalid-bundle errors', () => {
  assert.equal(loadError(withLocales((de) => { delete de.results.extra; })), 'invalid-bundle: /locales/de/results: missing "extra"');
  assert.equal(loadError(withLocales((de) => { de.results.extra.bands.quiet.description = 'x'; })),
    'invalid-bundle: /locales/de/results/extra/bands/quiet/description: the band has no description');
  assert.equal(loadError(withLocales((de) => { de.results.neuro.bands.mid.recommendations = []; })),
    'invalid-bundle: /locales/de/results/neuro/bands/mid/recommendations: expected 1 recommendations, as in the source locale');
  assert.equal(loadError(withLocales((de) => { de.results.other = { title: 'x', bands: {} }; })),
    'invalid-bundle: /locales/de/results/other: no such result');
  assert.equal(loadError(withLocales((de) => { delete de.results; })), 'invalid-bundle: /locales/de: missing "results"');
});

test('every derived score decodes to one record: id, kind, of, digits, then its kind\'s members', () => {
  const derived = loadBundle(edited((b) => {
    b.scoring.derived.push({ id: 'ni_sum', kind: 'sum', of: ['N', 'I'], digits: 0 });
  })).scoring.derived;
  assert.deepEqual(derived.map((score) => Object.entries(score)), [
    [['id', 'n_mean'], ['kind', 'mean'], ['of', 'N'], ['digits', 2], ['count', 3]],
    [['id', 'n_ans'], ['kind', 'mean_answered'], ['of', 'N'], ['digits', 2]],
    [['id', 'e_pct'], ['kind', 'percent'], ['of', 'E'], ['digits', 0], ['min', '0'], ['max', '3']],
    [['id', 'i_share'], ['kind', 'share'], ['of', 'I'], ['digits', 0], ['against', 'E']],
    [['id', 'n_std'], ['kind', 'linear'], ['of', 'n_mean'], ['digits', 2], ['times', '0.25'], ['plus', '-0.75']],
    [['id', 'n_twice'], ['kind', 'linear'], ['of', 'n_ans'], ['digits', 1], ['times', '2'], ['plus', '0']],
    [['id', 'ni_sum'], ['kind', 'sum'], ['of', ['N', 'I']], ['digits', 0]],
  ]);
});
