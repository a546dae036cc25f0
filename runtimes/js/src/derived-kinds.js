/**
 * Every kind of derived score, one entry each: what its `of` names, how its own members are
 * read (with the paths and messages of the Swift runtime, docs/bundle-format.md) and its rule,
 * the value it takes from the totals. `derived-decoding.js` reads the first two,
 * `ProfileRules` compiles and runs the rule. A new kind whose `of` shape and member shapes
 * exist here is one entry in `DERIVED_KINDS`.
 * @module
 */

import { decimalAt, invalid } from './bundle-fields.js';
import { DERIVED_KIND_NAMES, checkRuleNames } from './language-names.js';
import { Rational, parseBundleDecimal } from './rational.js';

const HUNDRED = new Rational(100n);

/** @typedef {import('../index.js').DerivedScore} DerivedScore */

/**
 * Reads member `name` of a derived score's object: the score's members read before it and
 * the bundle's traits are at hand.
 * @typedef {(fields: import('./bundle-fields.js').Fields, name: string, score: DerivedScore, traits: Set<string>) => number | string} MemberDecoder
 */

/**
 * What a kind's rule may read of the bundle when the scorer compiles it.
 * @typedef {object} RuleScope
 * @property {bigint} unit totals are integers in units of 1/`unit`
 * @property {(name: string) => number} trait a trait's index in the totals
 * @property {(name: string) => number | undefined} earlier an earlier derived score's index in
 *   `RuleInput.earlier`, or `undefined` when `name` is a trait
 * @property {(trait: number) => number} answeredCount the index in `RuleInput.answered` of how
 *   many of the questions that weigh `trait` were answered
 * @property {(t: number, u: number) => Rational} share `ProfileRules.share`
 */

/**
 * What a compiled rule reads when a response is scored.
 * @typedef {{totals: ArrayLike<number>, answered: number[], earlier: Array<Rational | null>}} RuleInput
 */

/**
 * One kind: what its `of` names (one trait; one trait or an earlier derived score; a list of
 * at least two different traits), its own members in reading order, and its rule: from the
 * decoded score and the scope, the function from a response's input to the value (`null`:
 * no value).
 * @typedef {{of: 'trait' | 'traitOrEarlier' | 'traits', members: Record<string, MemberDecoder>,
 *   rule: (score: DerivedScore, scope: RuleScope) => (input: RuleInput) => Rational | null}} DerivedKind
 */

/**
 * A bundle decimal string known to be valid (the decoder checked it).
 * @param {unknown} text
 */
function exact(text) {
  return /** @type {Rational} */ (parseBundleDecimal(/** @type {string} */ (text)));
}

/** @type {MemberDecoder} An integer of at least 1. */
function atLeastOne(fields, name) {
  const value = fields.integer(name);
  if (value < 1) throw invalid(`${fields.path}/${name}`, `${name} must be at least 1`);
  return value;
}

/**
 * A decimal, as the bundle's decimal string.
 * @param {import('./bundle-fields.js').Fields} fields
 * @param {string} name
 */
function decimal(fields, name) {
  return decimalAt(fields.value(name), `${fields.path}/${name}`);
}

/**
 * A decimal above the decimal member `lower` read before it.
 * @param {string} lower
 * @returns {MemberDecoder}
 */
function decimalAbove(lower) {
  return (fields, name, score) => {
    const value = decimal(fields, name);
    if (exact(score[lower]).compare(exact(value)) >= 0) throw invalid(fields.path, `${lower} must be below ${name}`);
    return value;
  };
}

/** @type {MemberDecoder} A trait's name. */
function trait(fields, name, score, traits) {
  const value = fields.string(name);
  if (!traits.has(value)) throw invalid(`${fields.path}/${name}`, `unknown trait "${value}"`);
  return value;
}

/**
 * A trait's total in real units.
 * @param {number} total
 * @param {RuleScope} scope
 */
function real(total, scope) {
  return new Rational(BigInt(total), scope.unit);
}

/**
 * A score's `of` of one trait, as its index.
 * @param {DerivedScore} score
 * @param {RuleScope} scope
 */
