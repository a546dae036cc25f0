/**
 * A respondent's session (docs/runtime.md, "Sessions"): the quiz page by page in the
 * bundle's presentation order for a seed, only the questions the answers so far show, with
 * answer, back, next, finish and abandon; time on an injected clock, page time limits, and
 * events. Its result is `Scorer.score` on its final answers.
 * @module
 */

import { lookupLocale } from './locales.js';
import { presentationOrder, parseSeed } from './order.js';
import { answerAsJSON, answersObject } from './session-answers.js';
import { sessionProgress } from './session-progress.js';
import { readToken, writeToken } from './session-token.js';
import { migratedOutcome, outcomeJSON } from './session-migration.js';
import { JSONObject } from './json-value.js';
import { canonicalJSON, quoteString } from './json-writer.js';
import { parseJSON } from './json-parser.js';

/**
 * A session's refusal: a stable `code`, a `message`, and the wire `key` when one question is concerned.
 * @typedef {{code: string, message: string, key?: string}} SessionError
 */

/**
 * `{ok: true}` or `{ok: false, error}`.
 * @typedef {{ok: true} | {ok: false, error: SessionError}} SessionStep
 */

/**
 * @param {string} code
 * @param {string} message
 * @param {string} [key]
 * @returns {{ok: false, error: SessionError}}
 */
export function refuse(code, message, key) {
  return { ok: false, error: key === undefined ? { code, message } : { code, message, key } };
}

/** The history record's format. */
export const HISTORY_FORMAT = 'quiz-history/1';

/** @type {{ok: true}} */
const DONE = { ok: true };
/** The refusal of every action once the session has ended. */
function ended() {
  return refuse('session-ended', 'the session has ended; start a new one');
}

/**
 * What a session is at one moment: all a token holds, read back by `resumeSession`.
 * @typedef {{seed: bigint, locale: string, page: number, answers: Map<string, unknown>, seq: number,
 *   elapsedMs: number, questionMs: Map<string, number>, remainingMs: number | null, shown: string[], startedAt: number}} SessionState
 */

/** One respondent taking one quiz. Start it with `startSession`, or `resumeSession` from a token. */
export class Session {
  /**
   * @param {import('./scorer.js').Scorer} scorer
   * @param {SessionState} state
   * @param {() => number} clock
   * @param {import('./order.js').PresentedQuestion[]} [order] the presentation order for the
   *   state's seed, when the token's reader already computed it
   */
  constructor(scorer, state, clock, order = presentationOrder(scorer.bundle, state.seed)) {
    /** The scorer of the session's bundle. */
    this.scorer = scorer;
    /** The bundle's hash, in every event. */
    this.hash = scorer.bundle.hash ?? '';
    /** The seed of the presentation order. */
    this.seed = state.seed;
    /** The locale shown: a tag of the bundle, as the bundle spells it. */
    this.locale = state.locale;
    /** @private */
    this.clock = clock;
    /** @private the clock's last reading */
    this.last = clock();
    /** The clock's reading when the session started (kept across resumes). */
    this.startedAt = state.startedAt;
    const size = scorer.bundle.presentation.pageSize;
    /** The pages: the presentation order cut into `page_size` questions. */
    this.pages = Array.from({ length: Math.ceil(order.length / size) }, (_, page) => order.slice(page * size, (page + 1) * size));
    /** The current page's index. */
    this.page = state.page;
    /** @type {Map<string, unknown>} the answers so far, by wire key, as JSON values (only shown questions) */
    this.answers = state.answers;
    /** The next event's sequence number. */
    this.seq = state.seq;
    /** Milliseconds the session has been open, summed over the clock's advances. */
    this.elapsedMs = state.elapsedMs;
    /** @type {Map<string, number>} per wire key, milliseconds its page was open while it was shown */
    this.questionMs = state.questionMs;
    /** @type {number | null} milliseconds left on the current page's time limit; `null` without one */
    this.remainingMs = state.remainingMs;
    /** @private @type {Set<string>} the wire keys announced by question_shown on this visit of the page */
    this.shown = new Set(state.shown);
    /** @type {import('./session-events.js').SessionEvent[]} the events, in order */
    this.events = [];
    /** @type {import('./result.js').ScoreResult | null} the result, once finished */
    this.result = null;
    /** Whether the session has finished or been abandoned. */
    this.ended = false;
    /** @type {number | null} the clock's reading at the finish */
    this.finishedAt = null;
    /** @type {import('./session-migration.js').ResumeOutcome | null} how the session resumed from a token; `null` for one begun here */
    this.resumeOutcome = null;
  }

