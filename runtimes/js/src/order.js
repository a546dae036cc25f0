/**
 * The presentation order for a 64-bit seed (docs/randomization.md): SplitMix64 on
 * BigInt, unbiased `uniform(n)` by rejection, Fisher–Yates over the movable slots, draw
 * pools first, then the question shuffle, then each question's options.
 * @module
 */

import { JSONNumber, JSONObject } from './json-value.js';

const MASK = (1n << 64n) - 1n;
const TWO_64 = 1n << 64n;

/** SplitMix64: the generator every platform uses for the presentation order. */
export class SplitMix64 {
  /** @param {bigint} seed from 0 to 2^64 − 1 */
  constructor(seed) {
    /** The 64-bit state. */
    this.state = seed & MASK;
  }

  /** The next 64 random bits. */
  next() {
    this.state = (this.state + 0x9e3779b97f4a7c15n) & MASK;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    return z ^ (z >> 31n);
  }

  /**
   * A uniform integer in [0, n) for n ≥ 1: draws r until r ≥ (2^64 − n) mod n, returns r mod n.
   * @param {number} n
   */
  uniform(n) {
    if (n <= 1) return 0;
    const big = BigInt(n);
    const threshold = (TWO_64 - big) % big;
    for (;;) {
      const r = this.next();
      if (r >= threshold) return Number(r % big);
    }
  }

  /**
   * Fisher–Yates from the last slot down over the movable slots; the others keep their items.
   * @template T
   * @param {T[]} items
   * @param {boolean[]} movable
   */
  shuffle(items, movable) {
    const slots = [];
    for (let index = 0; index < items.length; index++) if (index < movable.length ? movable[index] : true) slots.push(index);
    if (slots.length <= 1) return;
    for (let i = slots.length - 1; i >= 1; i--) {
      const j = this.uniform(i + 1);
      const a = slots[i], b = slots[j];
      const item = items[a];
      items[a] = items[b];
      items[b] = item;
    }
  }
}

/**
 * A seed as a bigint: a bigint, a non-negative safe integer or a string of decimal digits,
 * from 0 to 2^64 − 1.
 * @param {bigint | number | string} seed
 * @returns {bigint}
 */
export function parseSeed(seed) {
  let value;
  if (typeof seed === 'bigint') value = seed;
  else if (typeof seed === 'number' && Number.isSafeInteger(seed)) value = BigInt(seed);
  else if (typeof seed === 'string' && /^[0-9]+$/.test(seed)) value = BigInt(seed);
  else throw new TypeError('the seed is an unsigned 64-bit integer (0 to 18446744073709551615): a bigint, a safe integer or a string of decimal digits');
  if (value < 0n || value > MASK) throw new RangeError('the seed is an unsigned 64-bit integer (0 to 18446744073709551615)');
  return value;
}

/**
 * One presented question.
 * @typedef {{question: number, id: string, options: Array<string | number>, optionIndices: number[]}} PresentedQuestion
 */

/**
 * The presentation order for a seed: the presented questions in the order to show them,
 * each with its options (ids, or values for scales) in the order to show them.
 * @param {import('./bundle.js').Bundle} bundle
 * @param {bigint | number | string} seed
 * @returns {PresentedQuestion[]}
 */
export function presentationOrder(bundle, seed) {
  const random = new SplitMix64(parseSeed(seed));
  const questions = bundle.questions;
  const presentation = bundle.presentation;
  /** @type {number[]} */
  let presented;
  if (presentation.draw.length === 0) {
    presented = questions.map((_, index) => index);
  } else {
    const chosen = new Set();
    const inSomePool = new Set();
    /** @type {Map<string, number[]>} each named pool's questions in bundle order */
    const byPool = new Map();
    questions.forEach((question, index) => {
      if (question.pool === null) return;
      const list = byPool.get(question.pool);
      if (list) list.push(index);
      else byPool.set(question.pool, [index]);
    });
    for (const draw of presentation.draw) {
      const pool = draw.pool !== null ? (byPool.get(draw.pool) ?? []).slice() : questions.map((_, index) => index);
      for (const index of pool) inSomePool.add(index);
      random.shuffle(pool, pool.map(() => true));
      for (const index of pool.slice(0, draw.count)) chosen.add(index);
    }
    // With named pools, questions in no pool are always presented.
    if (!presentation.draw.some((draw) => draw.pool === null)) {
      questions.forEach((_, index) => { if (!inSomePool.has(index)) chosen.add(index); });
    }
    presented = [...chosen].sort((a, b) => a - b);
  }
  if (presentation.shuffleQuestions) random.shuffle(presented, presented.map((index) => !questions[index].pin));
  return presented.map((index) => {
    const question = questions[index];
    const optionIndices = question.options.map((_, option) => option);
    if (question.shuffle && question.type !== 'scale' && question.type !== 'range') {
      random.shuffle(optionIndices, question.options.map((option) => !option.pin));
    }
    return {
      question: index,
      id: question.id,
      options: optionIndices.map((option) => question.options[option].value ?? question.options[option].id ?? ''),
      optionIndices,
    };
  });
}

/**
 * `{"seed": N, "questions": [{"id", "options"}, …]}` as a JSON value (what `quizc order` prints).
 * @param {import('./bundle.js').Bundle} bundle
 * @param {bigint | number | string} seed
 * @returns {JSONObject}
 */
export function presentationOrderJSON(bundle, seed) {
  const value = parseSeed(seed);
  return new JSONObject([
    ['seed', new JSONNumber(value.toString())],
    ['questions', presentationOrder(bundle, value).map((presented) => new JSONObject([
      ['id', presented.id],
      ['options', presented.options.map((option) => (typeof option === 'number' ? new JSONNumber(String(option)) : option))],
    ]))],
  ]);
}