function ofTrait(score, scope) {
  return scope.trait(/** @type {string} */ (score.of));
}

/**
 * The rule of a kind that picks one of the listed traits' totals (`min`, `max`): the total
 * that is `better` than every other.
 * @param {(total: bigint, best: bigint) => boolean} better
 * @returns {DerivedKind['rule']}
 */
function picking(better) {
  return (score, scope) => {
    const traits = /** @type {string[]} */ (score.of).map(scope.trait);
    return ({ totals }) => {
      let best = BigInt(totals[traits[0]]);
      for (const index of traits) {
        const total = BigInt(totals[index]);
        if (better(total, best)) best = total;
      }
      return new Rational(best, scope.unit);
    };
  };
}

/**
 * Every kind of derived score a bundle may name: the one list of them (the language's
 * `DERIVED_KIND_NAMES`, in that order).
 * @type {Map<string, DerivedKind>}
 */
export const DERIVED_KINDS = new Map(/** @type {Array<[string, DerivedKind]>} */ ([
  ['mean', {
    of: 'trait',
    members: { count: atLeastOne },
    /** total(of) / count */
    rule: (score, scope) => {
      const of = ofTrait(score, scope), divisor = scope.unit * BigInt(/** @type {number} */ (score.count));
      return ({ totals }) => new Rational(BigInt(totals[of]), divisor);
    },
  }],
  ['mean_answered', {
    of: 'trait',
    members: {},
    /** total(of) / the answered questions that weigh `of`; no value when none is answered */
    rule: (score, scope) => {
      const of = ofTrait(score, scope), slot = scope.answeredCount(of);
      return ({ totals, answered }) => (answered[slot] === 0 ? null : new Rational(BigInt(totals[of]), scope.unit * BigInt(answered[slot])));
    },
  }],
  ['percent', {
    of: 'trait',
    members: { min: decimal, max: decimalAbove('min') },
    /** (total(of) − min) / (max − min) × 100 */
    rule: (score, scope) => {
      const of = ofTrait(score, scope), min = exact(score.min), span = exact(score.max).minus(min);
      return ({ totals }) => real(totals[of], scope).minus(min).dividedBy(span).times(HUNDRED);
    },
  }],
  ['share', {
    of: 'trait',
    members: { against: trait },
    /** total(of) / (total(of) + total(against)) × 100, 50 when both are 0 */
    rule: (score, scope) => {
      const of = ofTrait(score, scope), against = scope.trait(/** @type {string} */ (score.against));
      return ({ totals }) => scope.share(totals[of], totals[against]);
    },
  }],
  ['linear', {
    of: 'traitOrEarlier',
    members: { times: decimal, plus: decimal },
    /** times × value(of) + plus; no value in, no value out */
    rule: (score, scope) => {
      const earlier = scope.earlier(/** @type {string} */ (score.of)), times = exact(score.times), plus = exact(score.plus);
      const of = earlier === undefined ? ofTrait(score, scope) : earlier;
      return (input) => {
        const x = earlier === undefined ? real(input.totals[of], scope) : input.earlier[of];
        return x === null ? null : times.times(x).plus(plus);
      };
    },
  }],
  ['sum', {
    of: 'traits',
    members: {},
    /** total(of[0]) + total(of[1]) + … */
    rule: (score, scope) => {
      const traits = /** @type {string[]} */ (score.of).map(scope.trait);
      return ({ totals }) => {
        let sum = 0n;
        for (const index of traits) sum += BigInt(totals[index]);
        return new Rational(sum, scope.unit);
      };
    },
  }],
  /** the smallest of total(of[0]), total(of[1]), … */
  ['min', { of: 'traits', members: {}, rule: picking((total, best) => total < best) }],
  /** the largest of total(of[0]), total(of[1]), … */
  ['max', { of: 'traits', members: {}, rule: picking((total, best) => total > best) }],
]));
checkRuleNames('derived-score kinds', DERIVED_KINDS.keys(), DERIVED_KIND_NAMES);
