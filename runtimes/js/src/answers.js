/**
 * Answers before validation, and the errors that reject them.
 * @module
 */

import { JSONNumber, JSONObject } from './json-value.js';

/**
 * Why an answers object was rejected: a stable code, a message for developers, and the
 * key concerned when there is one.
 * @typedef {{code: AnswerErrorCode, message: string, key?: string}} AnswerError
 */

/**
 * @typedef {'unknown-key' | 'key-not-normalized' | 'wrong-type' | 'unknown-option' | 'out-of-range'
 *   | 'choice-count' | 'missing-answer' | 'hidden-answer' | 'invalid-json'} AnswerErrorCode
 */

/**
 * An answer as a bundle's example holds it (typed, as the Swift decoder builds it).
 * @typedef {{kind: 'integer', value: number | bigint} | {kind: 'number', literal: string}
 *   | {kind: 'option', id: string} | {kind: 'options', ids: string[]}} TypedAnswer
 */

/**
 * An answer before validation.
 * @typedef {{kind: 'null'} | {kind: 'integer', value: number | bigint} | {kind: 'number', literal: string}
 *   | {kind: 'string', text: string} | {kind: 'list', items: unknown[]} | {kind: 'other', description: string}} RawAnswer
 */

/** @type {RawAnswer} */
const NULL = { kind: 'null' };
/** @type {RawAnswer} */
const BOOLEAN = { kind: 'other', description: 'a boolean' };
/** @type {RawAnswer} */
const OBJECT = { kind: 'other', description: 'an object' };

/**
 * @param {AnswerErrorCode} code
 * @param {string} message
 * @param {string} [key]
 * @returns {AnswerError}
 */
export function answerError(code, message, key) {
  return key === undefined ? { code, message } : { code, message, key };
}

/**
 * A parsed JSON answer (a number written as a plain integer of at most 18 characters is an
 * integer, as in the Swift runtime).
 * @param {unknown} value
 * @returns {RawAnswer}
 */
export function rawFromJSON(value) {
  if (value === null) return NULL;
  if (typeof value === 'string') return { kind: 'string', text: value };
  if (value instanceof JSONNumber) {
    const literal = value.literal;
    if (literal.length <= 18 && /^-?[0-9]+$/.test(literal)) return { kind: 'integer', value: exactInteger(literal) };
    return { kind: 'number', literal };
  }
  if (Array.isArray(value)) return { kind: 'list', items: value };
  if (typeof value === 'boolean') return BOOLEAN;
  if (value instanceof JSONObject) return OBJECT;
  throw new TypeError('not a parsed JSON value');
}

/**
 * A native JavaScript answer: a number is read from `String(x)` (its shortest round-trip
 * decimal form), exactly; `null` and `undefined` are unanswered.
 * @param {unknown} value
 * @returns {RawAnswer}
 */
export function rawFromNative(value) {
  if (value === null || value === undefined) return NULL;
  switch (typeof value) {
    case 'string': return { kind: 'string', text: value };
    case 'number':
      if (Number.isSafeInteger(value)) return { kind: 'integer', value: value + 0 };
      return { kind: 'number', literal: String(value) };
    case 'bigint': return { kind: 'integer', value: Number.isSafeInteger(Number(value)) ? Number(value) : value };
    case 'boolean': return BOOLEAN;
    case 'object':
      if (Array.isArray(value)) return { kind: 'list', items: value };
      return OBJECT;
    default:
      throw new TypeError(`an answer cannot be a ${typeof value}`);
  }
}

/**
 * A bundle example's typed answer.
 * @param {TypedAnswer} answer
 * @returns {RawAnswer}
 */
export function rawFromTyped(answer) {
  switch (answer.kind) {
    case 'integer': return { kind: 'integer', value: answer.value };
    case 'number': return { kind: 'number', literal: answer.literal };
    case 'option': return { kind: 'string', text: answer.id };
    case 'options': return { kind: 'list', items: answer.ids };
  }
}

/**
 * The integer of a plain integer literal: a number when safe, else a bigint (`-0` is 0).
 * @param {string} literal
 * @returns {number | bigint}
 */
function exactInteger(literal) {
  const number = Number(literal);
  if (Number.isSafeInteger(number)) return number + 0;
  return BigInt(literal);
}
