/**
 * The JSON text of an answers object, with number literals written exactly as held (a
 * range answer `0.35` stays `0.35`, however many digits). DOM-free.
 * @module
 */

import { JSONNumber, JSONObject } from '../../../runtimes/js/src/json-value.js';
import { quoteString } from '../../../runtimes/js/src/json-writer.js';

/**
 * A JSON value (as the runtime's parser makes them: strings, booleans, null, arrays,
 * `JSONNumber`, `JSONObject`) as compact JSON, numbers as their literal.
 * @param {unknown} value
 * @returns {string}
 */
export function exactJSON(value) {
  if (value === null) return 'null';
  if (value === true) return 'true';
  if (value === false) return 'false';
  if (typeof value === 'string') return quoteString(value);
  if (value instanceof JSONNumber) return value.literal;
  if (Array.isArray(value)) return '[' + value.map(exactJSON).join(',') + ']';
  if (value instanceof JSONObject) return entriesJSON(value.members);
  throw new TypeError('not a JSON value');
}

/**
 * An answers object from `[wire key, value]` pairs, in the order given.
 * @param {Array<[string, unknown]>} entries
 * @returns {string}
 */
export function entriesJSON(entries) {
  return '{' + entries.map(([key, value]) => quoteString(key) + ':' + exactJSON(value)).join(',') + '}';
}
