/**
 * Typed access to a bundle's JSON members, with the paths and messages of the Swift
 * runtime's `Fields` in errors.
 * @module
 */

import { BundleError } from './bundle-error.js';
import { DecimalLiteral } from './decimal.js';
import { JSONNumber, JSONObject } from './json-value.js';
import { parseBundleDecimal } from './rational.js';

/** Largest magnitude of initial scores, scale values and range bounds. */
export const MAX_MAGNITUDE = 1_000_000_000_000;
/** Most fractional digits a written value has. */
export const MAX_VALUE_DIGITS = 6;

/**
 * @param {string} path
 * @param {string} message
 */
export function invalid(path, message) {
  return new BundleError('invalid-bundle', path, message);
}

/** Typed access to a JSON object's members, with paths in errors. */
export class Fields {
  /**
   * @param {unknown} value
   * @param {string} path
   */
  constructor(value, path) {
    if (!(value instanceof JSONObject)) throw invalid(path, 'expected an object');
    this.object = value;
    this.path = path;
  }

  /** @param {string} name */
  optionalValue(name) {
    return this.object.get(name);
  }

  /** @param {string} name */
  value(name) {
    const value = this.object.get(name);
    if (value === undefined) throw invalid(this.path, `missing "${name}"`);
    return value;
  }

  /** @param {string} name */
  string(name) {
    return stringAt(this.value(name), `${this.path}/${name}`);
  }

  /** @param {string} name */
  integer(name) {
    return integerAt(this.value(name), `${this.path}/${name}`);
  }

  /** @param {string} name */
  bool(name) {
    const value = this.value(name);
    if (typeof value !== 'boolean') throw invalid(`${this.path}/${name}`, 'expected true or false');
    return value;
  }

  /**
   * @param {string} name
   * @returns {unknown[]}
   */
  array(name) {
    const value = this.value(name);
    if (!Array.isArray(value)) throw invalid(`${this.path}/${name}`, 'expected an array');
    return value;
  }

  /** @param {string} name */
  optionalString(name) {
    const value = this.object.get(name);
    if (value === undefined || value === null) return null;
    return stringAt(value, `${this.path}/${name}`);
  }

  /** @param {string} name */
  optionalInteger(name) {
    const value = this.object.get(name);
    if (value === undefined || value === null) return null;
    return integerAt(value, `${this.path}/${name}`);
  }
}

/**
 * @param {unknown} value
 * @param {string} path
 * @returns {string}
 */
export function stringAt(value, path) {
  if (typeof value !== 'string') throw invalid(path, 'expected a string');
  return value;
}

/**
 * An integer written as one (no `.`, `e` or `E`) within ±10^12.
 * @param {unknown} value
 * @param {string} path
 * @returns {number}
 */
export function integerAt(value, path) {
  const number = plainInteger(value);
  if (number === null) throw invalid(path, 'expected an integer within ±10^12');
  return number;
}

/**
 * @param {unknown} value
 * @returns {number | null}
 */
export function plainInteger(value) {
  if (!(value instanceof JSONNumber)) return null;
  const literal = value.literal;
  const decimal = DecimalLiteral.parse(literal);
  if (decimal === null || !decimal.isInteger || /[.eE]/.test(literal)) return null;
  const number = decimal.floor(MAX_MAGNITUDE);
  return number === null ? null : number + 0; // + 0 turns -0 into 0
}

/**
 * A trait → integer object whose traits are among `known`, each amount within `bound`;
 * zero amounts are left out.
 * @param {unknown} value
 * @param {string} path
 * @param {Set<string>} known
 * @param {number} bound
 * @returns {Array<{trait: string, amount: number}>}
 */
export function amounts(value, path, known, bound) {
  if (!(value instanceof JSONObject)) throw invalid(path, 'expected an object');
  const result = [];
  for (const [trait, amount] of value.members) {
    if (!known.has(trait)) throw invalid(path, `unknown trait "${trait}"`);
    const number = integerAt(amount, `${path}/${trait}`);
    if (Math.abs(number) > bound) throw invalid(`${path}/${trait}`, `magnitude above ${bound}`);
    if (number !== 0) result.push({ trait, amount: number });
  }
  return result;
}

/**
 * An example's expected scores: a trait → integer object, zero amounts kept.
 * @param {unknown} value
 * @param {string} path
 * @param {Set<string>} known
 */
export function amountsAllowingZero(value, path, known) {
  if (!(value instanceof JSONObject)) throw invalid(path, 'expected an object');
  const result = [];
  for (const [trait, amount] of value.members) {
    if (!known.has(trait)) throw invalid(path, `unknown trait "${trait}"`);
    result.push({ trait, amount: integerAt(amount, path) });
  }
  return result;
}

/**
 * A decimal string in canonical form, returned as written.
 * @param {unknown} value
 * @param {string} path
 * @returns {string}
 */
export function decimalAt(value, path) {
  if (typeof value !== 'string' || parseBundleDecimal(value) === null) {
    throw invalid(path, 'expected a decimal string such as "2.5" (canonical form, at most 6 fractional digits)');
  }
  return value;
}

/**
 * An integer member from `low` to `high`, or `fallback` when absent.
 * @param {Fields} fields
 * @param {string} name
 * @param {number} low
 * @param {number} high
 * @param {number | null} fallback
 */
export function boundedInteger(fields, name, low, high, fallback) {
  const value = fields.optionalValue(name);
  if (value === undefined) return fallback;
  const number = integerAt(value, `${fields.path}/${name}`);
  if (number < low || number > high) throw invalid(`${fields.path}/${name}`, `expected an integer from ${low} to ${high}`);
  return number;
}

