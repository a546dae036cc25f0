/**
 * The page's data (`quizc-preview/1`): each quiz's bundle loaded by the runtime (hash
 * checked), its scorer and scoring plan, the examples replayed, the analysis with its
 * witnesses kept exact. DOM-free.
 * @module
 */

import { loadBundle } from '../../../runtimes/js/src/bundle.js';
import { replayExamples } from '../../../runtimes/js/src/examples.js';
import { parseJSON } from '../../../runtimes/js/src/json-parser.js';
import { JSONObject } from '../../../runtimes/js/src/json-value.js';
import { ScoringPlan } from '../../../runtimes/js/src/plan.js';
import { Scorer } from '../../../runtimes/js/src/scorer.js';
import { profileDefinitions } from './profile-results.js';
import { resultRanges } from './probability.js';

export const DATA_FORMAT = 'quizc-preview/1';

/**
 * @typedef {{
 *   id: string, file: string, bundle: import('../../../runtimes/js/src/bundle.js').Bundle,
 *   scorer: Scorer, plan: ScoringPlan, keys: string[],
 *   reports: import('../../../runtimes/js/src/examples.js').ExampleReport[],
 *   analysis: any, witnesses: Map<string, Array<[string, unknown]>>,
 *   bandWitnesses: Map<string, Array<[string, unknown]>>, weightDigits: number,
 *   profile: import('./profile-results.js').ProfileDefinitions | null,
 *   ranges: Map<string, {min: string, max: string}>, error: null
 * } | {id: string, file: string, error: string}} PreviewQuiz
 */

/**
 * Reads the data element's text.
 * @param {string} text
 * @returns {{quizc: string, seed: string | null, locale: string | null, quizzes: PreviewQuiz[]}}
 */
export function readPreviewData(text) {
  const data = JSON.parse(text);
  if (data === null || typeof data !== 'object' || data.format !== DATA_FORMAT) {
    throw new Error(`the page's data is not ${DATA_FORMAT}`);
  }
  // Parsed once more by the runtime's parser, which keeps number literals: witnesses exact.
  const exact = /** @type {JSONObject} */ (parseJSON(text));
  const exactQuizzes = /** @type {unknown[]} */ (exact.get('quizzes'));
  return {
    quizc: String(data.quizc ?? ''),
    seed: typeof data.seed === 'string' ? data.seed : null,
    locale: typeof data.locale === 'string' ? data.locale : null,
    quizzes: data.quizzes.map((quiz, index) => loadQuiz(quiz, exactQuizzes[index])),
  };
}

/**
 * @param {{id: string, file: string, bundle: string, analysis: any}} quiz
 * @param {unknown} exactQuiz the same entry as parsed by `parseJSON`
 * @returns {PreviewQuiz}
 */
export function loadQuiz(quiz, exactQuiz) {
  let bundle;
  try {
    bundle = loadBundle(quiz.bundle);
  } catch (error) {
    return { id: quiz.id, file: quiz.file, error: error instanceof Error ? error.message : String(error) };
  }
  const scorer = new Scorer(bundle);
  const plan = new ScoringPlan(bundle);
  const analysis = quiz.analysis ?? { outcomes: [] };
  return {
    id: quiz.id, file: quiz.file, bundle, scorer, plan,
    keys: bundle.questions.map((question) => question.key),
    reports: replayExamples(scorer),
    analysis,
    witnesses: exactWitnesses(exactQuiz),
    bandWitnesses: exactBandWitnesses(exactQuiz),
    weightDigits: weightDigitsOf(quiz.bundle),
    profile: profileDefinitions(quiz.bundle),
    ranges: resultRanges(analysis),
    error: null,
  };
}

/**
 * Each outcome's witness as `[wire key, exact JSON value]` pairs, by outcome code.
 * @param {unknown} exactQuiz
 * @returns {Map<string, Array<[string, unknown]>>}
 */
function exactWitnesses(exactQuiz) {
  /** @type {Map<string, Array<[string, unknown]>>} */
  const witnesses = new Map();
  const analysis = exactQuiz instanceof JSONObject ? exactQuiz.get('analysis') : undefined;
  const outcomes = analysis instanceof JSONObject ? analysis.get('outcomes') : undefined;
  if (!Array.isArray(outcomes)) return witnesses;
  for (const outcome of outcomes) {
    if (!(outcome instanceof JSONObject)) continue;
    const code = outcome.get('code');
    const witness = outcome.get('witness');
    if (typeof code === 'string' && witness instanceof JSONObject) witnesses.set(code, witness.members);
  }
  return witnesses;
}

/**
 * Each band's witness as `[wire key, exact JSON value]` pairs, by `RESULT/BAND` (from the
 * analysis's `results[].bands[].witness`, the band named by `band`).
 * @param {unknown} exactQuiz
 * @returns {Map<string, Array<[string, unknown]>>}
 */
function exactBandWitnesses(exactQuiz) {
  /** @type {Map<string, Array<[string, unknown]>>} */
  const witnesses = new Map();
  const analysis = exactQuiz instanceof JSONObject ? exactQuiz.get('analysis') : undefined;
  const results = analysis instanceof JSONObject ? analysis.get('results') : undefined;
  if (!Array.isArray(results)) return witnesses;
  for (const result of results) {
    if (!(result instanceof JSONObject)) continue;
    const id = result.get('id');
    const bands = result.get('bands');
    if (typeof id !== 'string' || !Array.isArray(bands)) continue;
    for (const band of bands) {
      if (!(band instanceof JSONObject)) continue;
      const bandID = band.get('band');
      const witness = band.get('witness');
      if (typeof bandID === 'string' && witness instanceof JSONObject) witnesses.set(`${id}/${bandID}`, witness.members);
    }
  }
  return witnesses;
}

/**
 * The bundle's `scoring.weight_digits` (0 when absent): totals are integers in units of
 * 10^-digits.
 * @param {string} bundleText
 */
function weightDigitsOf(bundleText) {
  const digits = JSON.parse(bundleText)?.scoring?.weight_digits;
  return typeof digits === 'number' ? digits : 0;
}
