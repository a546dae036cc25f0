/**
 * A session's answers as JSON values (what the parser makes), so that tokens and history
 * records write them exactly and every runtime reads them back alike.
 * @module
 */

import { JSONNumber, JSONObject } from './json-value.js';

/**
 * An answer given as a JavaScript value, as JSON: a number or bigint as its literal
 * (`String(x)`), a list element by element; strings, booleans, `null` and JSON values as they are
 * (`undefined` as `null`).
 * Anything else becomes an empty object, which the scorer refuses as the wrong type.
 * @param {unknown} answer
 * @returns {unknown}
 */
export function answerAsJSON(answer) {
  if (answer === null || answer === undefined) return null;
  if (typeof answer === 'number' || typeof answer === 'bigint') return new JSONNumber(String(answer));
  if (Array.isArray(answer)) return answer.map(answerAsJSON);
  if (typeof answer === 'string' || typeof answer === 'boolean' || answer instanceof JSONNumber || answer instanceof JSONObject) return answer;
  return new JSONObject([]);
}

/**
 * The answers as a JSON object, members in answer order.
 * @param {Map<string, unknown>} answers
 */
export function answersObject(answers) {
  return new JSONObject([...answers]);
}
