/**
 * JSON Lines scoring exactly as `quizc score` does it: lines end at LF, CR LF or a lone CR;
 * a blank line and a line over the limit each give their error line; every other line is
 * scored on its own. Also the automatic choice between one document and JSON Lines
 * (`AnswersShape`). Streaming and browser-safe: the command line feeds it chunks.
 * @module
 */

import { answerError } from './answers.js';
import { JSONParseFailure, parseJSON } from './json-parser.js';
import { JSONObject } from './json-value.js';
import { writeJSON } from './json-writer.js';
import { errorLine } from './scorer.js';

const LF = 0x0a, CR = 0x0d;
/** Strict UTF-8 decoding: malformed input throws, a leading BOM is kept. */
const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The default longest answers line (or document), in bytes. */
export const DEFAULT_MAX_LINE_BYTES = 1 << 20;

/**
 * Scores single JSON Lines lines into output lines (without line ends); or, for the
 * `visible` command, gives each line's visibility line (what `quizc visible` prints).
 */
export class LineScorer {
  /**
   * @param {import('./scorer.js').Scorer} scorer
   * @param {number} [limit] the longest line scored, in bytes
   * @param {'score' | 'visible'} [command] what each line gets: its result, or which questions to show
   */
  constructor(scorer, limit = DEFAULT_MAX_LINE_BYTES, command = 'score') {
    this.scorer = scorer;
    this.limit = limit;
    /** What each line gets: `score` its result, `visible` which questions to show. */
    this.command = command;
    /** How many lines were rejected so far. */
    this.rejected = 0;
  }

  /**
   * The output line for the input line `bytes[start, end)` (without its line end).
   * @param {Uint8Array} bytes
   * @param {number} start
   * @param {number} end
   * @returns {string}
   */
  line(bytes, start, end) {
    if (end - start > this.limit) return this.overlong(end - start);
    if (this.command === 'visible') return this.general(bytes, start, end);
    // Plain, valid answers (nearly every line) are scored while they are read.
    const fast = this.scorer.fastLine(bytes, start, end);
    if (fast !== null) return fast;
    return this.general(bytes, start, end);
  }

  /**
   * The output lines of a run of complete lines `bytes[start, end)` (each ending with LF,
   * CR LF or CR, except perhaps the last), in order, to `emit`. The run is decoded as one
   * string when it is valid UTF-8, and plain lines are scored from the string (faster than
   * from bytes); every other line as `line` does.
   * @param {Uint8Array} bytes
   * @param {number} start
   * @param {number} end
   * @param {(line: string) => void} emit
   */
  block(bytes, start, end, emit) {
    if (this.command === 'visible') {
      forEachLine(bytes, start, end, (from, to) => emit(this.line(bytes, from, to)));
      return;
    }
    /** @type {string} */
    let text;
    try {
      text = strictDecoder.decode(bytes.subarray(start, end));
    } catch {
      forEachLine(bytes, start, end, (from, to) => emit(this.line(bytes, from, to)));
      return;
    }
    const scorer = this.scorer, limit = this.limit;
    if (text.length === end - start) {
      // ASCII: offsets in the string are offsets in the bytes.
      forEachLine(text, 0, text.length, (from, to) => {
        if (to - from > limit) emit(this.overlong(to - from));
        else emit(scorer.fastTextLine(text, from, to) ?? this.general(bytes, start + from, start + to));
      });
      return;
    }
    // The same lines in the bytes and in the string, walked together.
    /** @type {number[]} */
    const ranges = [];
    forEachLine(bytes, start, end, (from, to) => { ranges.push(from, to); });
    let next = 0;
    forEachLine(text, 0, text.length, (from, to) => {
      const byteFrom = ranges[next++], byteTo = ranges[next++];
      if (byteTo - byteFrom > limit) emit(this.overlong(byteTo - byteFrom));
      else emit(scorer.fastTextLine(text, from, to) ?? this.general(bytes, byteFrom, byteTo));
    });
  }

