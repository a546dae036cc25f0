/**
 * A bundle compiled for scoring: traits by index, weights as (trait, amount) pairs, keys
 * and option ids in exact lookup tables, and the general path that validates any answers
 * and reports the same error as the Swift runtime (`ScoringPlan`, `PlannedQuestion`,
 * `Scorer.score(raw:)`).
 * @module
 */

import { answerError } from './answers.js';
import { DecimalLiteral } from './decimal.js';
import { DrawRule } from './draw-rule.js';
import { foldKey } from './key-folding.js';
import { ProfileRules } from './profile-rules.js';
import { axisLetter, ResultLayout } from './result.js';
import { compareCodePoints } from './utf8.js';
import { VisibilityRules } from './visibility-rules.js';

const TYPE_CODES = { scale: 0, single: 1, multiple: 2, range: 3 };
const INT64_QUARTER = ((1n << 63n) - 1n) / 4n;

/** One question compiled for answer validation. */
export class PlannedQuestion {
  /**
   * @param {import('../index.js').Question} question
   * @param {(trait: string) => number} traitIndex
   */
  constructor(question, traitIndex) {
    this.id = question.id;
    this.key = question.key;
    this.type = question.type;
    this.typeCode = TYPE_CODES[question.type];
    this.required = question.required;
    this.min = question.min ?? 0;
    this.max = question.max ?? 0;
    /** @type {number[][]} per option: trait, amount, trait, amount, … */
    this.weights = question.options.map((option) => option.weights.flatMap((entry) => [traitIndex(entry.trait), entry.amount]));
    /** @type {string[]} */
    this.ids = question.options.map((option) => option.id ?? '');
    /** @type {number[]} */
    this.values = question.options.map((option) => option.value ?? 0);
    /** @type {Map<string, number>} first option with each id (not for scales) */
    this.idIndex = new Map();
    /** @type {Map<string, number>} folded id → the last option with it */
    this.foldedIDs = new Map();
    if (question.type !== 'scale') {
      this.ids.forEach((id, position) => {
        if (!this.idIndex.has(id)) this.idIndex.set(id, position);
        this.foldedIDs.set(foldKey(id), position);
      });
    }
  }

  /**
   * The option with exactly this id.
   * @param {string} id
   */
  option(id) {
    return this.idIndex.get(id);
  }

  /** What a `range` question takes, said the same way in every error about its answers. */
  get rangeExpectation() {
    return `expected a number from ${this.min} to ${this.max}, or an anchor id`;
  }

  /**
   * @param {string} id
   * @returns {import('./answers.js').AnswerError}
   */
  unknownOption(id) {
    const anchors = this.ids.slice(0, 12).map((each) => `"${each}"`).join(', ');
    const near = this.foldedIDs.get(foldKey(id));
    if (this.type === 'range') {
      let message = `"${id}" is not an anchor of "${this.key}"; ${this.rangeExpectation}`;
      message += near !== undefined ? `; did you mean "${this.ids[near]}"?` : ` (${anchors})`;
      return answerError('unknown-option', message, this.key);
    }
    let message = `"${id}" is not an option of "${this.key}"`;
    message += near !== undefined ? `; did you mean "${this.ids[near]}"?` : `; expected one of ${anchors}`;
    return answerError('unknown-option', message, this.key);
  }

  /**
   * @param {number | bigint | string} value
   * @returns {import('./answers.js').AnswerError}
   */
  notAValue(value) {
    return answerError('unknown-option', `${value} is not a value of "${this.key}"; expected one of ${this.values.join(', ')}`, this.key);
  }

  /**
   * @param {number | bigint | string} value
   * @returns {import('./answers.js').AnswerError}
   */
  outOfRange(value) {
    return answerError('out-of-range', `${value} is outside "${this.key}"'s range ${this.min}…${this.max}; ${this.rangeExpectation}`, this.key);
  }

