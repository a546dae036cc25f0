/** Running the command line in tests. */

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The command line's entry point. */
export const binary = path.resolve(here, '../bin/quiz-runtime.js');

/**
 * Runs `quiz-runtime ARGS` with `input` on standard input.
 * @param {string[]} args
 * @param {string | Uint8Array} [input]
 */
export function runCLI(args, input = '') {
  const run = spawnSync(process.execPath, [binary, ...args], { input, maxBuffer: 1 << 28 });
  return { status: run.status, stdout: run.stdout.toString('utf8'), stderr: run.stderr.toString('utf8'), raw: run.stdout };
}
