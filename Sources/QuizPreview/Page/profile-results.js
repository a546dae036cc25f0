/**
 * The profile parts of a result as the preview shows them: each result's written value and
 * band with the band's texts in the shown locale, facets under their domain, each axis's
 * letter percentage, the derived scores. Read from the bundle's JSON (`scoring.results`,
 * `scoring.derived`, `scoring.percent_digits`, `locales[TAG].results`) and from the runtime's
 * result line, so what is shown is exactly what `quizc score` writes. DOM-free.
 * @module
 */

import { parseJSON } from '../../../runtimes/js/src/json-parser.js';
import { JSONNumber, JSONObject } from '../../../runtimes/js/src/json-value.js';

/**
 * @typedef {{id: string, title: string, description: string | null, recommendations: string[],
 *   limit: string | null}} BandDefinition
 * @typedef {{id: string, score: string, parent: string | null, title: string, description: string | null,
 *   percentScale: boolean, bands: BandDefinition[]}} ResultDefinition
 * @typedef {{results: ResultDefinition[], derived: string[], percentDigits: number | null,
 *   nearest: boolean, locales: Map<string, any>}} ProfileDefinitions
 */

/**
 * The bundle's profile members, or `null` when it has none (no results, no derived scores,
 * no axis percentages): the page then shows what it always showed.
 * @param {string} bundleText the bundle's JSON text
 * @returns {ProfileDefinitions | null}
 */
export function profileDefinitions(bundleText) {
  const bundle = JSON.parse(bundleText);
  const scoring = bundle?.scoring ?? {};
  const derivedList = Array.isArray(scoring.derived) ? scoring.derived : [];
  const resultList = Array.isArray(scoring.results) ? scoring.results : [];
  const percentDigits = typeof scoring.percent_digits === 'number' ? scoring.percent_digits : null;
  if (resultList.length === 0 && derivedList.length === 0 && percentDigits === null) return null;
  const kinds = new Map(derivedList.map((derived) => [derived.id, derived.kind]));
  /** @type {Map<string, any>} */
  const locales = new Map();
  for (const [tag, texts] of Object.entries(bundle.locales ?? {})) locales.set(tag.toLowerCase(), texts?.results ?? {});
  return {
    results: resultList.map((result) => ({
      id: result.id,
      score: result.score,
      parent: typeof result.parent === 'string' ? result.parent : null,
      title: result.title,
      description: typeof result.description === 'string' ? result.description : null,
      percentScale: kinds.get(result.score) === 'percent' || kinds.get(result.score) === 'share',
      bands: (result.bands ?? []).map((band) => ({
        id: band.id,
        title: band.title,
        description: typeof band.description === 'string' ? band.description : null,
        recommendations: Array.isArray(band.recommendations) ? band.recommendations : [],
        limit: typeof band.below === 'string' ? `below ${band.below}` : typeof band.max === 'string' ? `at most ${band.max}` : null,
      })),
    })),
    derived: derivedList.map((derived) => derived.id),
    percentDigits,
    nearest: scoring.model === 'profile' && scoring.nearest !== undefined && scoring.nearest !== null,
    locales,
  };
}

/**
 * A result's texts and its bands' texts in a locale (ASCII case ignored); the source texts
 * where the locale has none.
 * @param {ProfileDefinitions} definitions
 * @param {ResultDefinition} result
 * @param {string} locale
 */
export function resultTexts(definitions, result, locale) {
  const translated = definitions.locales.get(locale.toLowerCase())?.[result.id];
  const bandTexts = translated?.bands ?? {};
  return {
    title: typeof translated?.title === 'string' ? translated.title : result.title,
    description: translated ? (typeof translated.description === 'string' ? translated.description : null) : result.description,
    bands: new Map(result.bands.map((band) => {
      const texts = bandTexts[band.id];
      return [band.id, texts ? {
        title: texts.title ?? band.title,
        description: typeof texts.description === 'string' ? texts.description : null,
        recommendations: Array.isArray(texts.recommendations) ? texts.recommendations : [],
      } : { title: band.title, description: band.description, recommendations: band.recommendations }];
    })),
  };
}