  /**
   * The questions of page `page` that the answers so far show, in presentation order.
   * @param {number} page
   * @returns {import('./order.js').PresentedQuestion[]}
   */
  shownOn(page) {
    const seen = this.scorer.visibilityParsed(answersObject(this.answers));
    const visible = new Set(seen.ok ? seen.result.visible : []);
    return (this.pages[page] ?? []).filter((presented) => visible.has(presented.id));
  }

  /** The current page's shown questions, in presentation order (options in their order). */
  questions() {
    return this.ended ? [] : this.shownOn(this.page);
  }

  /**
   * Answers (or changes the answer to) a question shown on the current page; `null` clears
   * it (skips it). Answers that the new answer hides are dropped, as `discard` says.
   * @param {string} key the question's wire key
   * @param {unknown} answer as `Scorer.score` takes it, or a JSON value
   * @returns {SessionStep}
   */
  answer(key, answer) {
    this.tick();
    if (this.ended) return ended();
    const presented = this.questions().find((shown) => this.question(shown).key === key);
    if (presented === undefined) return refuse('not-on-page', `no question keyed ${quoteString(key)} is shown on this page`, key);
    const trial = new Map(this.answers);
    const had = trial.has(key);
    if (!had && (answer === null || answer === undefined)) return DONE;
    if (answer === null || answer === undefined) trial.delete(key);
    else trial.set(key, answerAsJSON(answer));
    const seen = this.scorer.visibilityParsed(answersObject(trial));
    if (!seen.ok) return { ok: false, error: seen.error };
    const byID = new Map(this.scorer.bundle.questions.map((question) => [question.id, question.key]));
    for (const id of seen.result.discard) trial.delete(/** @type {string} */ (byID.get(id)));
    this.answers = trial;
    this.emit(had ? 'answer_changed' : 'answered', { key });
    this.announce();
    return DONE;
  }

  /**
   * Moves to the next page that shows a question; refused while a required question shown
   * on this page has no answer, and on the last page.
   * @returns {SessionStep}
   */
  next() {
    this.tick();
    if (this.ended) return ended();
    const missing = this.firstMissing([this.page]);
    if (missing !== null) return missing;
    const next = this.nextPage(this.page);
    if (next === null) return refuse('last-page', 'this is the last page; finish the session');
    this.enter(next);
    return DONE;
  }

  /**
   * Moves to the previous page that shows a question; refused on the first, and in a quiz
   * with a time limit (a page's time runs once).
   * @returns {SessionStep}
   */
  back() {
    this.tick();
    if (this.ended) return ended();
    if (this.remainingMs !== null) return refuse('timed-no-back', 'the quiz has a time limit; pages cannot be revisited');
    for (let page = this.page - 1; page >= 0; page--) {
      if (this.shownOn(page).length > 0) {
        this.enter(page);
        return DONE;
      }
    }
    return refuse('first-page', 'this is the first page; there is no page before it');
  }

  /**
   * Finishes on the last page: every shown required question must have an answer (the first
   * without one, in presentation order, is reported). The result is `Scorer.score` on the
   * final answers.
   * @returns {SessionStep}
   */
  finish() {
    this.tick();
    if (this.ended) return ended();
    if (this.nextPage(this.page) !== null) return refuse('pages-left', 'pages with questions remain; go on with next');
    const missing = this.firstMissing(this.pages.map((_, page) => page));
    return missing ?? this.score();
  }

  /**
   * Ends the session without a result.
   * @returns {SessionStep}
   */
  abandon() {
    this.tick();
    if (this.ended) return ended();
    this.ended = true;
    this.emit('abandoned', {});
    return DONE;
  }

  /**
   * Saves the session: `saved`, then the token (canonical JSON; signed with HMAC-SHA256 when
   * `key` is given) that `resumeSession` continues from.
   * @param {{key?: Uint8Array | string}} [options]
   * @returns {{ok: true, token: string} | {ok: false, error: SessionError}}
   */
  save(options = {}) {
    this.tick();
    if (this.ended) return ended();
    this.emit('saved', {});
    return { ok: true, token: writeToken({ quiz: this.scorer.bundle.quiz, version: this.scorer.bundle.version, hash: this.hash }, this.state(), options.key) };
  }

