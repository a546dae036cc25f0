/**
 * Results of scoring, and their exact compact JSON lines.
 * @module
 */

import { quoteString } from './json-writer.js';
import { ProfileRules } from './profile-rules.js';

/**
 * The derived values and results of one scoring: exact values (`null`: no value) and each
 * result's band index (−1: none).
 * @typedef {{derived: Array<import('./rational.js').Rational | null>,
 *   results: Array<{value: import('./rational.js').Rational | null, band: number}>}} ProfileValues
 */

/**
 * An exact value with its written text.
 * @typedef {{numerator: bigint, denominator: bigint, text: string}} ExactValue
 */

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
 * A total in units of 10^−digits written with exactly `digits` fractional digits (the
 * integer itself when `digits` is 0): 250 with 2 digits is `2.50`, −5 is `-0.05`.
 * @param {number} total an integer
 * @param {number} digits
 */
export function scaledText(total, digits) {
  if (digits === 0) return integerText(total);
  const padded = String(Math.abs(total)).padStart(digits + 1, '0');
  const text = padded.slice(0, padded.length - digits) + '.' + padded.slice(padded.length - digits);
  return total < 0 ? '-' + text : text;
}

/**
 * An exact value and its text in the decimal form with `digits` fractional digits, or
 * `null` for no value.
 * @param {import('./rational.js').Rational | null} value
 * @param {number} digits
 * @returns {ExactValue | null}
 */
function exactValue(value, digits) {
  return value === null ? null : Object.freeze({ numerator: value.numerator, denominator: value.denominator, text: value.toDecimalForm(digits) });
}

/**
 * What every result of one bundle shares: the trait names, the axes, and the JSON text
 * around the numbers, pre-escaped, so that a result line is a few concatenations.
 */
export class ResultLayout {
  /**
   * @param {import('./bundle.js').Bundle} bundle
   * @param {Array<{a: number, b: number, tie: string}>} axes
   * @param {import('./profile-rules.js').ProfileRules | null} profile
   */
  constructor(bundle, axes, profile) {
    this.traits = bundle.traits;
    this.axes = axes;
    this.profile = profile;
    /** Fractional digits of totals (`scoring.weight_digits`). */
    this.weightDigits = bundle.scoring.weightDigits;
    /** Fractional digits of axis percentages, or `null` when results have none. */
    this.percentDigits = bundle.scoring.model === 'axes' ? bundle.scoring.percentDigits : null;
    /** Whether the line has `results` (the `profile` model). */
    this.hasResults = bundle.scoring.model === 'profile';
    this.start = `{"quiz":${quoteString(bundle.quiz)},"version":${quoteString(bundle.version)}`;
    this.head = this.start + ',"outcome":';
    /** @type {string[]} `"derived":{"id":` for the first derived score, `,"id":` after */
    this.derivedFragments = (profile?.derivedIDs ?? []).map((id, index) => (index === 0 ? ',"derived":{' : ',') + quoteString(id) + ':');
    /** @type {string[]} `{"id":"r","value":` per result, with `,` before all but the first */
    this.resultFragments = (profile?.results ?? []).map((result, index) => (index === 0 ? '' : ',') + `{"id":${quoteString(result.id)},"value":`);
    /** @type {string[][]} per result: each band id quoted */
    this.bandTexts = (profile?.results ?? []).map((result) => result.bands.map((band) => quoteString(band.id)));
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
   * @param {string | null} outcome `null` for a `profile` without `nearest`
   * @param {string | null} secondary
   * @param {ArrayLike<number>} totals
   * @param {ProfileValues | null} [values]
   */
  line(outcome, secondary, totals, values = null) {
    let out = outcome === null ? this.start : this.head + this.quote(outcome);
    if (secondary !== null) out += ',"secondary":' + this.quote(secondary);
    out += ',';
    const fragments = this.scoreFragments;
    const digits = this.weightDigits;
    if (fragments.length === 0) {
      out += '"scores":{}';
    } else if (digits === 0) {
      for (let i = 0; i < fragments.length; i++) out += fragments[i] + integerText(totals[i]);
      out += '}';
    } else {
      for (let i = 0; i < fragments.length; i++) out += fragments[i] + scaledText(totals[i], digits);
      out += '}';
    }
    const axes = this.axes;
    if (axes.length > 0) {
      out += ',"axes":[';
      for (let i = 0; i < axes.length; i++) {
        const axis = axes[i], text = this.axisFragments[i];
        const ta = totals[axis.a], tb = totals[axis.b];
        const side = axisSide(ta, tb);
        out += text.start + text.letters[side] + text.first + scaledText(ta, digits) + text.second + scaledText(tb, digits) + '}';
        if (this.percentDigits !== null) out += ',"percent":' + ProfileRules.axisPercent(side, ta, tb).toDecimalForm(this.percentDigits);
        out += '}';
      }
      out += ']';
    }
    if (values !== null && this.profile !== null) out += this.profileText(values);
    return out + '}';
  }

  /**
   * `,"derived":{…}` when the bundle has derived scores, then `,"results":[…]` for `profile`.
   * @param {ProfileValues} values
   */
  profileText(values) {
    const profile = /** @type {import('./profile-rules.js').ProfileRules} */ (this.profile);
    let out = '';
    const fragments = this.derivedFragments;
    /** @type {string[]} each derived value's text, reused by the results that report it */
    const texts = [];
    if (fragments.length > 0) {
      for (let i = 0; i < fragments.length; i++) {
        const value = values.derived[i];
        const text = value === null ? 'null' : value.toDecimalForm(profile.derivedDigits[i]);
        texts.push(text);
        out += fragments[i] + text;
      }
      out += '}';
    }
    if (this.hasResults) {
      out += ',"results":[';
      for (let i = 0; i < this.resultFragments.length; i++) {
        const { value, band } = values.results[i];
        const rule = profile.results[i];
        const text = rule.scoreIsDerived ? texts[rule.score] : value === null ? 'null' : value.toDecimalForm(rule.digits);
        out += this.resultFragments[i] + text + ',"band":' + (band < 0 ? 'null' : this.bandTexts[i][band]) + '}';
      }
      out += ']';
    }
    return out;
  }
}

/**
 * The result of scoring one answers object.
 */
export class ScoreResult {
  /**
   * @param {ResultLayout} layout
   * @param {import('./bundle.js').Bundle} bundle
   * @param {string | null} outcome
   * @param {string | null} secondary
   * @param {number[]} totals every trait's total, in declared order
   * @param {ProfileValues | null} [values] the derived values and results, when the bundle has them
   */
  constructor(layout, bundle, outcome, secondary, totals, values = null) {
    /** The bundle's quiz id. */
    this.quiz = bundle.quiz;
    /** The bundle's content version. */
    this.version = bundle.version;
    /** The outcome code (for `axes`, the letters in axis order); `null` for a `profile` without `nearest`. */
    this.outcome = outcome;
    /** The runner-up (`highest` with `secondary`, when its total is above 0; `profile`'s next nearest profile), else `null`. */
    this.secondary = secondary;
    /** Totals are integers in units of 10^−scoreDigits (`scoring.weight_digits`; 0 for whole weights). */
    this.scoreDigits = layout.weightDigits;
    /** @private */
    this.layout = layout;
    /** @private */
    this.totals = totals;
    /** @private */
    this.values = values;
  }

