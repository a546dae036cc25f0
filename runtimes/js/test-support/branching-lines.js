/**
 * Random answer lines for bundles with conditions: answer paths that follow the conditions
 * (each question answered, or sometimes left out, while it is shown), with now and then an
 * answer to a hidden question, and the hostile lines of random.js among them.
 */

import { Scorer } from '../src/index.js';
import { randomLine, validAnswer } from './random.js';

/**
 * A bundle's questions as the line generators need them.
 * @param {import('../src/bundle.js').Bundle} bundle
 */
export function questionsOf(bundle) {
  return bundle.questions.map((question) => ({
    key: question.key, id: question.id, type: question.type, min: question.min, max: question.max, pool: question.pool,
    ids: question.options.map((option) => option.id ?? ''), values: question.options.map((option) => option.value ?? 0),
  }));
}

/**
 * One answers line: a path through the bundle's branches (70%), or a random, often hostile,
 * line (30%).
 * @param {import('./random.js').Random} random
 * @param {Scorer} scorer
 * @param {ReturnType<typeof questionsOf>} questions
 * @returns {Uint8Array}
 */
export function branchingLine(random, scorer, questions) {
  if (random.chance(0.3)) return randomLine(random, questions);
  /** @type {string[]} */
  const members = [];
  questions.forEach((question, index) => {
    const visible = scorer.visibilityJSON('{' + members.join(',') + '}');
    const shown = visible.ok && visible.result.visible.includes(scorer.bundle.questions[index].id);
    if (shown ? random.chance(0.85) : random.chance(0.08)) members.push(JSON.stringify(question.key) + ':' + validAnswer(random, question));
  });
  if (random.chance(0.3)) random.shuffle(members);
  return Buffer.from('{' + members.join(random.pick([',', ', '])) + '}', 'utf8');
}
