/**
 * Reading the bundle members of derived scores, axis percentages, profile results with
 * bands, and the nearest-profile rule (docs/bundle-format.md), with the paths and messages
 * of the Swift runtime.
 * @module
 */

import { Fields, integerAt, invalid, stringAt } from './bundle-fields.js';
import { JSONObject } from './json-value.js';
import { parseBundleDecimal } from './rational.js';

/** The kinds of derived score, as the bundle names them. */
const DERIVED_KINDS = new Set(['mean', 'mean_answered', 'percent', 'share', 'linear']);
/** Most fractional digits a written value has. */
export const MAX_VALUE_DIGITS = 6;
/** Most fractional digits of weights (`scoring.weight_digits`). */
export const MAX_WEIGHT_DIGITS = 3;

/**
 * A decimal string in canonical form, returned as written.
 * @param {unknown} value
 * @param {string} path
 * @returns {string}
 */
export function decimalAt(value, path) {
  if (typeof value !== 'string' || parseBundleDecimal(value) === null) {
    throw invalid(path, 'expected a decimal string such as "2.5" (canonical form, at most 6 fractional digits)');
  }
  return value;
}

/**
 * An integer member from `low` to `high`, or `fallback` when absent.
 * @param {Fields} fields
 * @param {string} name
 * @param {number} low
 * @param {number} high
 * @param {number | null} fallback
 */
function boundedInteger(fields, name, low, high, fallback) {
  const value = fields.optionalValue(name);
  if (value === undefined) return fallback;
  const number = integerAt(value, `${fields.path}/${name}`);
  if (number < low || number > high) throw invalid(`${fields.path}/${name}`, `expected an integer from ${low} to ${high}`);
  return number;
}

/**
 * `scoring.weight_digits`: 0 when absent, else 1…3.
 * @param {Fields} scoring
 */
export function decodeWeightDigits(scoring) {
  return /** @type {number} */ (boundedInteger(scoring, 'weight_digits', 1, MAX_WEIGHT_DIGITS, 0));
}

/**
 * `scoring.percent_digits` (`axes` only): `null` when absent, else 0…6.
 * @param {Fields} scoring
 * @param {string} model
 */
export function decodePercentDigits(scoring, model) {
  if (scoring.optionalValue('percent_digits') !== undefined && model !== 'axes') {
    throw invalid(`${scoring.path}/percent_digits`, 'only the axes model reports percentages');
  }
  return boundedInteger(scoring, 'percent_digits', 0, MAX_VALUE_DIGITS, null);
}

/**
 * `scoring.derived`, in order: every id new among traits and earlier derived scores, every
 * `of`/`against` a trait (a `linear` score's `of` may also be an earlier derived score).
 * @param {Fields} scoring
 * @param {Set<string>} traits
 * @returns {import('../index.js').DerivedScore[]}
 */
export function decodeDerived(scoring, traits) {
  const value = scoring.optionalValue('derived');
  if (value === undefined) return [];
  const path = `${scoring.path}/derived`;
  if (!Array.isArray(value)) throw invalid(path, 'expected an array');
  if (value.length === 0) throw invalid(path, 'an empty list is written by leaving the member out');
  /** @type {import('../index.js').DerivedScore[]} */
  const derived = [];
  const ids = new Set();
  for (let index = 0; index < value.length; index++) {
    const fields = new Fields(value[index], `${path}/${index}`);
    const id = fields.string('id');
    if (traits.has(id) || ids.has(id)) throw invalid(`${fields.path}/id`, `"${id}" is already a trait or derived score`);
    const kind = fields.string('kind');
    if (!DERIVED_KINDS.has(kind)) throw invalid(`${fields.path}/kind`, `unknown kind "${kind}"`);
    const of = fields.string('of');
    const ofKnown = traits.has(of) || (kind === 'linear' && ids.has(of));
    if (!ofKnown) {
      throw invalid(`${fields.path}/of`, kind === 'linear' ? `"${of}" is neither a trait nor an earlier derived score` : `unknown trait "${of}"`);
    }
    fields.value('digits');
    const digits = /** @type {number} */ (boundedInteger(fields, 'digits', 0, MAX_VALUE_DIGITS, 0));
    /** @type {import('../index.js').DerivedScore} */
    let score;
    if (kind === 'mean') {
      const count = fields.integer('count');
      if (count < 1) throw invalid(`${fields.path}/count`, 'count must be at least 1');
      score = { id, kind, of, count, digits };
    } else if (kind === 'percent') {
      const min = decimalAt(fields.value('min'), `${fields.path}/min`);
      const max = decimalAt(fields.value('max'), `${fields.path}/max`);
      const low = /** @type {import('./rational.js').Rational} */ (parseBundleDecimal(min));
      if (low.compare(/** @type {import('./rational.js').Rational} */ (parseBundleDecimal(max))) >= 0) {
        throw invalid(fields.path, 'min must be below max');
      }
      score = { id, kind, of, min, max, digits };
    } else if (kind === 'share') {
      const against = fields.string('against');
      if (!traits.has(against)) throw invalid(`${fields.path}/against`, `unknown trait "${against}"`);
      score = { id, kind, of, against, digits };
    } else if (kind === 'linear') {
      const times = decimalAt(fields.value('times'), `${fields.path}/times`);
      const plus = decimalAt(fields.value('plus'), `${fields.path}/plus`);
      score = { id, kind, of, times, plus, digits };
    } else {
      score = { id, kind: 'mean_answered', of, digits };
    }
    ids.add(id);
    derived.push(score);
  }
  return derived;
}

