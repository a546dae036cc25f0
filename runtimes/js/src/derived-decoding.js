/**
 * Reading `scoring.derived`: each derived score's shared members, then the members of its
 * kind as its entry in `DERIVED_KINDS` (derived-kinds.js) says, with the paths and messages
 * of the Swift runtime (docs/bundle-format.md).
 * @module
 */

import { Fields, MAX_VALUE_DIGITS, boundedInteger, invalid, stringAt } from './bundle-fields.js';
import { DERIVED_KINDS } from './derived-kinds.js';

/**
 * `scoring.derived`, in order: every id new among traits and earlier derived scores, every
 * `of` what its kind's entry says (a trait, a trait or an earlier derived score, or a list of
 * traits), then the kind's own members.
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
  /** @type {import('../index.js').DerivedScore} */
  const score = { id, kind, of, digits };
  for (const [name, decode] of Object.entries(entry.members)) score[name] = decode(fields, name, score, traits);
  return score;
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
