/**
 * Small bundles of the profile members (derived scores, profile results, nearest profiles,
 * fractional weights, axis percentages), built here per docs/bundle-format.md so the unit
 * tests do not depend on the compiler.
 */

import { bundleHash } from '../src/index.js';

/**
 * A scale question 1…5 whose option of value v weighs `trait` `weigh(v)`.
 * @param {string} id
 * @param {boolean} required
 * @param {string} trait
 * @param {(v: number) => number} weigh
 */
function scale(id, required, trait, weigh) {
  return {
    id, key: id, text: id, type: 'scale', required, shuffle: false, pin: false,
    options: [1, 2, 3, 4, 5].map((value) => ({ value, label: String(value), pin: false, weights: weigh(value) === 0 ? {} : { [trait]: weigh(value) } })),
  };
}

/**
 * @param {string} id
 * @param {string} type
 * @param {boolean} required
 * @param {Array<[string, Record<string, number>]>} options
 * @param {{min?: number, max?: number}} [bounds]
 */
function choice(id, type, required, options, bounds = {}) {
  return {
    id, key: id, text: id, type, required, shuffle: false, pin: false, ...bounds,
    options: options.map(([option, weights]) => ({ id: option, label: option, pin: false, weights })),
  };
}

/**
 * @param {string} title
 */
function outcome(title) {
  return { title, description: `${title}.`, recommendations: [] };
}

/**
 * A bundle's JSON text with its hash.
 * @param {Record<string, unknown>} fields
 */
export function stamp(fields) {
  const bundle = {
    format: 'quiz-bundle/1', version: '1.0.0', locale: 'en', examples: [],
    presentation: { draw: [], page_size: 5, shuffle_options: false, shuffle_questions: false, time_limit: null },
    ...fields,
  };
  const text = JSON.stringify(bundle);
  return JSON.stringify({ ...bundle, hash: bundleHash(text) });
}

/** The inventory's nearest profiles, at points of (n_mean, E). */
const INVENTORY_PROFILES = [
  { outcome: 'calm', at: { n_mean: '1', E: '3' } },
  { outcome: 'anxious', at: { n_mean: '5', E: '0' } },
  { outcome: 'mid_a', at: { n_mean: '3', E: '1' } },
  { outcome: 'mid_b', at: { n_mean: '3', E: '2' } },
];

/**
 * The `profile` bundle with every derived kind, optional questions, parents, `below` then
 * `max` at one number, and a nearest rule (euclidean, or manhattan) with a tie.
 * @param {Record<string, unknown>} [overrides] members of `scoring` to replace
 * @param {Record<string, unknown>} [top] top-level members to replace
 */
