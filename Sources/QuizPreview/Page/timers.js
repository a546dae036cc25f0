/**
 * How a timed quiz's clock reads. The time itself is the session's (a page of N questions
 * gets N × `time_limit` seconds, and moves on when they run out: docs/runtime.md,
 * "Sessions"); the page only shows what is left. DOM-free.
 * @module
 */

/**
 * Seconds as `m:ss`.
 * @param {number} seconds
 */
export function clockText(seconds) {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
