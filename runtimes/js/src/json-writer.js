/**
 * Writes JSON values (see json-value.js) the way the Swift runtime's `JSONWriter` does:
 * the RFC 8785 canonical form (compact, members sorted by UTF-16 code units), the compact
 * line form (members in the order given), and the pretty form (two-space indentation,
 * `": "` after names, a final newline). Strings are escaped the JCS way everywhere.
 * @module
 */

import { JSONNumber, JSONObject } from './json-value.js';

/** @type {Record<number, string>} */
const SHORT_ESCAPES = { 0x08: '\\b', 0x09: '\\t', 0x0a: '\\n', 0x0c: '\\f', 0x0d: '\\r' };
// Characters that need escaping: `"`, `\` and the controls below U+0020.
const NEEDS_ESCAPE = /["\\\u0000-\u001f]/;

/**
 * A string as a JSON string literal, escaped the JCS way: only `"`, `\` and control
 * characters, with `\b \t \n \f \r` short forms and lowercase `\u00xx` otherwise.
 * @param {string} text
 * @returns {string}
 */
export function quoteString(text) {
  if (!NEEDS_ESCAPE.test(text)) return '"' + text + '"';
  let out = '"';
  let runStart = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code !== 0x22 && code !== 0x5c) continue;
    out += text.slice(runStart, i);
    runStart = i + 1;
    if (code === 0x22) out += '\\"';
    else if (code === 0x5c) out += '\\\\';
    else out += SHORT_ESCAPES[code] ?? '\\u00' + (code < 0x10 ? '0' : '') + code.toString(16);
  }
  return out + text.slice(runStart) + '"';
}

/**
 * Whether a number literal is an integer in plain digits, without a leading zero and not
 * `-0`: writers keep such a literal as it is (exact, even beyond 2^53).
 * @param {string} literal
 */
export function isPlainInteger(literal) {
  let start = 0;
  const negative = literal.charCodeAt(0) === 0x2d;
  if (negative) start = 1;
  if (start >= literal.length) return false;
  if (literal.charCodeAt(start) === 0x30) return literal.length === start + 1 && !negative;
  for (let i = start; i < literal.length; i++) {
    const c = literal.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/**
 * A number literal in its RFC 8785 form: a plain integer as written, any other number as
 * ECMAScript's `String(x)` of its double, a literal no double holds (`1e400`) as given.
 * @param {string} literal
 */
export function canonicalNumber(literal) {
  if (isPlainInteger(literal)) return literal;
  const value = Number(literal);
  return Number.isFinite(value) ? String(value) : literal;
}

/**
 * Serializes a value.
 * @param {unknown} value a value as the parser makes them (plain strings, booleans, null,
 *   arrays, JSONNumber, JSONObject); JavaScript numbers are written with `String(x)`
 * @param {{sortKeys?: boolean, pretty?: boolean, numbersAsWritten?: boolean}} [options] `numbersAsWritten`:
 *   a JSONNumber's literal is written as it is (`2.50` stays `2.50`), not in its canonical form
 * @returns {string} the text (with a final newline when pretty)
 */
export function writeJSON(value, options = {}) {
  const { sortKeys = false, pretty = false, numbersAsWritten = false } = options;
  /** @type {string[]} */
  const out = [];
  write(value, 0, sortKeys, pretty, out, numbersAsWritten);
  if (pretty) out.push('\n');
  return out.join('');
}

/**
 * The RFC 8785 canonical form: compact, members sorted by UTF-16 code units.
 * @param {unknown} value
 */
export function canonicalJSON(value) {
  return writeJSON(value, { sortKeys: true, pretty: false });
}

/**
 * @param {unknown} value
 * @param {number} depth
 * @param {boolean} sortKeys
 * @param {boolean} pretty
 * @param {string[]} out
 * @param {boolean} asWritten
 */
function write(value, depth, sortKeys, pretty, out, asWritten) {
  if (value === null) out.push('null');
  else if (value === true) out.push('true');
  else if (value === false) out.push('false');
  else if (typeof value === 'string') out.push(quoteString(value));
  else if (typeof value === 'number' || typeof value === 'bigint') out.push(String(value));
  else if (value instanceof JSONNumber) out.push(asWritten ? value.literal : canonicalNumber(value.literal));
  else if (Array.isArray(value)) {
    if (value.length === 0) { out.push('[]'); return; }
    out.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      newline(depth + 1, pretty, out);
      write(value[i], depth + 1, sortKeys, pretty, out, asWritten);
    }
    newline(depth, pretty, out);
    out.push(']');
  } else if (value instanceof JSONObject) {
    const members = value.members;
    if (members.length === 0) { out.push('{}'); return; }
    const ordered = sortKeys ? members.slice().sort(byCodeUnits) : members;
    out.push('{');
    for (let i = 0; i < ordered.length; i++) {
      if (i > 0) out.push(',');
      newline(depth + 1, pretty, out);
      out.push(quoteString(ordered[i][0]));
      out.push(pretty ? ': ' : ':');
      write(ordered[i][1], depth + 1, sortKeys, pretty, out, asWritten);
    }
    newline(depth, pretty, out);
    out.push('}');
  } else {
    throw new TypeError(`not a JSON value: ${String(value)}`);
  }
}

/**
 * @param {[string, unknown]} a
 * @param {[string, unknown]} b
 */
function byCodeUnits(a, b) {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}

/**
 * @param {number} depth
 * @param {boolean} pretty
 * @param {string[]} out
 */
function newline(depth, pretty, out) {
  if (pretty) out.push('\n' + '  '.repeat(depth));
}
