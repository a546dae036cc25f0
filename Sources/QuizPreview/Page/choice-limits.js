/**
 * The rules of a `multiple` question's choices as the respondent sees them: the hint, which
 * boxes can still be ticked, and whether the count is enough. DOM-free.
 * @module
 */

import { pageStrings } from './page-strings.js';

/**
 * "Choose 2", "Choose 1–3", "Choose up to 3", "Choose at least 2" (in English by default).
 * @param {number} min
 * @param {number} max
 * @param {number} optionCount
 * @param {import('./page-strings.js').PageStrings} [strings] the page's words
 * @returns {string}
 */
export function choiceHint(min, max, optionCount, strings = pageStrings(null)) {
  const upper = Math.min(max, optionCount);
  if (min === upper) return strings.chooseExactly(min);
  if (min <= 0) return strings.chooseUpTo(upper);
  if (upper >= optionCount && max > optionCount) return strings.chooseAtLeast(min);
  return strings.chooseBetween(min, upper);
}

/**
 * Whether an option's box can be changed: a ticked box always (to untick it), an unticked
 * one while fewer than `max` are ticked.
 * @param {boolean} checked
 * @param {number} count how many are ticked
 * @param {number} max
 */
export function canTick(checked, count, max) {
  return checked || count < max;
}

/**
 * What is wrong with a number of choices: `null` when acceptable (none on an optional
 * question counts as unanswered), `missing` (none on a required one), `too-few`, `too-many`.
 * @param {number} count
 * @param {number} min
 * @param {number} max
 * @param {boolean} required
 * @returns {null | 'missing' | 'too-few' | 'too-many'}
 */
export function choiceProblem(count, min, max, required) {
  if (count === 0) return required ? 'missing' : null;
  if (count < min) return 'too-few';
  if (count > max) return 'too-many';
  return null;
}