  /**
   * The general path for one line within the limit: blank, not JSON, or scored after parsing.
   * @param {Uint8Array} bytes
   * @param {number} start
   * @param {number} end
   */
  general(bytes, start, end) {
    this.rejected++;
    let blank = true;
    for (let i = start; i < end; i++) {
      if (bytes[i] !== 0x20 && bytes[i] !== 0x09) { blank = false; break; }
    }
    if (blank) {
      return errorLine(answerError('invalid-json',
        'the line is blank; every input line gets one output line, so remove blank lines or put one answers object on each'));
    }
    let value;
    try {
      value = parseJSON(bytes.subarray(start, end));
    } catch (error) {
      if (!(error instanceof JSONParseFailure)) throw error;
      return errorLine(answerError('invalid-json', `the line is not valid JSON: ${error.description}`));
    }
    const scored = this.command === 'visible' ? this.scorer.visibilityParsed(value) : this.scorer.scoreParsed(value);
    if (scored.ok) {
      this.rejected--;
      return scored.result.toJSONLine();
    }
    return errorLine(scored.error);
  }

  /**
   * The error line for a line of `length` bytes, over the limit (counted as rejected).
   * @param {number} length
   */
  overlong(length) {
    this.rejected++;
    return errorLine({
      code: 'limit-exceeded',
      message: `the line is ${length} bytes, over the limit of ${this.limit} bytes for one answers object, `
        + 'so it was skipped; put one answers object on each line, or raise the limit with --max-line-bytes',
    });
  }
}

/**
 * Splits a stream of byte chunks into lines (LF, CR LF or a lone CR), never holding more
 * than the limit of one line: a longer line is counted while it is read and reported by
 * its length.
 */
export class LineSplitter {
  /**
   * @param {number} limit
   * @param {(bytes: Uint8Array, start: number, end: number) => void} onLine
   * @param {(length: number) => void} onOverlong
   * @param {(bytes: Uint8Array, start: number, end: number) => void} [onBlock] takes runs of
   *   complete lines (with their line ends) instead of `onLine` and `onOverlong`
   */
  constructor(limit, onLine, onOverlong, onBlock) {
    this.limit = limit;
    this.onLine = onLine;
    this.onOverlong = onOverlong;
    this.onBlock = onBlock ?? ((bytes, start, end) => this.eachLine(bytes, start, end));
    /** @type {Uint8Array[]} the start of an unfinished line, in pieces */
    this.carry = [];
    this.carryLength = 0;
    /** The length so far of a line over the limit being skipped, or −1. */
    this.skipping = -1;
    /** A CR ended the last chunk: an LF right after it belongs to it. */
    this.dropLF = false;
  }

  /**
   * Feeds the next chunk of input.
   * @param {Uint8Array} chunk
   */
  push(chunk) {
    const n = chunk.length;
    if (n === 0) return;
    let i = 0;
    if (this.dropLF) {
      this.dropLF = false;
      if (chunk[0] === LF) i = 1;
    }
    // A line begun in an earlier chunk ends at the first line end.
    if (this.skipping >= 0 || this.carryLength > 0) {
      const end = firstLineEnd(chunk, i, n);
      if (end < 0) {
        this.keep(chunk, i, n);
        return;
      }
      this.finish(chunk, i, end);
      i = this.after(chunk, end);
    }
    // The complete lines that follow, as one block; then the unfinished rest.
    const last = Math.max(chunk.lastIndexOf(LF), chunk.lastIndexOf(CR));
    if (last >= i) {
      this.onBlock(chunk, i, last + 1);
      i = this.after(chunk, last);
    }
    if (i < n) this.keep(chunk, i, n);
  }

  /**
   * Where the line after the line end at `end` starts (a CR at the chunk's end may be
   * followed by the LF of a CR LF in the next chunk).
   * @param {Uint8Array} chunk
   * @param {number} end
   */
  after(chunk, end) {
    if (chunk[end] === CR) {
      if (end + 1 === chunk.length) {
        this.dropLF = true;
        return end + 1;
      }
      return chunk[end + 1] === LF ? end + 2 : end + 1;
    }
    return end + 1;
  }

