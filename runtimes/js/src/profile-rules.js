/**
 * The rules of profile results, each stated once: derived scores compiled by their kinds'
 * rules (`DERIVED_KINDS`, derived-kinds.js) with the counts of answered questions and the
 * share they read, a result's band, the nearest profile and its runner-up, and an axis's
 * percentage. Values are exact `Rational`s in real units (a trait total divided by
 * 10^weight_digits); `null` is "no value". Both scoring paths reach these through
 * `ScoringPlan.decide`. The rules are static methods of `ProfileRules` and entries of
 * `DERIVED_KINDS` (so a test can break one and see the conformance suite catch it).
 * @module
 */

import { DERIVED_KINDS } from './derived-kinds.js';
import { Rational, parseBundleDecimal } from './rational.js';

const FIFTY = new Rational(50n);

/**
 * A bundle decimal string known to be valid (the decoder checked it).
 * @param {string} text
 */
function decimal(text) {
  return /** @type {Rational} */ (parseBundleDecimal(text));
}

/**
 * A compiled profile result: where its value comes from and its bands' limits.
 * @typedef {{id: string, scoreName: string, score: number, scoreIsDerived: boolean, digits: number,
 *   bands: Array<{id: string, inclusive: boolean, limit: Rational | null}>}} ResultRule
 */

/** The derived scores, results and nearest rule of one bundle, compiled. */
export class ProfileRules {
  /**
   * @param {import('./bundle.js').Bundle} bundle
   * @param {(trait: string) => number} traitIndex
   * @param {number[][][]} weights per question, per option: trait, amount, …
   */
  constructor(bundle, traitIndex, weights) {
    const scoring = bundle.scoring;
    /** The weights' scale: totals are integers in units of 1/`unit`. */
    this.unit = 10n ** BigInt(scoring.weightDigits);
    this.weightDigits = scoring.weightDigits;
    /** @type {string[]} */
    this.derivedIDs = scoring.derived.map((score) => score.id);
    /** @type {number[]} */
    this.derivedDigits = scoring.derived.map((score) => score.digits);
    /** @type {Map<string, number>} */
    const derivedIndex = new Map(this.derivedIDs.map((id, index) => [id, index]));
    /**
     * Per count of answered questions a rule reads: the questions that weigh its trait.
     * @type {number[][]}
     */
    this.answeredOf = [];
    /** @type {import('./derived-kinds.js').RuleScope} */
    const scope = {
      unit: this.unit,
      trait: (name) => traitIndex(name),
      earlier: (name) => derivedIndex.get(name),
      answeredCount: (trait) => this.answeredOf.push(questionsWeighing(weights, trait)) - 1,
      share: (t, u) => ProfileRules.share(t, u),
    };
    /**
     * Each derived score's rule, compiled by its kind's entry in `DERIVED_KINDS`.
     * @type {Array<(input: import('./derived-kinds.js').RuleInput) => Rational | null>}
     */
    this.derived = scoring.derived.map((score) => /** @type {import('./derived-kinds.js').DerivedKind} */ (DERIVED_KINDS.get(score.kind)).rule(score, scope));
    /** Whether some derived score counts answered questions. */
    this.needsAnswered = this.answeredOf.length > 0;
    /** @type {ResultRule[]} */
    this.results = scoring.model !== 'profile' ? [] : scoring.results.map((result) => {
      const scoreIsDerived = derivedIndex.has(result.score);
      const score = scoreIsDerived ? /** @type {number} */ (derivedIndex.get(result.score)) : traitIndex(result.score);
      return {
        id: result.id, scoreName: result.score, score, scoreIsDerived,
        digits: scoreIsDerived ? this.derivedDigits[score] : this.weightDigits,
        bands: result.bands.map((band) => ({
          id: band.id,
          inclusive: band.max !== undefined,
          limit: band.below !== undefined ? decimal(band.below) : band.max !== undefined ? decimal(band.max) : null,
        })),
      };
    });
    const nearest = scoring.model === 'profile' ? scoring.nearest : null;
    /**
     * The nearest rule with its profiles in tie order, or `null`.
     * @type {{over: Array<{index: number, derived: boolean}>, manhattan: boolean, profiles: Array<{outcome: string, at: Rational[]}>} | null}
     */
    this.nearest = nearest === null ? null : {
      over: nearest.over.map((name) => (derivedIndex.has(name)
        ? { index: /** @type {number} */ (derivedIndex.get(name)), derived: true }
        : { index: traitIndex(name), derived: false })),
      manhattan: nearest.distance === 'manhattan',
      profiles: nearest.ties.map((outcome) => {
        const profile = /** @type {{outcome: string, at: Record<string, string>}} */ (nearest.profiles.find((each) => each.outcome === outcome));
        return { outcome, at: nearest.over.map((name) => decimal(profile.at[name])) };
      }),
    };
  }

  /**
   * A trait's total in real units.
   * @param {number} total
   */
  traitValue(total) {
    return new Rational(BigInt(total), this.unit);
  }

