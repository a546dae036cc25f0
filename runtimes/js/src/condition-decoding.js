/**
 * A question's `when` (its condition) read from a bundle, with every check of the Swift
 * runtime's decoder in its order, with the same paths and messages (docs/bundle-format.md,
 * "Conditions").
 * @module
 */

import { Fields, integerAt, invalid, stringAt } from './bundle-fields.js';
import { CONDITION_OPERATOR_NAMES, checkRuleNames } from './language-names.js';

/** The deepest nesting of `all`, `any` and `not` a bundle may hold. */
export const MAX_CONDITION_DEPTH = 64;

const FORMS = ['all', 'any', 'not', 'question'];
const FORM_MESSAGE = 'a condition is exactly one of {"all": […]}, {"any": […]}, {"not": …} and {"question": …} '
  + 'with one of "answered", "in", "includes"';

/** Why a quiz with a draw cannot hold a `when`. */
export const DRAW_MESSAGE = 'a quiz with a draw has no conditions: draws and branching do not mix';

/**
 * A question declared before the condition, as the condition reads it.
 * @typedef {{id: string, type: string, options: Array<{id: string | null, value: number | null}>}} EarlierQuestion
 */

/**
 * The condition `value` at `path`, read against the questions declared before it.
 * @param {unknown} value
 * @param {string} path the `when` member's path, such as `/questions/3/when`
 * @param {EarlierQuestion[]} earlier the questions declared before this one, in order
 * @returns {import('../index.js').Condition}
 */
export function decodeCondition(value, path, earlier) {
  return new ConditionReader(earlier).condition(value, path, 1);
}

/** Reads one question's `when` against the questions declared before it. */
class ConditionReader {
  /** @param {EarlierQuestion[]} earlier */
  constructor(earlier) {
    this.earlier = earlier;
    /** @type {Map<string, number>} the first earlier question with each id */
    this.byID = new Map();
    earlier.forEach((question, index) => { if (!this.byID.has(question.id)) this.byID.set(question.id, index); });
  }

  /**
   * @param {unknown} item
   * @param {string} at
   * @param {number} depth the `when` itself is at depth 1
   * @returns {import('../index.js').Condition}
   */
  condition(item, at, depth) {
    if (depth > MAX_CONDITION_DEPTH) throw invalid(at, `conditions nest at most ${MAX_CONDITION_DEPTH} deep`);
    const fields = new Fields(item, at);
    for (const [name] of fields.object.members) {
      if (!FORMS.includes(name) && !OPERATORS.has(name)) throw invalid(at, `unknown member "${name}"`);
    }
    const forms = FORMS.filter((name) => fields.optionalValue(name) !== undefined);
    const operators = [...OPERATORS.keys()].filter((name) => fields.optionalValue(name) !== undefined);
    if (forms.length !== 1 || operators.length !== (forms[0] === 'question' ? 1 : 0)) throw invalid(at, FORM_MESSAGE);
    switch (forms[0]) {
      case 'all':
      case 'any': {
        const kind = forms[0];
        const list = fields.value(kind);
        if (!Array.isArray(list) || list.length === 0) throw invalid(`${at}/${kind}`, 'expected a non-empty array');
        return { kind, conditions: list.map((part, index) => this.condition(part, `${at}/${kind}/${index}`, depth + 1)) };
      }
      case 'not':
        return { kind: 'not', condition: this.condition(fields.value('not'), `${at}/not`, depth + 1) };
      default:
        return this.test(fields, operators[0]);
    }
  }

  /**
   * `{"question": Q, OPERATOR: …}`.
   * @param {Fields} fields
   * @param {string} operator
   * @returns {import('../index.js').Condition}
   */
  test(fields, operator) {
    const id = fields.string('question');
    const index = this.byID.get(id);
    if (index === undefined) throw invalid(`${fields.path}/question`, `"${id}" is not a question before this one`);
    const decode = /** @type {OperatorDecoder} */ (OPERATORS.get(operator));
    return decode(fields, this.earlier[index]);
  }
}

/**
 * The decoder of one operator's member, given the test's object and the question it reads.
 * @typedef {(fields: Fields, read: EarlierQuestion) => import('../index.js').Condition} OperatorDecoder
 */

/**
 * `{"question": Q, "answered": true | false}`.
 * @type {OperatorDecoder}
 */
function answered(fields, read) {
  return { kind: 'answered', question: read.id, answered: fields.bool('answered') };
}

/**
 * `{"question": Q, "includes": ID}`: an option of a multiple question.
 * @type {OperatorDecoder}
 */
function includes(fields, read) {
  const at = `${fields.path}/includes`;
  if (read.type !== 'multiple') throw invalid(at, `"includes" reads a multiple question; "${read.id}" is ${read.type}`);
  const option = fields.string('includes');
  if (!read.options.some((each) => each.id === option)) throw invalid(at, `"${option}" is not an option of "${read.id}"`);
  return { kind: 'includes', question: read.id, id: option };
}

/**
 * `{"question": Q, "in": […]}`: option or anchor ids, or scale values, each once, in option order.
 * @type {OperatorDecoder}
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

/**
 * Every operator a condition's test may use, in the order they are looked for, with the
 * decoder of its member: the one list of them. A new operator is one entry here and its
 * test in `visibility-rules.js`.
 * @type {Map<string, OperatorDecoder>}
 */
const OPERATORS = new Map([
  ['answered', answered],
  ['in', members],
  ['includes', includes],
]);
checkRuleNames('condition operators', OPERATORS.keys(), CONDITION_OPERATOR_NAMES);