  /**
   * The default block handler: each line of `chunk[start, end)` (complete lines, the last
   * one ending at `end`) to `onLine`, or `onOverlong` when it is over the limit.
   * @param {Uint8Array} chunk
   * @param {number} start
   * @param {number} end
   */
  eachLine(chunk, start, end) {
    forEachLine(chunk, start, end, (from, to) => {
      if (to - from > this.limit) this.onOverlong(to - from);
      else this.onLine(chunk, from, to);
    });
  }

  /** Ends the input: the last line, when it has no line end. */
  end() {
    if (this.skipping >= 0) {
      this.onOverlong(this.skipping);
      this.skipping = -1;
    } else if (this.carryLength > 0) {
      const line = this.takeCarry(null, 0, 0);
      this.onLine(line, 0, line.length);
    }
  }

  /**
   * Keeps the unfinished end of a chunk, or counts it when the line is already too long.
   * @param {Uint8Array} chunk
   * @param {number} from
   * @param {number} to
   */
  keep(chunk, from, to) {
    if (this.skipping >= 0) {
      this.skipping += to - from;
    } else if (this.carryLength + to - from > this.limit) {
      this.skipping = this.carryLength + to - from;
      this.carry = [];
      this.carryLength = 0;
    } else {
      this.carry.push(chunk.slice(from, to));
      this.carryLength += to - from;
    }
  }

  /**
   * A line ends at `to` in this chunk.
   * @param {Uint8Array} chunk
   * @param {number} from
   * @param {number} to
   */
  finish(chunk, from, to) {
    if (this.skipping >= 0) {
      const length = this.skipping + to - from;
      this.skipping = -1;
      this.onOverlong(length);
    } else if (this.carryLength > 0) {
      const length = this.carryLength + to - from;
      if (length > this.limit) {
        this.carry = [];
        this.carryLength = 0;
        this.onOverlong(length);
      } else {
        const line = this.takeCarry(chunk, from, to);
        this.onLine(line, 0, line.length);
      }
    } else if (to - from > this.limit) {
      this.onOverlong(to - from);
    } else {
      this.onLine(chunk, from, to);
    }
  }

  /**
   * The kept pieces and `chunk[from, to)` as one array; empties the carry.
   * @param {Uint8Array | null} chunk
   * @param {number} from
   * @param {number} to
   */
  takeCarry(chunk, from, to) {
    const line = new Uint8Array(this.carryLength + to - from);
    let at = 0;
    for (const piece of this.carry) {
      line.set(piece, at);
      at += piece.length;
    }
    if (chunk !== null) line.set(chunk.subarray(from, to), at);
    this.carry = [];
    this.carryLength = 0;
    return line;
  }
}

/**
 * The index of the first LF or CR in `bytes[from, to)`, else −1.
 * @param {Uint8Array} bytes
 * @param {number} from
 * @param {number} to
 */
function firstLineEnd(bytes, from, to) {
  for (let i = from; i < to; i++) {
    const byte = bytes[i];
    if (byte === LF || byte === CR) return i;
  }
  return -1;
}

/**
 * Calls `body(from, to)` for each line of `bytes[start, end)`, without its line end (LF,
 * CR LF or a lone CR); `end` ends the last line, and a line end right at `end` starts no
 * further line.
 * @param {Uint8Array | string} bytes bytes, or a string with the same line ends
 * @param {number} start
 * @param {number} end
 * @param {(from: number, to: number) => void} body
 */
