/**
 * Reading `migrations` (docs/bundle-format.md, "Migrations"): the last part of a bundle,
 * checked in the order every runtime follows, with the same `path: message`. Absent in a
 * bundle built without `quizc build --earlier`.
 */
import { Fields, invalid, stringAt } from './bundle-fields.js';
import { JSONObject } from './json-value.js';

/**
 * What tokens saved on one earlier bundle need to resume on this one.
 * @typedef {{hash: string, version: string, droppedQuestions: string[],
 *   droppedOptions: Array<{key: string, options: string[]}>, neededQuestions: string[],
 *   refusals: Array<{key: string, reason: string}>}} Migration
 */

/**
 * @param {unknown} value
 * @param {string} path
 * @returns {Array<[string, unknown]>}
 */
function members(value, path) {
  if (!(value instanceof JSONObject)) throw invalid(path, 'expected an object');
  return value.members;
}

/**
 * @param {unknown} value
 * @param {string} path
 * @returns {string[]}
 */
function strings(value, path) {
  if (!Array.isArray(value)) throw invalid(path, 'expected an array');
  return value.map((item, index) => stringAt(item, `${path}/${index}`));
}

/**
 * The bundle's migrations, sorted by earlier hash (UTF-8 bytes; hashes are ASCII).
 * @param {Fields} root
 * @returns {Migration[]}
 */
export function decodeMigrations(root) {
  const value = root.optionalValue('migrations');
  if (value === undefined) return [];
  const migrations = members(value, '/migrations').map(([hash, item]) => {
    const entry = new Fields(item, `/migrations/${hash}`);
    return {
      hash,
      version: entry.string('version'),
      droppedQuestions: strings(entry.value('drop_questions'), `${entry.path}/drop_questions`),
      droppedOptions: members(entry.value('drop_options'), `${entry.path}/drop_options`)
        .map(([key, options]) => ({ key, options: strings(options, `${entry.path}/drop_options/${key}`) })),
      neededQuestions: strings(entry.value('need_questions'), `${entry.path}/need_questions`),
      refusals: members(entry.value('refuse'), `${entry.path}/refuse`)
        .map(([key, reason]) => ({ key, reason: stringAt(reason, `${entry.path}/refuse/${key}`) })),
    };
  });
  return migrations.sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
}
