/**
 * Exact rational numbers on `BigInt` for derived scores, band limits and nearest-profile
 * distances, the bundle's decimal strings, and the one decimal form every runtime writes
 * values in (docs/bundle-format.md, "Decimal strings"; docs/runtime.md, "The decimal form").
 * Nothing here goes through floating point.
 * @module
 */

/**
 * `|a|` and `|b|`'s greatest common divisor.
 * @param {bigint} a
 * @param {bigint} b
 */
function gcd(a, b) {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** An exact rational number `numerator / denominator`, in lowest terms with `denominator > 0`. */
export class Rational {
  /**
   * @param {bigint} numerator
   * @param {bigint} [denominator] not 0
   */
  constructor(numerator, denominator = 1n) {
    if (denominator === 0n) throw new RangeError('a rational number with the denominator 0');
    if (denominator < 0n) {
      numerator = -numerator;
      denominator = -denominator;
    }
    const divisor = gcd(numerator, denominator);
    /** The numerator, in lowest terms (negative for a negative number). */
    this.numerator = divisor > 1n ? numerator / divisor : numerator;
    /** The denominator, in lowest terms, above 0. */
    this.denominator = divisor > 1n ? denominator / divisor : denominator;
  }

  /** @param {Rational} other */
  plus(other) {
    return new Rational(this.numerator * other.denominator + other.numerator * this.denominator, this.denominator * other.denominator);
  }

  /** @param {Rational} other */
  minus(other) {
    return new Rational(this.numerator * other.denominator - other.numerator * this.denominator, this.denominator * other.denominator);
  }

  /** @param {Rational} other */
  times(other) {
    return new Rational(this.numerator * other.numerator, this.denominator * other.denominator);
  }

  /**
   * @param {Rational} other not zero
   */
  dividedBy(other) {
    return new Rational(this.numerator * other.denominator, this.denominator * other.numerator);
  }

  /** The absolute value. */
  magnitude() {
    return this.numerator < 0n ? new Rational(-this.numerator, this.denominator) : this;
  }

  /** Whether the value is zero. */
  get isZero() {
    return this.numerator === 0n;
  }

  /**
   * −1, 0 or 1 as this is below, equal to or above `other` (exactly).
   * @param {Rational} other
   * @returns {number}
   */
  compare(other) {
    const left = this.numerator * other.denominator, right = other.numerator * this.denominator;
    return left < right ? -1 : left > right ? 1 : 0;
  }

  /**
   * The value in the decimal form with `digits` fractional digits (see `decimalForm`).
   * @param {number} digits
   */
  toDecimalForm(digits) {
    return decimalForm(this.numerator, this.denominator, digits);
  }

  /** `numerator/denominator`, or the integer alone. */
  toString() {
    return this.denominator === 1n ? String(this.numerator) : `${this.numerator}/${this.denominator}`;
  }
}

/** 10^k as a bigint for the digits a value is written with (0…6), made once. */
const POWERS_OF_TEN = Array.from({ length: 7 }, (_, k) => 10n ** BigInt(k));

/**
 * The decimal form of `numerator / denominator` with `digits` fractional digits: the value
 * times 10^digits rounded to an integer half away from zero, written with exactly `digits`
 * fractional digits, never with a sign when it rounds to zero (`3.50`, `68`, `-0.25`, `0.00`).
 * @param {bigint} numerator
 * @param {bigint} denominator above 0
 * @param {number} digits 0 or more
 * @returns {string}
 */
export function decimalForm(numerator, denominator, digits) {
  if (denominator <= 0n) throw new RangeError('the decimal form of a number with a denominator of 0 or below');
  const negative = numerator < 0n;
  const scaled = (negative ? -numerator : numerator) * (POWERS_OF_TEN[digits] ?? 10n ** BigInt(digits));
  let units = scaled / denominator;
  const remainder = scaled - units * denominator;
  if (2n * remainder >= denominator) units += 1n; // half away from zero: the magnitude rounds up at .5
  let text = String(units);
  if (digits > 0) {
    text = text.padStart(digits + 1, '0');
    text = text.slice(0, text.length - digits) + '.' + text.slice(text.length - digits);
  }
  return negative && units !== 0n ? '-' + text : text;
}

/** The canonical form of a bundle's decimal strings: at most 13 integer and 6 fractional digits. */
const CANONICAL_DECIMAL = /^-?(0|[1-9][0-9]{0,12})(\.[0-9]{0,5}[1-9])?$/;

/**
 * Reads a bundle's decimal string in canonical form (`"3"`, `"2.5"`, `"-0.25"`: no `+`, no
 * exponent, no leading zero but a lone `0` before the point, no trailing fractional zero,
 * at most 6 fractional digits, never `"-0"`, magnitude at most 10^12 with its fraction's
 * units), or `null` for any other text.
 * @param {string} text
 * @returns {Rational | null}
 */
export function parseBundleDecimal(text) {
  if (!CANONICAL_DECIMAL.test(text) || text === '-0') return null;
  const point = text.indexOf('.');
  const scale = point < 0 ? 0 : text.length - point - 1;
  const units = BigInt(point < 0 ? text : text.slice(0, point) + text.slice(point + 1));
  const bound = 1_000_000_000_000n;
  if (units > bound || units < -bound) return null;
  return new Rational(units, 10n ** BigInt(scale));
}

/**
 * The integer `value` as a rational.
 * @param {number | bigint} value
 */
export function integerRational(value) {
  return new Rational(BigInt(value));
}
