/**
 * A small bundle with conditions (branching), built here per
 * docs/bundle-format.md so the unit tests do not depend on the compiler, and score and
 * visibility cases over it, each worked out by hand from the rules of docs/runtime.md
 * ("Branching").
 */

import { stamp } from './profile-bundles.js';

/**
 * @param {string} id
 * @param {string} type
 * @param {boolean} required
 * @param {Array<[string | number, Record<string, number>]>} options
 * @param {Record<string, unknown>} [extra] `min`, `max`, `when`
 */
function question(id, type, required, options, extra = {}) {
  return {
    id, key: id, text: id, type, required, shuffle: false, pin: false, ...extra,
    options: options.map(([option, weights]) => (type === 'scale'
      ? { value: option, label: String(option), pin: false, weights }
      : { id: option, label: String(option), pin: false, weights })),
  };
}

/**
 * The questions of the `trip` bundle:
 * - goal (single, required);
 * - target (scale 1…5, required) when goal is lose;
 * - sport (multiple, 0…2, optional) when goal is endure or race, or target is 4 or 5;
 * - pace (range 0…10, anchors slow 0, mid 5, fast 10, optional) when sport includes run;
 * - race_day (single, required) when pace is fast and target has no answer;
 * - note (single, optional) when sport has no answer.
 * @param {(questions: any[]) => void} [edit] changes the questions before the bundle is stamped
 * @param {Record<string, unknown>} [top] top-level members to replace
 */
export function tripBundle(edit = () => {}, top = {}) {
  const questions = [
    question('goal', 'single', true, [['lose', { A: 1 }], ['endure', { B: 1 }], ['muscle', { A: 2 }], ['race', { B: 2 }]]),
    question('target', 'scale', true, [[1, {}], [2, {}], [3, {}], [4, {}], [5, { A: 1 }]],
      { when: { question: 'goal', in: ['lose'] } }),
    question('sport', 'multiple', false, [['run', { B: 1 }], ['swim', {}], ['bike', {}]],
      { min: 0, max: 2, when: { any: [{ question: 'goal', in: ['endure', 'race'] }, { question: 'target', in: [4, 5] }] } }),
    question('pace', 'range', false, [['slow', {}], ['mid', {}], ['fast', { B: 1 }]],
      { min: 0, max: 10, when: { question: 'sport', includes: 'run' } }),
    question('race_day', 'single', true, [['sat', { A: 1 }], ['sun', {}]],
      { when: { all: [{ question: 'pace', in: ['fast'] }, { not: { question: 'target', answered: true } }] } }),
    question('note', 'single', false, [['yes', {}], ['no', {}]], { when: { question: 'sport', answered: false } }),
  ];
  edit(questions);
  return stamp({
    quiz: 'trip', title: 'Trip', traits: ['A', 'B'], questions,
    scoring: { model: 'highest', initial: {}, ties: ['A', 'B'], secondary: false },
    outcomes: {
      A: { title: 'A', description: 'A.', recommendations: [] },
      B: { title: 'B', description: 'B.', recommendations: [] },
    },
    ...top,
  });
}

const HEAD = '{"quiz":"trip","version":"1.0.0"';
/**
 * @param {string} outcome
 * @param {number} a
 * @param {number} b
 */
const result = (outcome, a, b) => `${HEAD},"outcome":"${outcome}","scores":{"A":${a},"B":${b}}}`;
/**
 * @param {string} code
 * @param {string} message
 * @param {string} key
 */
const error = (code, message, key) => `{"error":{"code":"${code}","message":"${message}","key":"${key}"}}`;
/** @param {string} id */
const hidden = (id) => error('hidden-answer', `question \\"${id}\\" is not shown for these answers (its condition does not hold); leave its answer out`, id);
/**
 * @param {string[]} visible
 * @param {string[]} discard
 */
const shows = (visible, discard = []) => `${HEAD},"visible":${JSON.stringify(visible)},"discard":${JSON.stringify(discard)}}`;

/**
 * Score cases over `tripBundle()`: `score` the result line, `visible` the visibility line.
 * @type {Array<{id: string, answers: string, score: string, visible: string}>}
 */
