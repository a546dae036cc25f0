/**
 * A strict JSON parser (RFC 8259), the same as the Swift runtime's: numbers kept as their
 * literal text, member order kept, duplicate member names refused, depth and number length
 * bounded, no recursion. Failures carry the same messages and UTF-8 byte offsets.
 * @module
 */

import { JSONNumber, JSONObject } from './json-value.js';
import { decodeStrict, toBytes } from './utf8.js';

/** Why a text is not acceptable JSON, and the byte offset where that was found. */
export class JSONParseFailure extends Error {
  /**
   * @param {string} message
   * @param {number} offset a UTF-8 byte offset into the text
   */
  constructor(message, offset) {
    super(message);
    this.name = 'JSONParseFailure';
    /** @readonly */
    this.offset = offset;
  }

  /** `MESSAGE at byte OFFSET`. */
  get description() {
    return `${this.message} at byte ${this.offset}`;
  }

  toString() {
    return this.description;
  }
}

const QUOTE = 0x22, BACKSLASH = 0x5c, COMMA = 0x2c, COLON = 0x3a;
const OPEN_BRACE = 0x7b, CLOSE_BRACE = 0x7d, OPEN_BRACKET = 0x5b, CLOSE_BRACKET = 0x5d;
const NO_RESULT = Symbol('no result');

/**
 * Parses one JSON text (white space around it allowed).
 * @param {string | Uint8Array | ArrayBuffer | ArrayBufferView} text a string (encoded as UTF-8) or UTF-8 bytes
 * @param {{maxDepth?: number, maxNumberLength?: number}} [options] deepest nesting (64) and longest number literal (1000)
 * @returns {unknown} the value (see json-value.js)
 * @throws {JSONParseFailure}
 */
export function parseJSON(text, options = {}) {
  const reader = new Reader(toBytes(text), options.maxDepth ?? 64, options.maxNumberLength ?? 1000);
  return reader.document();
}

class Frame {
  /** @param {boolean} isObject */
  constructor(isObject) {
    this.isObject = isObject;
    /** @type {unknown[]} */
    this.items = [];
    /** @type {Array<[string, unknown]>} */
    this.members = [];
    this.key = '';
    /** @type {Set<string> | null} */
    this.seen = null;
  }
}

class Reader {
  /**
   * @param {Uint8Array} bytes
   * @param {number} maxDepth
   * @param {number} maxNumberLength
   */
  constructor(bytes, maxDepth, maxNumberLength) {
    this.bytes = bytes;
    this.maxDepth = maxDepth;
    this.maxNumberLength = maxNumberLength;
    this.index = 0;
  }

