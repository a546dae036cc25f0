/**
 * The respondent view's state: the JavaScript runtime's session (docs/runtime.md,
 * "Sessions") for paging, visibility, progress, answers and the time limit, plus the
 * answers being typed that the session refused so far (a `multiple` with too few ticks, a
 * link's answer it rejects), kept so the view shows what was chosen and says why. Every
 * rule is the session's; this module only asks it. DOM-free.
 * @module
 */

import { resumeSession, startSession } from '../../../runtimes/js/src/session.js';
import { Answers } from './answers-state.js';
import { entriesJSON } from './answers-json.js';

/**
 * A question the page cannot be left with: `missing` (required, no answer), `too-few`
 * (fewer choices than its `min`), `invalid` (an answer the session refused).
 * @typedef {{question: number, key: string, kind: 'missing' | 'too-few' | 'invalid'}} PageProblem
 */

/**
 * What Next (or See result) did: moved on or finished, or the problems that stopped it and
 * the session's refusal (`null` when answers being typed stopped it first).
 * @typedef {{ok: true} | {ok: false, problems: PageProblem[],
 *   error: import('../../../runtimes/js/src/session.js').SessionError | null}} Advance
 */

/**
 * The page a fragment's `page` value asks for: `result`, or a page number (1 for anything else).
 * @param {string | undefined} text
 * @returns {number | 'result'}
 */
