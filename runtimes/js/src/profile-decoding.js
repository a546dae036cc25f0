/**
 * Reading the `profile` model's members: `results` with their bands, `nearest` with its
 * profiles, and the outcomes a profile bundle has (docs/bundle-format.md), with the paths
 * and messages of the Swift runtime.
 * @module
 */

import { Fields, decimalAt, invalid, stringAt } from './bundle-fields.js';
import { JSONObject } from './json-value.js';
import { parseBundleDecimal } from './rational.js';

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
 * Whether examples of this scoring name no outcome (a `profile` without `nearest`).
 * @param {import('../index.js').Scoring} scoring
 */
export function hasNoOutcome(scoring) {
  return scoring.model === 'profile' && scoring.nearest === null;
}
