/**
 * `quiz-runtime score`, `visible`, `order` and `session` on Node: reads files
 * and standard input in blocks, writes standard output in blocks, and follows `quizc`'s rules
 * for the input's shape, line ends, blank and over-long lines, messages and exit statuses.
 */

import fs from 'node:fs';
import {
  AnswersShape, BundleError, LineScorer, LineSplitter, loadBundle, prettyError, prettyOutcome,
  presentationOrderJSON, Scorer, writeJSON,
} from '../src/index.js';
import { parseArguments, PROGRAM, UsageError, VERSION } from './arguments.js';
import { checkToken, replay } from './session-cli.js';

const READ_SIZE = 1 << 20;
const FLUSH_SIZE = 1 << 16;

/** Exit statuses. */
export const EXIT_REJECTED = 1, EXIT_UNREADABLE = 2, EXIT_USAGE = 64;

/**
 * Runs the command line; returns the exit status.
 * @param {string[]} argv
 * @returns {number}
 */
export function main(argv) {
  let parsed;
  try {
    parsed = parseArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    fs.writeSync(2, error.text);
    return EXIT_USAGE;
  }
  const output = new Output();
  let status;
  try {
    if (parsed.command === 'help') {
      output.write(parsed.text);
      status = 0;
    } else if (parsed.command === 'version') {
      output.write(VERSION + '\n');
      status = 0;
    } else if (parsed.command === 'order') {
      status = order(parsed, output);
    } else if (parsed.command === 'replay') {
      status = replay(parsed, output);
    } else if (parsed.command === 'check') {
      status = checkToken(parsed, output);
    } else {
      status = score(parsed, output);
    }
    output.flush();
  } catch (error) {
    if (!(error instanceof OutputFailure)) throw error;
    status = EXIT_UNREADABLE;
  }
  if (output.failed) {
    warn('error: standard output cannot be written');
    return EXIT_UNREADABLE;
  }
  return status;
}

/** @param {string} text */
export function warn(text) {
  try {
    fs.writeSync(2, `${PROGRAM}: ${text}\n`);
  } catch {
    // Standard error is gone: nothing left to tell.
  }
}

/**
 * Reads and loads a bundle; `null` after reporting why it cannot be used.
 * @param {string} path
 * @returns {{bundle: import('../src/bundle.js').Bundle} | {status: number}}
 */
export function readBundle(path) {
  let bytes;
  try {
    bytes = fs.readFileSync(path);
  } catch {
    warn(`error: ${path}: cannot be read`);
    return { status: EXIT_UNREADABLE };
  }
  try {
    return { bundle: loadBundle(bytes) };
  } catch (error) {
    if (!(error instanceof BundleError)) throw error;
    warn(`error: ${path}: not a usable bundle: ${error.description}`);
    return { status: EXIT_REJECTED };
  }
}

/**
 * @param {{bundle: string, seed: bigint}} options
 * @param {Output} output
 */
function order(options, output) {
  const loaded = readBundle(options.bundle);
  if (!('bundle' in loaded)) return loaded.status;
  output.write(writeJSON(presentationOrderJSON(loaded.bundle, options.seed), { pretty: true }));
  return 0;
}

/**
 * `score`, or `visible` (the same input handling; each answers object gets which questions to show).
 * @param {{command: 'score' | 'visible', bundle: string, answers: string, lines: boolean, document: boolean, maxLineBytes: number}} options
 * @param {Output} output
 */
