/**
 * What the page says when a quiz's saved session is opened again: nothing when it simply
 * continues on the bundle it was saved on; on a rebuilt quiz, that it was migrated (and
 * which answers it lost, which questions now need one); when refused (with the runtime's code and reason) and a new session begins. DOM-free.
 * @module
 */

/**
 * @param {string} quiz the quiz id
 * @param {boolean} changed whether the token was saved on another bundle of the quiz
 * @param {{ok: true, run: import('./respondent-session.js').RespondentSession} |
 *   {ok: false, error: import('../../../runtimes/js/src/session.js').SessionError}} resumed
 */
export function resumeNotice(quiz, changed, resumed) {
  if (!resumed.ok) {
    return `The saved session of ${quiz} was refused (${resumed.error.code}: ${resumed.error.message}). A new session begins.`;
  }
  const outcome = resumed.run.session.resumeOutcome;
  if (!changed || outcome === null) return '';
  const dropped = outcome.dropped.map((drop) => drop.options === null ? drop.key : `${drop.key} (${drop.options.join(', ')})`);
  const parts = [`The saved session of ${quiz} was migrated from version ${outcome.version} to this build.`];
  if (dropped.length > 0) parts.push(`Answers dropped: ${dropped.join(', ')}.`);
  if (outcome.needed.length > 0) parts.push(`Now needing an answer: ${outcome.needed.join(', ')}.`);
  return parts.join(' ');
}
