/**
 * `quiz-runtime session replay` and `quiz-runtime session check`: the same standard output
 * and exit statuses as `quizc session replay` and `quizc session check` (docs/cli.md).
 */

import fs from 'node:fs';
import { canonicalJSON, JSONObject, resumeSession, Scorer } from '../src/index.js';
import { outcomeJSON } from '../src/session-migration.js';
import { EXIT_REJECTED, EXIT_UNREADABLE, readBundle, warn } from './cli.js';
import { errorJSON, progressJSON, readScript, resumeBundles, runScript, ScriptError, shownKeys } from './session-script.js';

/**
 * A file's bytes, or `null` after saying that it cannot be read.
 * @param {string} path
 */
function readFile(path) {
  try {
    return fs.readFileSync(path);
  } catch {
    warn(`error: ${path}: cannot be read`);
    return null;
  }
}

/**
 * A resume step's bundle file: as given when absolute, else in the script's folder.
 * @param {string} name
 * @param {string} script
 */
function resolved(name, script) {
  const slash = script.lastIndexOf('/');
  return name.startsWith('/') || slash < 0 ? name : script.slice(0, slash + 1) + name;
}

/**
 * `session replay <script> <bundle>`.
 * @param {{script: string, bundle: string}} options
 * @param {import('./cli.js').Output} output
 */
export function replay(options, output) {
  const loaded = readBundle(options.bundle);
  if (!('bundle' in loaded)) return loaded.status;
  const bytes = readFile(options.script);
  if (bytes === null) return EXIT_UNREADABLE;
  let script;
  try {
    script = readScript(bytes);
  } catch (error) {
    if (!(error instanceof ScriptError)) throw error;
    output.line(error.line);
    return EXIT_REJECTED;
  }
  const bundles = new Map();
  for (const name of resumeBundles(script)) {
    const other = readBundle(resolved(name, options.script));
    if (!('bundle' in other)) return other.status;
    bundles.set(name, new Scorer(other.bundle));
  }
  for (const line of runScript(script, new Scorer(loaded.bundle), { bundles, full: true })) output.line(line);
  return 0;
}

/**
 * A token file's text: its UTF-8 (each invalid sequence a U+FFFD), one line end at the end dropped.
 * @param {Uint8Array} bytes
 */
export function tokenText(bytes) {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  if (text.endsWith('\r\n')) return text.slice(0, -2);
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

/**
 * The outcome of resuming `token` on `scorer`, as JSON, and the exit status. The one place
 * the outcomes are decided: a resume that migrates a token from an earlier bundle (answers
 * dropped, questions newly needed) becomes one more case here, `"migrated"`.
 * @param {string} token
 * @param {import('../src/scorer.js').Scorer} scorer
 * @param {string | undefined} key
 * @returns {{json: JSONObject, status: number}}
 */
export function tokenOutcome(token, scorer, key) {
  const resumed = resumeSession(scorer, token, { clock: () => 0, key });
  if (resumed.ok) {
    const { session } = resumed;
    const outcome = session.resumeOutcome === null ? [] : outcomeJSON(session.resumeOutcome).members;
    return {
      json: new JSONObject([
        ...outcome, ['page', session.page], ['shown', shownKeys(session)], ['progress', progressJSON(session)],
      ]),
      status: 0,
    };
  }
  return { json: new JSONObject([['outcome', 'refused'], ['error', errorJSON(resumed.error)]]), status: EXIT_REJECTED };
}

/**
 * `session check <token> <bundle> [--key <key>]`.
 * @param {{token: string, bundle: string, key: string | undefined}} options
 * @param {import('./cli.js').Output} output
 */
export function checkToken(options, output) {
  const loaded = readBundle(options.bundle);
  if (!('bundle' in loaded)) return loaded.status;
  const bytes = readFile(options.token);
  if (bytes === null) return EXIT_UNREADABLE;
  const { json, status } = tokenOutcome(tokenText(bytes), new Scorer(loaded.bundle), options.key);
  output.line(canonicalJSON(json));
  return status;
}