  // longer than 80 lines because it is one loop over the bytes with an explicit stack of
  // containers (no recursion, so any depth of nesting is safe) on the hottest path; split,
  // its state would pass between functions for every value.
  document() {
    const bytes = this.bytes, count = bytes.length;
    /** @type {Frame[]} */
    const stack = [];
    /** @type {unknown} */
    let result = NO_RESULT;
    this.skipSpace();
    // Iterative descent: each step reads a complete scalar or opens/closes a container.
    for (;;) {
      /** @type {unknown} */
      let value;
      this.skipSpace();
      if (this.index >= count) throw this.fail('unexpected end of input');
      const byte = bytes[this.index];
      if (byte === OPEN_BRACE) {
        this.index++;
        if (stack.length >= this.maxDepth) throw this.fail(`nesting deeper than ${this.maxDepth} levels`);
        this.skipSpace();
        if (this.index < count && bytes[this.index] === CLOSE_BRACE) {
          this.index++;
          value = new JSONObject([]);
        } else {
          const frame = new Frame(true);
          frame.key = this.memberName();
          stack.push(frame);
          continue;
        }
      } else if (byte === OPEN_BRACKET) {
        this.index++;
        if (stack.length >= this.maxDepth) throw this.fail(`nesting deeper than ${this.maxDepth} levels`);
        this.skipSpace();
        if (this.index < count && bytes[this.index] === CLOSE_BRACKET) {
          this.index++;
          value = [];
        } else {
          stack.push(new Frame(false));
          continue;
        }
      } else if (byte === QUOTE) {
        value = this.string();
      } else if (byte === 0x74) {
        this.literal('true');
        value = true;
      } else if (byte === 0x66) {
        this.literal('false');
        value = false;
      } else if (byte === 0x6e) {
        this.literal('null');
        value = null;
      } else if (byte === 0x2d || (byte >= 0x30 && byte <= 0x39)) {
        value = new JSONNumber(this.number());
      } else {
        throw this.fail('unexpected character');
      }
      // Attach the value, closing every container that ends after it.
      let pending = true;
      while (pending) {
        if (stack.length === 0) {
          result = value;
          break;
        }
        const top = stack[stack.length - 1];
        this.skipSpace();
        if (this.index >= count) throw this.fail('unexpected end of input');
        const next = bytes[this.index];
        this.index++;
        pending = false;
        if (top.isObject) {
          const key = top.key;
          if (isDuplicate(top, key)) throw this.fail(`the member name "${key}" appears twice`);
          top.members.push([key, value]);
          if (top.seen !== null) top.seen.add(key);
          if (next === COMMA) {
            this.skipSpace();
            top.key = this.memberName();
          } else if (next === CLOSE_BRACE) {
            stack.pop();
            value = new JSONObject(top.members);
            pending = true;
          } else {
            this.index--;
            throw this.fail('expected `,` or `}`');
          }
        } else {
          top.items.push(value);
          if (next === CLOSE_BRACKET) {
            stack.pop();
            value = top.items;
            pending = true;
          } else if (next !== COMMA) {
            this.index--;
            throw this.fail('expected `,` or `]`');
          }
        }
      }
      if (result !== NO_RESULT) {
        this.skipSpace();
        if (this.index !== count) throw this.fail('unexpected text after the JSON value');
        return result;
      }
    }
  }

  memberName() {
    this.skipSpace();
    if (this.index >= this.bytes.length || this.bytes[this.index] !== QUOTE) throw this.fail('expected a member name in double quotes');
    const name = this.string();
    this.skipSpace();
    if (this.index >= this.bytes.length || this.bytes[this.index] !== COLON) throw this.fail('expected `:` after the member name');
    this.index++;
    return name;
  }

