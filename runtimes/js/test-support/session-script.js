/**
 * Runs a conformance `session` case (docs/conformance.md, "session") with the interpreter
 * `quiz-runtime session replay` runs (bin/session-script.js), lines as the suite records them.
 */

import { parseJSON } from '../src/index.js';
import { resumeBundles, runScript, scriptOf } from '../bin/session-script.js';

/**
 * The output lines of a case's script on a scorer's bundle. The case was read with
 * `JSON.parse`; its script is handed over as the JSON text a script file would hold. A
 * `resume` step's `bundle` names another bundle of the suite, whose scorer `bundle` gives.
 * @param {import('../src/scorer.js').Scorer} scorer
 * @param {unknown} start
 * @param {unknown[]} steps
 * @param {(name: string) => import('../src/scorer.js').Scorer} bundle
 * @returns {string[]}
 */
export function runSessionScript(scorer, start, steps, bundle) {
  const script = scriptOf(parseJSON(JSON.stringify({ start, steps })));
  const bundles = new Map(resumeBundles(script).map((name) => [name, bundle(name)]));
  return runScript(script, scorer, { bundles, full: false });
}