  /**
   * Every trait's total, in declared order, in units of 10^−scoreDigits.
   * @returns {Array<{trait: string, amount: number}>}
   */
  get scores() {
    return this.layout.traits.map((trait, index) => ({ trait, amount: this.totals[index] }));
  }

  /**
   * Per axis (`axes` model only; empty otherwise): its poles, the letter it gave, the poles'
   * totals, and (when the bundle reports them) the letter's percentage.
   * @returns {Array<{poles: [string, string], letter: string, totals: [number, number], percent?: ExactValue}>}
   */
  get axes() {
    const traits = this.layout.traits;
    const digits = this.layout.percentDigits;
    return this.layout.axes.map((axis) => {
      const ta = this.totals[axis.a], tb = this.totals[axis.b];
      /** @type {{poles: [string, string], letter: string, totals: [number, number], percent?: ExactValue}} */
      const entry = {
        poles: /** @type {[string, string]} */ ([traits[axis.a], traits[axis.b]]),
        letter: axisLetter(traits, axis, ta, tb),
        totals: /** @type {[number, number]} */ ([ta, tb]),
      };
      if (digits !== null) entry.percent = /** @type {ExactValue} */ (exactValue(ProfileRules.axisPercent(axisSide(ta, tb), ta, tb), digits));
      return entry;
    });
  }

  /**
   * Every derived score's value in declaration order: exact, with its written text; `null`
   * when it has no value (`mean_answered` with nothing answered). Empty without derived scores.
   * @returns {Array<{id: string, value: ExactValue | null}>}
   */
  get derived() {
    const profile = this.layout.profile;
    if (profile === null || this.values === null) return [];
    const values = this.values.derived;
    return profile.derivedIDs.map((id, index) => ({ id, value: exactValue(values[index], profile.derivedDigits[index]) }));
  }

  /**
   * The `profile` model's results in declaration order: the score reported, its value
   * (exact, with its written text, or `null`) and the band it falls in (`null` for none).
   * Empty for other models.
   * @returns {Array<{id: string, score: string, value: ExactValue | null, band: string | null}>}
   */
  get results() {
    const profile = this.layout.profile;
    if (profile === null || this.values === null) return [];
    const values = this.values.results;
    return profile.results.map((result, index) => {
      const { value, band } = values[index];
      return {
        id: result.id, score: result.scoreName, value: exactValue(value, result.digits),
        band: band < 0 ? null : result.bands[band].id,
      };
    });
  }

  /**
   * The total of a trait (compared exactly), in units of 10^−scoreDigits, or `undefined`
   * when it is not a trait.
   * @param {string} trait
   */
  score(trait) {
    const index = this.layout.traits.indexOf(trait);
    return index < 0 ? undefined : this.totals[index];
  }

  /**
   * The compact JSON line `{"quiz","version","outcome"?,"secondary"?,"scores","axes"?,"derived"?,"results"?}`,
   * byte for byte what `quizc score` prints (without the line end).
   */
  toJSONLine() {
    return this.layout.line(this.outcome, this.secondary, this.totals, this.values);
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
