/**
 * The line `quizc score` prints for an answers text, so the author view shows exactly what
 * the command line gives.
 * @module
 */

import { LineScorer } from '../../../runtimes/js/src/lines.js';
import { resultLine } from '../../../runtimes/js/src/scorer.js';

const encoder = new TextEncoder();

/**
 * A text on one line is scored as `quizc score` scores a line of JSON Lines (same result,
 * same error wording, such as "the line is not valid JSON"); a text over several lines, as
 * one answers document, written as a compact line.
 * @param {import('../../../runtimes/js/src/scorer.js').Scorer} scorer
 * @param {string} text
 * @param {import('../../../runtimes/js/src/scorer.js').Scored} scored `scorer.scoreJSON(text)`
 * @returns {string}
 */
export function scoreLineOf(scorer, text, scored) {
  if (/[\r\n]/.test(text)) return resultLine(scored);
  const bytes = encoder.encode(text);
  return new LineScorer(scorer).line(bytes, 0, bytes.length);
}
