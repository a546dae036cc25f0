/**
 * The answers given in the preview, keyed by wire key: a string (an option id, or a range
 * anchor id), a `JSONNumber` (a scale value, a range number, kept as its literal) or a list
 * of option ids. Answers from a link are kept as parsed, whatever they are, so that the
 * live totals count exactly the answers the link holds. DOM-free.
 * @module
 */

import { parseJSON } from '../../../runtimes/js/src/json-parser.js';
import { JSONNumber, JSONObject } from '../../../runtimes/js/src/json-value.js';
import { entriesJSON } from './answers-json.js';

/** The answers of one quiz. */
export class Answers {
  /** @param {string[]} keys every question's wire key, in bundle order */
  constructor(keys) {
    this.keys = keys;
    /** @type {Map<string, unknown>} */
    this.values = new Map();
  }

  /**
   * The answers an answers text holds: every member whose key is a question's (others are
   * left out; the text itself is what gets scored). Text that is not a JSON object gives none.
   * @param {string[]} keys
   * @param {string} text
   * @returns {Answers}
   */
  static fromText(keys, text) {
    const answers = new Answers(keys);
    let value;
    try {
      value = parseJSON(text);
    } catch {
      return answers;
    }
    if (!(value instanceof JSONObject)) return answers;
    for (const [key, answer] of value.members) {
      if (keys.includes(key) && answer !== null) answers.values.set(key, answer);
    }
    return answers;
  }

  /**
   * Answers from `[wire key, value]` pairs (as `exampleEntries` makes them).
   * @param {string[]} keys
   * @param {Array<[string, unknown]>} entries
   */
  static fromEntries(keys, entries) {
    const answers = new Answers(keys);
    for (const [key, value] of entries) if (value !== null && value !== undefined) answers.values.set(key, value);
    return answers;
  }

  /** @param {string} key */
  get(key) {
    return this.values.get(key);
  }

  /** @param {string} key */
  has(key) {
    return this.values.has(key);
  }

  /**
   * Sets an answer; `null`/`undefined` (or an empty list) removes it.
   * @param {string} key
   * @param {unknown} value
   */
  set(key, value) {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) this.values.delete(key);
    else this.values.set(key, value);
  }

  /**
   * Ticks or unticks one option of a `multiple` answer (ticked options are listed in the
   * order they were ticked; none left removes the answer).
   * @param {string} key
   * @param {string} id
   * @param {boolean} on
   */
  toggle(key, id, on) {
    const current = this.chosenIDs(key);
    const next = on ? (current.includes(id) ? current : [...current, id]) : current.filter((each) => each !== id);
    this.set(key, next);
  }

  /**
   * The option ids of a list answer (only its strings), else `[]`.
   * @param {string} key
   * @returns {string[]}
   */
  chosenIDs(key) {
    const value = this.values.get(key);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  }

  /** Removes every answer. */
  clear() {
    this.values.clear();
  }

  /** How many questions have an answer. */
  get size() {
    return this.values.size;
  }

  /**
   * The answers as `[wire key, value]` pairs in bundle order (keys that are no question's last).
   * @returns {Array<[string, unknown]>}
   */
  entries() {
    /** @type {Array<[string, unknown]>} */
    const out = [];
    for (const key of this.keys) if (this.values.has(key)) out.push([key, this.values.get(key)]);
    for (const [key, value] of this.values) if (!this.keys.includes(key)) out.push([key, value]);
    return out;
  }

  /** The answers object's JSON text, numbers exactly as held. */
  toJSON() {
    return entriesJSON(this.entries());
  }
}

/**
 * A scale value or an integer as a JSON number.
 * @param {number | bigint} value
 */
export function integerAnswer(value) {
  return new JSONNumber(String(value));
}
