/**
 * Replaying a bundle's examples: each example's answers scored, and the first problem
 * found (rejected, outcome, secondary, scores, results' bands, derived values, in that order).
 * @module
 */

import { JSONObject } from './json-value.js';
import { writeJSON } from './json-writer.js';
import { parseBundleDecimal, Rational } from './rational.js';
import { scaledText } from './result.js';

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
  if (example.expect !== null && result.outcome !== example.expect) return `expected the outcome "${example.expect}", got "${result.outcome}"`;
  if (example.expectsNoSecondary) {
    if (result.secondary !== null) return `expected no secondary, got "${result.secondary}"`;
  } else if (example.expectSecondary !== null) {
    if (result.secondary === null) return `expected the secondary "${example.expectSecondary}", got none`;
    if (result.secondary !== example.expectSecondary) return `expected the secondary "${example.expectSecondary}", got "${result.secondary}"`;
  }
  const digits = result.scoreDigits;
  for (const expected of example.expectScores ?? []) {
    const got = result.score(expected.trait) ?? 0;
    if (got !== expected.amount) return `expected ${expected.trait} = ${scaledText(expected.amount, digits)}, got ${scaledText(got, digits)}`;
  }
  const results = result.results;
  for (const expected of example.expectResults ?? []) {
    const got = results.find((each) => each.id === expected.result)?.band ?? null;
    if (got !== expected.band) {
      const want = expected.band === null ? 'no band' : `the band "${expected.band}"`;
      return `expected ${expected.result} in ${want}, got ${got === null ? 'no band' : `"${got}"`}`;
    }
  }
  const derived = result.derived;
  for (const expected of example.expectValues ?? []) {
    const got = derived.find((each) => each.id === expected.derived)?.value?.text ?? null;
    const same = got === null || expected.value === null ? got === expected.value
      : writtenValue(got).compare(/** @type {Rational} */ (parseBundleDecimal(expected.value))) === 0;
    if (!same) return `expected ${expected.derived} = ${expected.value ?? 'null'}, got ${got ?? 'null'}`;
  }
  return null;
}

/**
 * The value of a number in the decimal form (`3.50`, `-0.25`, `68`).
 * @param {string} text
 */
function writtenValue(text) {
  const point = text.indexOf('.');
  if (point < 0) return new Rational(BigInt(text));
  return new Rational(BigInt(text.slice(0, point) + text.slice(point + 1)), 10n ** BigInt(text.length - point - 1));
}
