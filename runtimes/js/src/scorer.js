/**
 * Scores answers against one bundle: validation with stable error codes, then exact
 * integer totals and the outcome — the Swift runtime's `Scorer`, result for result.
 * @module
 */

import { answerError, rawFromJSON, rawFromNative, rawFromTyped } from './answers.js';
import { FastTables } from './fast.js';
import { JSONParseFailure, parseJSON } from './json-parser.js';
import { JSONObject } from './json-value.js';
import { quoteString } from './json-writer.js';
import { ScoringPlan } from './plan.js';
import { ScoreResult } from './result.js';
import { toBytes } from './utf8.js';
import { Visibility } from './visibility.js';

const encoder = new TextEncoder();

/**
 * `{ok: true, result}` or `{ok: false, error}`.
 * @typedef {{ok: true, result: ScoreResult} | {ok: false, error: import('./answers.js').AnswerError}} Scored
 */

/**
 * `{ok: true, result}` or `{ok: false, error}`: which questions to show, or why the answers were rejected.
 * @typedef {{ok: true, result: Visibility} | {ok: false, error: import('./answers.js').AnswerError}} Visible
 */

/**
 * Answers as (wire key, raw answer) pairs, in the order given.
 * @typedef {Array<[string, import('./answers.js').RawAnswer]>} RawAnswers
 */

/** @typedef {import('./answers.js').AnswerError} AnswerError */

/**
 * Scores answers against one bundle. Build one per bundle and reuse it.
 */
export class Scorer {
  /** @param {import('./bundle.js').Bundle} bundle */
  constructor(bundle) {
    /** The bundle scored against. */
    this.bundle = bundle;
    /** @private */
    this.plan = new ScoringPlan(bundle);
    /** @private */
    this.fast = new FastTables(this.plan);
    /** @private scratch for encoding strings */
    this.scratch = new Uint8Array(1024);
  }

  /**
   * Scores the text of a JSON answers object `{"wire key": answer, …}`.
   * @param {string | Uint8Array | ArrayBuffer | ArrayBufferView} text a string (encoded as UTF-8) or UTF-8 bytes
   * @returns {Scored}
   */
  scoreJSON(text) {
    let bytes;
    if (typeof text === 'string') {
      // Plain, valid answers (nearly all) are scored while the string is read.
      if (this.fast.scanText(text)) return { ok: true, result: this.fastResult() };
      bytes = this.encode(text);
    } else {
      bytes = toBytes(text);
      if (this.fast.scan(bytes, 0, bytes.length)) return { ok: true, result: this.fastResult() };
    }
    return this.finish(this.totals(rawAnswersOfText(bytes)));
  }

  /**
   * Scores an answers object already parsed by this library's `parseJSON`.
   * @param {unknown} value
   * @returns {Scored}
   */
  scoreParsed(value) {
    return this.finish(this.totals(rawAnswersOfParsed(value)));
  }

  /**
   * Scores answers given as JavaScript values, keyed by wire key: a plain object or a Map.
   * A number is read exactly from `String(x)`; `null` or `undefined` leaves a question unanswered.
   * @param {Record<string, unknown> | Map<string, unknown>} answers
   * @returns {Scored}
   */
  score(answers) {
    return this.finish(this.plan.totals(rawAnswersOfNative(answers)));
  }

  /**
   * Scores a bundle example's typed answers.
   * @param {Array<[string, import('./answers.js').TypedAnswer]>} answers
   * @returns {Scored}
   */
  scoreTyped(answers) {
    return this.finish(this.plan.totals(answers.map(([key, answer]) => [key, rawFromTyped(answer)])));
  }

  /**
   * Which questions to show for the answers so far, given as the text of a JSON answers
   * object (as `scoreJSON` takes): `visible`, the ids of the shown questions in source
   * order, and `discard`, the ids of answered questions that are not shown (drop their
   * answers before scoring). The answers are checked one by one as `scoreJSON` checks them
   * (the same error for the same answer); they may leave out any question.
   * @param {string | Uint8Array | ArrayBuffer | ArrayBufferView} text a string (encoded as UTF-8) or UTF-8 bytes
   * @returns {Visible}
   */
  visibilityJSON(text) {
    const bytes = typeof text === 'string' ? this.encode(text) : toBytes(text);
    return this.visible(this.visibleQuestions(rawAnswersOfText(bytes)));
  }

  /**
   * `visibilityJSON` for an answers object already parsed by this library's `parseJSON`.
   * @param {unknown} value
   * @returns {Visible}
   */
  visibilityParsed(value) {
    return this.visible(this.visibleQuestions(rawAnswersOfParsed(value)));
  }

  /**
   * `visibilityJSON` for answers given as JavaScript values, keyed by wire key, as `score` takes them.
   * @param {Record<string, unknown> | Map<string, unknown>} answers
   * @returns {Visible}
   */
  visibility(answers) {
    return this.visible(this.plan.visibleQuestions(rawAnswersOfNative(answers)));
  }

  /**
   * @private
   * @param {RawAnswers | AnswerError} answers
   * @returns {number[] | AnswerError}
   */
  totals(answers) {
    return Array.isArray(answers) ? this.plan.totals(answers) : answers;
  }

  /**
   * @private
   * @param {RawAnswers | AnswerError} answers
   * @returns {{visible: string[], discard: string[]} | AnswerError}
   */
  visibleQuestions(answers) {
    return Array.isArray(answers) ? this.plan.visibleQuestions(answers) : answers;
  }

