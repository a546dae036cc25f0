/**
 * A session's progress (docs/runtime.md, "Sessions"): how many questions are answered, and
 * the least and most questions still to come, exact by evaluating the conditions over every
 * way the open questions that conditions read can still be answered, up to
 * `MAX_PROGRESS_SCENARIOS` ways; past that, safe bounds marked `exact: false`.
 * @module
 */

import { JSONObject } from './json-value.js';
import { answerAsJSON } from './session-answers.js';

/** The most answer scenarios progress evaluates; past it, the bounds are the safe fallback. */
export const MAX_PROGRESS_SCENARIOS = 4096;

/**
 * `{answered, least, most, exact}`.
 * @typedef {{answered: number, least: number, most: number, exact: boolean}} Progress
 */

/**
 * The number of ways to pick between `low` and `high` of `n` items.
 * @param {number} n
 * @param {number} low
 * @param {number} high
 */
function subsetCount(n, low, high) {
  let total = 0, choose = 1;
  for (let k = 0; k <= high && k <= n; k++) {
    if (k >= low) total += choose;
    choose = (choose * (n - k)) / (k + 1);
  }
  return total;
}

/**
 * How many answers a question can still take, `null` (no answer) included when it may stay
 * unanswered: optional, or a quiz with a time limit (it may run out).
 * @param {import('../index.js').Question} question
 * @param {boolean} mayStayOpen
 */
export function alternativeCount(question, mayStayOpen) {
  const open = mayStayOpen ? 1 : 0;
  if (question.type !== 'multiple') return question.options.length + open;
  return subsetCount(question.options.length, question.min ?? 0, question.max ?? question.options.length) + open;
}

/**
 * Every answer a question can still take, as `score` takes answers (`null`: none).
 * @param {import('../index.js').Question} question
 * @param {boolean} mayStayOpen
 * @returns {unknown[]}
 */
export function alternatives(question, mayStayOpen) {
  /** @type {unknown[]} */
  const found = mayStayOpen ? [null] : [];
  if (question.type === 'scale') return found.concat(question.options.map((option) => option.value));
  if (question.type !== 'multiple') return found.concat(question.options.map((option) => option.id));
  const ids = question.options.map((option) => /** @type {string} */ (option.id));
  const low = question.min ?? 0, high = question.max ?? ids.length;
  for (let mask = 0; mask < 2 ** ids.length; mask++) {
    const chosen = ids.filter((_, bit) => Math.floor(mask / 2 ** bit) % 2 === 1);
    if (chosen.length >= low && chosen.length <= high) found.push(chosen);
  }
  return found;
}

/**
 * The questions some condition reads, by index.
 * @param {import('./bundle.js').Bundle} bundle
 * @returns {Set<string>}
 */
export function conditionReads(bundle) {
  const read = new Set();
  /** @param {import('../index.js').Condition} condition */
  const walk = (condition) => {
    if (condition.kind === 'all' || condition.kind === 'any') condition.conditions.forEach(walk);
    else if (condition.kind === 'not') walk(condition.condition);
    else read.add(condition.question);
  };
  for (const question of bundle.questions) if (question.condition !== null) walk(question.condition);
  return read;
}

/**
 * Every combination of the deciders' alternatives, each as (key, answer) pairs.
 * @param {Array<{key: string, values: unknown[]}>} deciders
 * @returns {Generator<Array<[string, unknown]>>}
 */
function* scenarios(deciders, at = 0) {
  if (at === deciders.length) { yield []; return; }
  for (const value of deciders[at].values) {
    for (const rest of scenarios(deciders, at + 1)) yield [[deciders[at].key, value], ...rest];
  }
}

/**
 * The progress of a session: `open` are the questions still to come if shown (presented on
 * the current page or later, unanswered), `answers` the answers so far.
 * @param {import('./scorer.js').Scorer} scorer
 * @param {Map<string, unknown>} answers
 * @param {import('../index.js').Question[]} open
 * @returns {Progress}
 */
export function sessionProgress(scorer, answers, open) {
  const bundle = scorer.bundle;
  const timed = bundle.presentation.timeLimit !== null;
  const read = conditionReads(bundle);
  const deciding = open.filter((question) => read.has(question.id));
  let count = 1;
  for (const question of deciding) count *= alternativeCount(question, timed || !question.required);
  if (count > MAX_PROGRESS_SCENARIOS) {
    const least = open.filter((question) => question.condition === null).length;
    return { answered: answers.size, least, most: open.length, exact: false };
  }
  const deciders = deciding.map((question) => ({ key: question.key, values: alternatives(question, timed || !question.required) }));
  let least = Infinity, most = 0;
  for (const scenario of scenarios(deciders)) {
    const trial = new JSONObject([...answers, ...scenario.map(([key, value]) => /** @type {[string, unknown]} */ ([key, answerAsJSON(value)]))]);
    const seen = scorer.visibilityParsed(trial);
    if (!seen.ok) continue;
    const visible = new Set(seen.result.visible);
    const coming = open.filter((question) => visible.has(question.id)).length;
    least = Math.min(least, coming);
    most = Math.max(most, coming);
  }
  return { answered: answers.size, least: least === Infinity ? 0 : least, most, exact: true };
}
