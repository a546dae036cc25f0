/**
 * Reading `questions`: each question's type, options and their shape, then its `when`
 * (`condition-decoding.js`), in order, with the paths and messages of the Swift runtime
 * (docs/bundle-format.md).
 * @module
 */

import { Fields, MAX_MAGNITUDE, amounts, invalid } from './bundle-fields.js';
import { QUESTION_TYPE_NAMES } from './language-names.js';
import { decodeCondition, DRAW_MESSAGE } from './condition-decoding.js';

/** Largest weight magnitude a bundle may hold. */
export const MAX_WEIGHT = 1_000_000;
/** Most questions, and most options in all, a bundle may hold. */
export const MAX_ITEMS = 1_000_000;

const QUESTION_TYPES = new Set(QUESTION_TYPE_NAMES);

/**
 * `questions`: 1 to `MAX_ITEMS` of them, at most `MAX_ITEMS` options in all, distinct wire keys.
 * @param {Fields} root
 * @param {Set<string>} known
 * @param {number} weightDigits
 * @param {boolean} drawn whether the quiz has a draw
 * @returns {import('../index.js').Question[]}
 */
export function decodeQuestions(root, known, weightDigits, drawn) {
  const items = root.array('questions');
  if (items.length === 0 || items.length > MAX_ITEMS) throw invalid('/questions', `between 1 and ${MAX_ITEMS} questions`);
  const weightBound = MAX_WEIGHT * 10 ** weightDigits;
  /** @type {import('../index.js').Question[]} */
  const questions = [];
  const optionTotal = { count: 0 };
  for (let index = 0; index < items.length; index++) {
    const path = `/questions/${index}`;
    const fields = new Fields(items[index], path);
    const question = decodeQuestion(fields, known, weightBound, optionTotal);
    // Last of a question's members: a condition reads the questions before this one.
    const when = fields.optionalValue('when');
    /** @type {import('../index.js').Condition | null} */
    let condition = null;
    if (when !== undefined) {
      if (drawn) throw invalid(path + '/when', DRAW_MESSAGE);
      condition = decodeCondition(when, path + '/when', questions);
    }
    questions.push({ ...question, condition });
  }
  if (new Set(questions.map((question) => question.key)).size !== questions.length) {
    throw invalid('/questions', 'wire keys must be distinct');
  }
  return questions;
}

/**
 * One question without its `when`; `optionTotal` counts the options of every question so far.
 * @param {Fields} fields
 * @param {Set<string>} known
 * @param {number} weightBound
 * @param {{count: number}} optionTotal
 */
function decodeQuestion(fields, known, weightBound, optionTotal) {
  const path = fields.path;
  const typeName = fields.string('type');
  if (!QUESTION_TYPES.has(typeName)) throw invalid(path + '/type', `unknown type "${typeName}"`);
  const type = /** @type {import('../index.js').QuestionType} */ (typeName);
  const options = decodeOptions(fields, type, known, weightBound);
  optionTotal.count += options.length;
  if (optionTotal.count > MAX_ITEMS) throw invalid(path, `more than ${MAX_ITEMS} options in all`);
  const minimum = fields.optionalInteger('min'), maximum = fields.optionalInteger('max');
  checkShape(type, options, minimum, maximum, path);
  const id = fields.string('id'), key = fields.string('key'), text = fields.string('text');
  const required = fields.bool('required'), shuffle = fields.bool('shuffle'), pin = fields.bool('pin');
  const pool = fields.optionalString('pool');
  return { id, key, text, type, required, shuffle, pin, pool, min: minimum, max: maximum, options };
}

/**
 * A question's `options`: a scale's values, other types' ids, each with label, weights and pin.
 * @param {Fields} fields
 * @param {string} type
 * @param {Set<string>} known
 * @param {number} weightBound
 */
function decodeOptions(fields, type, known, weightBound) {
  return fields.array('options').map((item, optionIndex) => {
    const optionPath = `${fields.path}/options/${optionIndex}`;
    const option = new Fields(item, optionPath);
    const value = type === 'scale' ? option.integer('value') : null;
    const id = type === 'scale' ? null : option.string('id');
    if (value !== null && Math.abs(value) > MAX_MAGNITUDE) throw invalid(optionPath, 'value out of range');
    const label = option.string('label');
    const weights = amounts(option.value('weights'), optionPath + '/weights', known, weightBound);
    const pin = option.bool('pin');
    return { id, value, label, weights, pin };
  });
}

/**
 * What each type asks of its options and `min`/`max`; ids distinct except on a scale.
 * @param {string} type
 * @param {Array<{id: string | null, value: number | null}>} options
 * @param {number | null} minimum
 * @param {number | null} maximum
 * @param {string} path
 */
function checkShape(type, options, minimum, maximum, path) {
  if (type === 'scale') {
    let increasing = options.length >= 2;
    for (let i = 1; increasing && i < options.length; i++) increasing = (options[i - 1].value ?? 0) < (options[i].value ?? 0);
    if (!increasing) throw invalid(path, 'a scale needs two or more strictly increasing values');
  } else if (type === 'single') {
    if (options.length === 0) throw invalid(path, 'no options');
  } else if (type === 'multiple') {
    if (!(minimum !== null && maximum !== null && minimum >= 0 && minimum <= maximum && maximum >= 1 && maximum <= options.length)) {
      throw invalid(path, 'multiple needs 0 ≤ min ≤ max ≤ options and max ≥ 1');
    }
  } else if (!(minimum !== null && maximum !== null && minimum < maximum && Math.abs(minimum) <= MAX_MAGNITUDE
    && Math.abs(maximum) <= MAX_MAGNITUDE && options.length >= 2)) {
    throw invalid(path, 'range needs min < max within ±10^12 and two or more anchors');
  }
  if (type !== 'scale' && new Set(options.map((option) => option.id)).size !== options.length) {
    throw invalid(path + '/options', 'option ids must be distinct');
  }
}
