/**
 * Session events (docs/runtime.md, "Sessions"): a fixed vocabulary, each event with its
 * sequence number, the session's elapsed milliseconds, the bundle's hash, and the wire key
 * or page it concerns; written as canonical JSON, the same bytes in every runtime.
 * @module
 */

import { JSONObject } from './json-value.js';
import { canonicalJSON } from './json-writer.js';

/** The event names, in the order docs/runtime.md lists them. */
export const SESSION_EVENTS = Object.freeze([
  'session_started', 'question_shown', 'answered', 'answer_changed', 'question_timed_out',
  'page_changed', 'saved', 'resumed', 'finished', 'abandoned',
]);

/**
 * One event: `event`, `seq`, `elapsed_ms`, `hash`, and `key`, `page`, `seed` or `locale` when it
 * has one; `migration` on `resumed` after a token from another release (the resume outcome).
 * @typedef {{event: string, seq: number, elapsed_ms: number, hash: string, key?: string, page?: number, seed?: string, locale?: string, migration?: JSONObject}} SessionEvent
 */

/**
 * The event's canonical JSON text (members sorted, no line end).
 * @param {SessionEvent} event
 */
export function eventLine(event) {
  return canonicalJSON(new JSONObject(Object.entries(event)));
}