export function wantedPage(text) {
  if (text === 'result') return 'result';
  return text !== undefined && /^[0-9]{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : 1;
}

export class RespondentSession {
  /**
   * @param {import('../../../runtimes/js/src/session.js').Session} session
   */
  constructor(session) {
    /** The runtime's session. */
    this.session = session;
    const bundle = session.scorer.bundle;
    /** @private every question's wire key, in bundle order */
    this.keys = bundle.questions.map((question) => question.key);
    /** @private @type {Map<string, number>} */
    this.index = new Map(this.keys.map((key, index) => [key, index]));
    /** @type {Map<string, {value: unknown, error: import('../../../runtimes/js/src/session.js').SessionError}>} answers being typed that the session refused */
    this.drafts = new Map();
  }

  /**
   * A new session on its first page.
   * @param {import('../../../runtimes/js/src/scorer.js').Scorer} scorer
   * @param {{seed: string, locale: string, clock: () => number}} options
   */
  static begin(scorer, options) {
    return new RespondentSession(startSession(scorer, options));
  }

  /**
   * The session a token saved; the refusal (a stable code) when it cannot be continued.
   * @param {import('../../../runtimes/js/src/scorer.js').Scorer} scorer
   * @param {string} token
   * @param {() => number} clock
   * @returns {{ok: true, run: RespondentSession} | {ok: false, error: import('../../../runtimes/js/src/session.js').SessionError}}
   */
  static resume(scorer, token, clock) {
    const resumed = resumeSession(scorer, token, { clock });
    return resumed.ok ? { ok: true, run: new RespondentSession(resumed.session) } : resumed;
  }

  /**
   * A new session given a link's answers page by page, as a respondent would, as far as the
   * session lets it on (finishing only for `result`), then back to the page the link names
   * (a quiz with a time limit stays on the last page reached: its pages are not revisited).
   * @param {import('../../../runtimes/js/src/scorer.js').Scorer} scorer
   * @param {{seed: string, locale: string, clock: () => number}} options
   * @param {Array<[string, unknown]>} entries the link's answers
   * @param {number | 'result'} page
   */
  static replay(scorer, options, entries, page) {
    const run = RespondentSession.begin(scorer, options);
    const given = new Map(entries);
    do {
      for (const key of run.pageKeys()) if (given.has(key)) run.answer(key, given.get(key));
    } while (run.advance(page === 'result').ok && !run.session.ended);
    if (page !== 'result') while (run.pageNumber() > page && run.back().ok);
    return run;
  }

  /** The wire keys of the questions the current page shows, in presentation order. */
  pageKeys() {
    return this.session.questions().map((presented) => this.keys[presented.question]);
  }

  /**
   * Answers a question of the page (`null` or no choices clears it). An answer the session
   * refuses is kept as being typed, with the refusal.
   * @param {string} key
   * @param {unknown} value
   * @returns {import('../../../runtimes/js/src/session.js').SessionStep}
   */
  answer(key, value) {
    const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
    const step = this.session.answer(key, empty ? null : value);
    if (step.ok || empty) this.drafts.delete(key);
    else if (step.error.code !== 'session-ended') this.drafts.set(key, { value, error: step.error });
    this.forgetHidden();
    return step;
  }

  /**
   * Ticks or unticks one option of a `multiple` answer (in the order ticked).
   * @param {string} key
   * @param {string} id
   * @param {boolean} on
   */
  toggle(key, id, on) {
    const current = this.answers().chosenIDs(key);
    const next = on ? (current.includes(id) ? current : [...current, id]) : current.filter((each) => each !== id);
    return this.answer(key, next);
  }

  /**
   * Next, or See result on the last page: refused while an answer being typed on the page is
   * refused, or when the session refuses (the first required question without an answer).
   * @param {boolean} [finishing] whether the last page finishes the session
   * @returns {Advance}
   */
  advance(finishing = true) {
    const typed = this.draftProblems();
    if (typed.length > 0) return { ok: false, problems: typed, error: null };
    let step = this.session.next();
    if (finishing && !step.ok && step.error.code === 'last-page') step = this.session.finish();
    if (step.ok) return { ok: true };
    const index = step.error.key === undefined ? undefined : this.index.get(step.error.key);
    const kind = step.error.code === 'missing-answer' ? 'missing' : 'invalid';
    const problems = index === undefined ? [] : [{ question: index, key: this.keys[index], kind }];
    return { ok: false, problems: /** @type {PageProblem[]} */ (problems), error: step.error };
  }

  /**
   * Back to the page before, when the session allows it (not in a quiz with a time limit).
   * @returns {import('../../../runtimes/js/src/session.js').SessionStep}
   */
  back() {
    const step = this.session.back();
    this.forgetHidden();
    return step;
  }

  /**
   * Reads the clock: a page whose time ran out moves on (or finishes).
   * @returns {boolean} whether the page changed or the session ended
   */
  tick() {
    const page = this.session.page;
    const ended = this.session.ended;
    this.session.tick();
    this.forgetHidden();
    return page !== this.session.page || ended !== this.session.ended;
  }

  /**
   * The refused answers being typed on the current page, in its order.
   * @returns {PageProblem[]}
   */
  draftProblems() {
    return this.pageKeys().flatMap((key) => {
      const draft = this.drafts.get(key);
      if (draft === undefined) return [];
      const kind = draft.error.code === 'choice-count' ? 'too-few' : 'invalid';
      return [{ question: /** @type {number} */ (this.index.get(key)), key, kind }];
    });
  }

  /** The answers shown: the session's, and those being typed. */
  answers() {
    const shown = Answers.fromEntries(this.keys, [...this.session.answers]);
    for (const [key, draft] of this.drafts) shown.set(key, draft.value);
    return shown;
  }

  /** The session's answers as a JSON object's text, in bundle order, numbers as written. */
  answersJSON() {
    return entriesJSON(this.keys.filter((key) => this.session.answers.has(key)).map((key) => [key, this.session.answers.get(key)]));
  }

  /** The pages that show a question for the answers so far (indices of the session's pages). */
  shownPages() {
    return this.session.pages.map((_, page) => page).filter((page) => this.session.shownOn(page).length > 0);
  }

  /** The current page's number among the pages that show a question (1-based). */
  pageNumber() {
    return Math.max(1, this.shownPages().indexOf(this.session.page) + 1);
  }

  /** How many pages show a question (at least 1). */
  pageCount() {
    return Math.max(1, this.shownPages().length);
  }

  /** The number of the page's first question, counting the questions shown on the pages before. */
  firstNumber() {
    return this.shownPages().filter((page) => page < this.session.page)
      .reduce((sum, page) => sum + this.session.shownOn(page).length, 1);
  }

  /** Whole seconds left on the page's time limit (rounded up); `null` without one or once ended. */
  secondsLeft() {
    const remaining = this.session.remainingMs;
    return remaining === null || this.session.ended ? null : Math.ceil(remaining / 1000);
  }

  /** @private drops the answers being typed for questions no longer on the page */
  forgetHidden() {
    const here = new Set(this.pageKeys());
    for (const key of [...this.drafts.keys()]) if (!here.has(key)) this.drafts.delete(key);
  }
}
