/**
 * A bundle example's typed answers as an answers object keyed by wire key, as `quizc score`
 * reads it: an integer as a JSON number, a number as its literal (exact), an option as its
 * id, options as a list of ids. DOM-free.
 * @module
 */

import { JSONNumber } from '../../../runtimes/js/src/json-value.js';
import { entriesJSON } from './answers-json.js';

/**
 * @param {import('../../../runtimes/js/src/answers.js').TypedAnswer} answer
 * @returns {string | JSONNumber | string[]}
 */
export function typedToJSON(answer) {
  switch (answer.kind) {
    case 'integer': return new JSONNumber(String(answer.value));
    case 'number': return new JSONNumber(answer.literal);
    case 'option': return answer.id;
    case 'options': return [...answer.ids];
    default: throw new TypeError(`unknown answer kind ${/** @type {{kind: string}} */ (answer).kind}`);
  }
}

/**
 * An example's answers as `[wire key, JSON value]` pairs, in the example's order.
 * @param {{answers: Array<[string, import('../../../runtimes/js/src/answers.js').TypedAnswer]>}} example
 * @returns {Array<[string, string | JSONNumber | string[]]>}
 */
export function exampleEntries(example) {
  return example.answers.map(([key, answer]) => [key, typedToJSON(answer)]);
}

/**
 * An example's answers object as JSON text.
 * @param {{answers: Array<[string, import('../../../runtimes/js/src/answers.js').TypedAnswer]>}} example
 */
export function exampleJSON(example) {
  return entriesJSON(exampleEntries(example));
}