  skipSpace() {
    const bytes = this.bytes, count = bytes.length;
    let index = this.index;
    while (index < count) {
      const byte = bytes[index];
      if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) index++;
      else break;
    }
    this.index = index;
  }

  /** @param {string} word */
  literal(word) {
    const length = word.length;
    if (this.index + length > this.bytes.length) throw this.fail('unexpected end of input');
    for (let offset = 0; offset < length; offset++) {
      if (this.bytes[this.index + offset] !== word.charCodeAt(offset)) throw this.fail('unexpected character');
    }
    this.index += length;
  }

  number() {
    const bytes = this.bytes, count = bytes.length;
    const start = this.index;
    if (bytes[this.index] === 0x2d) this.index++;
    if (!(this.index < count && isDigit(bytes[this.index]))) throw this.fail('a number needs digits');
    if (bytes[this.index] === 0x30) {
      this.index++;
      if (this.index < count && isDigit(bytes[this.index])) throw this.fail('numbers have no leading zeros');
    } else {
      while (this.index < count && isDigit(bytes[this.index])) this.index++;
    }
    if (this.index < count && bytes[this.index] === 0x2e) {
      this.index++;
      if (!(this.index < count && isDigit(bytes[this.index]))) throw this.fail('a fraction needs digits');
      while (this.index < count && isDigit(bytes[this.index])) this.index++;
    }
    if (this.index < count && (bytes[this.index] | 0x20) === 0x65) {
      this.index++;
      if (this.index < count && (bytes[this.index] === 0x2b || bytes[this.index] === 0x2d)) this.index++;
      if (!(this.index < count && isDigit(bytes[this.index]))) throw this.fail('an exponent needs digits');
      while (this.index < count && isDigit(bytes[this.index])) this.index++;
    }
    if (this.index - start > this.maxNumberLength) throw this.fail(`a number literal longer than ${this.maxNumberLength} characters`);
    let literal = '';
    for (let i = start; i < this.index; i++) literal += String.fromCharCode(bytes[i]);
    return literal;
  }

  /** A string literal; validates UTF-8 and escapes (a lone surrogate is refused). */
  string() {
    const bytes = this.bytes, count = bytes.length;
    this.index++; // the opening quote
    let text = '';
    let runStart = this.index;
    for (;;) {
      if (this.index >= count) throw this.fail('unterminated string');
      const byte = bytes[this.index];
      if (byte === QUOTE) {
        text += this.decodeRun(runStart, this.index);
        this.index++;
        return text;
      }
      if (byte < 0x20) throw this.fail('a control character inside a string must be escaped');
      if (byte === BACKSLASH) {
        text += this.decodeRun(runStart, this.index);
        this.index++;
        if (this.index >= count) throw this.fail('unterminated escape');
        const escape = bytes[this.index];
        this.index++;
        switch (escape) {
          case 0x22: text += '"'; break;
          case 0x5c: text += '\\'; break;
          case 0x2f: text += '/'; break;
          case 0x62: text += '\b'; break;
          case 0x66: text += '\f'; break;
          case 0x6e: text += '\n'; break;
          case 0x72: text += '\r'; break;
          case 0x74: text += '\t'; break;
          case 0x75: {
            const high = this.hex4();
            if (high >= 0xd800 && high <= 0xdbff) {
              if (!(this.index + 1 < count && bytes[this.index] === BACKSLASH && bytes[this.index + 1] === 0x75)) {
                throw this.fail('a lone surrogate escape');
              }
              this.index += 2;
              const low = this.hex4();
              if (!(low >= 0xdc00 && low <= 0xdfff)) throw this.fail('a lone surrogate escape');
              text += String.fromCharCode(high, low);
            } else {
              if (high >= 0xdc00 && high <= 0xdfff) throw this.fail('a lone surrogate escape');
              text += String.fromCharCode(high);
            }
            break;
          }
          default:
            throw this.fail('an unknown escape');
        }
        runStart = this.index;
        continue;
      }
      this.index++;
    }
  }

  hex4() {
    const bytes = this.bytes;
    if (this.index + 4 > bytes.length) throw this.fail('unterminated escape');
    let value = 0;
    for (let n = 0; n < 4; n++) {
      const byte = bytes[this.index];
      let digit;
      if (byte >= 0x30 && byte <= 0x39) digit = byte - 0x30;
      else if (byte >= 0x61 && byte <= 0x66) digit = byte - 0x61 + 10;
      else if (byte >= 0x41 && byte <= 0x46) digit = byte - 0x41 + 10;
      else throw this.fail('a \\u escape needs four hex digits');
      value = (value << 4) | digit;
      this.index++;
    }
    return value;
  }

  /**
   * Decodes raw UTF-8 between two offsets, refusing malformed sequences (reported at the
   * run's start, as the Swift parser does).
   * @param {number} start
   * @param {number} end
   */
  decodeRun(start, end) {
    if (start === end) return '';
    const text = decodeStrict(this.bytes, start, end);
    if (text === null) throw new JSONParseFailure('invalid UTF-8 in a string', start);
    return text;
  }

  /** @param {string} message */
  fail(message) {
    return new JSONParseFailure(message, this.index);
  }
}

/** @param {number} byte */
function isDigit(byte) {
  return byte >= 0x30 && byte <= 0x39;
}

/**
 * Whether `key` is already a member name of the object being read (exact comparison).
 * @param {Frame} frame
 * @param {string} key
 */
function isDuplicate(frame, key) {
  const members = frame.members;
  if (members.length < 32) {
    for (let i = 0; i < members.length; i++) if (members[i][0] === key) return true;
    return false;
  }
  if (frame.seen === null) frame.seen = new Set(members.map((member) => member[0]));
  return frame.seen.has(key);
}
