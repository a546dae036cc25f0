/**
 * A seed whose draw presents the questions an answer set answers. Filling in a witness or
 * replaying an example of a drawn quiz answers questions of one possible draw; the seed on
 * screen may draw others, and then the respondent view would not show answers the result
 * counts. The draw is a pure function of the seed (the runtime's presentation order), so
 * seeds are tried in turn from the current one, up to a bound. DOM-free.
 * @module
 */

import { presentationOrder } from '../../../runtimes/js/src/order.js';

/** How many seeds are tried, the current one first. */
export const SEED_SEARCH_BOUND = 10000;

const LAST_SEED = (1n << 64n) - 1n;

/**
 * @typedef {{kind: 'presented', seed: string}
 *   | {kind: 'found', seed: string, tried: number}
 *   | {kind: 'none', tried: number, last: string}
 *   | {kind: 'impossible', pool: string | null, count: number, answered: number}} SeedSearch
 */

/**
 * The first seed from `seed` on (wrapping after 2^64 − 1) whose draw presents every answered
 * question. When the answers fill every pool's count this is a draw of exactly the answered
 * pooled questions; with fewer answers in a pool, any draw that holds them.
 * @param {import('../../../runtimes/js/src/bundle.js').Bundle} bundle
 * @param {string} seed decimal, 0 to 2^64 − 1
 * @param {Iterable<number>} answered the answered questions' indices in the bundle
 * @param {number} [bound] how many seeds to try
 * @returns {SeedSearch} `presented`: the seed already presents them (or nothing is drawn);
 *   `found`: `seed` does after `tried` seeds; `none`: no seed from `seed` to `last` does;
 *   `impossible`: more answered questions in a pool than it draws
 */
export function seedPresenting(bundle, seed, answered, bound = SEED_SEARCH_BOUND) {
  const wanted = [...new Set(answered)];
  const draws = bundle.presentation.draw;
  if (draws.length === 0 || wanted.length === 0) return { kind: 'presented', seed };
  for (const draw of draws) {
    const inPool = wanted.filter((index) => draw.pool === null || bundle.questions[index].pool === draw.pool).length;
    if (inPool > draw.count) return { kind: 'impossible', pool: draw.pool, count: draw.count, answered: inPool };
  }
  let current = BigInt(seed);
  for (let tried = 1; tried <= bound; tried++) {
    const presented = new Set(presentationOrder(bundle, current).map((each) => each.question));
    if (wanted.every((index) => presented.has(index))) {
      return tried === 1 ? { kind: 'presented', seed } : { kind: 'found', seed: current.toString(), tried };
    }
    if (tried === bound) return { kind: 'none', tried, last: current.toString() };
    current = current === LAST_SEED ? 0n : current + 1n;
  }
  return { kind: 'none', tried: 0, last: seed };
}

/**
 * What the page says after a search (empty when the seed was kept because it presents them).
 * @param {SeedSearch} search
 * @param {string} from the seed the search started from
 * @param {string} what what was filled in, such as `the witness of lark`
 */
export function seedSearchNotice(search, from, what) {
  switch (search.kind) {
    case 'presented': return '';
    case 'found':
      return `Seed ${from} does not present every question ${what} answers; the seed is now ${search.seed}, the first from ${from} that does.`;
    case 'none':
      return `None of the ${search.tried} seeds from ${from} to ${search.last} presents every question ${what} answers: seed ${from} is kept, and the result counts answers to questions it does not present.`;
    case 'impossible':
      return `No seed presents every question ${what} answers: ${search.answered} of them are in ${search.pool === null ? 'the draw' : `the pool ${search.pool}`}, which draws ${search.count}. Seed ${from} is kept.`;
    default: return '';
  }
}
