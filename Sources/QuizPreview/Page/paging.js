/**
 * Why a page cannot be left, in words. What keeps it (a required question without an
 * answer, too few choices, an answer refused) is the session's to say
 * (`respondent-session.js`). DOM-free.
 * @module
 */

import { pageStrings } from './page-strings.js';

/**
 * Why Next is blocked, naming the first problem: `2 questions on this page need an answer
 * first: “…” has no answer.` (in English by default).
 * @param {import('./respondent-session.js').PageProblem[]} problems at least one
 * @param {(question: number) => string} textOf a question's text as shown
 * @param {import('./page-strings.js').PageStrings} [strings] the page's words
 */
export function blockedMessage(problems, textOf, strings = pageStrings(null)) {
  const first = problems[0];
  return strings.blocked(problems.length, textOf(first.question), first.kind);
}
