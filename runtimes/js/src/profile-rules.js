/**
 * The rules of derived scores and profile results, each stated once: derived scores (mean, mean over
 * answered questions, percent, share, linear, sum), a result's band, the nearest profile and
 * its runner-up, and an axis's percentage. Values are exact `Rational`s in real units (a
 * trait total divided by 10^weight_digits); `null` is "no value". Both scoring paths reach
 * these through `ScoringPlan.decide`. The rules are static methods of `ProfileRules` (so a
 * test can break one and see the conformance suite catch it).
 * @module
 */

import { Rational, parseBundleDecimal } from './rational.js';

const HUNDRED = new Rational(100n);
const FIFTY = new Rational(50n);

/**
 * A bundle decimal string known to be valid (the decoder checked it).
 * @param {string} text
 */
function decimal(text) {
  return /** @type {Rational} */ (parseBundleDecimal(text));
}

/**
 * A compiled derived score.
 * @typedef {{kind: 'mean', of: number, divisor: bigint}
 *   | {kind: 'mean_answered', of: number, questions: number[]}
 *   | {kind: 'percent', of: number, min: Rational, span: Rational}
 *   | {kind: 'share', of: number, against: number}
 *   | {kind: 'linear', of: number, ofDerived: boolean, times: Rational, plus: Rational}
 *   | {kind: 'sum', of: number[]}} DerivedRule
 */

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
    /** @type {DerivedRule[]} */
    this.derived = scoring.derived.map((score) => {
      if (score.kind === 'sum') return { kind: 'sum', of: score.of.map(traitIndex) };
      const of = traitIndex(score.of);
      switch (score.kind) {
        case 'mean': return { kind: 'mean', of, divisor: this.unit * BigInt(score.count) };
        case 'mean_answered': return { kind: 'mean_answered', of, questions: questionsWeighing(weights, of) };
        case 'percent': {
          const min = decimal(score.min);
          return { kind: 'percent', of, min, span: decimal(score.max).minus(min) };
        }
        case 'share': return { kind: 'share', of, against: traitIndex(score.against) };
        default: {
          const ofDerived = derivedIndex.has(score.of);
          return {
            kind: 'linear', of: ofDerived ? /** @type {number} */ (derivedIndex.get(score.of)) : of, ofDerived,
            times: decimal(score.times), plus: decimal(score.plus),
          };
        }
      }
    });
    /** Whether some derived score counts answered questions. */
    this.needsAnswered = this.derived.some((rule) => rule.kind === 'mean_answered');
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
   * @param {ArrayLike<number> | null} answered per question: non-zero when answered (needed when `needsAnswered`)
   * @returns {Array<Rational | null>}
   */
  derivedValues(totals, answered) {
    /** @type {Array<Rational | null>} */
    const values = [];
    for (const rule of this.derived) values.push(ProfileRules.derivedValue(rule, totals, answered, values, this));
    return values;
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
   * One derived score's value.
   * @param {DerivedRule} rule
   * @param {ArrayLike<number>} totals
   * @param {ArrayLike<number> | null} answered
   * @param {Array<Rational | null>} earlier the values of the derived scores before it
   * @param {ProfileRules} rules
   * @returns {Rational | null}
   */
  static derivedValue(rule, totals, answered, earlier, rules) {
    switch (rule.kind) {
      case 'mean':
        return new Rational(BigInt(totals[rule.of]), rule.divisor);
      case 'mean_answered': {
        let count = 0;
        for (const question of rule.questions) if (answered !== null && answered[question] === 1) count++;
        return count === 0 ? null : new Rational(BigInt(totals[rule.of]), rules.unit * BigInt(count));
      }
      case 'percent':
        return rules.traitValue(totals[rule.of]).minus(rule.min).dividedBy(rule.span).times(HUNDRED);
      case 'share':
        return ProfileRules.share(totals[rule.of], totals[rule.against]);
      case 'sum': {
        let sum = 0n;
        for (const trait of rule.of) sum += BigInt(totals[trait]);
        return new Rational(sum, rules.unit);
      }
      default: {
        const x = rule.ofDerived ? earlier[rule.of] : rules.traitValue(totals[rule.of]);
        return x === null ? null : rule.times.times(x).plus(rule.plus);
      }
    }
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