  /**
   * The history record of a finished session (canonical JSON), or `null` before the finish.
   * @returns {string | null}
   */
  history() {
    if (this.result === null || this.finishedAt === null) return null;
    const bundle = this.scorer.bundle;
    return canonicalJSON(new JSONObject([
      ['format', HISTORY_FORMAT], ['quiz', bundle.quiz], ['version', bundle.version], ['hash', this.hash],
      ['locale', this.locale], ['seed', this.seed.toString()], ['result', parseJSON(this.result.toJSONLine())],
      ['started_at', this.startedAt], ['finished_at', this.finishedAt], ['duration_ms', this.elapsedMs],
      ['question_ms', new JSONObject([...this.questionMs])], ['answers', new JSONObject([...this.answers])],
    ]));
  }

  /**
   * The state a token holds; `seq` is the last event's.
   * @private
   * @returns {SessionState}
   */
  state() {
    return {
      seed: this.seed, locale: this.locale, page: this.page, answers: this.answers, seq: this.seq - 1,
      elapsedMs: this.elapsedMs, questionMs: this.questionMs, remainingMs: this.remainingMs,
      shown: this.shownOn(this.page).map((presented) => this.question(presented).key).filter((key) => this.shown.has(key)),
      startedAt: this.startedAt,
    };
  }

  /**
   * Reads the clock: the time since the last reading counts for the session and for the
   * questions shown on the current page; a page whose time limit runs out leaves its open
   * questions unanswered (`question_timed_out`) and moves on, or finishes on the last page.
   * Every action ticks first.
   */
  tick() {
    const now = this.clock();
    let delta = Math.max(0, now - this.last);
    this.last = now;
    while (!this.ended && delta > 0) {
      const remaining = this.remainingMs;
      const spent = remaining !== null && remaining <= delta ? remaining : delta;
      this.charge(spent);
      delta -= spent;
      if (remaining !== null) this.remainingMs = remaining - spent;
      if (this.remainingMs === 0) this.timeOut();
    }
  }

  /**
   * The answered count and the least and most questions still to come.
   * @returns {import('./session-progress.js').Progress}
   */
  progress() {
    const open = this.ended ? [] : this.pages.slice(this.page).flat().map((presented) => this.question(presented))
      .filter((question) => !this.answers.has(question.key));
    return sessionProgress(this.scorer, this.answers, open);
  }

  /**
   * Begins the session on its first page (`startSession` calls it once).
   * @package
   */
  begin() {
    this.emit('session_started', { seed: this.seed.toString(), locale: this.locale });
    const first = this.shownOn(0).length > 0 ? 0 : this.nextPage(0) ?? 0;
    this.page = first;
    this.remainingMs = this.pageLimit();
    this.announce();
  }

  /**
   * After a migrated token's state: the first page with a shown question without an answer
   * (else the last page that shows one), its timer, the outcome, `resumed` carrying it, and
   * the page's questions announced.
   * @package
   * @param {import('./migration-decoding.js').Migration} migration
   * @param {import('./session-migration.js').Dropped[]} dropped
   */
  continueMigrated(migration, dropped) {
    const pages = this.pages.map((_, page) => page);
    const open = pages.find((page) => this.shownOn(page).some((presented) => !this.answers.has(this.question(presented).key)));
    this.page = open ?? pages.filter((page) => this.shownOn(page).length > 0).pop() ?? 0;
    this.remainingMs = this.pageLimit();
    this.resumeOutcome = migratedOutcome(this, migration, dropped);
    this.emit('resumed', { migration: outcomeJSON(this.resumeOutcome) });
    this.announce();
  }

  /**
   * Appends an event.
   * @package
   * @param {string} event
   * @param {{key?: string, page?: number, seed?: string, locale?: string, migration?: JSONObject}} details
   */
  emit(event, details) {
    this.events.push({ event, seq: this.seq++, elapsed_ms: this.elapsedMs, hash: this.hash, ...details });
  }

  /**
   * @private
   * @param {import('./order.js').PresentedQuestion} presented
   */
  question(presented) {
    return this.scorer.bundle.questions[presented.question];
  }

  /**
   * The current page's time limit in milliseconds: its shown questions × `time_limit`; `null` without one.
   * @private
   */
  pageLimit() {
    const limit = this.scorer.bundle.presentation.timeLimit;
    return limit === null ? null : this.shownOn(this.page).length * limit * 1000;
  }

  /**
   * Makes `page` current: `page_changed`, its clock, and its questions announced.
   * @private
   * @param {number} page
   */
  enter(page) {
    this.page = page;
    this.shown = new Set();
    this.emit('page_changed', { page });
    this.remainingMs = this.pageLimit();
    this.announce();
  }