/**
 * A band's or result's texts: `title`, `description` when given, `recommendations`.
 * @param {Fields} fields
 */
function texts(fields) {
  const title = fields.string('title');
  const description = fields.optionalString('description');
  const recommendations = fields.array('recommendations').map((entry, index) => stringAt(entry, `${fields.path}/recommendations/${index}`));
  return { title, description, recommendations };
}

/**
 * `scoring.results` of the `profile` model: each result's score a trait or derived score,
 * its parent an earlier result without a parent, its bands' limits strictly ascending
 * (`below` x then `max` x allowed) and only the last band without a limit.
 * @param {Fields} scoring
 * @param {Set<string>} scores traits and derived ids
 * @returns {import('../index.js').ProfileResult[]}
 */
export function decodeResults(scoring, scores) {
  const items = scoring.array('results');
  const path = `${scoring.path}/results`;
  if (items.length === 0) throw invalid(path, 'no results');
  /** @type {import('../index.js').ProfileResult[]} */
  const results = [];
  /** @type {Map<string, string | null>} id → parent */
  const seen = new Map();
  for (let index = 0; index < items.length; index++) {
    const fields = new Fields(items[index], `${path}/${index}`);
    const id = fields.string('id');
    if (scores.has(id) || seen.has(id)) throw invalid(`${fields.path}/id`, `"${id}" is already a trait, derived score or result`);
    const score = fields.string('score');
    if (!scores.has(score)) throw invalid(`${fields.path}/score`, `"${score}" is neither a trait nor a derived score`);
    const parent = fields.optionalString('parent');
    if (parent !== null && !(seen.has(parent) && seen.get(parent) === null)) {
      throw invalid(`${fields.path}/parent`, `"${parent}" is not an earlier result without a parent`);
    }
    const { title, description } = { title: fields.string('title'), description: fields.optionalString('description') };
    const bandItems = fields.array('bands');
    if (bandItems.length === 0) throw invalid(`${fields.path}/bands`, 'no bands');
    /** @type {import('../index.js').ResultBand[]} */
    const bands = [];
    const bandIDs = new Set();
    /** @type {{kind: 'below' | 'max', value: import('./rational.js').Rational} | null} */
    let previous = null;
    for (let bandIndex = 0; bandIndex < bandItems.length; bandIndex++) {
      const band = new Fields(bandItems[bandIndex], `${fields.path}/bands/${bandIndex}`);
      const bandID = band.string('id');
      if (bandIDs.has(bandID)) throw invalid(`${band.path}/id`, `duplicate band id "${bandID}"`);
      bandIDs.add(bandID);
      const below = band.optionalValue('below'), max = band.optionalValue('max');
      const last = bandIndex === bandItems.length - 1;
      if (last ? below !== undefined || max !== undefined : (below === undefined) === (max === undefined)) {
        throw invalid(band.path, 'every band but the last has exactly one of "below" and "max"; the last has neither');
      }
      /** @type {import('../index.js').ResultBand} */
      const decoded = { id: bandID, ...texts(band) };
      if (!last) {
        const kind = below !== undefined ? 'below' : 'max';
        const text = decimalAt(below ?? max, `${band.path}/${kind}`);
        const value = /** @type {import('./rational.js').Rational} */ (parseBundleDecimal(text));
        if (previous !== null) {
          const order = value.compare(previous.value);
          if (order < 0 || (order === 0 && !(previous.kind === 'below' && kind === 'max'))) {
            throw invalid(`${band.path}/${kind}`, 'band limits must increase');
          }
        }
        previous = { kind, value };
        if (kind === 'below') decoded.below = text;
        else decoded.max = text;
      }
      bands.push(decoded);
    }
    seen.set(id, parent);
    /** @type {import('../index.js').ProfileResult} */
    const result = { id, score, parent, title, description, bands };
    results.push(result);
  }
  return results;
}

/**
 * `scoring.nearest` of the `profile` model, or `null` when absent.
 * @param {Fields} scoring
 * @param {Set<string>} scores traits and derived ids
 * @returns {import('../index.js').Nearest | null}
 */
