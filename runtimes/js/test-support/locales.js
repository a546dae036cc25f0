/**
 * Bundles with locales for the tests, made from a bundle of the conformance suite: its
 * `locale` becomes `source_locale`, and `locales` holds the source's own texts plus, for each
 * further tag, every text prefixed with `TAG: ` (direction: the tag's default). The hash is
 * recomputed with the runtime's own `bundleHash`.
 */

import fs from 'node:fs';
import path from 'node:path';
import { bundleHash, JSONObject, loadBundle, parseJSON, writeJSON } from '../src/index.js';
import { defaultDirection } from '../src/locales.js';
import { repositoryRoot } from './golden.js';

/**
 * A bundle of Tests/Conformance/bundles.
 * @param {string} name
 */
export function conformanceBundleBytes(name) {
  return fs.readFileSync(path.join(repositoryRoot, 'Tests/Conformance/bundles', `${name}.json`));
}

/**
 * A plain value (strings, arrays, plain objects) as the parser's JSON values.
 * @param {unknown} value
 * @returns {any}
 */
export function toJSONValue(value) {
  if (Array.isArray(value)) return value.map(toJSONValue);
  if (value !== null && typeof value === 'object') {
    return new JSONObject(Object.entries(value).map(([name, member]) => [name, toJSONValue(member)]));
  }
  return value;
}

/**
 * Sets (replacing in place, else appending) the member `name` of a JSON object.
 * @param {JSONObject} object
 * @param {string} name
 * @param {unknown} value
 */
export function setMember(object, name, value) {
  const member = object.members.find((each) => each[0] === name);
  if (member) member[1] = value;
  else object.members.push([name, value]);
}

/**
 * Removes the member `name` of a JSON object (if present).
 * @param {JSONObject} object
 * @param {string} name
 */
export function removeMember(object, name) {
  const index = object.members.findIndex((each) => each[0] === name);
  if (index >= 0) object.members.splice(index, 1);
}

/**
 * A `locales` entry holding the bundle's own texts, each passed through `translate`.
 * @param {import('../src/bundle.js').Bundle} bundle
 * @param {(text: string) => string} translate
 * @param {'ltr' | 'rtl'} direction
 * @returns {JSONObject}
 */
export function localeEntry(bundle, translate, direction) {
  const { locale, ...keyed } = /** @type {any} */ (bundle.texts(bundle.sourceLocale));
  void locale;
  const entry = {
    ...keyed,
    direction,
    title: translate(keyed.title),
    questions: Object.fromEntries(Object.entries(keyed.questions).map(([id, /** @type {any} */ question]) => [id, {
      text: translate(question.text),
      options: Object.fromEntries(Object.entries(question.options).map(([key, label]) => [key, translate(String(label))])),
    }])),
    outcomes: Object.fromEntries(Object.entries(keyed.outcomes).map(([code, /** @type {any} */ outcome]) => [code, {
      title: translate(outcome.title),
      description: translate(outcome.description),
      recommendations: outcome.recommendations.map(translate),
    }])),
  };
  if (keyed.description !== undefined) entry.description = translate(keyed.description);
  return toJSONValue(entry);
}

/**
 * The parsed JSON of a conformance bundle given `source_locale` and `locales` (the source
 * locale and `tags`), then `edit`ed, and its text with a recomputed hash.
 * @param {string} name
 * @param {string[]} tags further locales, each with texts prefixed `TAG: `
 * @param {{source?: string, edit?: (root: JSONObject) => void}} [options]
 */
export function bundleWithLocales(name, tags, { source = 'en', edit = () => {} } = {}) {
  const bytes = conformanceBundleBytes(name);
  const bundle = loadBundle(bytes);
  const root = /** @type {JSONObject} */ (parseJSON(bytes));
  removeMember(root, 'locale');
  setMember(root, 'source_locale', source);
  /** @type {Array<[string, unknown]>} */
  const locales = [[source, localeEntry(bundle, (text) => text, defaultDirection(source))]];
  for (const tag of tags) locales.push([tag, localeEntry(bundle, (text) => `${tag}: ${text}`, defaultDirection(tag))]);
  setMember(root, 'locales', new JSONObject(locales));
  edit(root);
  return { root, text: rehashed(root) };
}

/**
 * The text of `root`, pretty-printed with its members in their order, with its `hash` set
 * to the hash of its content.
 * @param {JSONObject} root
 */
export function rehashed(root) {
  setMember(root, 'hash', bundleHash(writeJSON(root)));
  return writeJSON(root, { pretty: true });
}