  /**
   * `question_shown` for each question now shown on the page and not yet announced on this visit.
   * @private
   */
  announce() {
    const keys = this.shownOn(this.page).map((presented) => this.question(presented).key);
    const now = new Set(keys);
    for (const key of [...this.shown]) if (!now.has(key)) this.shown.delete(key);
    for (const key of keys) {
      if (this.shown.has(key)) continue;
      this.shown.add(key);
      this.emit('question_shown', { key });
    }
  }

  /**
   * Counts `ms` for the session and for each question shown on the current page.
   * @private
   * @param {number} ms
   */
  charge(ms) {
    this.elapsedMs += ms;
    for (const presented of this.shownOn(this.page)) {
      const key = this.question(presented).key;
      this.questionMs.set(key, (this.questionMs.get(key) ?? 0) + ms);
    }
  }

  /**
   * The page's time ran out: its open questions stay unanswered, the session moves on.
   * @private
   */
  timeOut() {
    for (const presented of this.shownOn(this.page)) {
      const key = this.question(presented).key;
      if (!this.answers.has(key)) this.emit('question_timed_out', { key });
    }
    const next = this.nextPage(this.page);
    if (next !== null) this.enter(next);
    else if (!this.score().ok) {
      // A required question left open (a bundle from before `timed-required`): no result.
      this.ended = true;
      this.emit('abandoned', {});
    }
  }

  /**
   * Scores the final answers and ends the session with `finished`.
   * @private
   * @returns {SessionStep}
   */
  score() {
    const scored = this.scorer.scoreParsed(answersObject(this.answers));
    if (!scored.ok) return { ok: false, error: scored.error };
    this.result = scored.result;
    this.ended = true;
    this.finishedAt = this.last;
    this.emit('finished', {});
    return DONE;
  }

  /**
   * The first page after `page` that shows a question, or `null`.
   * @private
   * @param {number} page
   */
  nextPage(page) {
    for (let next = page + 1; next < this.pages.length; next++) if (this.shownOn(next).length > 0) return next;
    return null;
  }

  /**
   * A `missing-answer` refusal for the first shown required question without an answer on these pages.
   * @private
   * @param {number[]} pages
   * @returns {{ok: false, error: SessionError} | null}
   */
  firstMissing(pages) {
    for (const page of pages) {
      for (const presented of this.shownOn(page)) {
        const question = this.question(presented);
        if (question.required && !this.answers.has(question.key)) {
          return refuse('missing-answer', `the required question "${question.key}" has no answer; answer it first`, question.key);
        }
      }
    }
    return null;
  }
}

/**
 * Starts a session: the bundle's presentation order for `seed`, the locale that `locale`
 * finds by lookup (the source locale when none), and `clock` giving milliseconds.
 * @param {import('./scorer.js').Scorer} scorer
 * @param {{seed: bigint | number | string, locale?: string, clock: () => number}} options
 */
export function startSession(scorer, { seed, locale, clock }) {
  const chosen = lookupLocale(scorer.bundle, locale === undefined ? [] : [locale]);
  const startedAt = clock();
  const session = new Session(scorer, {
    seed: parseSeed(seed), locale: chosen, page: 0, answers: new Map(), seq: 0, elapsedMs: 0,
    questionMs: new Map(), remainingMs: null, shown: [], startedAt,
  }, clock);
  session.begin();
  return session;
}

/**
 * Resumes a session from a token saved on this bundle: the same order, page, answers,
 * times and event numbers, then `resumed` (with the `saved` event's number). A token
 * saved on another bundle, damaged, too large, of another format, signed otherwise, or
 * with an answer this bundle refuses is refused with a stable code.
 * @param {import('./scorer.js').Scorer} scorer
 * @param {string} token
 * @param {{clock: () => number, key?: Uint8Array | string}} options
 * @returns {{ok: true, session: Session} | {ok: false, error: SessionError}}
 */
export function resumeSession(scorer, token, { clock, key }) {
  const read = readToken(scorer, token, key);
  if (!read.ok) return read;
  const session = new Session(scorer, read.state, clock, read.order);
  if (read.migrated === undefined) {
    session.resumeOutcome = { kind: 'resumed', hash: session.hash, version: scorer.bundle.version, dropped: [], needed: [] };
    session.emit('resumed', {});
  } else {
    session.continueMigrated(read.migrated.migration, read.migrated.dropped);
  }
  return { ok: true, session };
}