export function decodeNearest(scoring, scores) {
  const value = scoring.optionalValue('nearest');
  if (value === undefined) return null;
  const fields = new Fields(value, `${scoring.path}/nearest`);
  const over = fields.array('over').map((item, index) => stringAt(item, `${fields.path}/over/${index}`));
  if (over.length === 0 || new Set(over).size !== over.length) throw invalid(`${fields.path}/over`, 'over must list one or more distinct scores');
  over.forEach((name, index) => {
    if (!scores.has(name)) throw invalid(`${fields.path}/over/${index}`, `"${name}" is neither a trait nor a derived score`);
  });
  const distance = fields.string('distance');
  if (distance !== 'euclidean' && distance !== 'manhattan') throw invalid(`${fields.path}/distance`, `unknown distance "${distance}"`);
  const profileItems = fields.array('profiles');
  if (profileItems.length === 0) throw invalid(`${fields.path}/profiles`, 'no profiles');
  /** @type {Array<{outcome: string, at: Record<string, string>}>} */
  const profiles = [];
  const outcomes = new Set();
  for (let index = 0; index < profileItems.length; index++) {
    const profile = new Fields(profileItems[index], `${fields.path}/profiles/${index}`);
    const outcome = profile.string('outcome');
    if (outcomes.has(outcome)) throw invalid(`${profile.path}/outcome`, `duplicate profile outcome "${outcome}"`);
    outcomes.add(outcome);
    const atValue = profile.value('at');
    if (!(atValue instanceof JSONObject)) throw invalid(`${profile.path}/at`, 'expected an object');
    const overSet = new Set(over);
    for (const [name] of atValue.members) {
      if (!overSet.has(name)) throw invalid(`${profile.path}/at`, `"${name}" is not in over`);
    }
    /** @type {Record<string, string>} */
    const at = Object.create(null);
    for (const name of over) {
      const target = atValue.get(name);
      if (target === undefined) throw invalid(`${profile.path}/at`, `missing "${name}"`);
      at[name] = decimalAt(target, `${profile.path}/at/${name}`);
    }
    profiles.push({ outcome, at });
  }
  const ties = fields.array('ties').map((item, index) => stringAt(item, `${fields.path}/ties/${index}`));
  if (ties.length !== profiles.length || new Set(ties).size !== ties.length || !ties.every((tie) => outcomes.has(tie))) {
    throw invalid(`${fields.path}/ties`, 'ties must list every profile outcome once');
  }
  return { over, distance, profiles, ties };
}

/**
 * A `profile` bundle's outcomes: none without `nearest`, else one for each profile.
 * @param {import('../index.js').Nearest | null} nearest
 * @param {string[]} codes the bundle's outcome codes
 */
export function checkProfileOutcomes(nearest, codes) {
  if (nearest === null) {
    if (codes.length > 0) throw invalid('/outcomes', 'a profile without nearest has no outcomes');
    return;
  }
  const known = new Set(codes);
  nearest.profiles.forEach((profile, index) => {
    if (!known.has(profile.outcome)) throw invalid(`/scoring/nearest/profiles/${index}/outcome`, `no outcome "${profile.outcome}" in outcomes`);
  });
}

/**
 * An example's `expect_results` (result id → band id or `null`) and `expect_values`
 * (derived id → decimal string or `null`), in the example's order; `null` when absent.
 * @param {Fields} example
 * @param {import('../index.js').Scoring} scoring
 */
export function decodeExpectations(example, scoring) {
  const results = scoring.model === 'profile' ? scoring.results : [];
  const resultsValue = example.optionalValue('expect_results');
  /** @type {Array<{result: string, band: string | null}> | null} */
  let expectResults = null;
  if (resultsValue !== undefined) {
    const path = `${example.path}/expect_results`;
    if (!(resultsValue instanceof JSONObject)) throw invalid(path, 'expected an object');
    expectResults = resultsValue.members.map(([id, band]) => {
      const result = results.find((each) => each.id === id);
      if (result === undefined) throw invalid(path, `unknown result "${id}"`);
      if (band === null) return { result: id, band: null };
      const bandID = stringAt(band, `${path}/${id}`);
      if (!result.bands.some((each) => each.id === bandID)) throw invalid(`${path}/${id}`, `"${bandID}" is not a band of "${id}"`);
      return { result: id, band: bandID };
    });
  }
  const valuesValue = example.optionalValue('expect_values');
  /** @type {Array<{derived: string, value: string | null}> | null} */
  let expectValues = null;
  if (valuesValue !== undefined) {
    const path = `${example.path}/expect_values`;
    if (!(valuesValue instanceof JSONObject)) throw invalid(path, 'expected an object');
    expectValues = valuesValue.members.map(([id, value]) => {
      if (!scoring.derived.some((each) => each.id === id)) throw invalid(path, `unknown derived score "${id}"`);
      return { derived: id, value: value === null ? null : decimalAt(value, `${path}/${id}`) };
    });
  }
  return { expectResults, expectValues };
}

/**
 * Whether examples of this scoring name no outcome (a `profile` without `nearest`).
 * @param {import('../index.js').Scoring} scoring
 */
export function hasNoOutcome(scoring) {
  return scoring.model === 'profile' && scoring.nearest === null;
}