  /**
   * Validates an answer: the chosen option (a number), the chosen options of a `multiple`
   * (an array), or the error.
   * @param {import('./answers.js').RawAnswer} answer
   * @returns {number | number[] | import('./answers.js').AnswerError}
   */
  choose(answer) {
    switch (this.type) {
      case 'scale': {
        if (answer.kind === 'integer') {
          const index = typeof answer.value === 'number' ? this.optionOfValue(answer.value) : -1;
          return index >= 0 ? index : this.notAValue(answer.value);
        }
        const number = answer.kind === 'number' ? DecimalLiteral.parse(answer.literal) : null;
        if (number === null || !number.isInteger) return this.wrongType(answer, 'an integer scale value');
        // An integer too large to hold is an integer all the same, just not a value of the scale.
        const value = number.floor();
        const index = value === null ? -1 : this.optionOfValue(value + 0);
        return index >= 0 ? index : this.notAValue(/** @type {{literal: string}} */ (answer).literal);
      }
      case 'single': {
        if (answer.kind !== 'string') return this.wrongType(answer, 'an option id (a string)');
        const index = this.option(answer.text);
        return index === undefined ? this.unknownOption(answer.text) : index;
      }
      case 'multiple': {
        if (answer.kind !== 'list') return this.wrongType(answer, 'a list of option ids');
        /** @type {number[]} */
        const chosen = [];
        const seen = new Set();
        for (const item of answer.items) {
          if (typeof item !== 'string') return this.wrongType({ kind: 'other', description: 'a list with a non-string item' }, 'a list of option ids');
          const index = this.option(item);
          if (index === undefined) return this.unknownOption(item);
          if (seen.has(index)) return answerError('wrong-type', `"${this.key}" lists "${item}" twice; choices must be distinct`, this.key);
          seen.add(index);
          chosen.push(index);
        }
        if (!this.acceptsChoiceCount(chosen.length)) {
          const range = this.min === this.max ? `exactly ${this.min}` : `between ${this.min} and ${this.max}`;
          return answerError('choice-count', `"${this.key}" takes ${range} choices, got ${chosen.length}`, this.key);
        }
        return chosen;
      }
      default: {
        if (answer.kind === 'string') {
          const index = this.option(answer.text);
          return index === undefined ? this.unknownOption(answer.text) : index;
        }
        if (answer.kind === 'integer') {
          const x = answer.value;
          if (x < this.min || x > this.max) return this.outOfRange(x);
          const index = typeof x === 'number' ? this.anchorOfInteger(x) : -1;
          // Where the integer formula cannot be exact, the exact decimal reading decides.
          return index >= 0 ? index : this.anchor(/** @type {DecimalLiteral} */ (DecimalLiteral.parse(String(x))));
        }
        const number = answer.kind === 'number' ? DecimalLiteral.parse(answer.literal) : null;
        if (number === null) return this.wrongType(answer, `a number from ${this.min} to ${this.max}, or an anchor id`);
        const floor = number.floor();
        if (floor === null || floor < this.min || !(floor < this.max || (floor === this.max && number.isInteger))) {
          return this.outOfRange(/** @type {{literal: string}} */ (answer).literal);
        }
        return this.anchor(number);
      }
    }
  }

  /**
   * The first option whose scale value is `value`, else −1: the one statement of how a
   * scale answer picks its option (the fast path's value tables are built from it).
   * @param {number} value
   */
  optionOfValue(value) {
    return this.values.indexOf(value);
  }

  /**
   * Whether a `multiple` answer may list `count` distinct options.
   * @param {number} count
   */
  acceptsChoiceCount(count) {
    return count >= this.min && count <= this.max;
  }

  /**
   * The anchor a `range` question's integer answer `x` picks, ⌊(x − min)(n − 1)/(max − min) + ½⌋
   * in integers (what `anchor` gives for an integer), or −1 when `x` is outside [min, max]
   * or the formula is too large for exact arithmetic here. The general and fast paths both read it.
   * @param {number} x
   */
  anchorOfInteger(x) {
    const low = this.min, high = this.max;
    const steps = this.ids.length - 1;
    if (!(x >= low && x <= high && high > low && steps >= 1)) return -1;
    const span = high - low;
    const numerator = (x - low) * 2 * steps + span;
    if (numerator > Number.MAX_SAFE_INTEGER) return -1;
    const divisor = 2 * span;
    let quotient = Math.floor(numerator / divisor);
    // The division is rounded: correct the quotient so that it is exactly ⌊numerator / divisor⌋.
    if (quotient * divisor > numerator) quotient--;
    else if ((quotient + 1) * divisor <= numerator) quotient++;
    return quotient;
  }

  /**
   * ⌊(x − min) / (max − min) × (n − 1) + ½⌋ exactly: how many anchor boundaries
   * min + (2j − 1)(max − min) / (2(n − 1)) the number reaches.
   * @param {DecimalLiteral} number
   */
  anchor(number) {
    const steps = this.ids.length - 1;
    if (steps < 1) return 0;
    const q = BigInt(2 * steps);
    const scaled = number.floorTimesBig(q, INT64_QUARTER);
    if (scaled === null) return 0;
    const span = BigInt(this.max - this.min);
    const reach = scaled - q * BigInt(this.min);
    // Boundary j is reached when q·min + (2j − 1)·span ≤ scaled.
    if (reach < span) return 0;
    const j = (reach + span) / (2n * span);
    return j > BigInt(steps) ? steps : Number(j);
  }

