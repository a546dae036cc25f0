/**
 * Per-question countdowns of a timed quiz: a question's time starts when it is first shown
 * and runs out `limit` seconds later; then the question is locked, with whatever answer it
 * has (none if it had none). DOM-free: the caller passes the time in milliseconds.
 * @module
 */

export class Countdowns {
  /** @param {number | null} limitSeconds `null` for a quiz without a time limit */
  constructor(limitSeconds) {
    this.limit = limitSeconds;
    /** @type {Map<number, number>} question → when it was first shown (ms) */
    this.started = new Map();
    /** @type {Set<number>} questions whose time ran out */
    this.locked = new Set();
  }

  /** Whether questions have a time limit. */
  get active() {
    return this.limit !== null && this.limit > 0;
  }

  /**
   * Starts the countdown of a shown question (once).
   * @param {number} question
   * @param {number} now
   */
  start(question, now) {
    if (this.active && !this.started.has(question)) this.started.set(question, now);
  }

  /**
   * Whole seconds left (rounded up), the full limit before the question is shown, 0 when out.
   * @param {number} question
   * @param {number} now
   */
  remaining(question, now) {
    if (!this.active) return Infinity;
    if (this.locked.has(question)) return 0;
    const start = this.started.get(question);
    const limit = /** @type {number} */ (this.limit);
    if (start === undefined) return limit;
    return Math.max(0, Math.ceil(limit - (now - start) / 1000));
  }

  /**
   * Locks every started question whose time is out.
   * @param {number} now
   * @returns {number[]} the questions locked now
   */
  expire(now) {
    const newly = [];
    for (const [question, start] of this.started) {
      if (!this.locked.has(question) && now - start >= /** @type {number} */ (this.limit) * 1000) {
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

  /** Starts over: no question shown yet. */
  reset() {
    this.started.clear();
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
