/**
 * Reading `presentation`, with the paths and messages of the Swift runtime
 * (docs/bundle-format.md).
 * @module
 */

import { Fields, invalid } from './bundle-fields.js';

/**
 * `presentation`: page size, shuffles, time limit and draws.
 * @param {Fields} root
 * @returns {import('../index.js').Presentation}
 */
export function decodePresentation(root) {
  const fields = new Fields(root.value('presentation'), '/presentation');
  const draws = decodeDraws(fields);
  return {
    pageSize: fields.integer('page_size'),
    shuffleQuestions: fields.bool('shuffle_questions'),
    shuffleOptions: fields.bool('shuffle_options'),
    timeLimit: fields.optionalInteger('time_limit'),
    draw: draws,
  };
}

/**
 * `presentation.draw`: either one draw of every question, or draws of distinct named pools.
 * @param {Fields} fields
 */
function decodeDraws(fields) {
  /** @type {Array<{pool: string | null, count: number}>} */
  const draws = [];
  const items = fields.array('draw');
  for (let index = 0; index < items.length; index++) {
    const draw = new Fields(items[index], `/presentation/draw/${index}`);
    const count = draw.integer('count');
    if (count < 1) throw invalid(draw.path, 'count must be at least 1');
    const pool = draw.optionalString('pool');
    const clash = pool === null ? items.length > 1 : draws.some((other) => other.pool === null || other.pool === pool);
    if (clash) throw invalid(draw.path, 'a draw without a pool must be the only draw, and pools must be distinct');
    draws.push({ pool, count });
  }
  return draws;
}
