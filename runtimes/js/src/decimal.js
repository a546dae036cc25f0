/**
 * A JSON number literal read exactly, without floating point (the Swift runtime's
 * `DecimalLiteral`): range answers such as `0.35` are anchored on the decimal as written.
 * @module
 */

const EXPONENT_CLAMP = 10_000_000;
const INT64_MAX = (1n << 63n) - 1n;

/** A decimal number: (−1)^negative × digits × 10^exponent. */
export class DecimalLiteral {
  /**
   * @param {boolean} negative
   * @param {string} digits significant digits, no leading or trailing zeros; empty for zero
   * @param {number} exponent
   */
  constructor(negative, digits, exponent) {
    this.negative = negative;
    this.digits = digits;
    this.exponent = exponent;
  }

  /**
   * Reads a JSON number literal (also accepts `+` in the exponent and a missing integer
   * part, as the Swift reader does); `null` for text that is not one.
   * @param {string} literal
   * @returns {DecimalLiteral | null}
   */
  static parse(literal) {
    let index = 0;
    const length = literal.length;
    const negative = literal.charCodeAt(0) === 0x2d;
    if (negative) index = 1;
    let mantissa = '';
    let fractionLength = 0;
    let seenPoint = false;
    let exponentPart = 0;
    while (index < length) {
      const c = literal.charCodeAt(index);
      if (c === 0x65 || c === 0x45) break;
      index++;
      if (c === 0x2e) {
        if (seenPoint) return null;
        seenPoint = true;
        continue;
      }
      if (c < 0x30 || c > 0x39) return null;
      mantissa += literal[index - 1];
      if (seenPoint) fractionLength++;
    }
    if (mantissa.length === 0) return null;
    if (index < length) {
      index++;
      let exponentNegative = false;
      const sign = literal.charCodeAt(index);
      if (sign === 0x2d || sign === 0x2b) {
        exponentNegative = sign === 0x2d;
        index++;
      }
      if (index >= length) return null;
      for (; index < length; index++) {
        const c = literal.charCodeAt(index);
        if (c < 0x30 || c > 0x39) return null;
        exponentPart = Math.min(exponentPart * 10 + (c - 0x30), EXPONENT_CLAMP);
      }
      if (exponentNegative) exponentPart = -exponentPart;
    }
    let first = 0;
    while (first < mantissa.length && mantissa.charCodeAt(first) === 0x30) first++;
    let last = mantissa.length;
    let exponent = exponentPart - fractionLength;
    while (last > first && mantissa.charCodeAt(last - 1) === 0x30) {
      last--;
      exponent++;
    }
    const digits = mantissa.slice(first, last);
    return new DecimalLiteral(negative, digits, digits.length === 0 ? 0 : exponent);
  }

  /** Whether the value is zero. */
  get isZero() {
    return this.digits.length === 0;
  }

  /** Whether the value is an integer. */
  get isInteger() {
    return this.digits.length === 0 || this.exponent >= 0;
  }

  /**
   * Whether two literals have the same sign, digits and exponent.
   * @param {DecimalLiteral} other
   */
  equals(other) {
    return this.negative === other.negative && this.digits === other.digits && this.exponent === other.exponent;
  }

  /**
   * ⌊value × factor⌋ for a positive `factor`, when the integer part times the factor stays
   * within `bound` and a 64-bit integer; `null` when it is larger. Exact (BigInt).
   * @param {bigint} factor
   * @param {bigint} bound
   * @returns {bigint | null}
   */
  floorTimesBig(factor, bound) {
    if (factor <= 0n) return null;
    const digits = this.digits;
    if (digits.length === 0) return 0n;
    const integerCount = digits.length + this.exponent;
    let integer = 0n;
    if (integerCount > 0) {
      if (integerCount > 18) return null;
      integer = BigInt(integerCount <= digits.length ? digits.slice(0, integerCount) : digits + '0'.repeat(integerCount - digits.length));
    }
    let fraction;
    if (integerCount >= digits.length) {
      fraction = '';
    } else if (integerCount > 0) {
      fraction = digits.slice(integerCount);
    } else {
      // 0.000…digits: below 10^-30 the product with any factor used is below 1.
      const zeros = -integerCount;
      if (zeros > 30) return this.negative ? -1n : 0n;
      fraction = '0'.repeat(zeros) + digits;
    }
    // ⌊fraction × factor⌋ and whether a remainder is left, digit by digit.
    let carry = 0n;
    let remainder = false;
    for (let i = fraction.length - 1; i >= 0; i--) {
      const product = BigInt(fraction.charCodeAt(i) - 0x30) * factor + carry;
      if (product % 10n !== 0n) remainder = true;
      carry = product / 10n;
    }
    const scaled = integer * factor;
    if (scaled > INT64_MAX || scaled > bound) return null;
    const magnitudeFloor = scaled + carry;
    if (this.negative) return -magnitudeFloor - (remainder ? 1n : 0n);
    return magnitudeFloor;
  }

  /**
   * ⌊value⌋ as a number when its magnitude is at most `bound` (2^52 by default), else `null`.
   * @param {number} [bound]
   * @returns {number | null}
   */
  floor(bound = 2 ** 52) {
    const result = this.floorTimesBig(1n, BigInt(bound));
    return result === null ? null : Number(result);
  }
}
