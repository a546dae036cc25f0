/**
 * Bundles with locales for the tests, made from a bundle of the conformance suite: its
 * `locale` becomes `source_locale`, and `locales` holds the source's own texts plus, for each
 * further tag, every text prefixed with `TAG: ` (direction: the tag's default). The hash is
 * recomputed with the runtime's own `bundleHash`.
 */

import fs from 'node:fs';
import path from 'node:path';
import { bundleHash, JSONNumber, JSONObject, loadBundle, parseJSON, writeJSON } from '../src/index.js';
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

const TAGS = ['de', 'de-CH', 'ar', 'zh-Hant', 'pt-BR', 'x-pirate', 'he', 'fa-IR', 'az-Arab', 'sr-Latn-RS', 'en-GB'];
const BAD_TAGS = ['de_AT', '', 'de-', '-de', 'toolongtag', 'de--CH', 'dé', 'de CH', 'de\n', 'x-'];

/**
 * A random member of a JSON object, or `undefined` when it has none.
 * @param {import('./random.js').Random} random
 * @param {unknown} object
 * @returns {[string, unknown] | undefined}
 */
function anyMember(random, object) {
  return object instanceof JSONObject && object.members.length > 0 ? random.pick(object.members) : undefined;
}

/**
 * A value of another type than a string.
 * @param {import('./random.js').Random} random
 */
function notAString(random) {
  return random.pick([null, true, new JSONNumber('1'), [], toJSONValue({ text: 'x' })]);
}

/**
 * Changes that break (or keep) the rules of `source_locale` and `locales`, each applied to a
 * random place. Every one leaves a JSON value the writer can write.
 * @type {Array<(root: JSONObject, random: import('./random.js').Random) => void>}
 */
