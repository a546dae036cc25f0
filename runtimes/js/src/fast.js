/**
 * The fast path of JSON-text scoring (the Swift runtime's `FastTables` and
 * `JSONAnswersScanner`): scores a plain, valid answers object while reading its UTF-8
 * bytes, without building any value. It accepts only one object whose member names are
 * wire keys written without escapes, each at most once, with integer, option id, list of
 * option ids or `null` answers the question accepts, every required question answered and
 * every draw pool satisfied, in a bundle without conditions (`when`). For anything else it
 * gives up and the general path parses the text and decides, so results and errors are
 * exactly the same either way.
 *
 * Names and ids are compared as bytes: equal UTF-8 is exactly equal code points.
 * @module
 */

import { utf8Bytes } from './utf8.js';

const SCALE = 0, SINGLE = 1, MULTIPLE = 2, RANGE = 3;
const TYPE_CODES = { scale: SCALE, single: SINGLE, multiple: MULTIPLE, range: RANGE };
const QUOTE = 0x22;
/** Integers of more digits than this are left to the general path (they are exact there). */
const MAX_DIGITS = 15;

/** Byte strings stored end to end, found by an open-addressing hash table keyed by (owner, bytes). */
class ByteTable {
  /**
   * @param {Uint8Array[]} strings
   * @param {Int32Array} owners owner of each string
   */
  constructor(strings, owners) {
    let total = 0;
    for (const string of strings) total += string.length;
    this.bytes = new Uint8Array(total);
    this.start = new Int32Array(strings.length + 1);
    let at = 0;
    strings.forEach((string, index) => {
      this.bytes.set(string, at);
      at += string.length;
      this.start[index + 1] = at;
    });
    this.view = new DataView(this.bytes.buffer);
    this.owners = owners;
    let size = 8;
    while (size < 2 * strings.length) size *= 2;
    /** @type {number} */
    this.mask = size - 1;
    this.slots = new Int32Array(size).fill(-1);
    for (let index = 0; index < strings.length; index++) {
      const slot = this.find(owners[index], this.bytes, this.start[index], this.start[index + 1]);
      // Equal bytes under one owner keep the first entry, as the exact lookups do.
      if (slot < 0) continue;
      this.slots[slot] = index;
    }
  }

  /**
   * The entry owned by `owner` with the bytes `bytes[from, to)`, else −1.
   * @param {number} owner
   * @param {Uint8Array} bytes
   * @param {DataView} view a DataView of `bytes`
   * @param {number} from
   * @param {number} to
   */
  entry(owner, bytes, view, from, to) {
    let slot = hash(bytes, from, to, owner) & this.mask;
    for (;;) {
      const entry = this.slots[slot];
      if (entry < 0) return -1;
      if (this.owners[entry] === owner && this.equals(entry, bytes, view, from, to)) return entry;
      slot = (slot + 1) & this.mask;
    }
  }

  /**
   * The free slot for new bytes, or −1 when an entry with them exists.
   * @param {number} owner
   * @param {Uint8Array} bytes
   * @param {number} from
   * @param {number} to
   * @returns {number}
   */
  find(owner, bytes, from, to) {
    let slot = hash(bytes, from, to, owner) & this.mask;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (;;) {
      const entry = this.slots[slot];
      if (entry < 0) return slot;
      if (this.owners[entry] === owner && this.equals(entry, bytes, view, from, to)) return -1;
      slot = (slot + 1) & this.mask;
    }
  }

  /**
   * Whether entry `index` is exactly `bytes[from, to)` (`view` is a DataView of `bytes`).
   * @param {number} index
   * @param {Uint8Array} bytes
   * @param {DataView} view
   * @param {number} from
   * @param {number} to
   */
  equals(index, bytes, view, from, to) {
    const start = this.start[index];
    const length = this.start[index + 1] - start;
    return length === to - from && sameBytes(this.bytes, this.view, start, bytes, view, from, length);
  }
}