  /**
   * @private
   * @param {{visible: string[], discard: string[]} | import('./answers.js').AnswerError} found
   * @returns {Visible}
   */
  visible(found) {
    if (!('visible' in found)) return { ok: false, error: found };
    return { ok: true, result: new Visibility(this.bundle.quiz, this.bundle.version, found.visible, found.discard) };
  }

  /**
   * The fast path alone: the result for plain, valid answers text, else `null` (the text
   * then needs `scoreJSON`).
   * @param {Uint8Array} bytes
   * @param {number} [start]
   * @param {number} [end]
   * @returns {ScoreResult | null}
   */
  fastScore(bytes, start = 0, end = bytes.length) {
    return this.fast.scan(bytes, start, end) ? this.fastResult() : null;
  }

  /**
   * The fast path's result line for `bytes[start, end)`, or `null` when the general path must decide.
   * @param {Uint8Array} bytes
   * @param {number} start
   * @param {number} end
   * @returns {string | null}
   */
  fastLine(bytes, start, end) {
    return this.fast.scan(bytes, start, end) ? this.scannedLine() : null;
  }

  /**
   * The fast path's result line for `text[start, end)` (where `text[end]`, when there is
   * one, is a line end), or `null` when the general path must decide.
   * @param {string} text
   * @param {number} start
   * @param {number} end
   * @returns {string | null}
   */
  fastTextLine(text, start, end) {
    return this.fast.scanText(text, start, end) ? this.scannedLine() : null;
  }

  /**
   * @private
   * The result line of the answers the fast path has just scanned.
   * @returns {string}
   */
  scannedLine() {
    const totals = this.fast.totals;
    const outcome = this.plan.decide(totals, this.fast.state);
    return this.plan.layout.line(outcome, this.plan.secondary, totals, this.plan.values);
  }

  /** @private */
  fastResult() {
    const scanned = this.fast.totals;
    const totals = new Array(scanned.length);
    for (let i = 0; i < scanned.length; i++) totals[i] = scanned[i];
    const outcome = this.plan.decide(totals, this.fast.state);
    return new ScoreResult(this.plan.layout, this.bundle, outcome, this.plan.secondary, totals, this.plan.values);
  }

  /**
   * @private
   * @param {number[] | import('./answers.js').AnswerError} totals
   * @returns {Scored}
   */
  finish(totals) {
    if (!Array.isArray(totals)) return { ok: false, error: totals };
    const outcome = this.plan.decide(totals, this.plan.answered);
    return { ok: true, result: new ScoreResult(this.plan.layout, this.bundle, outcome, this.plan.secondary, totals, this.plan.values) };
  }

  /**
   * The UTF-8 of `text` (a view of a scratch buffer for short texts).
   * @private
   * @param {string} text
   */
  encode(text) {
    if (text.length > 4096) return encoder.encode(text);
    if (this.scratch.length < 3 * text.length) this.scratch = new Uint8Array(3 * text.length + 64);
    const { written } = encoder.encodeInto(text, this.scratch);
    return this.scratch.subarray(0, written);
  }
}

/**
 * The answers of the text of a JSON answers object, or why it is not one: `invalid-json`
 * (the text does not parse) or `wrong-type` (it is not an object).
 * @param {Uint8Array} bytes
 * @returns {RawAnswers | AnswerError}
 */
function rawAnswersOfText(bytes) {
  let value;
  try {
    value = parseJSON(bytes);
  } catch (error) {
    if (!(error instanceof JSONParseFailure)) throw error;
    return answerError('invalid-json', `the answers are not valid JSON: ${error.description}`);
  }
  return rawAnswersOfParsed(value);
}

/**
 * The answers of a value parsed by `parseJSON`, or `wrong-type` when it is not an object.
 * @param {unknown} value
 * @returns {RawAnswers | AnswerError}
 */
function rawAnswersOfParsed(value) {
  if (!(value instanceof JSONObject)) {
    return answerError('wrong-type', 'the answers must be a JSON object {"wire key": answer}');
  }
  return value.members.map(([key, answer]) => [key, rawFromJSON(answer)]);
}

/**
 * The answers of JavaScript values keyed by wire key: a plain object or a Map.
 * @param {Record<string, unknown> | Map<string, unknown>} answers
 * @returns {RawAnswers}
 */
function rawAnswersOfNative(answers) {
  const entries = answers instanceof Map ? [...answers] : Object.entries(answers);
  return entries.map(([key, answer]) => [key, rawFromNative(answer)]);
}

/**
 * The compact JSON line of a scoring outcome (no line end): the result
 * `{"quiz","version","outcome"?,"secondary"?,"scores","axes"?,"derived"?,"results"?}` or `{"error":{"code","message","key"?}}`,
 * byte for byte what `quizc score` prints for JSON Lines; for a visibility outcome,
 * `{"quiz","version","visible","discard"}` or the error, what `quizc visible` prints.
 * @param {Scored | Visible | ScoreResult | Visibility | import('./answers.js').AnswerError} outcome
 * @returns {string}
 */
export function resultLine(outcome) {
  if (outcome instanceof ScoreResult || outcome instanceof Visibility) return outcome.toJSONLine();
  if ('ok' in outcome) return outcome.ok ? outcome.result.toJSONLine() : errorLine(outcome.error);
  return errorLine(outcome);
}

/**
 * `{"error":{"code","message","key"?}}`.
 * @param {{code: string, message: string, key?: string}} error
 */
export function errorLine(error) {
  let out = `{"error":{"code":${quoteString(error.code)},"message":${quoteString(error.message)}`;
  if (error.key !== undefined) out += `,"key":${quoteString(error.key)}`;
  return out + '}}';
}