export const LOCALE_MUTATIONS = [
  (root, random) => setMember(root, 'source_locale', notAString(random)),
  (root) => removeMember(root, 'source_locale'),
  (root, random) => { removeMember(root, 'source_locale'); setMember(root, 'locale', random.chance(0.5) ? 'en' : notAString(random)); },
  (root, random) => setMember(root, 'locale', notAString(random)),
  (root, random) => setMember(root, 'locales', random.pick([null, 'de', [], new JSONNumber('0')])),
  (root, random) => removeMember(root, random.chance(0.5) ? 'locales' : 'description'),
  (root, random) => setMember(root, 'description', random.chance(0.8) ? 'A description' : null),
  (root, random) => { const member = anyMember(random, root.get('locales')); if (member) member[0] = random.pick(BAD_TAGS); },
  (root, random) => {
    const locales = root.get('locales');
    if (!(locales instanceof JSONObject) || locales.members.length < 2) return;
    const [first, second] = random.shuffle([...locales.members]);
    const flipped = first[0].replace(/[a-zA-Z]/g, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));
    if (!locales.members.some((member) => member[0] === flipped)) second[0] = flipped;
  },
  (root, random) => { const locales = root.get('locales'); if (locales instanceof JSONObject) random.shuffle(locales.members); },
  (root, random) => { const member = anyMember(random, root.get('locales')); if (member) member[1] = random.pick(['x', [], null]); },
  (root, random) => {
    const member = anyMember(random, root.get('locales'));
    if (!member || !(member[1] instanceof JSONObject)) return;
    const entry = member[1];
    const name = random.pick(['direction', 'title', 'description', 'questions', 'outcomes']);
    if (random.chance(0.4)) removeMember(entry, name);
    else if (name === 'direction') setMember(entry, name, random.pick(['auto', 'RTL', 'ltr', 'rtl', null]));
    else setMember(entry, name, random.pick([notAString(random), 'text']));
  },
  (root, random) => { const member = anyMember(random, root.get('locales')); if (member && member[1] instanceof JSONObject) random.shuffle(member[1].members); },
  (root, random) => {
    const member = anyMember(random, root.get('locales'));
    if (!member || !(member[1] instanceof JSONObject)) return;
    const group = member[1].get(random.pick(['questions', 'outcomes']));
    const item = anyMember(random, group);
    if (!item || !(group instanceof JSONObject)) return;
    switch (random.int(5)) {
      case 0: removeMember(group, item[0]); break;
      case 1: item[1] = random.pick(['x', [], null]); break;
      case 2: group.members.push([item[0] + '-extra', item[1]]); break;
      case 3: random.shuffle(group.members); break;
      default: item[0] = item[0].toUpperCase() === item[0] ? item[0].toLowerCase() : item[0].toUpperCase();
    }
  },
  (root, random) => {
    const member = anyMember(random, root.get('locales'));
    const question = member && member[1] instanceof JSONObject ? anyMember(random, member[1].get('questions')) : undefined;
    if (!question || !(question[1] instanceof JSONObject)) return;
    const fields = question[1];
    const options = fields.get('options');
    const option = anyMember(random, options);
    switch (random.int(7)) {
      case 0: removeMember(fields, random.pick(['text', 'options'])); break;
      case 1: setMember(fields, random.pick(['text', 'options']), notAString(random)); break;
      case 2: if (option && options instanceof JSONObject) removeMember(options, option[0]); break;
      case 3: if (option) option[1] = notAString(random); break;
      case 4: if (options instanceof JSONObject) options.members.splice(random.int(options.members.length + 1), 0, [random.pick(['zz', '-0', '+1', '01', 'x']), 'label']); break;
      case 5: if (option) option[1] = option[1] + ' (changed)'; break;
      default: setMember(fields, random.pick(['low', 'high', 'note']), 'ignored');
    }
  },
  (root, random) => {
    const member = anyMember(random, root.get('locales'));
    const outcome = member && member[1] instanceof JSONObject ? anyMember(random, member[1].get('outcomes')) : undefined;
    if (!outcome || !(outcome[1] instanceof JSONObject)) return;
    const fields = outcome[1];
    const list = fields.get('recommendations');
    switch (random.int(7)) {
      case 0: removeMember(fields, random.pick(['title', 'description', 'recommendations'])); break;
      case 1: setMember(fields, random.pick(['title', 'description', 'recommendations']), notAString(random)); break;
      case 2: if (Array.isArray(list)) list.push('more'); break;
      case 3: if (Array.isArray(list)) list.pop(); break;
      case 4: if (Array.isArray(list) && list.length > 0) list[random.int(list.length)] = notAString(random); break;
      case 5: setMember(fields, random.pick(['title', 'description']), 'changed'); break;
      default: setMember(fields, 'image', 'ignored');
    }
  },
];

/**
 * A random bundle (see random.js) given `source_locale` and `locales`, then changed by a few
 * of `LOCALE_MUTATIONS`; its text with a recomputed hash (or, now and then, the old one).
 * @param {import('./random.js').Random} random
 * @param {string} text a random bundle's text (with a legacy `locale`)
 */
export function mutatedLocalesBundle(random, text) {
  const root = /** @type {JSONObject} */ (parseJSON(text));
  if (random.chance(0.5)) setMember(root, 'description', 'About this quiz');
  const bundle = loadBundle(writeJSON(root), { verifyHash: false });
  const source = random.pick(['en', 'de', 'ar', 'zh-Hant']);
  const tags = random.shuffle(TAGS.filter((tag) => tag !== source)).slice(0, random.int(4));
  removeMember(root, 'locale');
  setMember(root, 'source_locale', source);
  /** @type {Array<[string, unknown]>} */
  const locales = [[source, localeEntry(bundle, (each) => each, random.pick(['ltr', 'rtl']))]];
  for (const tag of tags) locales.push([tag, localeEntry(bundle, (each) => `${tag}: ${each}`, random.pick(['ltr', 'rtl']))]);
  setMember(root, 'locales', new JSONObject(random.shuffle(locales)));
  const count = random.int(3);
  for (let i = 0; i < count; i++) random.pick(LOCALE_MUTATIONS)(root, random);
  return random.chance(0.9) ? rehashed(root) : writeJSON(root, { pretty: true });
}
