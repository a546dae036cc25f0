/**
 * Replaying a bundle's examples: each example's answers scored, and the first problem
 * found (rejected, outcome, secondary, scores, in that order).
 * @module
 */

import { JSONObject } from './json-value.js';
import { writeJSON } from './json-writer.js';

/**
 * One example's report.
 * @typedef {{example: number, name?: string, pass: boolean, problem?: string}} ExampleReport
 */

/**
 * Replays every example of the scorer's bundle, in order.
 * @param {import('./scorer.js').Scorer} scorer
 * @returns {ExampleReport[]}
 */
export function replayExamples(scorer) {
  return scorer.bundle.examples.map((example, index) => {
    const problem = exampleProblem(scorer, example);
    /** @type {ExampleReport} */
    const report = example.name !== null
      ? { example: index, name: example.name, pass: problem === null }
      : { example: index, pass: problem === null };
    if (problem !== null) report.problem = problem;
    return report;
  });
}

/**
 * The compact JSON line of a report: `{"example","name"?,"pass","problem"?}`.
 * @param {ExampleReport} report
 */
export function exampleReportLine(report) {
  /** @type {Array<[string, unknown]>} */
  const members = [['example', report.example]];
  if (report.name !== undefined) members.push(['name', report.name]);
  members.push(['pass', report.pass]);
  if (report.problem !== undefined) members.push(['problem', report.problem]);
  return writeJSON(new JSONObject(members));
}

/**
 * @param {import('./scorer.js').Scorer} scorer
 * @param {import('../index.js').Example} example
 * @returns {string | null}
 */
function exampleProblem(scorer, example) {
  const scored = scorer.scoreTyped(example.answers);
  if (!scored.ok) return `the answers were rejected: ${scored.error.code}: ${scored.error.message}`;
  const result = scored.result;
  if (result.outcome !== example.expect) return `expected the outcome "${example.expect}", got "${result.outcome}"`;
  if (example.expectsNoSecondary) {
    if (result.secondary !== null) return `expected no secondary, got "${result.secondary}"`;
  } else if (example.expectSecondary !== null) {
    if (result.secondary === null) return `expected the secondary "${example.expectSecondary}", got none`;
    if (result.secondary !== example.expectSecondary) return `expected the secondary "${example.expectSecondary}", got "${result.secondary}"`;
  }
  for (const expected of example.expectScores ?? []) {
    const got = result.score(expected.trait) ?? 0;
    if (got !== expected.amount) return `expected ${expected.trait} = ${expected.amount}, got ${got}`;
  }
  return null;
}