function score(options, output) {
  const loaded = readBundle(options.bundle);
  if (!('bundle' in loaded)) return loaded.status;
  let descriptor = 0;
  if (options.answers !== '-') {
    try {
      descriptor = fs.openSync(options.answers, 'r');
    } catch {
      warn(`error: ${options.answers}: cannot be read`);
      return EXIT_UNREADABLE;
    }
  }
  const limit = options.maxLineBytes;
  const scorer = new Scorer(loaded.bundle);
  const lineScorer = new LineScorer(scorer, limit, options.command);
  const input = new Input(descriptor);
  let rejected = 0;

  // The input's first bytes, read to choose between a document and JSON Lines.
  /** @type {Uint8Array[]} */
  const prefix = [];
  let prefixLength = 0;
  let asDocument = options.document;
  if (!options.lines) {
    const shape = new AnswersShape();
    let verdict = 'undecided';
    for (;;) {
      // More than the limit cannot be one document: JSON Lines, or a document too long.
      if (prefixLength > limit) { verdict = 'lines'; break; }
      const chunk = input.read(1 << 16);
      if (chunk === null) break;
      if (chunk.length === 0) { verdict = shape.atEnd(); break; }
      prefix.push(chunk);
      prefixLength += chunk.length;
      if (!options.document) {
        verdict = shape.feed(chunk);
        if (verdict === 'lines') break;
      }
    }
    asDocument = options.document || verdict === 'document';
  }

  if (asDocument) {
    if (!input.failed) {
      if (prefixLength > limit) {
        output.write(prettyError({
          code: 'limit-exceeded',
          message: `the answers are more than ${limit} bytes, the limit for one answers object, so they were not read to the end; `
            + 'send a smaller answers object, or raise the limit with --max-line-bytes',
        }));
        rejected++;
      } else {
        const answers = concat(prefix, prefixLength);
        const scored = options.command === 'visible' ? scorer.visibilityJSON(answers) : scorer.scoreJSON(answers);
        output.write(prettyOutcome(scored));
        if (!scored.ok) rejected++;
      }
    }
  } else if (!input.failed) {
    const emit = (/** @type {string} */ line) => output.line(line);
    const splitter = new LineSplitter(limit,
      (bytes, start, end) => emit(lineScorer.line(bytes, start, end)),
      (length) => emit(lineScorer.overlong(length)),
      (bytes, start, end) => lineScorer.block(bytes, start, end, emit));
    for (const chunk of prefix) splitter.push(chunk);
    prefix.length = 0;
    for (;;) {
      const chunk = input.read(READ_SIZE);
      if (chunk === null) break;
      if (chunk.length === 0) {
        splitter.end();
        break;
      }
      splitter.push(chunk);
    }
    rejected += lineScorer.rejected;
  }
  output.flush();
  if (output.failed) return EXIT_UNREADABLE;
  if (input.failed) {
    warn(`error: ${options.answers === '-' ? 'standard input' : options.answers}: cannot be read`);
    return EXIT_UNREADABLE;
  }
  if (rejected > 0) {
    warn(`${rejected} answer set${rejected === 1 ? ' was' : 's were'} rejected`);
    return EXIT_REJECTED;
  }
  return 0;
}

/**
 * @param {Uint8Array[]} pieces
 * @param {number} length
 */
function concat(pieces, length) {
  if (pieces.length === 1) return pieces[0];
  const all = new Uint8Array(length);
  let at = 0;
  for (const piece of pieces) {
    all.set(piece, at);
    at += piece.length;
  }
  return all;
}

/** Sleeps a little (a non-blocking descriptor had nothing yet). */
function pause() {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
}

/** A file descriptor read in chunks; never read again after its end. */
class Input {
  /** @param {number} descriptor */
  constructor(descriptor) {
    this.descriptor = descriptor;
    this.ended = false;
    this.failed = false;
  }

  /**
   * Up to `size` bytes: an empty array at the end, `null` when reading failed.
   * @param {number} size
   * @returns {Uint8Array | null}
   */
  read(size) {
    if (this.failed) return null;
    if (this.ended) return new Uint8Array(0);
    const buffer = Buffer.allocUnsafe(size);
    for (;;) {
      try {
        const got = fs.readSync(this.descriptor, buffer, 0, size, null);
        if (got === 0) this.ended = true;
        return buffer.subarray(0, got);
      } catch (error) {
        const code = /** @type {{code?: string}} */ (error).code;
        if (code === 'EAGAIN' || code === 'EINTR') { pause(); continue; }
        if (code === 'EOF') { this.ended = true; return new Uint8Array(0); }
        this.failed = true;
        return null;
      }
    }
  }
}

/** Thrown to stop when standard output cannot be written. */
class OutputFailure extends Error {}

/** Standard output, written in large blocks. */
export class Output {
  constructor() {
    /** @type {string[]} */
    this.pending = [];
    this.size = 0;
    this.failed = false;
  }

  /** @param {string} text */
  write(text) {
    this.pending.push(text);
    this.size += text.length;
    if (this.size >= FLUSH_SIZE) this.flush();
  }

  /**
   * One output line (the line end is added).
   * @param {string} text
   */
  line(text) {
    this.pending.push(text, '\n');
    this.size += text.length + 1;
    if (this.size >= FLUSH_SIZE) this.flush();
  }

  flush() {
    if (this.pending.length === 0 || this.failed) return;
    const bytes = Buffer.from(this.pending.join(''), 'utf8');
    this.pending = [];
    this.size = 0;
    let done = 0;
    while (done < bytes.length) {
      try {
        done += fs.writeSync(1, bytes, done, bytes.length - done);
      } catch (error) {
        const code = /** @type {{code?: string}} */ (error).code;
        if (code === 'EAGAIN' || code === 'EINTR') { pause(); continue; }
        this.failed = true;
        throw new OutputFailure();
      }
    }
  }
}
