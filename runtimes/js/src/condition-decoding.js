/**
 * A question's `when` (its condition) read from a bundle, with every check of the Swift
 * runtime's decoder in its order, with the same paths and messages (docs/bundle-format.md,
 * "Conditions").
 * @module
 */

import { Fields, integerAt, invalid, stringAt } from './bundle-fields.js';

/** The deepest nesting of `all`, `any` and `not` a bundle may hold. */
export const MAX_CONDITION_DEPTH = 64;

const FORMS = ['all', 'any', 'not', 'question'];
const OPERATORS = ['answered', 'in', 'includes'];
const MEMBERS = new Set([...FORMS, ...OPERATORS]);
const FORM_MESSAGE = 'a condition is exactly one of {"all": […]}, {"any": […]}, {"not": …} and {"question": …} '
  + 'with one of "answered", "in", "includes"';

/** Why a quiz with a draw cannot hold a `when`. */
export const DRAW_MESSAGE = 'a quiz with a draw has no conditions: draws and branching do not mix';

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
   * @param {number} depth the `when` itself is at depth 1
   * @returns {import('../index.js').Condition}
   */
  function condition(item, at, depth) {
    if (depth > MAX_CONDITION_DEPTH) throw invalid(at, `conditions nest at most ${MAX_CONDITION_DEPTH} deep`);
    const fields = new Fields(item, at);
    for (const [name] of fields.object.members) {
      if (!MEMBERS.has(name)) throw invalid(at, `unknown member "${name}"`);
    }
    const forms = FORMS.filter((name) => fields.optionalValue(name) !== undefined);
    const operators = OPERATORS.filter((name) => fields.optionalValue(name) !== undefined);
    if (forms.length !== 1 || operators.length !== (forms[0] === 'question' ? 1 : 0)) throw invalid(at, FORM_MESSAGE);
    switch (forms[0]) {
      case 'all':
      case 'any': {
        const kind = forms[0];
        const list = fields.value(kind);
        if (!Array.isArray(list) || list.length === 0) throw invalid(`${at}/${kind}`, 'expected a non-empty array');
        return { kind, conditions: list.map((part, index) => condition(part, `${at}/${kind}/${index}`, depth + 1)) };
      }
      case 'not':
        return { kind: 'not', condition: condition(fields.value('not'), `${at}/not`, depth + 1) };
      default:
        return test(fields, operators[0]);
    }
  }

  /**
   * `{"question": Q, OPERATOR: …}`.
   * @param {Fields} fields
   * @param {string} operator
   * @returns {import('../index.js').Condition}
   */
  function test(fields, operator) {
    const at = fields.path;
    const id = fields.string('question');
    const index = byID.get(id);
    if (index === undefined) throw invalid(`${at}/question`, `"${id}" is not a question before this one`);
    const read = earlier[index];
    if (operator === 'answered') return { kind: 'answered', question: id, answered: fields.bool('answered') };
    if (operator === 'includes') {
      if (read.type !== 'multiple') throw invalid(`${at}/includes`, `"includes" reads a multiple question; "${id}" is ${read.type}`);
      const option = fields.string('includes');
      if (!read.options.some((each) => each.id === option)) throw invalid(`${at}/includes`, `"${option}" is not an option of "${id}"`);
      return { kind: 'includes', question: id, id: option };
    }
    return members(fields, read);
  }

  /**
   * `{"question": Q, "in": […]}`: option or anchor ids, or scale values, each once, in option order.
   * @param {Fields} fields
   * @param {{id: string, type: string, options: Array<{id: string | null, value: number | null}>}} read
   * @returns {import('../index.js').Condition}
   */
  function members(fields, read) {
    const at = `${fields.path}/in`;
    if (read.type === 'multiple') throw invalid(at, `"in" does not read a multiple question ("${read.id}"); use "includes"`);
    const list = fields.value('in');
    if (!Array.isArray(list) || list.length === 0) throw invalid(at, 'expected a non-empty array');
    /** @type {string[]} */
    const ids = [];
    /** @type {number[]} */
    const values = [];
    /** @type {{position: number, shown: string} | null} */
    let previous = null;
    list.forEach((item, index) => {
      const itemPath = `${at}/${index}`;
      let position, shown;
      if (read.type === 'scale') {
        const value = integerAt(item, itemPath);
        position = read.options.findIndex((option) => option.value === value);
        shown = String(value);
        if (position < 0) throw invalid(itemPath, `${shown} is not a value of "${read.id}"`);
        values.push(value);
      } else {
        const id = stringAt(item, itemPath);
        position = read.options.findIndex((option) => option.id === id);
        shown = `"${id}"`;
        if (position < 0) throw invalid(itemPath, `${shown} is not ${read.type === 'range' ? 'an anchor' : 'an option'} of "${read.id}"`);
        ids.push(id);
      }
      if (previous !== null && position <= previous.position) {
        throw invalid(itemPath, position === previous.position
          ? `${shown} is listed twice` : `${shown} is listed out of option order (after ${previous.shown})`);
      }
      previous = { position, shown };
    });
    return read.type === 'scale' ? { kind: 'valueIn', question: read.id, values } : { kind: 'optionIn', question: read.id, ids };
  }

  return condition(value, path, 1);
}