  /**
   * @param {import('./answers.js').RawAnswer} answer
   * @param {string} expected
   */
  wrongType(answer, expected) {
    let found;
    switch (answer.kind) {
      case 'null': found = 'null'; break;
      case 'integer': found = `the number ${answer.value}`; break;
      case 'number': found = `the number ${answer.literal}`; break;
      case 'string': found = `the string "${answer.text}"`; break;
      case 'list': found = 'a list'; break;
      default: found = answer.description;
    }
    return answerError('wrong-type', `"${this.key}" takes ${expected}, got ${found}`, this.key);
  }
}

/** A bundle compiled for scoring. */
export class ScoringPlan {
  /** @param {import('./bundle.js').Bundle} bundle */
  constructor(bundle) {
    this.bundle = bundle;
    this.traits = bundle.traits;
    /** @type {Map<string, number>} */
    const traitIndex = new Map();
    bundle.traits.forEach((trait, index) => traitIndex.set(trait, index));
    const index = (/** @type {string} */ trait) => traitIndex.get(trait) ?? 0;
    /** @type {number[]} at least one slot, so that no index falls outside */
    this.initial = new Array(Math.max(1, bundle.traits.length)).fill(0);
    for (const entry of bundle.scoring.initial) this.initial[index(entry.trait)] += entry.amount;
    this.questions = bundle.questions.map((question) => new PlannedQuestion(question, index));
    this.keys = this.questions.map((question) => question.key);
    this.required = this.questions.map((question) => question.required);
    this.draw = new DrawRule(bundle);
    /** Which questions are shown, given the answers. */
    this.visibility = new VisibilityRules(bundle);
    /** @type {readonly boolean[]} every question shown (a bundle without conditions) */
    this.everyQuestion = Object.freeze(new Array(bundle.questions.length).fill(true));
    /**
     * Per question: whether an answers set must answer it on its own — declared required
     * and outside every draw pool (a pool's questions answer to the pool's count instead).
     * @type {boolean[]}
     */
    this.mustAnswer = this.questions.map((question, index) => question.required && this.draw.ownRequired[index]);
    /** @type {Map<string, number>} first question with each key */
    this.keyIndex = new Map();
    /** @type {Map<string, number>} folded key → the last question with it */
    this.foldedKeys = new Map();
    bundle.questions.forEach((question, position) => {
      if (!this.keyIndex.has(question.key)) this.keyIndex.set(question.key, position);
      this.foldedKeys.set(foldKey(question.key), position);
    });
    const scoring = bundle.scoring;
    /** @type {{model: 'axes', axes: Array<{a: number, b: number, tie: string}>} | {model: 'highest', order: number[], secondary: boolean} | {model: 'bands', trait: number, bands: Array<{outcome: string, max: number | null}>} | {model: 'profile'}} */
    this.rule = scoring.model === 'axes'
      ? { model: 'axes', axes: scoring.axes.map((axis) => ({ a: index(axis.poles[0]), b: index(axis.poles[1]), tie: axis.tie })) }
      : scoring.model === 'highest'
        ? { model: 'highest', order: scoring.ties.map(index), secondary: scoring.secondary }
        : scoring.model === 'bands' ? { model: 'bands', trait: index(scoring.trait), bands: scoring.bands } : { model: 'profile' };
    /**
     * Derived scores, profile results and the nearest rule, compiled; `null` when the bundle
     * has none of them (its results are those of a bundle written before them).
     * @type {ProfileRules | null}
     */
    this.profile = scoring.derived.length > 0 || scoring.model === 'profile'
      ? new ProfileRules(bundle, index, this.questions.map((question) => question.weights)) : null;
    /** Whether scoring needs to know which questions were answered (`mean_answered`). */
    this.needsAnswered = this.profile !== null && this.profile.needsAnswered;
    this.layout = new ResultLayout(bundle, this.rule.model === 'axes' ? this.rule.axes : [], this.profile);
    /** @type {string | null} the runner-up found by the last `decide` */
    this.secondary = null;
    /**
     * The derived values and results found by the last `decide`, or `null` when the bundle has none.
     * @type {import('./result.js').ProfileValues | null}
     */
    this.values = null;
    /** @type {Uint8Array} per question: 1 when the last answers accepted by `totals` answered it */
    this.answered = new Uint8Array(this.questions.length);
  }