export function forEachLine(bytes, start, end, body) {
  const text = typeof bytes === 'string';
  // The next LF and CR (strings: found by indexOf, each searched again only once passed).
  let lf = -1, cr = -1;
  let from = start;
  while (from < end) {
    let to;
    if (text) {
      if (lf < from && lf !== end) lf = bytes.indexOf('\n', from);
      if (lf < 0 || lf > end) lf = end;
      if (cr < from && cr !== end) cr = bytes.indexOf('\r', from);
      if (cr < 0 || cr > end) cr = end;
      to = Math.min(lf, cr);
    } else {
      to = from;
      while (to < end && bytes[to] !== LF && bytes[to] !== CR) to++;
    }
    body(from, to);
    if (to >= end) return;
    const isCR = text ? bytes.charCodeAt(to) === CR : bytes[to] === CR;
    const nextLF = to + 1 < end && (text ? bytes.charCodeAt(to + 1) === LF : bytes[to + 1] === LF);
    from = isCR && nextLF ? to + 2 : to + 1;
  }
}

/**
 * The automatic choice between one JSON document and JSON Lines, from the input's shape
 * alone: one document when its first non-blank byte is `{` or `[`, the brackets opened
 * there close on a later line, only white space follows, and no string holds a line end.
 * Feed the input's bytes in order; the verdict is `lines` as early as possible, `document`
 * only at the end (`atEnd`).
 */
export class AnswersShape {
  constructor() {
    /** @private 0 leading, 1 value, 2 trailing */
    this.state = 0;
    /** @private */
    this.depth = 0;
    /** @private */
    this.inString = false;
    /** @private */
    this.escaped = false;
    /** @private */
    this.crossedLineEnd = false;
  }

  /**
   * Feeds the next bytes: `'lines'` once the input cannot be one document, else `'undecided'`.
   * @param {Uint8Array} bytes
   * @returns {'lines' | 'undecided'}
   */
  feed(bytes) {
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i];
      const lineEnd = byte === LF || byte === CR;
      const space = lineEnd || byte === 0x20 || byte === 0x09;
      if (this.state === 0) {
        if (space) continue;
        if (byte !== 0x7b && byte !== 0x5b) return 'lines';
        this.state = 1;
        this.depth = 1;
      } else if (this.state === 1) {
        if (this.inString) {
          if (lineEnd) return 'lines';
          if (this.escaped) this.escaped = false;
          else if (byte === 0x5c) this.escaped = true;
          else if (byte === 0x22) this.inString = false;
          continue;
        }
        if (byte === 0x22) {
          this.inString = true;
        } else if (byte === 0x7b || byte === 0x5b) {
          this.depth++;
        } else if (byte === 0x7d || byte === 0x5d) {
          this.depth--;
          if (this.depth === 0) {
            // A value on one line is a JSON Lines line, however the rest looks.
            if (!this.crossedLineEnd) return 'lines';
            this.state = 2;
          }
        } else if (lineEnd) {
          this.crossedLineEnd = true;
        }
      } else if (!space) {
        return 'lines';
      }
    }
    return 'undecided';
  }

  /**
   * The verdict at the end of the input.
   * @returns {'document' | 'lines'}
   */
  atEnd() {
    return this.state === 2 ? 'document' : 'lines';
  }
}

/**
 * A scoring (or visibility) outcome as the pretty `--document` output: two-space indentation, a final newline.
 * @param {import('./scorer.js').Scored | import('./scorer.js').Visible} scored
 */
export function prettyOutcome(scored) {
  if (!scored.ok) return prettyError(scored.error);
  // The compact line's members, numbers as written there (`2.50` stays `2.50`), laid out pretty.
  return writeJSON(parseJSON(scored.result.toJSONLine()), { pretty: true, numbersAsWritten: true });
}

/**
 * `{"error": {"code", "message", "key"?}}`, pretty.
 * @param {{code: string, message: string, key?: string}} error
 */
export function prettyError(error) {
  /** @type {Array<[string, unknown]>} */
  const fields = [['code', error.code], ['message', error.message]];
  if (error.key !== undefined) fields.push(['key', error.key]);
  return writeJSON(new JSONObject([['error', new JSONObject(fields)]]), { pretty: true });
}
