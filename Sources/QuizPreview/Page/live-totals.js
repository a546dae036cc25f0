/**
 * Live trait totals: the initial scores plus the weights of every valid answer given so
 * far, validated by the runtime's own `PlannedQuestion.choose` (so a complete answers set's
 * totals are the scorer's). DOM-free.
 * @module
 */

import { rawFromJSON } from '../../../runtimes/js/src/answers.js';

/**
 * @param {import('../../../runtimes/js/src/plan.js').ScoringPlan} plan
 * @param {Array<[string, unknown]>} entries answers as parsed JSON values, keyed by wire key
 * @returns {number[]} one total per trait, in declared order
 */
export function liveTotals(plan, entries) {
  const totals = plan.initial.slice(0, Math.max(plan.traits.length, 0));
  while (totals.length < plan.traits.length) totals.push(0);
  for (const [key, value] of entries) {
    const choice = validChoice(plan, key, value);
    if (choice === null) continue;
    const question = plan.questions[/** @type {number} */ (plan.keyIndex.get(key))];
    for (const option of Array.isArray(choice) ? choice : [choice]) {
      const pairs = question.weights[option];
      for (let i = 0; i < pairs.length; i += 2) totals[pairs[i]] += pairs[i + 1];
    }
  }
  return totals;
}

/**
 * The option (or options) an answer chooses, or `null` when the key is no question's, the
 * answer is null or the runtime rejects it.
 * @param {import('../../../runtimes/js/src/plan.js').ScoringPlan} plan
 * @param {string} key
 * @param {unknown} value a parsed JSON value
 * @returns {number | number[] | null}
 */
export function validChoice(plan, key, value) {
  const index = plan.keyIndex.get(key);
  if (index === undefined || value === null || value === undefined) return null;
  let raw;
  try {
    raw = rawFromJSON(value);
  } catch {
    return null;
  }
  const choice = plan.questions[index].choose(raw);
  return typeof choice === 'number' || Array.isArray(choice) ? choice : null;
}

/**
 * A total as results write scores: the integer itself without weight digits, else exactly
 * `digits` fractional digits (`25` at 1 digit is `2.5`, `-5` at 2 digits is `-0.05`).
 * @param {number} total a scaled integer total
 * @param {number} digits the bundle's `weight_digits`
 * @returns {string}
 */
export function totalText(total, digits) {
  if (digits === 0) return String(total);
  const magnitude = String(Math.abs(total)).padStart(digits + 1, '0');
  const sign = total < 0 ? '-' : '';
  return `${sign}${magnitude.slice(0, -digits)}.${magnitude.slice(-digits)}`;
}
