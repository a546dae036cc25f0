// The general path alone, as the fast-path tests compare against it.

import assert from 'node:assert/strict';
import { errorLine, JSONParseFailure, parseJSON, resultLine } from '../src/index.js';

/**
 * The general path alone: parse, then validate and score.
 * @param {import('../src/index.js').Scorer} scorer
 * @param {Uint8Array | string} bytes
 * @returns {string}
 */
export function generalLine(scorer, bytes) {
  let value;
  try {
    value = parseJSON(bytes);
  } catch (error) {
    assert.ok(error instanceof JSONParseFailure);
    return errorLine({ code: 'invalid-json', message: `the answers are not valid JSON: ${error.description}` });
  }
  return resultLine(scorer.scoreParsed(value));
}
