/**
 * Resuming a token saved on an earlier release that the bundle's `migrations` lists
 * (docs/runtime.md, "Resuming on another version"): refused when it answers a question whose
 * answer would change meaning; otherwise its answers without what was removed (and without
 * those the new conditions hide), on the first page with a shown question without an answer.
 * @module
 */

import { lookupLocale } from './locales.js';
import { JSONNumber, JSONObject } from './json-value.js';
import { quoteString } from './json-writer.js';
import { presentationOrder } from './order.js';

/**
 * One answer dropped: `options` the options taken out of it, `null` when dropped whole.
 * @typedef {{key: string, options: string[] | null}} Dropped
 */

/**
 * How a session resumed from a token.
 * @typedef {{kind: 'resumed' | 'migrated', hash: string, version: string, dropped: Dropped[], needed: string[]}} ResumeOutcome
 */

/**
 * The outcome as JSON (the `resumed` event's `migration`).
 * @param {ResumeOutcome} outcome
 * @returns {JSONObject}
 */
export function outcomeJSON(outcome) {
  return new JSONObject([
    ['outcome', outcome.kind], ['from', outcome.hash], ['version', outcome.version],
    ['dropped', outcome.dropped.map((drop) => new JSONObject([['key', drop.key], ['options', drop.options]]))],
    ['needed', outcome.needed],
  ]);
}

/**
 * @param {unknown} value
 * @param {string[]} removed
 */
function isRemoved(value, removed) {
  if (typeof value === 'string') return removed.includes(value);
  if (value instanceof JSONNumber) return removed.includes(value.literal);
  return false;
}

/**
 * The answers without removed questions and options: an answer left with no option, or whose
 * only option was removed, is dropped whole.
 * @param {Array<[string, unknown]>} answers
 * @param {import('./migration-decoding.js').Migration} migration
 * @returns {{kept: Array<[string, unknown]>, dropped: Dropped[]}}
 */
function dropping(answers, migration) {
  /** @type {Array<[string, unknown]>} */
  const kept = [];
  /** @type {Dropped[]} */
  const dropped = [];
  for (const [key, answer] of answers) {
    if (migration.droppedQuestions.includes(key)) {
      dropped.push({ key, options: null });
      continue;
    }
    const removed = migration.droppedOptions.find((entry) => entry.key === key)?.options ?? [];
    if (Array.isArray(answer) && answer.some((item) => isRemoved(item, removed))) {
      const left = answer.filter((item) => !isRemoved(item, removed));
      const taken = answer.filter((item) => isRemoved(item, removed)).map((item) => (typeof item === 'string' ? item : ''));
      if (left.length === 0) {
        dropped.push({ key, options: null });
      } else {
        dropped.push({ key, options: taken });
        kept.push([key, left]);
      }
    } else if (isRemoved(answer, removed)) {
      dropped.push({ key, options: null });
    } else {
      kept.push([key, answer]);
    }
  }
  return { kept, dropped };
}

/**
 * The rule of what a migration drops from a token's answers, called through this object so
 * that the mutation tests (test/suite-catches-broken-rules.test.js) can break it.
 */
export const MigrationRules = { dropping };

/**
 * Drops, whole, the answers the new bundle refuses after a partial drop (too few choices left)
 * and those its conditions now hide, until none is left.
 * @param {import('./scorer.js').Scorer} scorer
 * @param {Array<[string, unknown]>} kept
 * @param {Dropped[]} dropped
 * @returns {Array<[string, unknown]>}
 */
function dropHidden(scorer, kept, dropped) {
  for (let round = 0; round <= kept.length; round++) {
    const seen = scorer.visibilityParsed(new JSONObject(kept));
    if (!seen.ok) {
      const drop = dropped.find((each) => each.key === seen.error.key);
      if (drop === undefined) return kept;
      drop.options = null;
      kept = kept.filter(([key]) => key !== drop.key);
      continue;
    }
    const hidden = new Set(seen.result.discard);
    const keys = scorer.bundle.questions.filter((question) => hidden.has(question.id)).map((question) => question.key);
    if (keys.length === 0) return kept;
    for (const key of keys) {
      if (!kept.some(([each]) => each === key)) continue;
      kept = kept.filter(([each]) => each !== key);
      dropped.push({ key, options: null });
    }
  }
  return kept;
}

/**
 * The state of a migrated token, or the refusal of an answer whose meaning changed.
 * @param {import('./scorer.js').Scorer} scorer
 * @param {JSONObject} root the token, its members of the right types
 * @param {bigint} seed
 * @param {import('./migration-decoding.js').Migration} migration
 * @param {(code: string, message: string, key?: string) => {ok: false, error: {code: string, message: string, key?: string}}} refuse
 */
export function readMigrated(scorer, root, seed, migration, refuse) {
  const bundle = scorer.bundle;
  const answers = /** @type {JSONObject} */ (root.get('answers')).members;
  for (const [key] of answers) {
    const refusal = migration.refusals.find((each) => each.key === key);
    if (refusal !== undefined) {
      return refuse('token-answer-changed-meaning', `the token answers ${quoteString(key)}, whose answer changes meaning since version ${migration.version}: ${refusal.reason}; start a new session`, key);
    }
  }
  const first = MigrationRules.dropping(answers, migration);
  const dropped = first.dropped;
  const kept = dropHidden(scorer, first.kept, dropped);
  const order = presentationOrder(bundle, seed);
  const presented = new Set(order.map((each) => bundle.questions[each.question].key));
  return { ok: /** @type {const} */ (true), kept, dropped, order, presented, locale: lookupLocale(bundle, [/** @type {string} */ (root.get('locale'))]) };
}

/**
 * The needed questions and the outcome of a migrated session whose answers are in place.
 * @param {import('./session.js').Session} session
 * @param {import('./migration-decoding.js').Migration} migration
 * @param {Dropped[]} dropped
 * @returns {ResumeOutcome}
 */
export function migratedOutcome(session, migration, dropped) {
  const candidates = new Set([...migration.neededQuestions, ...dropped.filter((drop) => drop.options === null).map((drop) => drop.key)]);
  const needed = session.pages.flatMap((_, page) => session.shownOn(page))
    .map((presented) => session.scorer.bundle.questions[presented.question])
    .filter((question) => question.required && candidates.has(question.key) && !session.answers.has(question.key))
    .map((question) => question.key);
  const kind = dropped.length > 0 || needed.length > 0 ? 'migrated' : 'resumed';
  return { kind, hash: migration.hash, version: migration.version, dropped, needed };
}
