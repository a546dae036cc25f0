/**
 * Branching in the preview: which questions are shown for the answers given so far, as the
 * JavaScript runtime's visibility API decides it (the page never restates the rule), and a
 * question's `when` condition in words for the author view. DOM-free.
 * @module
 */

import { entriesJSON } from './answers-json.js';
import { validChoice } from './live-totals.js';

/**
 * @typedef {{shown: boolean[], hiddenKeys: string[]}} ShownQuestions
 *   `shown`: per question of the bundle, whether it is shown; `hiddenKeys`: the wire keys of
 *   the answered questions that are not shown (the page drops their answers), in bundle order
 */

/**
 * Which questions are shown for `entries`. An answer the runtime rejects (a choice too few,
 * a number out of range) counts as no answer yet: the page marks it, and what follows from
 * it waits until it is valid.
 * @param {{bundle: import('../../../runtimes/js/src/bundle.js').Bundle,
 *   plan: import('../../../runtimes/js/src/plan.js').ScoringPlan,
 *   scorer: import('../../../runtimes/js/src/scorer.js').Scorer}} quiz
 * @param {Array<[string, unknown]>} entries the answers so far, `[wire key, value]`
 * @returns {ShownQuestions}
 */
export function shownQuestions(quiz, entries) {
  const questions = quiz.bundle.questions;
  if (!questions.some((question) => question.condition !== null)) {
    return { shown: questions.map(() => true), hiddenKeys: [] };
  }
  const valid = entries.filter(([key, value]) => validChoice(quiz.plan, key, value) !== null);
  const found = quiz.scorer.visibilityJSON(entriesJSON(valid));
  // Only valid answers of known keys are asked about, so the runtime reports no error.
  const visible = new Set(found.ok ? found.result.visible : questions.map((question) => question.id));
  const shown = questions.map((question) => visible.has(question.id));
  const answered = new Set(entries.map(([key]) => key));
  const hiddenKeys = questions.filter((question, index) => !shown[index] && answered.has(question.key))
    .map((question) => question.key);
  return { shown, hiddenKeys };
}

/**
 * A condition in words, by ids: `goal is lose`, `target is one of 4, 5`, `sport includes
 * run`, `target is answered`, `not (…)`, `… and …`, `… or …` (nested lists in parentheses).
 * @param {import('../../../runtimes/js/index.js').Condition} condition
 * @returns {string}
 */
export function conditionWords(condition) {
  /** @param {import('../../../runtimes/js/index.js').Condition} part */
  const nested = (part) => (part.kind === 'all' || part.kind === 'any' ? `(${conditionWords(part)})` : conditionWords(part));
  /** @param {Array<string | number>} items */
  const oneOf = (items) => (items.length === 1 ? `is ${items[0]}` : `is one of ${items.join(', ')}`);
  switch (condition.kind) {
    case 'all': return condition.conditions.map(nested).join(' and ');
    case 'any': return condition.conditions.map(nested).join(' or ');
    case 'not': {
      const inner = condition.condition;
      return inner.kind === 'answered' ? conditionWords({ ...inner, answered: !inner.answered }) : `not (${conditionWords(inner)})`;
    }
    case 'answered': return `${condition.question} is ${condition.answered ? 'answered' : 'not answered'}`;
    case 'optionIn': return `${condition.question} ${oneOf(condition.ids)}`;
    case 'valueIn': return `${condition.question} ${oneOf(condition.values)}`;
    case 'includes': return `${condition.question} includes ${condition.id}`;
  }
  return '';
}