  /**
   * The error for a key that matches no question, naming the intended key when it is a near miss.
   * @param {string} key
   * @returns {import('./answers.js').AnswerError}
   */
  unknownKeyError(key) {
    const normalized = this.keyIndex.get(key.normalize('NFC'));
    if (normalized !== undefined) {
      return answerError('key-not-normalized',
        `the key "${key}" is not in Unicode NFC form; send the question's key "${this.questions[normalized].key}" exactly`, key);
    }
    const byID = this.questions.findIndex((question) => question.id === key);
    if (byID >= 0) {
      return answerError('unknown-key',
        `"${key}" is a question id, but this quiz keys answers by wire key; send "${this.questions[byID].key}"`, key);
    }
    const near = this.foldedKeys.get(foldKey(key));
    if (near !== undefined) {
      return answerError('unknown-key',
        `no question has the key "${key}"; did you mean "${this.questions[near].key}"? Keys must match exactly`, key);
    }
    return answerError('unknown-key', `no question has the key "${key}"`, key);
  }

  /**
   * The outcome code for some totals (`null` for a `profile` without `nearest`); the
   * runner-up is left in `secondary` and the derived values and results in `values` (no
   * result object is made: this runs once per scored line).
   * @param {ArrayLike<number>} totals
   * @param {ArrayLike<number> | null} [answered] per question: 1 when answered (read for `mean_answered`)
   * @returns {string | null}
   */
  decide(totals, answered = null) {
    const rule = this.rule;
    const traits = this.traits;
    this.secondary = null;
    this.values = null;
    if (traits.length === 0) return '';
    const profile = this.profile;
    if (profile !== null) {
      const derived = profile.derivedValues(totals, answered);
      this.values = { derived, results: profile.resultValues(totals, derived) };
      if (rule.model === 'profile') {
        if (profile.nearest === null) return null;
        const { outcome, secondary } = profile.nearestOutcome(totals, derived);
        this.secondary = secondary;
        return outcome;
      }
    }
    if (rule.model === 'axes') {
      let outcome = '';
      for (const axis of rule.axes) {
        outcome += axisLetter(traits, axis, totals[axis.a], totals[axis.b]);
      }
      return outcome;
    }
    if (rule.model === 'highest') {
      const order = rule.order;
      let best = order.length > 0 ? order[0] : 0;
      for (const trait of order) if (totals[trait] > totals[best]) best = trait;
      if (rule.secondary) {
        let runnerUp = -1;
        for (const trait of order) {
          if (trait !== best && (runnerUp < 0 || totals[trait] > totals[runnerUp])) runnerUp = trait;
        }
        if (runnerUp >= 0 && totals[runnerUp] > 0) this.secondary = traits[runnerUp];
      }
      return traits[best];
    }
    if (rule.model === 'bands') {
      const total = totals[rule.trait];
      const band = rule.bands.find((each) => each.max === null || total <= each.max);
      return band ? band.outcome : '';
    }
    return null;
  }

  /**
   * The per-answer checks of the general path: validates answers given as (key, raw answer)
   * pairs. The error of an unknown key (the smallest by code points) when there is one;
   * else each question's choice — `chosen[i]` the option picked, −2 for a `multiple`
   * answered (its options in `multiChosen`), −1 unanswered — and the first question in bundle
   * order whose answer is wrong, with its error.
   * @param {Array<[string, import('./answers.js').RawAnswer]>} answers
   * @returns {Choices | import('./answers.js').AnswerError}
   */
  choices(answers) {
    const questions = this.questions;
    const chosen = new Array(questions.length).fill(-1);
    /** @type {Map<number, number[]>} */
    const multiChosen = new Map();
    /** @type {string | null} */
    let smallestUnknown = null;
    let errorIndex = -1;
    /** @type {import('./answers.js').AnswerError | null} */
    let firstError = null;
    for (const [key, answer] of answers) {
      const index = this.keyIndex.get(key);
      if (index === undefined) {
        if (smallestUnknown === null || compareCodePoints(key, smallestUnknown) < 0) smallestUnknown = key;
        continue;
      }
      if (answer.kind === 'null') continue;
      const choice = questions[index].choose(answer);
      if (typeof choice === 'number') {
        chosen[index] = choice;
      } else if (Array.isArray(choice)) {
        multiChosen.set(index, choice);
        chosen[index] = -2;
      } else if (firstError === null || index < errorIndex) {
        firstError = choice;
        errorIndex = index;
      }
    }
    if (smallestUnknown !== null) return this.unknownKeyError(smallestUnknown);
    return { chosen, multiChosen, firstError, errorIndex };
  }