export function inventoryBundle(overrides = {}, top = {}) {
  return stamp({
    quiz: 'inventory', title: 'Inventory', traits: ['N', 'E', 'I'],
    questions: [
      scale('n1', false, 'N', (v) => v),
      scale('n2', false, 'N', (v) => 6 - v),
      scale('n3', false, 'N', (v) => v),
      choice('e1', 'single', true, [['a', { E: 2 }], ['b', { E: 1, I: 1 }], ['c', { I: 2 }], ['d', {}]]),
      choice('e2', 'multiple', false, [['x', { E: 1 }], ['y', { I: 1 }], ['z', {}]], { min: 0, max: 2 }),
    ],
    scoring: {
      model: 'profile', initial: {},
      derived: [
        { id: 'n_mean', kind: 'mean', of: 'N', count: 3, digits: 2 },
        { id: 'n_ans', kind: 'mean_answered', of: 'N', digits: 2 },
        { id: 'e_pct', kind: 'percent', of: 'E', min: '0', max: '3', digits: 0 },
        { id: 'i_share', kind: 'share', of: 'I', against: 'E', digits: 0 },
        { id: 'n_std', kind: 'linear', of: 'n_mean', times: '0.25', plus: '-0.75', digits: 2 },
        { id: 'n_twice', kind: 'linear', of: 'n_ans', times: '2', plus: '0', digits: 1 },
      ],
      results: [
        {
          id: 'neuro', score: 'n_mean', title: 'Neuroticism',
          bands: [
            { id: 'low', below: '2.5', title: 'Low', recommendations: [] },
            { id: 'mid', max: '3.5', title: 'Average', description: 'In the middle.', recommendations: ['Breathe'] },
            { id: 'high', title: 'High', recommendations: [] },
          ],
        },
        {
          id: 'neuro_ans', score: 'n_ans', parent: 'neuro', title: 'Answered', description: 'Over answered items.',
          bands: [
            { id: 'under', below: '3', title: 'Under 3', recommendations: [] },
            { id: 'three', max: '3', title: 'Exactly 3', recommendations: [] },
            { id: 'over', title: 'Over 3', recommendations: [] },
          ],
        },
        {
          id: 'extra', score: 'E', title: 'Extraversion',
          bands: [{ id: 'quiet', max: '1', title: 'Quiet', recommendations: [] }, { id: 'loud', title: 'Loud', recommendations: [] }],
        },
      ],
      nearest: {
        over: ['n_mean', 'E'], distance: 'euclidean', ties: ['anxious', 'calm', 'mid_b', 'mid_a'],
        profiles: INVENTORY_PROFILES,
      },
      ...overrides,
    },
    outcomes: { anxious: outcome('Anxious'), calm: outcome('Calm'), mid_a: outcome('Middle A'), mid_b: outcome('Middle B') },
    ...top,
  });
}

/** The inventory bundle with its nearest profiles measured by manhattan distance and another tie order. */
export function inventoryManhattanBundle() {
  return inventoryBundle({ nearest: { over: ['n_mean', 'E'], distance: 'manhattan', ties: ['anxious', 'calm', 'mid_b', 'mid_a'], profiles: INVENTORY_PROFILES } });
}

/** The inventory bundle without `nearest`: results only, no outcome. */
export function resultsOnlyBundle() {
  return inventoryBundle({ nearest: undefined }, { outcomes: {} });
}

/**
 * `highest` with weights in hundredths (`weight_digits` 2), a fractional initial total and a
 * mean over the fractional totals.
 */
export function fractionalBundle() {
  return stamp({
    quiz: 'fractional', title: 'Fractional', traits: ['X', 'Y'],
    questions: [
      scale('q1', true, 'X', (v) => 25 * v),
      scale('q2', true, 'Y', (v) => -125 + 50 * v),
    ],
    scoring: {
      model: 'highest', initial: { X: 50 }, ties: ['X', 'Y'], secondary: true, weight_digits: 2,
      derived: [{ id: 'x_mean', kind: 'mean', of: 'X', count: 1, digits: 3 }],
    },
    outcomes: { X: outcome('X'), Y: outcome('Y') },
  });
}

/** Two axes reporting the letter's percentage with one fractional digit. */
export function axesPercentBundle() {
  return stamp({
    quiz: 'axes-percent', title: 'Axes', traits: ['E', 'I', 'S', 'N'],
    questions: [
      choice('q1', 'single', true, [['e', { E: 2 }], ['i', { I: 1 }], ['n', {}]]),
      choice('q2', 'single', true, [['e', { E: 1 }], ['i', { I: 1 }], ['n', {}]]),
      choice('q3', 'single', true, [['s', { S: 1 }], ['n', { N: 2 }], ['o', {}]]),
      choice('q4', 'single', true, [['s', { S: 1 }], ['n', { N: 1 }], ['o', {}]]),
    ],
    scoring: { model: 'axes', initial: {}, percent_digits: 1, axes: [{ poles: ['E', 'I'], tie: 'X' }, { poles: ['S', 'N'], tie: 'S' }] },
    outcomes: {},
  });
}
