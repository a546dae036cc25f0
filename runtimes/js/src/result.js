/**
 * Results of scoring, and their exact compact JSON lines.
 * @module
 */

import { quoteString } from './json-writer.js';

/** The decimal text of small integers, made once (results repeat the same few totals). */
const SMALL = Array.from({ length: 2048 }, (_, i) => String(i - 1024));

/**
 * The decimal text of an integer total.
 * @param {number} value
 */
function integerText(value) {
  const index = value + 1024;
  return index >= 0 && index < 2048 ? SMALL[index] : String(value);
}

/**
 * What every result of one bundle shares: the trait names, the axes, and the JSON text
 * around the numbers, pre-escaped, so that a result line is a few concatenations.
 */
export class ResultLayout {
  /**
   * @param {import('./bundle.js').Bundle} bundle
   * @param {Array<{a: number, b: number, tie: string}>} axes
   */
  constructor(bundle, axes) {
    this.traits = bundle.traits;
    this.axes = axes;
    this.head = `{"quiz":${quoteString(bundle.quiz)},"version":${quoteString(bundle.version)},"outcome":`;
    /** @type {string[]} `"scores":{"t":` for the first trait, `,"t":` after */
    this.scoreFragments = bundle.traits.map((trait, index) => (index === 0 ? '"scores":{' : ',') + quoteString(trait) + ':');
    /** Per axis: the text before the letter, the three quoted letters, and the texts before each total. */
    this.axisFragments = axes.map((axis, index) => {
      const a = quoteString(bundle.traits[axis.a]), b = quoteString(bundle.traits[axis.b]);
      return {
        start: (index === 0 ? '' : ',') + `{"poles":[${a},${b}],"letter":`,
        letters: [a, b, quoteString(axis.tie)],
        first: `,"totals":{${a}:`,
        second: `,${b}:`,
      };
    });
    /** @type {Map<string, string>} */
    this.quoted = new Map();
  }

  /**
   * A string as a JSON literal, remembered (outcome codes repeat).
   * @param {string} text
   */
  quote(text) {
    let quoted = this.quoted.get(text);
    if (quoted === undefined) {
      quoted = quoteString(text);
      if (this.quoted.size < 4096) this.quoted.set(text, quoted);
    }
    return quoted;
  }

  /**
   * The compact JSON line of a result (no line end).
   * @param {string} outcome
   * @param {string | null} secondary
   * @param {ArrayLike<number>} totals
   */
  line(outcome, secondary, totals) {
    let out = this.head + this.quote(outcome);
    if (secondary !== null) out += ',"secondary":' + this.quote(secondary);
    out += ',';
    const fragments = this.scoreFragments;
    if (fragments.length === 0) {
      out += '"scores":{}';
    } else {
      for (let i = 0; i < fragments.length; i++) out += fragments[i] + integerText(totals[i]);
      out += '}';
    }
    const axes = this.axes;
    if (axes.length > 0) {
      out += ',"axes":[';
      for (let i = 0; i < axes.length; i++) {
        const axis = axes[i], text = this.axisFragments[i];
        const ta = totals[axis.a], tb = totals[axis.b];
        out += text.start + text.letters[axisSide(ta, tb)] + text.first + integerText(ta) + text.second + integerText(tb) + '}}';
      }
      out += ']';
    }
    return out + '}';
  }
}

/**
 * The result of scoring one answers object.
 */
export class ScoreResult {
  /**
   * @param {ResultLayout} layout
   * @param {import('./bundle.js').Bundle} bundle
   * @param {string} outcome
   * @param {string | null} secondary
   * @param {number[]} totals every trait's total, in declared order
   */
  constructor(layout, bundle, outcome, secondary, totals) {
    /** The bundle's quiz id. */
    this.quiz = bundle.quiz;
    /** The bundle's content version. */
    this.version = bundle.version;
    /** The outcome code (for `axes`, the letters in axis order). */
    this.outcome = outcome;
    /** The runner-up (`highest` with `secondary`, when its total is above 0), else `null`. */
    this.secondary = secondary;
    /** @private */
    this.layout = layout;
    /** @private */
    this.totals = totals;
  }

  /**
   * Every trait's total, in declared order.
   * @returns {Array<{trait: string, amount: number}>}
   */
  get scores() {
    return this.layout.traits.map((trait, index) => ({ trait, amount: this.totals[index] }));
  }

  /**
   * Per axis (`axes` model only; empty otherwise): its poles, the letter it gave and the poles' totals.
   * @returns {Array<{poles: [string, string], letter: string, totals: [number, number]}>}
   */
  get axes() {
    const traits = this.layout.traits;
    return this.layout.axes.map((axis) => {
      const ta = this.totals[axis.a], tb = this.totals[axis.b];
      return {
        poles: /** @type {[string, string]} */ ([traits[axis.a], traits[axis.b]]),
        letter: axisLetter(traits, axis, ta, tb),
        totals: /** @type {[number, number]} */ ([ta, tb]),
      };
    });
  }

  /**
   * The total of a trait (compared exactly), or `undefined` when it is not a trait.
   * @param {string} trait
   */
  score(trait) {
    const index = this.layout.traits.indexOf(trait);
    return index < 0 ? undefined : this.totals[index];
  }

  /**
   * The compact JSON line `{"quiz","version","outcome","secondary"?,"scores","axes"?}`,
   * byte for byte what `quizc score` prints (without the line end).
   */
  toJSONLine() {
    return this.layout.line(this.outcome, this.secondary, this.totals);
  }
}

/**
 * Which letter an axis gives for its poles' totals: 0 for the first pole (the larger
 * total), 1 for the second, 2 for the tie letter. The one statement of the axis rule: the
 * outcome code, the result's letters and the written line all read it.
 * @param {number} ta
 * @param {number} tb
 * @returns {number}
 */
export function axisSide(ta, tb) {
  return ta > tb ? 0 : ta < tb ? 1 : 2;
}

/**
 * The letter an axis gives (see `axisSide`).
 * @param {string[]} traits
 * @param {{a: number, b: number, tie: string}} axis
 * @param {number} ta
 * @param {number} tb
 * @returns {string}
 */
export function axisLetter(traits, axis, ta, tb) {
  const side = axisSide(ta, tb);
  return side === 0 ? traits[axis.a] : side === 1 ? traits[axis.b] : axis.tie;
}
