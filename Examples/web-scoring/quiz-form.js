/**
 * The web page's logic as pure functions: no DOM, no fetch, so `node --test` checks them.
 *
 * The page renders from the bundle's JSON (the documented `quiz-bundle/1` format) and lets the
 * JavaScript runtime check, order and score it. A question becomes a *field*; what the user
 * picked in a field is a *selection*; `answersFrom` turns selections into the answers object
 * the runtime scores (native values keyed by each question's wire key).
 * @module
 */

/** The bundle the page loads when no `?bundle=` is given: every question type but `scale`. */
export const DEFAULT_BUNDLE_URL = '../../Tests/QuizCompilerTests/Golden/bundles/animal.json';

/**
 * Where to fetch the bundle from and which presentation seed to use, read from the page's
 * query string (`?bundle=URL&seed=N`). Without a seed, `randomSeed()` picks one.
 * @param {string} search `location.search`
 * @param {() => bigint} randomSeed
 * @returns {{bundleURL: string, seed: bigint}}
 */
export function pageOptions(search, randomSeed) {
  const params = new URLSearchParams(search);
  const seedText = params.get('seed');
  let seed;
  if (seedText !== null && /^[0-9]{1,20}$/.test(seedText) && BigInt(seedText) < 2n ** 64n) {
    seed = BigInt(seedText);
  } else {
    seed = randomSeed();
  }
  return { bundleURL: params.get('bundle') || DEFAULT_BUNDLE_URL, seed };
}

/**
 * The position of each anchor of a `range` question on its slider: n anchors spread evenly
 * from `min` to `max` (the scorer picks the nearest anchor to the number answered).
 * @param {{min: number, max: number, options: Array<{id: string, label: string}>}} question
 * @returns {Array<{id: string, label: string, at: number}>}
 */
export function rangeAnchors(question) {
  const n = question.options.length;
  return question.options.map((option, i) => ({
    id: option.id,
    label: option.label,
    at: n === 1 ? question.min : question.min + (i * (question.max - question.min)) / (n - 1),
  }));
}

/**
 * @typedef {object} Choice One radio button or checkbox.
 * @property {string} value the input's value: the option id, or a scale value's digits
 * @property {string} label what the user reads
 *
 * @typedef {object} Field A question as the form shows it.
 * @property {string} id the question's id (what the runtime's visibility lists)
 * @property {string} key the wire key the answer goes under
 * @property {string} text
 * @property {'scale'|'single'|'multiple'|'range'} type
 * @property {boolean} required
 * @property {number|undefined} min `multiple`: fewest choices; `range`: lowest number
 * @property {number|undefined} max `multiple`: most choices; `range`: highest number
 * @property {Choice[]} choices options of `scale`, `single` and `multiple` (none for `range`)
 * @property {Array<{id: string, label: string, at: number}>} anchors `range` only
 * @property {string} hint what to do, such as "Choose 1 to 2."
 */

/**
 * The form's fields, in presentation order.
 * @param {any} bundleJSON the parsed bundle
 * @param {Array<{id: string, options: Array<string|number>}>} [order] the runtime's
 *   `presentationOrder(bundle, seed)`: which questions, in which order, options in which
 *   order. Without it, every question in bundle order.
 * @returns {Field[]}
 */
export function formFields(bundleJSON, order) {
  const byId = new Map(bundleJSON.questions.map((q) => [q.id, q]));
  const presented = order
    ? order.map((entry) => ({ question: byId.get(entry.id), optionOrder: entry.options }))
    : bundleJSON.questions.map((question) => ({ question, optionOrder: undefined }));
  return presented.map(({ question, optionOrder }) => {
    if (question === undefined) throw new Error('the presentation order names a question the bundle does not have');
    const options = optionOrder ? orderedOptions(question, optionOrder) : question.options;
    const isRange = question.type === 'range';
    return {
      id: question.id,
      key: question.key,
      text: question.text,
      type: question.type,
      required: question.required,
      min: question.min,
      max: question.max,
      choices: isRange ? [] : options.map((o) => ({ value: question.type === 'scale' ? String(o.value) : o.id, label: o.label })),
      anchors: isRange ? rangeAnchors(question) : [],
      hint: hint(question),
    };
  });
}

/** The question's options in the order the runtime presented them (by id, or by value on a scale). */
function orderedOptions(question, optionOrder) {
  return optionOrder.map((token) => {
    const option = question.options.find((o) => (o.id !== undefined ? o.id === token : o.value === Number(token)));
    if (option === undefined) throw new Error(`the presentation order names an option "${token}" the question "${question.id}" does not have`);
    return option;
  });
}