export const TRIP_CASES = [
  {
    // target 4 shows sport (unanswered), so pace and race_day are hidden, note shown.
    id: 'scale-value-in', answers: '{"goal":"lose","target":4}',
    score: result('A', 1, 0), visible: shows(['goal', 'target', 'sport', 'note']),
  },
  {
    // The value 4 is the fourth option: read by value, not by position.
    id: 'scale-value-not-position', answers: '{"goal":"lose","target":4,"sport":["swim"]}',
    score: result('A', 1, 0), visible: shows(['goal', 'target', 'sport']),
  },
  {
    // target is required but hidden: no missing-answer. pace: includes on no answer is false.
    id: 'required-when-shown', answers: '{"goal":"endure"}',
    score: result('B', 0, 1), visible: shows(['goal', 'sport', 'note']),
  },
  {
    id: 'required-and-shown-missing', answers: '{"goal":"lose"}',
    // target unanswered: sport hidden (no test on it holds), note shown.
    score: error('missing-answer', 'the required question \\"target\\" has no answer', 'target'), visible: shows(['goal', 'target', 'note']),
  },
  {
    id: 'answer-to-hidden-question', answers: '{"goal":"endure","target":3}',
    score: hidden('target'), visible: shows(['goal', 'sport', 'note'], ['target']),
  },
  {
    // pace 10 is the anchor fast; target unanswered (hidden): race_day shown and required.
    id: 'range-anchor-by-number-chain', answers: '{"goal":"endure","sport":["run"],"pace":10}',
    score: error('missing-answer', 'the required question \\"race_day\\" has no answer', 'race_day'),
    visible: shows(['goal', 'sport', 'pace', 'race_day']),
  },
  {
    id: 'range-anchor-by-number-answered', answers: '{"goal":"endure","sport":["run"],"pace":10,"race_day":"sat"}',
    score: result('B', 1, 3), visible: shows(['goal', 'sport', 'pace', 'race_day']),
  },
  {
    id: 'range-anchor-by-id', answers: '{"goal":"race","sport":["run","bike"],"pace":"fast","race_day":"sun"}',
    score: result('B', 0, 4), visible: shows(['goal', 'sport', 'pace', 'race_day']),
  },
  {
    // 7 maps to the anchor mid (⌊7 × 2 / 10 + ½⌋ = 1): race_day is hidden.
    id: 'range-number-to-another-anchor', answers: '{"goal":"endure","sport":["run"],"pace":7,"race_day":"sun"}',
    score: hidden('race_day'), visible: shows(['goal', 'sport', 'pace'], ['race_day']),
  },
  {
    // target 1 hides sport; its answer is not read by pace (hidden) nor by note (shown).
    id: 'hidden-parent-answer-not-read', answers: '{"goal":"lose","target":1,"sport":["run"],"pace":10,"race_day":"sat"}',
    score: hidden('sport'), visible: shows(['goal', 'target', 'note'], ['sport', 'pace', 'race_day']),
  },
  {
    // [] is an answer that includes nothing: pace hidden, and note (sport not answered) hidden.
    id: 'multiple-empty-is-an-answer', answers: '{"goal":"endure","sport":[]}',
    score: result('B', 0, 1), visible: shows(['goal', 'sport']),
  },
  {
    id: 'multiple-empty-hides-note', answers: '{"goal":"endure","sport":[],"note":"yes"}',
    score: hidden('note'), visible: shows(['goal', 'sport'], ['note']),
  },
  {
    id: 'null-is-no-answer', answers: '{"goal":"endure","sport":null,"note":"yes"}',
    score: result('B', 0, 1), visible: shows(['goal', 'sport', 'note']),
  },
  {
    // A wrong answer is reported before visibility is decided.
    id: 'wrong-answer-before-hidden-answer', answers: '{"goal":"endure","target":9}',
    score: error('unknown-option', '9 is not a value of \\"target\\"; expected one of 1, 2, 3, 4, 5', 'target'),
    visible: error('unknown-option', '9 is not a value of \\"target\\"; expected one of 1, 2, 3, 4, 5', 'target'),
  },
  {
    // Answers so far: the whole-set checks do not apply to visibility. Scoring checks each
    // question in source order: goal, required and shown, has no answer.
    id: 'partial-answers', answers: '{"target":3}',
    score: error('missing-answer', 'the required question \\"goal\\" has no answer', 'goal'), visible: shows(['goal', 'note'], ['target']),
  },
  {
    // Per question in source order: the hidden answer to target comes before sport's wrong one.
    id: 'hidden-answer-before-a-later-wrong-answer', answers: '{"goal":"endure","target":3,"sport":["golf"]}',
    score: hidden('target'),
    visible: error('unknown-option', '\\"golf\\" is not an option of \\"sport\\"; expected one of \\"run\\", \\"swim\\", \\"bike\\"', 'sport'),
  },
  {
    // pace is hidden (sport has no answer), but its answer is wrong: the wrong answer is reported.
    id: 'wrong-answer-to-a-hidden-question', answers: '{"goal":"lose","target":1,"pace":"x"}',
    score: error('unknown-option', '\\"x\\" is not an anchor of \\"pace\\"; expected a number from 0 to 10, or an anchor id (\\"slow\\", \\"mid\\", \\"fast\\")', 'pace'),
    visible: error('unknown-option', '\\"x\\" is not an anchor of \\"pace\\"; expected a number from 0 to 10, or an anchor id (\\"slow\\", \\"mid\\", \\"fast\\")', 'pace'),
  },
  {
    // target's hidden answer (question 1) comes before race_day's missing one (question 4).
    id: 'hidden-answer-before-a-later-missing-answer', answers: '{"goal":"endure","sport":["run"],"pace":10,"target":3}',
    score: hidden('target'), visible: shows(['goal', 'sport', 'pace', 'race_day'], ['target']),
  },
];