  /**
   * Which questions are shown for these choices (every one when the bundle has no conditions).
   * @param {Choices} choices
   * @returns {readonly boolean[]}
   */
  shown({ chosen, multiChosen }) {
    if (!this.visibility.hasConditions) return this.everyQuestion;
    return this.visibility.shown(chosen.map((option, index) => (option >= 0 ? [option] : option === -2 ? /** @type {number[]} */ (multiChosen.get(index)) : null)));
  }

  /**
   * The error for an answer to question `index` when these answers do not show it, else `null`.
   * @param {number} index
   * @param {Choices} choices
   * @param {readonly boolean[]} shown
   * @returns {import('./answers.js').AnswerError | null}
   */
  hiddenAnswerError(index, { chosen }, shown) {
    if (chosen[index] === -1 || shown[index]) return null;
    const question = this.questions[index];
    return answerError('hidden-answer',
      `question "${question.id}" is not shown for these answers (its condition does not hold); leave its answer out`, question.key);
  }

  /**
   * Whether question `index` must be answered now: required, outside every draw pool, and shown.
   * @param {number} index
   * @param {readonly boolean[]} shown
   */
  mustAnswerNow(index, shown) {
    return this.mustAnswer[index] && shown[index];
  }

  /**
   * Which questions are shown for answers so far, given as (key, raw answer) pairs: the
   * per-answer checks of `totals` first (the same error, when there is one), then the ids
   * of the shown questions and of the answered ones that are not shown, in source order.
   * The whole-set checks (missing answers, hidden answers, draw pools) do not apply.
   * @param {Array<[string, import('./answers.js').RawAnswer]>} answers
   * @returns {{visible: string[], discard: string[]} | import('./answers.js').AnswerError}
   */
  visibleQuestions(answers) {
    const choices = this.choices(answers);
    if (!('chosen' in choices)) return choices;
    if (choices.firstError !== null) return choices.firstError;
    const shown = this.shown(choices);
    /** @type {string[]} */
    const visible = [];
    /** @type {string[]} */
    const discard = [];
    this.questions.forEach((question, index) => {
      if (shown[index]) visible.push(question.id);
      else if (choices.chosen[index] !== -1) discard.push(question.id);
    });
    return { visible, discard };
  }

  /**
   * The general path: validates answers given as (key, raw answer) pairs and returns the
   * totals, or the one error the Swift runtime reports (an unknown key first, the smallest
   * by code points; then the first question in bundle order with a problem — checked in
   * this order for each question: a wrong answer, an answer although it is not shown, no
   * answer although it is required and shown; then the first draw pool answered beyond or
   * short of its count). Whether a question is shown depends only on the questions before
   * it, whose answers are valid by the time it is checked.
   * @param {Array<[string, import('./answers.js').RawAnswer]>} answers
   * @returns {number[] | import('./answers.js').AnswerError}
   */
  totals(answers) {
    const choices = this.choices(answers);
    if (!('chosen' in choices)) return choices;
    const { chosen, multiChosen, firstError, errorIndex } = choices;
    const questions = this.questions;
    const shown = this.shown(choices);
    const conditional = this.visibility.hasConditions;
    for (let index = 0; index < questions.length; index++) {
      if (index === errorIndex && firstError !== null) return firstError;
      const question = questions[index];
      if (conditional) {
        const hidden = this.hiddenAnswerError(index, choices, shown);
        if (hidden !== null) return hidden;
      }
      if (chosen[index] === -1 && this.mustAnswerNow(index, shown)) {
        return answerError('missing-answer', `the required question "${question.key}" has no answer`, question.key);
      }
    }
    if (!this.draw.isEmpty) {
      const error = this.draw.error(this.keys, this.required, (question) => chosen[question] !== -1);
      if (error !== null) return error;
    }
    if (this.needsAnswered) for (let index = 0; index < questions.length; index++) this.answered[index] = chosen[index] === -1 ? 0 : 1;
    const totals = this.initial.slice();
    for (let index = 0; index < questions.length; index++) {
      const option = chosen[index];
      if (option >= 0) addWeights(questions[index].weights[option], totals);
      else if (option === -2) for (const each of /** @type {number[]} */ (multiChosen.get(index))) addWeights(questions[index].weights[each], totals);
    }
    return totals;
  }
}

/**
 * Each question's choice after the per-answer checks (`ScoringPlan.choices`).
 * @typedef {{chosen: number[], multiChosen: Map<number, number[]>, firstError: import('./answers.js').AnswerError | null, errorIndex: number}} Choices
 */

/**
 * @param {number[]} pairs trait, amount, …
 * @param {number[]} totals
 */
function addWeights(pairs, totals) {
  for (let i = 0; i < pairs.length; i += 2) totals[pairs[i]] += pairs[i + 1];
}