function hint(question) {
  const optional = question.required ? '' : ' (optional)';
  switch (question.type) {
    case 'multiple':
      return (question.min === question.max ? `Choose ${question.min}.` : `Choose ${question.min} to ${question.max}.`) + optional;
    case 'range':
      return `Move the slider from ${question.min} to ${question.max}.${optional}`;
    default:
      return `Choose one.${optional}`;
  }
}

/**
 * @typedef {object} Selection What the user did with one field.
 * @property {string[]} [chosen] the values of the checked inputs (`scale`, `single`, `multiple`)
 * @property {string|null} [number] a `range` slider's value, `null` while the user has not moved it
 */

/**
 * The answers object for the runtime's `scorer.score(...)`: wire key → native value (a scale's
 * integer, an option id, a list of ids, a range number). A field with nothing selected is left
 * out, so the runtime reports a required one as `missing-answer`.
 * @param {Field[]} fields
 * @param {Selection[]} selections one per field, in the same order
 * @returns {Record<string, number|string|string[]>}
 */
export function answersFrom(fields, selections) {
  /** @type {Record<string, number|string|string[]>} */
  const answers = {};
  fields.forEach((field, i) => {
    const selection = selections[i] ?? {};
    const chosen = selection.chosen ?? [];
    switch (field.type) {
      case 'scale':
        if (chosen.length > 0) answers[field.key] = Number.parseInt(chosen[0], 10);
        break;
      case 'single':
        if (chosen.length > 0) answers[field.key] = chosen[0];
        break;
      case 'multiple':
        if (chosen.length > 0) answers[field.key] = [...chosen];
        break;
      case 'range':
        if (selection.number !== null && selection.number !== undefined && selection.number !== '') {
          answers[field.key] = Number(selection.number);
        }
        break;
      default:
        throw new Error(`unknown question type "${field.type}"`);
    }
  });
  return answers;
}

/**
 * Follows the quiz's branches for the selections so far: asks the runtime which questions are
 * shown (`visibilityOf`, the runtime's `scorer.visibility`) and leaves the answers of hidden
 * questions out. Dropping an answer can hide a further follow-up, so it asks again until the
 * runtime discards nothing. The rule itself is the runtime's alone.
 * @param {Field[]} fields
 * @param {Selection[]} selections one per field, in the same order
 * @param {(answers: Record<string, any>) => {ok: boolean, result?: {visible: string[], discard: string[]}}} visibilityOf
 * @returns {{answers: Record<string, number|string|string[]>, hidden: boolean[]}} the answers to
 *   score and, per field, whether its fieldset is hidden (none hidden when the runtime rejects
 *   an answer: scoring then reports that error)
 */
export function followBranches(fields, selections, visibilityOf) {
  const answers = answersFrom(fields, selections);
  const keyOf = new Map(fields.map((field) => [field.id, field.key]));
  for (;;) {
    const shown = visibilityOf(answers);
    if (!shown.ok) return { answers, hidden: fields.map(() => false) };
    const { visible, discard } = shown.result;
    if (discard.length === 0) {
      const visibleIds = new Set(visible);
      return { answers, hidden: fields.map((field) => !visibleIds.has(field.id)) };
    }
    for (const id of discard) delete answers[keyOf.get(id)];
  }
}

/**
 * What the page shows for a result: the outcome's title and text from the bundle, the
 * runner-up when there is one, and every trait's total.
 * @param {any} bundleJSON the parsed bundle
 * @param {string} line the runtime's `resultLine(result)`
 */
export function resultView(bundleJSON, line) {
  const result = JSON.parse(line);
  const outcome = bundleJSON.outcomes[result.outcome];
  const secondary = result.secondary === undefined ? null : result.secondary;
  return {
    outcome: result.outcome,
    title: outcome.title,
    description: outcome.description,
    recommendations: outcome.recommendations,
    secondary: secondary === null ? null : { code: secondary, title: bundleJSON.outcomes[secondary]?.title ?? secondary },
    scores: Object.entries(result.scores),
  };
}

/**
 * What the page shows for rejected answers: the runtime's code and message, and the text of
 * the question concerned when the error names one.
 * @param {any} bundleJSON the parsed bundle
 * @param {{code: string, message: string, key?: string}} error the runtime's error
 */
export function errorView(bundleJSON, error) {
  const question = error.key === undefined ? undefined : bundleJSON.questions.find((q) => q.key === error.key);
  return {
    code: error.code,
    message: error.message,
    question: question === undefined ? null : question.text,
    text: `${error.code}: ${error.message}`,
  };
}
