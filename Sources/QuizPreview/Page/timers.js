/**
 * The countdown of a timed quiz. `time_limit` is seconds per question; a page of N questions
 * gets N × `time_limit` seconds on one clock, which starts when the page is first shown and
 * keeps running when the respondent leaves it. When the clock runs out every question of
 * the page is locked, with whatever answer it has (none if it had none). With `page_size: 1`
 * that is each question's own `time_limit`. DOM-free: the caller passes the time in
 * milliseconds.
 * @module
 */

export class Countdowns {
  /** @param {number | null} limitSeconds seconds per question, `null` for a quiz without a time limit */
  constructor(limitSeconds) {
    this.limit = limitSeconds;
    /** @type {Map<number, number>} question → when its page's time runs out (ms) */
    this.deadlines = new Map();
    /** @type {Set<number>} questions whose time ran out */
    this.locked = new Set();
  }

  /** Whether questions have a time limit. */
  get active() {
    return this.limit !== null && this.limit > 0;
  }

  /**
   * Starts the clock of a shown page (once): its questions' time runs out together,
   * `questions.length × limit` seconds from now.
   * @param {number[]} questions the page's questions
   * @param {number} now
   */
  startPage(questions, now) {
    if (!this.active) return;
    const fresh = questions.filter((question) => !this.deadlines.has(question));
    const deadline = now + fresh.length * /** @type {number} */ (this.limit) * 1000;
    for (const question of fresh) this.deadlines.set(question, deadline);
  }

  /**
   * Whole seconds left (rounded up) for a question, that is for its page; `Infinity` without
   * a limit, `null` before its page is shown, 0 when out.
   * @param {number} question
   * @param {number} now
   * @returns {number | null}
   */
  remaining(question, now) {
    if (!this.active) return Infinity;
    if (this.locked.has(question)) return 0;
    const deadline = this.deadlines.get(question);
    if (deadline === undefined) return null;
    return Math.max(0, Math.ceil((deadline - now) / 1000));
  }

  /**
   * Locks every question whose page's time is out.
   * @param {number} now
   * @returns {number[]} the questions locked now
   */
  expire(now) {
    const newly = [];
    for (const [question, deadline] of this.deadlines) {
      if (!this.locked.has(question) && now >= deadline) {
        this.locked.add(question);
        newly.push(question);
      }
    }
    return newly;
  }

  /**
   * Whether a question's time ran out.
   * @param {number} question
   */
  has(question) {
    return this.locked.has(question);
  }

  /** Starts over: no page shown yet. */
  reset() {
    this.deadlines.clear();
    this.locked.clear();
  }
}

/**
 * Seconds as `m:ss`.
 * @param {number} seconds
 */
export function clockText(seconds) {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
