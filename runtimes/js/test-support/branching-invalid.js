/**
 * Malformed `when` members, each with the `invalid-bundle` error (`path: message`) every
 * runtime gives for it (docs/bundle-format.md, "Conditions"): edits of the trip bundle of
 * branching-bundles.js.
 */

import { tripBundle } from './branching-bundles.js';

/**
 * A condition nested `depth` deep: `not` around `not` … around a test.
 * @param {number} depth
 */
function nested(depth) {
  /** @type {any} */
  let condition = { question: 'goal', answered: true };
  for (let level = 1; level < depth; level++) condition = { not: condition };
  return condition;
}

const FORM = 'a condition is exactly one of {"all": […]}, {"any": […]}, {"not": …} and {"question": …} with one of "answered", "in", "includes"';

/**
 * [name, the `when` of question `index`, index, expected error]; `index` 1 is target (scale),
 * 2 sport (multiple), 3 pace (range), 5 note.
 * @type {Array<[string, unknown, number, string]>}
 */
const EDITS = [
  ['not an object', null, 1, '/questions/1/when: expected an object'],
  ['a list', [{ question: 'goal', in: ['lose'] }], 1, '/questions/1/when: expected an object'],
  ['an unknown member', { question: 'goal', in: ['lose'], is: 'lose' }, 1, '/questions/1/when: unknown member "is"'],
  ['two forms', { all: [{ question: 'goal', answered: true }], not: { question: 'goal', answered: true } }, 1, `/questions/1/when: ${FORM}`],
  ['a test without an operator', { question: 'goal' }, 1, `/questions/1/when: ${FORM}`],
  ['a test with two operators', { question: 'goal', in: ['lose'], answered: true }, 1, `/questions/1/when: ${FORM}`],
  ['an operator without a question', { answered: true }, 1, `/questions/1/when: ${FORM}`],
  ['all with an operator', { all: [{ question: 'goal', answered: true }], answered: true }, 1, `/questions/1/when: ${FORM}`],
  ['an empty all', { all: [] }, 1, '/questions/1/when/all: expected a non-empty array'],
  ['any not a list', { any: { question: 'goal', answered: true } }, 1, '/questions/1/when/any: expected a non-empty array'],
  ['a malformed part', { any: [{ question: 'goal', answered: true }, { question: 'goal', answered: 'yes' }] }, 1,
    '/questions/1/when/any/1/answered: expected true or false'],
  ['a question that is not a string', { question: 1, answered: true }, 1, '/questions/1/when/question: expected a string'],
  ['an unknown question', { question: 'age', answered: true }, 1, '/questions/1/when/question: "age" is not a question before this one'],
  ['the question itself', { question: 'target', answered: true }, 1, '/questions/1/when/question: "target" is not a question before this one'],
  ['a later question', { question: 'sport', answered: true }, 1, '/questions/1/when/question: "sport" is not a question before this one'],
  ['answered not a boolean', { question: 'sport', answered: 1 }, 5, '/questions/5/when/answered: expected true or false'],
  ['an empty in', { question: 'goal', in: [] }, 1, '/questions/1/when/in: expected a non-empty array'],
  ['in not a list', { question: 'goal', in: 'lose' }, 1, '/questions/1/when/in: expected a non-empty array'],
  ['in on a multiple', { question: 'sport', in: ['run'] }, 3, '/questions/3/when/in: "in" does not read a multiple question ("sport"); use "includes"'],
  ['a number for a single', { question: 'goal', in: [1] }, 1, '/questions/1/when/in/0: expected a string'],
  ['a string for a scale', { question: 'target', in: ['4'] }, 2, '/questions/2/when/in/0: expected an integer within ±10^12'],
  ['a fraction for a scale', { question: 'target', in: [4.5] }, 2, '/questions/2/when/in/0: expected an integer within ±10^12'],
  ['a number for a range', { question: 'pace', in: [10] }, 4, '/questions/4/when/in/0: expected a string'],
  ['an unknown option', { question: 'goal', in: ['lose', 'walk'] }, 1, '/questions/1/when/in/1: "walk" is not an option of "goal"'],
  ['an unknown anchor', { question: 'pace', in: ['faster'] }, 4, '/questions/4/when/in/0: "faster" is not an anchor of "pace"'],
  ['a value not on the scale', { question: 'target', in: [6] }, 2, '/questions/2/when/in/0: 6 is not a value of "target"'],
  ['an id twice', { question: 'goal', in: ['lose', 'lose'] }, 1, '/questions/1/when/in/1: "lose" is listed twice'],
  ['a value twice', { question: 'target', in: [4, 4] }, 2, '/questions/2/when/in/1: 4 is listed twice'],
  ['ids out of option order', { question: 'goal', in: ['race', 'endure'] }, 1,
    '/questions/1/when/in/1: "endure" is listed out of option order (after "race")'],
  ['values out of option order', { question: 'target', in: [5, 4] }, 2, '/questions/2/when/in/1: 4 is listed out of option order (after 5)'],
  ['includes on a single', { question: 'goal', includes: 'lose' }, 1, '/questions/1/when/includes: "includes" reads a multiple question; "goal" is single'],
  ['includes on a scale', { question: 'target', includes: 'x' }, 2, '/questions/2/when/includes: "includes" reads a multiple question; "target" is scale'],
  ['includes not a string', { question: 'sport', includes: ['run'] }, 3, '/questions/3/when/includes: expected a string'],
  ['includes an unknown option', { question: 'sport', includes: 'golf' }, 3, '/questions/3/when/includes: "golf" is not an option of "sport"'],
];

/**
 * The malformed bundles: [name, bundle text, expected error].
 * @type {Array<[string, string, string]>}
 */
export const INVALID_WHEN = [
  ...EDITS.map(([name, when, index, error]) => /** @type {[string, string, string]} */ ([name, tripBundle((questions) => { questions[index].when = when; }), error])),
  ['a when in a quiz with a draw', tripBundle(() => {}, {
    presentation: { draw: [{ count: 3 }], page_size: 5, shuffle_options: false, shuffle_questions: false, time_limit: null },
  }), '/questions/1/when: a quiz with a draw has no conditions: draws and branching do not mix'],
];

/**
 * A condition nested `depth` deep in the trip bundle's target question.
 * @param {number} depth
 */
export function nestedWhen(depth) {
  if (depth <= 13) return tripBundle((questions) => { questions[1].when = nested(depth); });
  // Deeper than a bundle's JSON may nest: its text, written around the deepest that hashes.
  const extra = depth - 13;
  return tripBundle((questions) => { questions[1].when = nested(13); })
    .replace('"when":{"not":', '"when":' + '{"not":'.repeat(extra + 1))
    .replace('{"question":"goal","answered":true}', '{"question":"goal","answered":true}' + '}'.repeat(extra));
}
