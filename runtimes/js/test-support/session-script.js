/**
 * Runs a conformance `session` case (docs/conformance.md, "session") with the interpreter
 * `quiz-runtime session replay` runs (bin/session-script.js), lines as the suite records them.
 */

import { parseJSON } from '../src/index.js';
import { runScript, scriptOf } from '../bin/session-script.js';

/**
 * The output lines of a case's script on a scorer's bundle. The case was read with
 * `JSON.parse`; its script is handed over as the JSON text a script file would hold.
 * @param {import('../src/scorer.js').Scorer} scorer
 * @param {unknown} start
 * @param {unknown[]} steps
 * @returns {string[]}
 */
export function runSessionScript(scorer, start, steps) {
  return runScript(scriptOf(parseJSON(JSON.stringify({ start, steps }))), scorer, { full: false });
}
