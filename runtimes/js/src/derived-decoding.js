/**
 * Reading `scoring.derived`: each derived score's shared members, then through
 * `DERIVED_KINDS` the members of its kind, with the paths and messages of the Swift runtime
 * (docs/bundle-format.md).
 * @module
 */

import { Fields, MAX_VALUE_DIGITS, boundedInteger, decimalAt, invalid, stringAt } from './bundle-fields.js';
import { DERIVED_KIND_NAMES, checkRuleNames } from './language-names.js';
import { parseBundleDecimal } from './rational.js';

/**
 * What a derived kind's decoder reads: the score's object, its id, kind, `of` (a name, or
 * for a `sum` a list of names) and `digits`, and the traits.
 * @typedef {{fields: Fields, id: string, kind: string, of: any, digits: number, traits: Set<string>}} KindInput
 */

/**
 * `scoring.derived`, in order: every id new among traits and earlier derived scores, every
 * `of`/`against` a trait (a `linear` score's `of` may also be an earlier derived score; a
 * `sum`'s `of` is a list of traits).
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
  /** @type {Set<string>} */
  const ids = new Set();
  for (let index = 0; index < value.length; index++) {
    const score = derivedScore(new Fields(value[index], `${path}/${index}`), traits, ids);
    ids.add(score.id);
    derived.push(score);
  }
  return derived;
}

/**
 * One derived score: `id`, `kind`, `of`, `digits`, then its kind's members.
 * @param {Fields} fields
 * @param {Set<string>} traits
 * @param {Set<string>} ids the earlier derived scores' ids
 * @returns {import('../index.js').DerivedScore}
 */
function derivedScore(fields, traits, ids) {
  const id = fields.string('id');
  if (traits.has(id) || ids.has(id)) throw invalid(`${fields.path}/id`, `"${id}" is already a trait or derived score`);
  const kind = fields.string('kind');
  const entry = DERIVED_KINDS.get(kind);
  if (entry === undefined) throw invalid(`${fields.path}/kind`, `unknown kind "${kind}"`);
  const of = decodeOf(fields, entry.of, traits, ids);
  fields.value('digits');
  const digits = /** @type {number} */ (boundedInteger(fields, 'digits', 0, MAX_VALUE_DIGITS, 0));
  return entry.decode({ fields, id, kind, of, digits, traits });
}

/**
 * `of` as `shape` says: one trait ('trait'), one trait or earlier derived score
 * ('traitOrEarlier'), or a list of at least two different traits ('traits').
 * @param {Fields} fields
 * @param {'trait' | 'traitOrEarlier' | 'traits'} shape
 * @param {Set<string>} traits
 * @param {Set<string>} ids the earlier derived scores' ids
 * @returns {string | string[]}
 */
function decodeOf(fields, shape, traits, ids) {
  const path = `${fields.path}/of`;
  if (shape !== 'traits') {
    const of = fields.string('of');
    if (!(traits.has(of) || (shape === 'traitOrEarlier' && ids.has(of)))) {
      throw invalid(path, shape === 'traitOrEarlier' ? `"${of}" is neither a trait nor an earlier derived score` : `unknown trait "${of}"`);
    }
    return of;
  }
  /** @type {string[]} */
  const names = [];
  fields.array('of').forEach((item, index) => {
    const name = stringAt(item, `${path}/${index}`);
    if (!traits.has(name)) throw invalid(`${path}/${index}`, `unknown trait "${name}"`);
    if (names.includes(name)) throw invalid(`${path}/${index}`, `"${name}" is listed twice`);
    names.push(name);
  });
  if (names.length < 2) throw invalid(path, 'expected at least two traits');
  return names;
}

/**
 * `mean`: `count`, at least 1.
 * @param {KindInput} input
 * @returns {import('../index.js').DerivedScore}
 */
function mean({ fields, id, of, digits }) {
  const count = fields.integer('count');
  if (count < 1) throw invalid(`${fields.path}/count`, 'count must be at least 1');
  return { id, kind: 'mean', of, count, digits };
}

/**
 * `mean_answered`: no members of its own.
 * @param {KindInput} input
 * @returns {import('../index.js').DerivedScore}
 */
function meanAnswered({ id, of, digits }) {
  return { id, kind: 'mean_answered', of, digits };
}

/**
 * `percent`: decimal `min` below decimal `max`.
 * @param {KindInput} input
 * @returns {import('../index.js').DerivedScore}
 */
function percent({ fields, id, of, digits }) {
  const min = decimalAt(fields.value('min'), `${fields.path}/min`);
  const max = decimalAt(fields.value('max'), `${fields.path}/max`);
  const low = /** @type {import('./rational.js').Rational} */ (parseBundleDecimal(min));
  if (low.compare(/** @type {import('./rational.js').Rational} */ (parseBundleDecimal(max))) >= 0) {
    throw invalid(fields.path, 'min must be below max');
  }
  return { id, kind: 'percent', of, min, max, digits };
}

/**
 * `share`: `against`, a trait.
 * @param {KindInput} input
 * @returns {import('../index.js').DerivedScore}
 */
function share({ fields, id, of, digits, traits }) {
  const against = fields.string('against');
  if (!traits.has(against)) throw invalid(`${fields.path}/against`, `unknown trait "${against}"`);
  return { id, kind: 'share', of, against, digits };
}

/**
 * `linear`: decimal `times` and `plus`.
 * @param {KindInput} input
 * @returns {import('../index.js').DerivedScore}
 */
function linear({ fields, id, of, digits }) {
  const times = decimalAt(fields.value('times'), `${fields.path}/times`);
  const plus = decimalAt(fields.value('plus'), `${fields.path}/plus`);
  return { id, kind: 'linear', of, times, plus, digits };
}

/**
 * Every kind of derived score a bundle may name: the one list of them, each with what its
 * `of` names (see `decodeOf`) and the decoder of its own members. A new kind is one entry
 * here and its value in `ProfileRules`.
 * @type {Map<string, {of: 'trait' | 'traitOrEarlier' | 'traits', decode: (input: KindInput) => import('../index.js').DerivedScore}>}
 */
export const DERIVED_KINDS = new Map(/** @type {Array<[string, {of: 'trait' | 'traitOrEarlier' | 'traits', decode: (input: KindInput) => import('../index.js').DerivedScore}]>} */ ([
  ['mean', { of: 'trait', decode: mean }],
  ['mean_answered', { of: 'trait', decode: meanAnswered }],
  ['percent', { of: 'trait', decode: percent }],
  ['share', { of: 'trait', decode: share }],
  ['linear', { of: 'traitOrEarlier', decode: linear }],
  ['sum', { of: 'traits', decode: ({ id, of, digits }) => ({ id, kind: 'sum', of, digits }) }],
]));
checkRuleNames('derived-score kinds', DERIVED_KINDS.keys(), DERIVED_KIND_NAMES);