/**
 * Whether `length` bytes of `a` at `i` equal those of `b` at `j`: four at a time through
 * DataViews (the fastest comparison of byte ranges V8 offers), then one by one.
 * @param {Uint8Array} a
 * @param {DataView} aView
 * @param {number} i
 * @param {Uint8Array} b
 * @param {DataView} bView
 * @param {number} j
 * @param {number} length
 */
function sameBytes(a, aView, i, b, bView, j, length) {
  let k = 0;
  for (; k + 4 <= length; k += 4) {
    if (aView.getUint32(i + k) !== bView.getUint32(j + k)) return false;
  }
  for (; k < length; k++) {
    if (a[i + k] !== b[j + k]) return false;
  }
  return true;
}

/**
 * FNV-1a of `bytes[from, to)`, mixed with `seed`.
 * @param {Uint8Array} bytes
 * @param {number} from
 * @param {number} to
 * @param {number} seed
 */
function hash(bytes, from, to, seed) {
  let h = 0x811c9dc5 ^ Math.imul(seed, 0x9e3779b1);
  for (let i = from; i < to; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return (h ^ (h >>> 15)) >>> 0;
}

/**
 * Per scale question whose values span less than 64, the first option of each value:
 * `low` (the lowest value), `start` (where the question's entries begin in `options`) and
 * `options` (a global option per value, -1 for none).
 * @param {import('./plan.js').PlannedQuestion[]} questions
 * @param {number[]} optionStart each question's first global option
 */
function scaleTables(questions, optionStart) {
  /** @type {number[]} */ const low = [];
  /** @type {number[]} */ const start = [0];
  /** @type {number[]} */ const options = [];
  questions.forEach((question, index) => {
    const lowest = Math.min(...question.values), highest = Math.max(...question.values);
    if (question.type === 'scale' && question.values.length > 0 && highest - lowest < 64) {
      for (let value = lowest; value <= highest; value++) {
        const option = question.optionOfValue(value);
        options.push(option < 0 ? -1 : optionStart[index] + option);
      }
    }
    low.push(question.values.length > 0 ? lowest : 0);
    start.push(options.length);
  });
  return { low: Float64Array.from(low), start: Int32Array.from(start), options: Int32Array.from(options) };
}

/**
 * Per global option its id, whether the id can appear unescaped between quotes and the
 * global option the plan picks for it; per question with many options a map from id to
 * global option (`null` for the others).
 * @param {import('./plan.js').PlannedQuestion[]} questions
 * @param {number} optionCount the options of every question
 */
function optionIDTables(questions, optionCount) {
  /** @type {string[]} */
  const idStrings = [];
  const plainID = new Uint8Array(optionCount);
  /** @type {Array<Map<string, number> | null>} */
  const idMaps = [];
  const idTarget = new Int32Array(optionCount).fill(-1);
  questions.forEach((question) => {
    const first = idStrings.length;
    question.ids.forEach((id, option) => {
      idStrings.push(question.type === 'scale' ? '' : id);
      plainID[first + option] = question.type !== 'scale' && isPlainText(id) ? 1 : 0;
      const target = question.type === 'scale' ? undefined : question.option(id);
      if (target !== undefined) idTarget[first + option] = first + target;
    });
    /** @type {Map<string, number> | null} */
    let map = null;
    if (question.type !== 'scale' && question.ids.length > FEW_OPTIONS) {
      const ids = map = new Map();
      question.ids.forEach((id, option) => { if (!ids.has(id)) ids.set(id, first + option); });
    }
    idMaps.push(map);
  });
  return { idStrings, plainID, idMaps, idTarget };
}

/** The scoring plan flattened for the scanner, and the scanner itself. */
export class FastTables {
  /** @param {import('./plan.js').ScoringPlan} plan */
  constructor(plan) {
    const questions = plan.questions;
    const count = questions.length;
    this.questionCount = count;
    this.types = Uint8Array.from(questions, (question) => TYPE_CODES[question.type]);
    this.draw = plan.draw;
    this.declaredRequired = questions.map((question) => question.required);
    this.required = Uint8Array.from(plan.mustAnswer, (must) => (must ? 1 : 0));
    /** The planned questions: the scanner asks them the rules (range anchors, choice counts). */
    this.questions = questions;
    /** @type {number[]} */ const optionStart = [0];
    /** @type {number[]} */ const values = [];
    /** @type {number[]} */ const weightStart = [0];
    /** @type {number[]} */ const weights = [];
    /** @type {number[]} */ const owners = [];
    /** @type {Uint8Array[]} */
    const ids = [];
    let widest = 0;
    questions.forEach((question, index) => {
      question.weights.forEach((pairs, option) => {
        values.push(question.values[option]);
        weights.push(...pairs);
        weightStart.push(weights.length / 2);
        ids.push(question.type === 'scale' ? new Uint8Array(0) : utf8Bytes(question.ids[option]));
        owners.push(index);
      });
      optionStart.push(values.length);
      widest = Math.max(widest, question.weights.length);
    });
    this.optionStart = Int32Array.from(optionStart);
    this.weightStart = Int32Array.from(weightStart);
    this.weights = Float64Array.from(weights);
    // Scale questions whose values span less than 64: the first option of each value.
    const scale = scaleTables(questions, optionStart);
    this.scaleLow = scale.low;
    this.scaleStart = scale.start;
    this.scaleOptions = scale.options;
    const keyBytes = questions.map((question) => utf8Bytes(question.key));
    this.keys = new ByteTable(keyBytes, new Int32Array(count));
    this.plainKey = Uint8Array.from(keyBytes, (bytes) => (bytes.every((byte) => byte >= 0x20 && byte !== QUOTE && byte !== 0x5c) ? 1 : 0));
    this.distinctKeys = new Set(questions.map((question) => question.key)).size === count;
    /**
     * Whether the scanner may score at all: keys are distinct, and no question has a
     * condition (branching is left to the general path, which states it once).
     */
    this.usable = this.distinctKeys && !plan.visibility.hasConditions;
    this.ids = new ByteTable(ids, Int32Array.from(owners));
    // The same as strings, for the scanner over JavaScript strings.
    this.keyStrings = questions.map((question) => question.key);
    /** @type {Map<string, number>} */
    this.keyIndex = new Map();
    this.keyStrings.forEach((key, index) => { if (!this.keyIndex.has(key)) this.keyIndex.set(key, index); });
    const idTables = optionIDTables(questions, values.length);
    /** @type {string[]} per global option: its id ("" for scale options) */
    this.idStrings = idTables.idStrings;
    /** @type {Uint8Array} per global option: whether its id can appear unescaped between quotes */
    this.plainID = idTables.plainID;
    /** @type {Array<Map<string, number> | null>} per question with many options: id → global option */
    this.idMaps = idTables.idMaps;
    /**
     * Per global option: the global option the plan picks for its id (`PlannedQuestion.option`);
     * the lookups above only find where the bytes are, this says what they mean.
     */
    this.idTarget = idTables.idTarget;
    this.text = '';
    this.state = new Uint8Array(count);
    this.chosen = new Uint8Array(widest);
    this.totals = new Float64Array(plan.initial.length);
    this.initial = Float64Array.from(plan.initial);
    // Scanner position and the last integer read.
    /** @type {Uint8Array} */
    this.bytes = new Uint8Array(0);
    /** A DataView of the bytes scanned (kept while they stay the same). */
    this.view = new DataView(new ArrayBuffer(0));
    this.index = 0;
    this.end = 0;
    this.integer = 0;
  }

  /**
   * Scores `bytes[start, end)` into `this.totals`; `false` when the general path must decide.
   * @param {Uint8Array} bytes
   * @param {number} start
   * @param {number} end
   */
  scan(bytes, start, end) {
    if (!this.usable) return false;
    if (bytes.buffer !== this.view.buffer || bytes.byteOffset !== this.view.byteOffset || bytes.byteLength !== this.view.byteLength) {
      this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    this.bytes = bytes;
    this.index = start;
    this.end = end;
    this.totals.set(this.initial);
    const state = this.state;
    state.fill(0);
    const ok = this.object(state);
    this.bytes = EMPTY;
    return ok;
  }

  /**
   * The same as `scan` over a JavaScript string (its UTF-16 code units): keys and ids are
   * compared as strings, which for the well-formed keys and ids of a bundle is comparing
   * code points; anything else (a lone surrogate included) makes it give up. With `start`
   * and `end`, the answers are `text[start, end)`, and `text[end]`, when there is one, must
   * be a line end (LF or CR), which no part of an answers object can be.
   * @param {string} text
   * @param {number} [start]
   * @param {number} [end]
   */
  scanText(text, start = 0, end = text.length) {
    if (!this.usable) return false;
    this.text = text;
    this.index = start;
    this.end = end;
    this.totals.set(this.initial);
    const state = this.state;
    state.fill(0);
    const ok = this.textObject(state);
    this.text = '';
    return ok;
  }

  /** @param {Uint8Array} state per question: 0 not seen, 1 answered, 2 `null` */
  textObject(state) {
    const text = this.text, end = this.end;
    let index = skipTextSpace(text, this.index, end);
    if (text.charCodeAt(index) !== 0x7b) return false;
    index = skipTextSpace(text, index + 1, end);
    let position = 0;
    if (text.charCodeAt(index) === 0x7d) {
      index++;
    } else {
      for (;;) {
        if (text.charCodeAt(index) !== QUOTE) return false;
        this.index = index + 1;
        const question = this.textKey(position);
        if (question < 0 || state[question] !== 0) return false;
        // White space is rare: it is looked for only where the expected character is not.
        index = this.index;
        if (text.charCodeAt(index) !== 0x3a) {
          index = skipTextSpace(text, index, end);
          if (text.charCodeAt(index) !== 0x3a) return false;
        }
        index++;
        this.index = text.charCodeAt(index) > 0x20 ? index : skipTextSpace(text, index, end);
        const answered = this.textAnswer(question);
        if (answered < 0) return false;
        state[question] = answered === 1 ? 1 : 2;
        position++;
        index = this.index;
        let next = text.charCodeAt(index);
        if (next <= 0x20) {
          index = skipTextSpace(text, index, end);
          next = text.charCodeAt(index);
        }
        index++;
        if (next === 0x7d) break;
        if (next !== 0x2c) return false;
        if (text.charCodeAt(index) <= 0x20) index = skipTextSpace(text, index, end);
      }
    }
    if (skipTextSpace(text, index, end) !== end) return false;
    const required = this.required;
    for (let question = 0; question < this.questionCount; question++) {
      if (state[question] !== 1 && required[question] === 1) return false;
    }
    if (!this.draw.isEmpty && !this.draw.accepts(this.declaredRequired, (question) => state[question] === 1)) return false;
    return true;
  }

  /**
   * After an opening quote: the question whose key this member name is, else −1.
   * @param {number} hint
   */
  textKey(hint) {
    const text = this.text, index = this.index;
    if (hint < this.questionCount && this.plainKey[hint] === 1) {
      const key = this.keyStrings[hint];
      // (`slice` and `===` is the fastest exact comparison V8 has for this.)
      if (text.charCodeAt(index + key.length) === QUOTE && text.slice(index, index + key.length) === key) {
        this.index = index + key.length + 1;
        return hint;
      }
    }
    const close = this.textPlainString();
    if (close < 0) return -1;
    const question = this.keyIndex.get(text.slice(index, close));
    return question === undefined || this.plainKey[question] !== 1 ? -1 : question;
  }

  /**
   * After an opening quote: the index of the closing quote of a string without escapes or
   * control characters (consumed), else −1.
   */
  textPlainString() {
    const text = this.text, end = this.end;
    for (let index = this.index; index < end; index++) {
      const code = text.charCodeAt(index);
      if (code === QUOTE) {
        this.index = index + 1;
        return index;
      }
      if (code === 0x5c || code < 0x20) return -1;
    }
    return -1;
  }

  /**
   * Reads question `question`'s answer and adds its weights: 1 answered, 0 `null`, −1 give up.
   * @param {number} question
   */
  textAnswer(question) {
    const text = this.text, index = this.index;
    if (index >= this.end) return -1;
    const first = text.charCodeAt(index);
    if (first === 0x6e) {
      if (!text.startsWith('null', index)) return -1;
      this.index = index + 4;
      return 0;
    }
    let option;
    switch (this.types[question]) {
      case SCALE:
        if (!this.readTextInteger()) return -1;
        option = this.scaleOption(question, this.integer);
        break;
      case SINGLE:
        if (first !== QUOTE) return -1;
        this.index = index + 1;
        option = this.textOptionID(question);
        break;
      case RANGE:
        if (first === QUOTE) {
          this.index = index + 1;
          option = this.textOptionID(question);
        } else {
          option = this.readTextInteger() ? this.rangeOption(question, this.integer) : -1;
        }
        break;
      default:
        return this.textChoices(question) ? 1 : -1;
    }
    if (option < 0) return -1;
    this.add(option);
    return 1;
  }

  /**
   * After an opening quote: the global option of `question` whose id this string is, else −1.
   * @param {number} question
   */
  textOptionID(question) {
    const text = this.text, index = this.index;
    const map = this.idMaps[question];
    if (map === null) {
      const ids = this.idStrings, plain = this.plainID;
      for (let option = this.optionStart[question]; option < this.optionStart[question + 1]; option++) {
        const id = ids[option];
        if (plain[option] === 1 && text.charCodeAt(index + id.length) === QUOTE && text.slice(index, index + id.length) === id) {
          this.index = index + id.length + 1;
          return this.idTarget[option];
        }
      }
      return -1;
    }
    const close = this.textPlainString();
    if (close < 0) return -1;
    const option = map.get(text.slice(index, close));
    return option === undefined || this.plainID[option] !== 1 ? -1 : this.idTarget[option];
  }

  /**
   * A `multiple` answer over the string: distinct known ids, as many as the question allows.
   * @param {number} question
   */
  textChoices(question) {
    const text = this.text, end = this.end;
    let index = this.index;
    if (text.charCodeAt(index) !== 0x5b) return false;
    const first = this.optionStart[question], optionCount = this.optionStart[question + 1] - first;
    const chosen = this.chosen;
    chosen.fill(0, 0, optionCount);
    let count = 0;
    index = skipTextSpace(text, index + 1, end);
    if (text.charCodeAt(index) === 0x5d) {
      index++;
    } else {
      for (;;) {
        if (text.charCodeAt(index) !== QUOTE) return false;
        this.index = index + 1;
        const option = this.textOptionID(question);
        if (option < 0 || chosen[option - first] === 1) return false;
        chosen[option - first] = 1;
        count++;
        index = skipTextSpace(text, this.index, end);
        const next = text.charCodeAt(index);
        index++;
        if (next === 0x5d) break;
        if (next !== 0x2c) return false;
        index = skipTextSpace(text, index, end);
      }
    }
    this.index = index;
    if (!this.questions[question].acceptsChoiceCount(count)) return false;
    for (let option = 0; option < optionCount; option++) if (chosen[option] === 1) this.add(first + option);
    return true;
  }

  /** `readInteger` over the string. */
  readTextInteger() {
    const text = this.text, end = this.end;
    let index = this.index;
    const negative = text.charCodeAt(index) === 0x2d;
    if (negative) index++;
    const start = index;
    let value = 0;
    while (index < end) {
      const code = text.charCodeAt(index);
      if (code < 0x30 || code > 0x39) break;
      value = value * 10 + (code - 0x30);
      index++;
    }
    const digits = index - start;
    if (digits === 0 || digits > MAX_DIGITS || (digits > 1 && text.charCodeAt(start) === 0x30)) return false;
    if (index < end) {
      const after = text.charCodeAt(index);
      if (after === 0x2e || (after | 0x20) === 0x65) return false;
    }
    this.index = index;
    this.integer = negative ? -value : value;
    return true;
  }

  /** @param {Uint8Array} state per question: 0 not seen, 1 answered, 2 `null` */
  object(state) {
    this.skipSpace();
    if (!this.next(0x7b)) return false;
    this.skipSpace();
    let position = 0;
    if (!this.next(0x7d)) {
      for (;;) {
        if (!this.next(QUOTE)) return false;
        const question = this.key(position);
        if (question < 0 || state[question] !== 0) return false;
        this.skipSpace();
        if (!this.next(0x3a)) return false;
        this.skipSpace();
        const answered = this.answer(question);
        if (answered < 0) return false;
        state[question] = answered === 1 ? 1 : 2;
        position++;
        this.skipSpace();
        if (this.next(0x7d)) break;
        if (!this.next(0x2c)) return false;
        this.skipSpace();
      }
    }
    this.skipSpace();
    if (this.index !== this.end) return false;
    const required = this.required;
    for (let question = 0; question < this.questionCount; question++) {
      if (state[question] !== 1 && required[question] === 1) return false;
    }
    if (!this.draw.isEmpty && !this.draw.accepts(this.declaredRequired, (question) => state[question] === 1)) return false;
    return true;
  }

  /**
   * Consumes `byte` if it comes next.
   * @param {number} byte
   */
  next(byte) {
    if (this.index < this.end && this.bytes[this.index] === byte) {
      this.index++;
      return true;
    }
    return false;
  }

  skipSpace() {
    const bytes = this.bytes, end = this.end;
    let index = this.index;
    while (index < end) {
      const byte = bytes[index];
      if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) break;
      index++;
    }
    this.index = index;
  }

  /**
   * After an opening quote: the end of a string body without escapes or control
   * characters (the closing quote consumed), else −1.
   */
  plainString() {
    const bytes = this.bytes, end = this.end;
    let index = this.index;
    while (index < end) {
      const byte = bytes[index];
      if (byte === QUOTE) {
        this.index = index + 1;
        return index;
      }
      if (byte === 0x5c || byte < 0x20) return -1;
      index++;
    }
    return -1;
  }

  /**
   * After an opening quote: the question whose key this member name is, else −1. Clients
   * send keys in question order, so the key at `hint` is compared first.
   * @param {number} hint
   */
  key(hint) {
    const bytes = this.bytes, keys = this.keys;
    if (hint < this.questionCount && this.plainKey[hint] === 1) {
      const from = keys.start[hint], length = keys.start[hint + 1] - from;
      const index = this.index;
      if (index + length < this.end && bytes[index + length] === QUOTE
        && sameBytes(keys.bytes, keys.view, from, bytes, this.view, index, length)) {
        this.index = index + length + 1;
        return hint;
      }
    }
    const start = this.index;
    const close = this.plainString();
    if (close < 0) return -1;
    return keys.entry(0, bytes, this.view, start, close);
  }

  /**
   * Reads question `question`'s answer and adds its weights: 1 when answered, 0 for
   * `null`, −1 when the general path must decide.
   * @param {number} question
   */
  answer(question) {
    if (this.index >= this.end) return -1;
    const bytes = this.bytes;
    if (bytes[this.index] === 0x6e) {
      const i = this.index;
      if (i + 4 > this.end || bytes[i + 1] !== 0x75 || bytes[i + 2] !== 0x6c || bytes[i + 3] !== 0x6c) return -1;
      this.index = i + 4;
      return 0;
    }
    let option;
    switch (this.types[question]) {
      case SCALE:
        if (!this.readInteger()) return -1;
        option = this.scaleOption(question, this.integer);
        break;
      case SINGLE:
        if (!this.next(QUOTE)) return -1;
        option = this.optionID(question);
        break;
      case RANGE:
        if (this.next(QUOTE)) option = this.optionID(question);
        else option = this.readInteger() ? this.rangeOption(question, this.integer) : -1;
        break;
      default:
        return this.choices(question) ? 1 : -1;
    }
    if (option < 0) return -1;
    this.add(option);
    return 1;
  }

  /** @param {number} question */
  optionID(question) {
    const start = this.index;
    const close = this.plainString();
    if (close < 0) return -1;
    const option = this.ids.entry(question, this.bytes, this.view, start, close);
    return option < 0 ? -1 : this.idTarget[option];
  }

  /**
   * A `multiple` answer: distinct known ids, as many as the question allows.
   * @param {number} question
   */
  choices(question) {
    if (!this.next(0x5b)) return false;
    const first = this.optionStart[question], optionCount = this.optionStart[question + 1] - first;
    const chosen = this.chosen;
    chosen.fill(0, 0, optionCount);
    let count = 0;
    this.skipSpace();
    if (!this.next(0x5d)) {
      for (;;) {
        if (!this.next(QUOTE)) return false;
        const option = this.optionID(question);
        if (option < 0 || chosen[option - first] === 1) return false;
        chosen[option - first] = 1;
        count++;
        this.skipSpace();
        if (this.next(0x5d)) break;
        if (!this.next(0x2c)) return false;
        this.skipSpace();
      }
    }
    if (!this.questions[question].acceptsChoiceCount(count)) return false;
    for (let option = 0; option < optionCount; option++) if (chosen[option] === 1) this.add(first + option);
    return true;
  }

  /**
   * An integer written plainly (`-`? digits, no leading zero, at most 15 digits) and not
   * followed by a fraction or an exponent, into `this.integer`.
   */
  readInteger() {
    const bytes = this.bytes, end = this.end;
    const negative = this.next(0x2d);
    const start = this.index;
    let index = start, value = 0;
    while (index < end) {
      const byte = bytes[index];
      if (byte < 0x30 || byte > 0x39) break;
      value = value * 10 + (byte - 0x30);
      index++;
    }
    const digits = index - start;
    if (digits === 0 || digits > MAX_DIGITS || (digits > 1 && bytes[start] === 0x30)) return false;
    if (index < end) {
      const after = bytes[index];
      if (after === 0x2e || (after | 0x20) === 0x65) return false;
    }
    this.index = index;
    this.integer = negative ? -value : value;
    return true;
  }

  /**
   * The first option of scale question `question` with value `value`, else −1.
   * @param {number} question
   * @param {number} value
   */
  scaleOption(question, value) {
    const tableStart = this.scaleStart[question], tableEnd = this.scaleStart[question + 1];
    if (tableEnd > tableStart) {
      const offset = value - this.scaleLow[question];
      return offset >= 0 && offset < tableEnd - tableStart ? this.scaleOptions[tableStart + offset] : -1;
    }
    const option = this.questions[question].optionOfValue(value);
    return option < 0 ? -1 : this.optionStart[question] + option;
  }

  /**
   * The anchor a `range` question's integer answer picks, or −1 when it is outside the range
   * (or too large to compute exactly here).
   * @param {number} question
   * @param {number} x
   */
  rangeOption(question, x) {
    const anchor = this.questions[question].anchorOfInteger(x);
    return anchor < 0 ? -1 : this.optionStart[question] + anchor;
  }

  /**
   * Adds global option `option`'s weights to the totals.
   * @param {number} option
   */
  add(option) {
    const weights = this.weights, totals = this.totals;
    const end = 2 * this.weightStart[option + 1];
    for (let position = 2 * this.weightStart[option]; position < end; position += 2) {
      totals[weights[position]] += weights[position + 1];
    }
  }
}

const EMPTY = new Uint8Array(0);

/**
 * The index of the first character at or after `index` that is not JSON white space.
 * @param {string} text
 * @param {number} index
 * @param {number} end
 */
function skipTextSpace(text, index, end) {
  if (text.charCodeAt(index) > 0x20) return index;
  while (index < end) {
    const code = text.charCodeAt(index);
    if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) break;
    index++;
  }
  return index;
}

/** Questions with at most this many options compare ids one by one; more use a map. */
const FEW_OPTIONS = 8;

/**
 * Whether a string can appear in JSON as itself between quotes: no `"`, `\` or control characters.
 * @param {string} text
 */
function isPlainText(text) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === QUOTE || code === 0x5c) return false;
  }
  return true;
}
