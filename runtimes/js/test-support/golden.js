/** The shipped golden bundles (Tests/QuizCompilerTests/Golden/bundles). */

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository's root. */
export const repositoryRoot = path.resolve(here, '../../..');
/** The folder of the shipped bundles. */
export const goldenDirectory = path.join(repositoryRoot, 'Tests/QuizCompilerTests/Golden/bundles');
/** The shipped bundles' names. */
export const goldenNames = ['animal', 'color', 'fitcircle-persona', 'mbti'];

/**
 * A shipped bundle's bytes.
 * @param {string} name
 */
export function goldenBytes(name) {
  return fs.readFileSync(path.join(goldenDirectory, `${name}.json`));
}
