/**
 * Presentation seeds as the page shows them: decimal strings from 0 to 2^64 − 1. DOM-free.
 * @module
 */

const MAX_SEED = (1n << 64n) - 1n;

/**
 * The seed written in `text` (decimal digits, spaces around allowed) in its plain decimal
 * form, or `null` when it is not a number from 0 to 2^64 − 1.
 * @param {string} text
 * @returns {string | null}
 */
export function parseSeedText(text) {
  const trimmed = text.trim();
  if (!/^[0-9]{1,40}$/.test(trimmed)) return null;
  const value = BigInt(trimmed);
  return value <= MAX_SEED ? value.toString() : null;
}

/**
 * A random 64-bit seed as a decimal string.
 * @param {(array: Uint32Array) => Uint32Array} getRandomValues such as `crypto.getRandomValues.bind(crypto)`
 * @returns {string}
 */
export function randomSeed(getRandomValues) {
  const words = getRandomValues(new Uint32Array(2));
  return ((BigInt(words[0]) << 32n) | BigInt(words[1])).toString();
}