  /**
   * Every derived score's exact value, in declaration order (`null`: no value).
   * @param {ArrayLike<number>} totals
   * @param {ArrayLike<number> | null} answered per question: 1 when answered (needed when `needsAnswered`)
   * @returns {Array<Rational | null>}
   */
  derivedValues(totals, answered) {
    /** @type {import('./derived-kinds.js').RuleInput} */
    const input = { totals, answered: this.answeredOf.map((questions) => ProfileRules.answeredCount(questions, answered)), earlier: [] };
    for (const rule of this.derived) input.earlier.push(rule(input));
    return input.earlier;
  }

  /**
   * Each result's value and band index (−1: no band), in declaration order.
   * @param {ArrayLike<number>} totals
   * @param {Array<Rational | null>} derived
   * @returns {Array<{value: Rational | null, band: number}>}
   */
  resultValues(totals, derived) {
    return this.results.map((result) => {
      const value = result.scoreIsDerived ? derived[result.score] : this.traitValue(totals[result.score]);
      return { value, band: ProfileRules.bandOf(result.bands, value) };
    });
  }

  /**
   * The nearest profile's outcome and the runner-up's (`null` with one profile).
   * @param {ArrayLike<number>} totals
   * @param {Array<Rational | null>} derived
   * @returns {{outcome: string, secondary: string | null}}
   */
  nearestOutcome(totals, derived) {
    const nearest = /** @type {NonNullable<ProfileRules['nearest']>} */ (this.nearest);
    const point = nearest.over.map((score) => (score.derived ? derived[score.index] : this.traitValue(totals[score.index])));
    const distances = nearest.profiles.map((profile) => ProfileRules.distance(point, profile.at, nearest.manhattan));
    const [best, second] = ProfileRules.twoNearest(distances);
    return { outcome: nearest.profiles[best].outcome, secondary: second < 0 ? null : nearest.profiles[second].outcome };
  }

  /**
   * How many of `questions` were answered.
   * @param {number[]} questions
   * @param {ArrayLike<number> | null} answered per question: 1 when answered
   */
  static answeredCount(questions, answered) {
    let count = 0;
    for (const question of questions) if (answered !== null && answered[question] === 1) count++;
    return count;
  }

  /**
   * total(T) / (total(T) + total(U)) × 100, exactly 50 when the sum is 0 (both totals 0).
   * @param {number} t
   * @param {number} u
   */
  static share(t, u) {
    const sum = BigInt(t) + BigInt(u);
    return sum === 0n ? FIFTY : new Rational(100n * BigInt(t), sum);
  }

  /**
   * The first band admitting `value` (below: strictly less; max: at most; no limit: any), or
   * −1 for no value.
   * @param {Array<{inclusive: boolean, limit: Rational | null}>} bands
   * @param {Rational | null} value
   */
  static bandOf(bands, value) {
    if (value === null) return -1;
    for (let i = 0; i < bands.length; i++) {
      const { limit, inclusive } = bands[i];
      if (limit === null) return i;
      const order = value.compare(limit);
      if (order < 0 || (inclusive && order === 0)) return i;
    }
    return -1;
  }

  /**
   * The distance from `point` to `target`: Σ (v − t)² (euclidean, the same order as its
   * root) or Σ |v − t| (manhattan). A coordinate without a value adds nothing.
   * @param {Array<Rational | null>} point
   * @param {Rational[]} target
   * @param {boolean} manhattan
   */
  static distance(point, target, manhattan) {
    let sum = new Rational(0n);
    point.forEach((value, index) => {
      if (value === null) return;
      const difference = value.minus(target[index]);
      sum = sum.plus(manhattan ? difference.magnitude() : difference.times(difference));
    });
    return sum;
  }

  /**
   * The indices of the smallest and the next smallest distance, the earlier index first
   * among equal ones (−1 for the second when there is one distance).
   * @param {Rational[]} distances in tie order
   * @returns {[number, number]}
   */
  static twoNearest(distances) {
    let best = 0, second = -1;
    for (let i = 1; i < distances.length; i++) {
      if (distances[i].compare(distances[best]) < 0) {
        second = best;
        best = i;
      } else if (second < 0 || distances[i].compare(distances[second]) < 0) {
        second = i;
      }
    }
    return [best, second];
  }

  /**
   * An axis's percentage: the share of the letter's pole, total(letter) / (total(A) + total(B))
   * × 100; 50 on a tie (the tie letter) or when both totals are 0.
   * @param {number} side 0 for the first pole, 1 for the second, 2 for the tie letter (`axisSide`)
   * @param {number} ta
   * @param {number} tb
   */
  static axisPercent(side, ta, tb) {
    if (side === 2) return FIFTY;
    return side === 0 ? ProfileRules.share(ta, tb) : ProfileRules.share(tb, ta);
  }
}

/**
 * The questions that weigh trait `trait`: some option gives it a non-zero weight.
 * @param {number[][][]} weights
 * @param {number} trait
 */
function questionsWeighing(weights, trait) {
  /** @type {number[]} */
  const questions = [];
  weights.forEach((options, question) => {
    if (options.some((pairs) => pairs.some((value, i) => i % 2 === 0 && value === trait && pairs[i + 1] !== 0))) questions.push(question);
  });
  return questions;
}

