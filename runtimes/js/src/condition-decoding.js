/**
 * A question's `when` (its condition) read from a bundle, with every check and message of
 * the Swift runtime's decoder (docs/bundle-format.md, "Conditions").
 * @module
 */

import { invalid, plainInteger } from './bundle-fields.js';
import { JSONObject } from './json-value.js';

/** The deepest nesting of `all`, `any` and `not` a bundle may hold. */
export const MAX_CONDITION_DEPTH = 64;

const FORMS = ['all', 'any', 'not', 'question'];
const OPERATORS = ['answered', 'in', 'includes'];
const MEMBERS = new Set([...FORMS, ...OPERATORS]);

/**
 * The condition `value` at `path`, read against the questions declared before it.
 * @param {unknown} value
 * @param {string} path the `when` member's path, such as `/questions/3/when`
 * @param {Array<{id: string, type: string, options: Array<{id: string | null, value: number | null}>}>} earlier
 *   the questions declared before this one, in order
 * @returns {import('../index.js').Condition}
 */
export function decodeCondition(value, path, earlier) {
  /** @type {Map<string, number>} the first earlier question with each id */
  const byID = new Map();
  earlier.forEach((question, index) => { if (!byID.has(question.id)) byID.set(question.id, index); });

  /**
   * @param {unknown} item
   * @param {string} at
   * @param {number} depth
   * @returns {import('../index.js').Condition}
   */
  function condition(item, at, depth) {
    if (depth > MAX_CONDITION_DEPTH) throw invalid(at, `conditions nest deeper than ${MAX_CONDITION_DEPTH} levels`);
    if (!(item instanceof JSONObject)) throw invalid(at, 'expected an object');
    for (const [name] of item.members) {
      if (!MEMBERS.has(name)) throw invalid(at, `unknown member "${name}"`);
    }
    const forms = FORMS.filter((name) => item.get(name) !== undefined);
    const operators = OPERATORS.filter((name) => item.get(name) !== undefined);
    const isTest = forms.length === 1 && forms[0] === 'question';
    if (forms.length !== 1 || (isTest ? operators.length !== 1 : operators.length !== 0)) {
      throw invalid(at, 'a condition is exactly one of all, any, not, or question with one of answered, in, includes');
    }
    switch (forms[0]) {
      case 'all':
      case 'any': {
        const kind = forms[0];
        const list = item.get(kind);
        if (!Array.isArray(list) || list.length === 0) throw invalid(`${at}/${kind}`, 'expected a non-empty array');
        return { kind, conditions: list.map((part, index) => condition(part, `${at}/${kind}/${index}`, depth + 1)) };
      }
      case 'not':
        return { kind: 'not', condition: condition(item.get('not'), `${at}/not`, depth + 1) };
      default:
        return test(item, at);
    }
  }

  /**
   * @param {JSONObject} item
   * @param {string} at
   * @returns {import('../index.js').Condition}
   */
  function test(item, at) {
    const id = item.get('question');
    if (typeof id !== 'string') throw invalid(`${at}/question`, 'expected a string');
    const index = byID.get(id);
    if (index === undefined) throw invalid(`${at}/question`, `"${id}" is not a question declared before this one`);
    const read = earlier[index];
    const answered = item.get('answered');
    if (answered !== undefined) {
      if (typeof answered !== 'boolean') throw invalid(`${at}/answered`, 'expected true or false');
      return { kind: 'answered', question: id, answered };
    }
    const included = item.get('includes');
    if (included !== undefined) {
      if (read.type !== 'multiple') throw invalid(`${at}/includes`, `"${id}" is a ${read.type} question; includes reads a multiple question`);
      if (typeof included !== 'string') throw invalid(`${at}/includes`, 'expected a string');
      if (!read.options.some((option) => option.id === included)) throw invalid(`${at}/includes`, `"${included}" is not an option of "${id}"`);
      return { kind: 'includes', question: id, id: included };
    }
    const list = item.get('in');
    if (read.type === 'multiple') throw invalid(`${at}/in`, `"${id}" is a multiple question; in reads a single, scale or range question`);
    if (!Array.isArray(list) || list.length === 0) throw invalid(`${at}/in`, 'expected a non-empty array');
    if (read.type === 'scale') {
      /** @type {number[]} */
      const values = [];
      list.forEach((member, position) => {
        const number = plainInteger(member);
        if (number === null) throw invalid(`${at}/in/${position}`, 'expected an integer (a scale value)');
        if (!read.options.some((option) => option.value === number)) throw invalid(`${at}/in/${position}`, `${number} is not a value of "${id}"`);
        if (values.includes(number)) throw invalid(`${at}/in/${position}`, `${number} is listed twice`);
        values.push(number);
      });
      return { kind: 'valueIn', question: id, values };
    }
    /** @type {string[]} */
    const ids = [];
    list.forEach((member, position) => {
      if (typeof member !== 'string') throw invalid(`${at}/in/${position}`, 'expected a string (an option id)');
      if (!read.options.some((option) => option.id === member)) throw invalid(`${at}/in/${position}`, `"${member}" is not an option of "${id}"`);
      if (ids.includes(member)) throw invalid(`${at}/in/${position}`, `"${member}" is listed twice`);
      ids.push(member);
    });
    return { kind: 'optionIn', question: id, ids };
  }

  return condition(value, path, 1);
}
