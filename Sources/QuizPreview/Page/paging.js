/**
 * The presented questions split into pages, and what keeps a page from being left:
 * required questions without an answer, too few choices, answers the runtime rejects.
 * DOM-free.
 * @module
 */

import { validChoice } from './live-totals.js';
import { pageStrings } from './page-strings.js';

/**
 * The presented questions in pages of `pageSize` (0 or less: all on one page). There is
 * always at least one page.
 * @template T
 * @param {T[]} presented
 * @param {number | null | undefined} pageSize
 * @returns {T[][]}
 */
export function paginate(presented, pageSize) {
  const size = pageSize && pageSize > 0 ? pageSize : Math.max(1, presented.length);
  const pages = [];
  for (let start = 0; start < presented.length; start += size) pages.push(presented.slice(start, start + size));
  if (pages.length === 0) pages.push([]);
  return pages;
}

/**
 * The view a fragment's `page` value names: a page number (1-based, clamped to the pages
 * there are) or the result; page 1 for anything else.
 * @param {string | undefined} text
 * @param {number} pageCount
 * @returns {{view: 'questions', page: number} | {view: 'result', page: number}}
 */
export function parsePage(text, pageCount) {
  if (text === 'result') return { view: 'result', page: pageCount };
  const number = text !== undefined && /^[0-9]{1,6}$/.test(text) ? Number(text) : 1;
  return { view: 'questions', page: Math.min(Math.max(1, number), pageCount) };
}

/**
 * @typedef {{question: number, key: string, kind: 'missing' | 'too-few' | 'invalid'}} PageProblem
 */

/**
 * What keeps a page from being left, in the page's order: a required question without an
 * answer (`missing`), a `multiple` answered with fewer than `min` choices (`too-few`), an
 * answer the runtime rejects (`invalid`). A question whose time ran out has no problem.
 * @param {import('../../../runtimes/js/src/plan.js').ScoringPlan} plan
 * @param {Array<{question: number}>} page the page's presented questions
 * @param {{get(key: string): unknown}} answers
 * @param {{has(question: number): boolean}} [locked] questions whose time ran out
 * @returns {PageProblem[]}
 */
export function pageProblems(plan, page, answers, locked) {
  /** @type {PageProblem[]} */
  const problems = [];
  for (const { question } of page) {
    if (locked && locked.has(question)) continue;
    const planned = plan.questions[question];
    const value = answers.get(planned.key);
    if (value === undefined || value === null) {
      if (planned.required) problems.push({ question, key: planned.key, kind: 'missing' });
      continue;
    }
    if (validChoice(plan, planned.key, value) !== null) continue;
    const tooFew = planned.type === 'multiple' && Array.isArray(value) && value.length < planned.min;
    problems.push({ question, key: planned.key, kind: tooFew ? 'too-few' : 'invalid' });
  }
  return problems;
}

/**
 * How many of the presented questions have an answer the runtime accepts.
 * @param {import('../../../runtimes/js/src/plan.js').ScoringPlan} plan
 * @param {Array<{question: number}>} presented
 * @param {{get(key: string): unknown}} answers
 */
export function answeredCount(plan, presented, answers) {
  let count = 0;
  for (const { question } of presented) {
    const key = plan.questions[question].key;
    if (validChoice(plan, key, answers.get(key)) !== null) count++;
  }
  return count;
}

/**
 * Why Next is blocked, naming the first problem: `2 questions on this page need an answer
 * first: “…” has no answer.` (in English by default).
 * @param {PageProblem[]} problems at least one
 * @param {(question: number) => string} textOf a question's text as shown
 * @param {import('./page-strings.js').PageStrings} [strings] the page's words
 */
export function blockedMessage(problems, textOf, strings = pageStrings(null)) {
  const first = problems[0];
  return strings.blocked(problems.length, textOf(first.question), first.kind);
}
