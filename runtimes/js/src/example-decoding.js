/**
 * Reading `examples`: each example's answers and what it expects, with the paths and
 * messages of the Swift runtime (docs/bundle-format.md).
 * @module
 */

import { Fields, amountsAllowingZero, decimalAt, invalid, plainInteger, stringAt } from './bundle-fields.js';
import { DecimalLiteral } from './decimal.js';
import { JSONNumber, JSONObject } from './json-value.js';
import { hasNoOutcome } from './profile-decoding.js';

/**
 * `examples`, in order.
 * @param {Fields} root
 * @param {Set<string>} known
 * @param {import('../index.js').Scoring} scoring
 * @returns {import('../index.js').Example[]}
 */
export function decodeExamples(root, known, scoring) {
  return root.array('examples').map((item, index) => decodeExample(new Fields(item, `/examples/${index}`), known, scoring));
}

/**
 * One example: `answers`, then `expect_scores`, `name`, `expect` (none for a profile
 * without nearest), `expect_secondary`, `expect_results` and `expect_values`.
 * @param {Fields} example
 * @param {Set<string>} known
 * @param {import('../index.js').Scoring} scoring
 * @returns {import('../index.js').Example}
 */
function decodeExample(example, known, scoring) {
  const answerValue = example.value('answers');
  if (!(answerValue instanceof JSONObject)) throw invalid(example.path, 'answers must be an object');
  /** @type {Array<[string, import('./answers.js').TypedAnswer]>} */
  const answers = [];
  for (const [key, answer] of answerValue.members) {
    answers.push([key, exampleAnswer(answer, key, example.path)]);
  }
  const scoresValue = example.optionalValue('expect_scores');
  const expectScores = scoresValue === undefined ? null : amountsAllowingZero(scoresValue, example.path + '/expect_scores', known);
  // `"expect_secondary": null` asserts that there is no runner-up; absent, it is not checked.
  const expectsNoSecondary = example.optionalValue('expect_secondary') === null;
  const name = example.optionalString('name');
  let expect = null;
  if (hasNoOutcome(scoring)) {
    if (example.optionalValue('expect') !== undefined) throw invalid(`${example.path}/expect`, 'a profile without nearest has no outcome to expect');
  } else {
    expect = example.string('expect');
  }
  const expectSecondary = example.optionalString('expect_secondary');
  const { expectResults, expectValues } = decodeExpectations(example, scoring);
  return {
    name, answers, expect, expectSecondary: expectsNoSecondary ? null : expectSecondary, expectsNoSecondary, expectScores,
    expectResults, expectValues,
  };
}

/**
 * An example's answer as the Swift decoder types it.
 * @param {unknown} answer
 * @param {string} key
 * @param {string} path the example's path
 * @returns {import('./answers.js').TypedAnswer}
 */
function exampleAnswer(answer, key, path) {
  if (typeof answer === 'string') return { kind: 'option', id: answer };
  if (answer instanceof JSONNumber) {
    // An integer as such; any other number (a range answer such as 0.5) in its canonical
    // form, which a double must carry exactly.
    const integer = plainInteger(answer);
    if (integer !== null) return { kind: 'integer', value: integer };
    const canonical = canonicalLiteral(answer.literal);
    if (canonical !== null) {
      const asInteger = int64(canonical);
      return asInteger !== null ? { kind: 'integer', value: asInteger } : { kind: 'number', literal: canonical };
    }
    throw invalid(`${path}/answers/${key}`,
      `the number ${answer.literal} is not one a binary double holds exactly in its shortest form; write the number in the shortest form that reads back as the same double`);
  }
  if (Array.isArray(answer)) return { kind: 'options', ids: answer.map((item) => stringAt(item, path)) };
  throw invalid(`${path}/answers/${key}`, 'an answer is a number, a string or a list of strings');
}

/**
 * Swift's `Int(text)`: an optionally signed decimal integer within 64 bits; exact (a number
 * when safe, else a bigint).
 * @param {string} text
 * @returns {number | bigint | null}
 */
function int64(text) {
  if (!/^[+-]?[0-9]+$/.test(text)) return null;
  const value = BigInt(text);
  if (value > (1n << 63n) - 1n || value < -(1n << 63n)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number + 0 : value;
}

/**
 * The canonical form of a number literal whose value a double carries exactly in its
 * shortest form (`0.50` → `0.5`, `5e-1` → `0.5`), else `null`.
 * @param {string} literal
 * @returns {string | null}
 */
export function canonicalLiteral(literal) {
  const exact = DecimalLiteral.parse(literal);
  if (exact === null) return null;
  const double = Number(literal);
  if (!Number.isFinite(double)) return null;
  const shortest = String(double);
  const back = DecimalLiteral.parse(shortest);
  if (back === null) return null;
  if (!(exact.equals(back) || (exact.isZero && back.isZero))) return null;
  return shortest;
}

/**
 * An example's `expect_results` (result id → band id or `null`) and `expect_values`
 * (derived id → decimal string or `null`), in the example's order; `null` when absent.
 * @param {Fields} example
 * @param {import('../index.js').Scoring} scoring
 */
function decodeExpectations(example, scoring) {
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
