/**
 * What the preview keeps in the browser's storage: each quiz's saved session token, keyed
 * by quiz id and bundle hash (so a rebuilt quiz finds the token of its earlier bundle and
 * says how resuming it went), and the history of finished sessions, one history record
 * (canonical JSON, one line) each, the most recent first. The storage is injected (the
 * page passes `localStorage`; a failing one is treated as empty). DOM-free.
 * @module
 */

import { parseJSON } from '../../../runtimes/js/src/json-parser.js';
import { JSONNumber, JSONObject } from '../../../runtimes/js/src/json-value.js';
import { clockText } from './timers.js';

/** The prefix of every key the preview writes. */
export const STORE_PREFIX = 'quizc-preview/';
/** The most history records kept; older ones are dropped. */
export const HISTORY_LIMIT = 100;
const HISTORY_KEY = `${STORE_PREFIX}history`;

/**
 * @typedef {{getItem(key: string): string | null, setItem(key: string, value: string): void,
 *   removeItem(key: string): void, key(index: number): string | null, readonly length: number}} KeyValueStorage
 */

/**
 * The key of a quiz's token saved on one bundle.
 * @param {string} quiz
 * @param {string} hash
 */
export function tokenKey(quiz, hash) {
  return `${STORE_PREFIX}session/${encodeURIComponent(quiz)}/${hash}`;
}

/**
 * One row of the history list.
 * @typedef {{quiz: string, result: string, finishedAt: number, date: string, duration: string}} HistoryRow
 */

export class SessionStore {
  /** @param {KeyValueStorage | null} storage */
  constructor(storage) {
    /** @private */
    this.storage = storage;
  }

  /**
   * The token saved for a quiz: on this bundle if there is one, else on another bundle of
   * the quiz (the one found first).
   * @param {string} quiz
   * @param {string} hash
   * @returns {{token: string, hash: string} | null}
   */
  savedToken(quiz, hash) {
    const here = this.read(tokenKey(quiz, hash));
    if (here !== null) return { token: here, hash };
    const prefix = tokenKey(quiz, '');
    for (const key of this.keys()) {
      const token = key.startsWith(prefix) ? this.read(key) : null;
      if (token !== null) return { token, hash: key.slice(prefix.length) };
    }
    return null;
  }

  /**
   * Saves a quiz's token on its bundle (replacing the tokens saved on the quiz's other bundles).
   * @param {string} quiz
   * @param {string} hash
   * @param {string} token
   */
  saveToken(quiz, hash, token) {
    this.dropTokens(quiz);
    this.write(tokenKey(quiz, hash), token);
  }

  /**
   * Forgets every token saved for a quiz.
   * @param {string} quiz
   */
  dropTokens(quiz) {
    const prefix = tokenKey(quiz, '');
    for (const key of this.keys()) if (key.startsWith(prefix)) this.remove(key);
  }

  /**
   * Adds a finished session's history record.
   * @param {string} record canonical JSON, one line
   */
  appendHistory(record) {
    this.write(HISTORY_KEY, [record, ...this.history()].slice(0, HISTORY_LIMIT).join('\n'));
  }

  /** The history records, the most recent first. */
  history() {
    const text = this.read(HISTORY_KEY);
    return text === null ? [] : text.split('\n').filter((line) => line !== '');
  }

  clearHistory() {
    this.remove(HISTORY_KEY);
  }

  /** @private */
  keys() {
    if (this.storage === null) return [];
    try {
      return Array.from({ length: this.storage.length }, (_, index) => this.storage?.key(index) ?? '');
    } catch {
      return [];
    }
  }

  /**
   * @private
   * @param {string} key
   */
  read(key) {
    try {
      return this.storage === null ? null : this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  /**
   * @private
   * @param {string} key
   * @param {string} value
   */
  write(key, value) {
    try {
      this.storage?.setItem(key, value);
    } catch {
      // A full or refused storage: the preview goes on without keeping it.
    }
  }

  /**
   * @private
   * @param {string} key
   */
  remove(key) {
    try {
      this.storage?.removeItem(key);
    } catch {
      // As `write`.
    }
  }
}

/**
 * A history record as a row of the list: quiz, result (the outcome, with the secondary;
 * the error code of a rejected result; `—` without either), the finish as a UTC date and
 * the duration as `m:ss`. `null` for a line that is no history record.
 * @param {string} line
 * @returns {HistoryRow | null}
 */
export function historyRow(line) {
  let record;
  try {
    record = parseJSON(line);
  } catch {
    return null;
  }
  if (!(record instanceof JSONObject)) return null;
  const quiz = record.get('quiz');
  const finished = record.get('finished_at');
  const duration = record.get('duration_ms');
  const result = record.get('result');
  if (typeof quiz !== 'string' || !(finished instanceof JSONNumber) || !(duration instanceof JSONNumber)) return null;
  const finishedAt = Number(finished.literal);
  const date = new Date(finishedAt);
  return {
    quiz, result: result instanceof JSONObject ? resultText(result) : '—', finishedAt,
    date: Number.isNaN(date.getTime()) ? '—' : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    duration: clockText(Number(duration.literal) / 1000),
  };
}

/**
 * The history's rows, the most recent first (records that cannot be read are left out).
 * @param {string[]} lines
 * @returns {HistoryRow[]}
 */
export function historyRows(lines) {
  return lines.flatMap((line) => {
    const row = historyRow(line);
    return row === null ? [] : [row];
  }).sort((a, b) => b.finishedAt - a.finishedAt);
}

/** @param {JSONObject} result */
function resultText(result) {
  const outcome = result.get('outcome');
  const secondary = result.get('secondary');
  const error = result.get('error');
  if (typeof outcome === 'string') return typeof secondary === 'string' ? `${outcome} (${secondary})` : outcome;
  if (error instanceof JSONObject && typeof error.get('code') === 'string') return String(error.get('code'));
  return '—';
}
