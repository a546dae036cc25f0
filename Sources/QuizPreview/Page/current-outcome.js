/**
 * What the author view shows as the current outcome. The runtime scores an answers object
 * with nothing answered when no question is required (a timed quiz, an all-optional one),
 * but an outcome of no answers is only the tie order: it is shown once something is
 * answered. DOM-free.
 * @module
 */

/**
 * @typedef {{kind: 'outcome', outcome: string, secondary: string}
 *   | {kind: 'unanswered'} | {kind: 'no-outcome'}
 *   | {kind: 'incomplete' | 'rejected', message: string}} CurrentOutcome
 */

/**
 * @param {import('../../../runtimes/js/src/scorer.js').Scored} scored the runtime's result for the answers
 * @param {number} answered how many of the quiz's questions have an answer (valid or not)
 * @returns {CurrentOutcome}
 */
export function currentOutcome(scored, answered) {
  if (!scored.ok) {
    return { kind: scored.error.code === 'missing-answer' ? 'incomplete' : 'rejected', message: scored.error.message };
  }
  if (answered === 0) return { kind: 'unanswered' };
  // A profile without `nearest` has no outcome: its results are shown instead.
  if (scored.result.outcome === null || scored.result.outcome === undefined) return { kind: 'no-outcome' };
  return { kind: 'outcome', outcome: scored.result.outcome, secondary: scored.result.secondary ?? '' };
}
