/**
 * The one statement of branching in this runtime (the Swift runtime's `VisibilityRules`;
 * docs/runtime.md, "Branching"): which questions are shown, given the options chosen so far.
 * The scorer and the visibility API both read it.
 *
 * Questions are decided in source order. A question without a condition is shown; one with
 * a condition is shown when it holds, where a test on a question that has no answer — left
 * out, or hidden itself (its answer, if any, is ignored) — is false, and `answered: false`
 * is true.
 * @module
 */

/**
 * A condition with questions and options by index.
 * @typedef {{kind: 'all', parts: Test[]} | {kind: 'any', parts: Test[]} | {kind: 'not', inner: Test}
 *   | {kind: 'answered', question: number, answered: boolean}
 *   | {kind: 'picks', question: number, options: Set<number>}
 *   | {kind: 'includes', question: number, option: number}} Test
 */

/** @type {Test} */
const NEVER = { kind: 'any', parts: [] };

/** Which questions of a bundle are shown. */
export class VisibilityRules {
  /** @param {import('./bundle.js').Bundle} bundle */
  constructor(bundle) {
    const questions = bundle.questions;
    /** @type {Map<string, number>} the first question with each id */
    const byID = new Map();
    questions.forEach((question, index) => { if (!byID.has(question.id)) byID.set(question.id, index); });
    /**
     * @param {import('../index.js').Condition} condition
     * @returns {Test}
     */
    const compile = (condition) => {
      switch (condition.kind) {
        case 'all': return { kind: 'all', parts: condition.conditions.map(compile) };
        case 'any': return { kind: 'any', parts: condition.conditions.map(compile) };
        case 'not': return { kind: 'not', inner: compile(condition.condition) };
        default: {
          // A reference to an unknown question or option (which bundle decoding rejects) tests false.
          const index = byID.get(condition.question);
          if (index === undefined) return NEVER;
          const options = questions[index].options;
          switch (condition.kind) {
            case 'answered': return { kind: 'answered', question: index, answered: condition.answered };
            case 'optionIn': return { kind: 'picks', question: index, options: VisibilityRules.optionsOfIDs(options, condition.ids) };
            case 'valueIn': return { kind: 'picks', question: index, options: VisibilityRules.optionsOfValues(options, condition.values) };
            case 'includes': {
              const option = options.findIndex((each) => each.id === condition.id);
              return option < 0 ? NEVER : { kind: 'includes', question: index, option };
            }
          }
        }
      }
    };
    /** @type {Array<Test | null>} per question, its test; `null` for a question that is always shown */
    this.tests = questions.map((question) => (question.condition === null ? null : compile(question.condition)));
    /** Whether some question has a condition (else every question is always shown). */
    this.hasConditions = this.tests.some((test) => test !== null);
  }

  /**
   * The positions of the options with these ids (the first option with each).
   * @param {import('../index.js').Option[]} options
   * @param {string[]} ids
   * @returns {Set<number>}
   */
  static optionsOfIDs(options, ids) {
    const found = new Set();
    for (const id of ids) {
      const option = options.findIndex((each) => each.id === id);
      if (option >= 0) found.add(option);
    }
    return found;
  }

  /**
   * The positions of the scale options with these values (the first option with each).
   * @param {import('../index.js').Option[]} options
   * @param {number[]} values
   * @returns {Set<number>}
   */
  static optionsOfValues(options, values) {
    const found = new Set();
    for (const value of values) {
      const option = options.findIndex((each) => each.value === value);
      if (option >= 0) found.add(option);
    }
    return found;
  }

  /**
   * Which questions are shown, in source order, given each question's chosen options by
   * position (`null`: no answer). `chosen` has one entry per question.
   * @param {Array<number[] | null>} chosen
   * @returns {boolean[]}
   */
  shown(chosen) {
    const tests = this.tests;
    const shown = new Array(tests.length).fill(true);
    /** @param {number} question */
    const answer = (question) => (question < chosen.length && shown[question] ? chosen[question] : null);
    for (let index = 0; index < tests.length; index++) {
      const test = tests[index];
      if (test !== null) shown[index] = VisibilityRules.holds(test, answer);
    }
    return shown;
  }

  /**
   * Whether `test` holds when `answer(question)` gives a question's chosen options (`null`: no answer).
   * @param {Test} test
   * @param {(question: number) => number[] | null} answer
   * @returns {boolean}
   */
  static holds(test, answer) {
    switch (test.kind) {
      case 'all': return test.parts.every((part) => VisibilityRules.holds(part, answer));
      case 'any': return test.parts.some((part) => VisibilityRules.holds(part, answer));
      case 'not': return !VisibilityRules.holds(test.inner, answer);
      case 'answered': return (answer(test.question) !== null) === test.answered;
      case 'picks': {
        const chosen = answer(test.question);
        return chosen !== null && chosen.length === 1 && test.options.has(chosen[0]);
      }
      case 'includes': {
        const chosen = answer(test.question);
        return chosen !== null && chosen.includes(test.option);
      }
    }
  }
}