/**
 * @typedef {{id: string, title: string, description: string | null, value: string | null,
 *   band: string | null, bandTitle: string | null, bandDescription: string | null, recommendations: string[],
 *   bands: Array<{id: string, title: string, limit: string | null, current: boolean}>,
 *   fill: number | null, children: ResultRow[]}} ResultRow
 * @typedef {{poles: [string, string], letter: string, percent: string, fill: number}} AxisPercent
 * @typedef {{outcome: string | null, secondary: string | null, results: ResultRow[],
 *   axes: AxisPercent[], derived: Array<{id: string, value: string | null}>}} ProfileView
 */

/**
 * What a result line says of the profile parts, with the texts of `locale`: the results as
 * rows (facets as children of their domain, both in declaration order), each axis's letter
 * percentage, every derived score; `null` for an error line.
 * @param {ProfileDefinitions} definitions
 * @param {string} line the runtime's result line
 * @param {string} locale the shown locale's tag
 * @param {Map<string, {min: string, max: string}>} [ranges] each result's possible values
 *   (from the analysis), for the bar of a score that is not a percentage
 * @returns {ProfileView | null}
 */
export function profileView(definitions, line, locale, ranges = new Map()) {
  const result = parseJSON(line);
  if (!(result instanceof JSONObject) || result.get('error') !== undefined) return null;
  /** @type {Map<string, {value: string | null, band: string | null}>} */
  const written = new Map();
  const results = result.get('results');
  for (const entry of Array.isArray(results) ? results : []) {
    if (!(entry instanceof JSONObject)) continue;
    const band = entry.get('band');
    written.set(String(entry.get('id')), { value: numberText(entry.get('value')), band: typeof band === 'string' ? band : null });
  }
  /** @type {ResultRow[]} */
  const rows = [];
  /** @type {Map<string, ResultRow>} */
  const byID = new Map();
  for (const definition of definitions.results) {
    const texts = resultTexts(definitions, definition, locale);
    const state = written.get(definition.id) ?? { value: null, band: null };
    const bandTexts = state.band !== null ? texts.bands.get(state.band) : undefined;
    const range = definition.percentScale ? { min: '0', max: '100' } : ranges.get(definition.id);
    /** @type {ResultRow} */
    const row = {
      id: definition.id, title: texts.title, description: texts.description,
      value: state.value, band: state.band,
      bandTitle: bandTexts?.title ?? null, bandDescription: bandTexts?.description ?? null,
      recommendations: bandTexts?.recommendations ?? [],
      bands: definition.bands.map((band) => ({
        id: band.id, title: texts.bands.get(band.id)?.title ?? band.title, limit: band.limit, current: band.id === state.band,
      })),
      fill: state.value !== null && range ? fraction(state.value, range.min, range.max) : null,
      children: [],
    };
    byID.set(definition.id, row);
    const parent = definition.parent !== null ? byID.get(definition.parent) : undefined;
    if (parent) parent.children.push(row); else rows.push(row);
  }
  const axes = result.get('axes');
  const derived = result.get('derived');
  const outcome = result.get('outcome');
  const secondary = result.get('secondary');
  return {
    outcome: typeof outcome === 'string' ? outcome : null,
    secondary: typeof secondary === 'string' ? secondary : null,
    results: rows,
    axes: (Array.isArray(axes) ? axes : []).flatMap((axis) => {
      if (!(axis instanceof JSONObject)) return [];
      const percent = numberText(axis.get('percent'));
      if (percent === null) return [];
      const poles = /** @type {[string, string]} */ (axis.get('poles'));
      return [{ poles, letter: String(axis.get('letter')), percent, fill: fraction(percent, '0', '100') }];
    }),
    derived: derived instanceof JSONObject
      ? derived.members.map(([id, value]) => ({ id, value: numberText(value) }))
      : [],
  };
}

/**
 * A JSON number's literal exactly as written (`3.50` stays `3.50`), or `null`.
 * @param {unknown} value
 */
function numberText(value) {
  return value instanceof JSONNumber ? value.literal : null;
}

/**
 * Where `value` lies between `min` and `max`, from 0 to 1, for the width of a bar (display
 * only: the value itself is always shown as written).
 * @param {string} value
 * @param {string} min
 * @param {string} max
 * @returns {number | null}
 */
export function fraction(value, min, max) {
  const v = Number(value), lo = Number(min), hi = Number(max);
  if (!Number.isFinite(v) || !Number.isFinite(lo) || !Number.isFinite(hi) || hi <= lo) return null;
  return Math.min(1, Math.max(0, (v - lo) / (hi - lo)));
}
