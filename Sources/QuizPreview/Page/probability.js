/**
 * The outcome distribution of the analysis as the author view shows it: percentages, exact
 * fractions, "not computed" with the reason, reachability. DOM-free.
 * @module
 */

/**
 * A probability as a percentage with one decimal (`31.7%`); `<0.1%` for a small non-zero
 * one, `>99.9%` for one just short of certain.
 * @param {number} probability from 0 to 1
 * @returns {string}
 */
export function formatPercent(probability) {
  if (probability <= 0) return '0%';
  if (probability >= 1) return '100%';
  const percent = probability * 100;
  if (percent < 0.05) return '<0.1%';
  if (percent >= 99.95) return '>99.9%';
  return `${percent.toFixed(1)}%`;
}

/**
 * The value of a probability as `quizc stats --format json` writes it: a decimal string
 * (`"0.0625"`, the one form of every probability there), or a number from older output.
 * @param {string | number | null | undefined} probability
 * @returns {number | null}
 */
export function probabilityValue(probability) {
  if (probability === null || probability === undefined) return null;
  const value = typeof probability === 'number' ? probability : Number(probability);
  return Number.isFinite(value) ? value : null;
}

/**
 * The text of a probability: `31.7% (317137/999936)`, or `not computed (why)`.
 * @param {{probability: string | number | null, probability_exact?: string, probability_limitation?: string}} figure
 */
export function probabilityText(figure) {
  const value = probabilityValue(figure.probability);
  if (value === null) {
    return figure.probability_limitation ? `not computed (${figure.probability_limitation})` : 'not computed';
  }
  const exact = figure.probability_exact;
  return exact ? `${formatPercent(value)} (${exact})` : formatPercent(value);
}

/**
 * Why the analysis computed no probabilities, when it says so.
 * @param {{limitation?: string, probability_limitation?: string}} analysis
 * @returns {string | null}
 */
export function notComputedReason(analysis) {
  return analysis.probability_limitation ?? analysis.limitation ?? null;
}

/**
 * What the analysis says of an outcome's reachability, in words.
 * @param {boolean | null} reachable
 */
export function reachabilityText(reachable) {
  if (reachable === true) return 'reachable';
  if (reachable === false) return 'unreachable';
  return 'undecided';
}

/**
 * One bar per outcome of the analysis: its code, probability text, the bar's width (the
 * probability itself, so a full bar is 100 % and 35 % fills a third of it; 0 when not
 * computed) and its reachability.
 * @param {{outcomes: Array<{code: string, reachable: boolean | null, probability: string | number | null, probability_exact?: string, probability_limitation?: string, witness?: object}>}} analysis
 */
export function distributionRows(analysis) {
  return analysis.outcomes.map((outcome) => ({
    code: outcome.code,
    text: probabilityText(outcome),
    computed: probabilityValue(outcome.probability) !== null,
    width: Math.min(1, Math.max(0, probabilityValue(outcome.probability) ?? 0)),
    reachable: outcome.reachable,
    reachability: reachabilityText(outcome.reachable),
    witness: outcome.witness ?? null,
  }));
}

/**
 * @typedef {{result: string, title: string, rows: Array<{band: string, title: string, text: string,
 *   computed: boolean, width: number, reachable: boolean | null, reachability: string}>,
 *   limitation: string | null}} ResultDistribution
 */

/**
 * Each profile result's band distribution as `quizc stats --format json` reports it
 * (`results[].bands[]`: `band`, `reachable`, `probability` as a decimal string,
 * `probability_exact` as a fraction, `witness`?), in the bundle's result order; titles from
 * the profile definitions. Empty when the analysis has no results.
 * @param {any} analysis
 * @param {import('./profile-results.js').ProfileDefinitions | null} definitions
 * @returns {ResultDistribution[]}
 */
export function resultDistributions(analysis, definitions) {
  const results = Array.isArray(analysis?.results) ? analysis.results : [];
  return results.map((result) => {
    const definition = definitions?.results.find((each) => each.id === result.id);
    const bands = Array.isArray(result.bands) ? result.bands : [];
    return {
      result: result.id,
      title: definition?.title ?? result.id,
      rows: bands.map((band) => {
        const exact = typeof band.probability_exact === 'string' ? band.probability_exact : null;
        const computed = probabilityValue(band.probability) !== null;
        return {
          band: band.band,
          title: definition?.bands.find((each) => each.id === band.band)?.title ?? band.band,
          text: probabilityText(band),
          computed,
          width: exact ? fractionValue(exact) : 0,
          reachable: band.reachable ?? null,
          reachability: reachabilityText(band.reachable ?? null),
        };
      }),
      limitation: typeof result.limitation === 'string' ? result.limitation : null,
    };
  });
}

/**
 * A fraction `p/q` (or an integer) as a number from 0 to 1, for a bar's width only; the
 * digits beyond what a double holds are dropped first, so huge counts (5^120) still work.
 * @param {string} text
 */
export function fractionValue(text) {
  const [p, q = '1'] = text.split('/');
  const cut = Math.max(0, q.length - 15);
  const numerator = Number(p.slice(0, Math.max(0, p.length - cut)) || '0');
  const denominator = Number(q.slice(0, q.length - cut));
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator <= 0) return 0;
  return Math.min(1, Math.max(0, numerator / denominator));
}

/**
 * Each result's smallest and largest attainable value (`results[].lowest`/`highest` of the
 * analysis, in the written form), for the bars of the result view.
 * @param {any} analysis
 * @returns {Map<string, {min: string, max: string}>}
 */
export function resultRanges(analysis) {
  /** @type {Map<string, {min: string, max: string}>} */
  const ranges = new Map();
  for (const result of Array.isArray(analysis?.results) ? analysis.results : []) {
    if (typeof result?.lowest === 'string' && typeof result?.highest === 'string') {
      ranges.set(result.id, { min: result.lowest, max: result.highest });
    }
  }
  return ranges;
}
