/**
 * Locales: reading a bundle's `source_locale` and `locales` (with the checks, paths and
 * messages of the Swift runtime), the default writing direction of a language tag, RFC 4647
 * lookup of a locale from a list of preferred language ranges, and `Accept-Language` parsing.
 * @module
 */

import { BundleError } from './bundle-error.js';
import { JSONObject } from './json-value.js';

/**
 * The writing direction of a locale's texts.
 * @typedef {'ltr' | 'rtl'} TextDirection
 */

/**
 * One locale's display texts, aligned by index with the bundle's questions, their options
 * and its outcomes.
 * @typedef {{
 *   locale: string,
 *   direction: TextDirection,
 *   title: string,
 *   description: string | null,
 *   questions: Array<{text: string, labels: string[]}>,
 *   outcomes: Array<{title: string, description: string, recommendations: string[]}>,
 *   results: ResultTexts[],
 * }} LocaleTexts
 */

/**
 * One `profile` result's display texts, its bands' aligned with its bands.
 * @typedef {{title: string, description: string | null,
 *   bands: Array<{title: string, description: string | null, recommendations: string[]}>}} ResultTexts
 */

/**
 * A locale's texts keyed as a `locales` entry is (question id, option id or scale value in
 * decimal, outcome code), plus the locale's tag.
 * @typedef {{
 *   locale: string,
 *   direction: TextDirection,
 *   title: string,
 *   description?: string,
 *   questions: Record<string, {text: string, options: Record<string, string>}>,
 *   outcomes: Record<string, {title: string, description: string, recommendations: string[]}>,
 *   results?: Record<string, {title: string, description?: string,
 *     bands: Record<string, {title: string, description?: string, recommendations: string[]}>}>,
 * }} LocalizedTexts
 */

/** Scripts written right to left (ISO 15924 codes, lowercased). */
const RTL_SCRIPTS = new Set(['adlm', 'arab', 'aran', 'hebr', 'mand', 'mend', 'nkoo', 'rohg', 'samr', 'syrc', 'thaa', 'yezi']);
/** Languages whose usual script is written right to left (lowercased primary subtags). */
const RTL_LANGUAGES = new Set([
  'ar', 'arc', 'azb', 'bal', 'bqi', 'ckb', 'dv', 'fa', 'glk', 'he', 'iw', 'ji', 'ks', 'lrc', 'mzn',
  'nqo', 'pnb', 'prs', 'ps', 'sd', 'sdh', 'syr', 'ug', 'ur', 'yi',
]);

/** The shape of a `locales` member name. */
const LANGUAGE_TAG = /^[A-Za-z0-9]{1,8}(-[A-Za-z0-9]{1,8})*$/;
/** A valid `q` value of `Accept-Language`. */
const QUALITY = /^(0(\.[0-9]{0,3})?|1(\.0{0,3})?)$/;

/**
 * `text` with A–Z lowercased and every other character kept (never Unicode case mapping,
 * which would turn the Kelvin sign into `k`).
 * @param {string} text
 */
export function asciiLowercase(text) {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * The direction a language tag's texts are written in when nothing says otherwise: the
 * script subtag's when the tag has one (the first four-letter subtag after the language and
 * up to three three-letter extended-language subtags: `az-Arab` → rtl, `ug-Latn` → ltr), else
 * the language's (`ar`, `fa`, `he`, `ur` … → rtl), else ltr. ASCII case is ignored.
 * @param {string} tag
 * @returns {TextDirection}
 */
export function defaultDirection(tag) {
  const subtags = asciiLowercase(String(tag)).split('-');
  let index = 1;
  while (index < subtags.length && index <= 3 && /^[a-z]{3}$/.test(subtags[index])) index++;
  if (index < subtags.length && /^[a-z]{4}$/.test(subtags[index])) return RTL_SCRIPTS.has(subtags[index]) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(subtags[0]) ? 'rtl' : 'ltr';
}

/**
 * @param {string} path
 * @param {string} message
 */
function invalid(path, message) {
  return new BundleError('invalid-bundle', path, message);
}

/**
 * An object's members by name (the parser refuses duplicate names).
 * @param {JSONObject} object
 * @returns {Map<string, unknown>}
 */
function memberMap(object) {
  return new Map(object.members);
}

/**
 * A required string member: `PATH: missing "NAME"` when absent, `PATH/NAME: expected a
 * string` when not a string.
 * @param {Map<string, unknown>} members
 * @param {string} path
 * @param {string} name
 * @returns {string}
 */
function requiredString(members, path, name) {
  const value = members.get(name);
  if (value === undefined) throw invalid(path, `missing "${name}"`);
  if (typeof value !== 'string') throw invalid(`${path}/${name}`, 'expected a string');
  return value;
}

/**
 * A required object member: `PATH: missing "NAME"` when absent, `PATH/NAME: expected an
 * object` when not an object.
 * @param {Map<string, unknown>} members
 * @param {string} path
 * @param {string} name
 * @returns {JSONObject}
 */
function requiredObject(members, path, name) {
  const value = members.get(name);
  if (value === undefined) throw invalid(path, `missing "${name}"`);
  if (!(value instanceof JSONObject)) throw invalid(`${path}/${name}`, 'expected an object');
  return value;
}

/**
 * The key of an option in a `locales` entry: its id, or a scale option's value in decimal.
 * @param {{id: string | null, value: number | null}} option
 */
export function optionKey(option) {
  return option.value !== null ? String(option.value) : /** @type {string} */ (option.id);
}

/**
 * The bundle's parts that locales are checked against.
 * @typedef {{
 *   title: string,
 *   description: string | null,
 *   questions: Array<{id: string, text: string, options: Array<{id: string | null, value: number | null, label: string}>}>,
 *   outcomes: Array<{code: string, title: string, description: string, recommendations: string[]}>,
 *   results: Array<{id: string, title: string, description: string | null,
 *     bands: Array<{id: string, title: string, description: string | null, recommendations: string[]}>}> | null,
 * }} OwnTexts
 */

/**
 * Reads `source_locale` (or a bundle's legacy `locale`) and `locales`, after every other
 * check of the bundle, in the order docs/bundle-format.md gives.
 * @param {JSONObject} root the bundle's JSON
 * @param {OwnTexts} own
 * @returns {{sourceLocale: string, sourceDirection: TextDirection, translations: LocaleTexts[]}}
 * @throws {BundleError}
 */
export function decodeLocales(root, own) {
  /** @type {string} */
  let sourceLocale;
  const sourceValue = root.get('source_locale');
  if (sourceValue !== undefined) {
    if (typeof sourceValue !== 'string') throw invalid('/source_locale', 'expected a string');
    sourceLocale = sourceValue;
  } else {
    // A bundle written before locales existed.
    const legacy = root.get('locale');
    if (legacy === undefined) throw invalid('', 'missing "source_locale"');
    if (typeof legacy !== 'string') throw invalid('/locale', 'expected a string');
    sourceLocale = legacy;
  }

  const localesValue = root.get('locales');
  if (localesValue === undefined) return { sourceLocale, sourceDirection: defaultDirection(sourceLocale), translations: [] };
  if (!(localesValue instanceof JSONObject)) throw invalid('/locales', 'expected an object');

  /** @type {Map<string, string>} lowercased tag → the tag as written */
  const seen = new Map();
  /** @type {LocaleTexts[]} */
  const entries = [];
  for (const [tag, value] of localesValue.members) {
    const path = `/locales/${tag}`;
    if (!LANGUAGE_TAG.test(tag)) throw invalid(path, 'not a language tag');
    const folded = asciiLowercase(tag);
    const earlier = seen.get(folded);
    if (earlier !== undefined) throw invalid(path, `the same locale as "${earlier}"`);
    seen.set(folded, tag);
    entries.push(decodeEntry(tag, value, path, own));
  }

  const source = entries.find((entry) => entry.locale === sourceLocale);
  if (source === undefined) throw invalid('/locales', `missing the source locale "${sourceLocale}"`);
  checkSourceEntry(source, `/locales/${sourceLocale}`, own);

  const translations = entries.filter((entry) => entry !== source);
  translations.sort((a, b) => compareTags(a.locale, b.locale));
  return { sourceLocale, sourceDirection: source.direction, translations };
}

/**
 * Orders tags by their UTF-8 bytes (for the ASCII tags of `locales`, by code units).
 * @param {string} a
 * @param {string} b
 */
function compareTags(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * One member of `locales`.
 * @param {string} tag
 * @param {unknown} value
 * @param {string} path
 * @param {OwnTexts} own
 * @returns {LocaleTexts}
 */
function decodeEntry(tag, value, path, own) {
  if (!(value instanceof JSONObject)) throw invalid(path, 'expected an object');
  const members = memberMap(value);

  /** @type {unknown} */
  const direction = members.get('direction');
  if (direction === undefined) throw invalid(path, 'missing "direction"');
  if (direction !== 'ltr' && direction !== 'rtl') throw invalid(`${path}/direction`, 'expected "ltr" or "rtl"');

  const title = requiredString(members, path, 'title');
  /** @type {string | null} */
  let description = null;
  if (own.description !== null) {
    description = requiredString(members, path, 'description');
  } else if (members.has('description')) {
    throw invalid(`${path}/description`, 'the bundle has no description');
  }

  const questions = decodeQuestionTexts(members, path, own);
  const outcomes = decodeOutcomeTexts(members, path, own);
  const results = decodeResultTexts(members, path, own);
  return { locale: tag, direction: /** @type {TextDirection} */ (direction), title, description, questions, outcomes, results };
}

/**
 * An entry's `questions`: every question by id with its text and its options' labels by key.
 * @param {Map<string, unknown>} members the entry's members
 * @param {string} path the entry's path
 * @param {OwnTexts} own
 */
function decodeQuestionTexts(members, path, own) {
  const ids = own.questions.map((question) => question.id);
  return entriesByID(requiredObject(members, path, 'questions'), `${path}/questions`, ids, 'no such question', (fields, questionPath, index) => {
    const text = requiredString(fields, questionPath, 'text');
    const optionsObject = requiredObject(fields, questionPath, 'options');
    const optionMembers = memberMap(optionsObject);
    const optionsPath = `${questionPath}/options`;
    const keys = new Set();
    const labels = [];
    for (const option of own.questions[index].options) {
      const key = optionKey(option);
      keys.add(key);
      const label = optionMembers.get(key);
      if (label === undefined) throw invalid(optionsPath, `missing "${key}"`);
      if (typeof label !== 'string') throw invalid(`${optionsPath}/${key}`, 'expected a string');
      labels.push(label);
    }
    for (const [name] of optionsObject.members) {
      if (!keys.has(name)) throw invalid(`${optionsPath}/${name}`, 'no such option');
    }
    return { text, labels };
  });
}

/**
 * An entry's `outcomes`: every outcome by code with its title, description and as many
 * recommendations as the source locale's.
 * @param {Map<string, unknown>} members the entry's members
 * @param {string} path the entry's path
 * @param {OwnTexts} own
 */
function decodeOutcomeTexts(members, path, own) {
  const codes = own.outcomes.map((outcome) => outcome.code);
  return entriesByID(requiredObject(members, path, 'outcomes'), `${path}/outcomes`, codes, 'no such outcome', (fields, outcomePath, index) => ({
    title: requiredString(fields, outcomePath, 'title'),
    description: requiredString(fields, outcomePath, 'description'),
    recommendations: recommendationsAt(fields, outcomePath, own.outcomes[index].recommendations.length),
  }));
}

/**
 * The objects of `container` (at `path`) named by `ids`, in that order, each read by `read`
 * from its members and its path: `PATH: missing "ID"` when one is absent, `PATH/ID: expected
 * an object` when it is not an object, and, once every one is read, `PATH/NAME: noSuch` for
 * the first name of `container` not in `ids`.
 * @template T
 * @param {JSONObject} container
 * @param {string} path
 * @param {string[]} ids
 * @param {string} noSuch
 * @param {(fields: Map<string, unknown>, path: string, index: number) => T} read
 * @returns {T[]}
 */
function entriesByID(container, path, ids, noSuch, read) {
  const members = memberMap(container);
  const entries = ids.map((id, index) => read(memberMap(requiredObject(members, path, id)), `${path}/${id}`, index));
  const known = new Set(ids);
  for (const [name] of container.members) {
    if (!known.has(name)) throw invalid(`${path}/${name}`, noSuch);
  }
  return entries;
}

/**
 * A required list of strings with as many items as the source locale's.
 * @param {Map<string, unknown>} fields
 * @param {string} path the owner's path
 * @param {number} expected
 * @returns {string[]}
 */
function recommendationsAt(fields, path, expected) {
  const list = fields.get('recommendations');
  const listPath = `${path}/recommendations`;
  if (list === undefined) throw invalid(path, 'missing "recommendations"');
  if (!Array.isArray(list)) throw invalid(listPath, 'expected an array');
  /** @type {string[]} */
  const recommendations = [];
  for (let index = 0; index < list.length; index++) {
    if (typeof list[index] !== 'string') throw invalid(`${listPath}/${index}`, 'expected a string');
    recommendations.push(list[index]);
  }
  if (recommendations.length !== expected) throw invalid(listPath, `expected ${expected} recommendations, as in the source locale`);
  return recommendations;
}

/**
 * `description` exactly when the source has one.
 * @param {Map<string, unknown>} fields
 * @param {string} path
 * @param {string | null} own the source's description
 * @param {string} absentMessage
 * @returns {string | null}
 */
function descriptionAt(fields, path, own, absentMessage) {
  if (own !== null) return requiredString(fields, path, 'description');
  if (fields.has('description')) throw invalid(`${path}/description`, absentMessage);
  return null;
}

/**
 * An entry's `results` (the `profile` model only): every result by id with its title,
 * description (exactly when the source has one) and bands by id.
 * @param {Map<string, unknown>} members the entry's members
 * @param {string} path the entry's path
 * @param {OwnTexts} own
 * @returns {ResultTexts[]}
 */
function decodeResultTexts(members, path, own) {
  const resultsPath = `${path}/results`;
  if (own.results === null) {
    if (members.has('results')) throw invalid(resultsPath, 'the bundle has no results');
    return [];
  }
  const ownResults = own.results;
  const ids = ownResults.map((result) => result.id);
  return entriesByID(requiredObject(members, path, 'results'), resultsPath, ids, 'no such result', (fields, resultPath, index) => {
    const result = ownResults[index];
    const title = requiredString(fields, resultPath, 'title');
    const description = descriptionAt(fields, resultPath, result.description, 'the result has no description');
    const bandIDs = result.bands.map((band) => band.id);
    const bands = entriesByID(requiredObject(fields, resultPath, 'bands'), `${resultPath}/bands`, bandIDs, 'no such band', (bandFields, bandPath, bandIndex) => {
      const band = result.bands[bandIndex];
      return {
        title: requiredString(bandFields, bandPath, 'title'),
        description: descriptionAt(bandFields, bandPath, band.description, 'the band has no description'),
        recommendations: recommendationsAt(bandFields, bandPath, band.recommendations.length),
      };
    });
    return { title, description, bands };
  });
}

/** The message of the last decoding check: the source locale's entry differs from the bundle's own text. */
export const SOURCE_ENTRY_DIFFERS = "differs from the bundle's own text";

/**
 * The source locale's entry must hold the bundle's own texts: the first difference, in the
 * order title, description, each question's text and labels, each outcome's title,
 * description and recommendations, is an error at that text's path.
 * @param {LocaleTexts} entry
 * @param {string} path
 * @param {OwnTexts} own
 */
function checkSourceEntry(entry, path, own) {
  const message = SOURCE_ENTRY_DIFFERS;
  if (entry.title !== own.title) throw invalid(`${path}/title`, message);
  if (entry.description !== own.description) throw invalid(`${path}/description`, message);
  own.questions.forEach((question, index) => {
    const texts = entry.questions[index];
    const questionPath = `${path}/questions/${question.id}`;
    if (texts.text !== question.text) throw invalid(`${questionPath}/text`, message);
    question.options.forEach((option, optionIndex) => {
      if (texts.labels[optionIndex] !== option.label) throw invalid(`${questionPath}/options/${optionKey(option)}`, message);
    });
  });
  own.outcomes.forEach((outcome, index) => {
    const texts = entry.outcomes[index];
    const outcomePath = `${path}/outcomes/${outcome.code}`;
    if (texts.title !== outcome.title) throw invalid(`${outcomePath}/title`, message);
    if (texts.description !== outcome.description) throw invalid(`${outcomePath}/description`, message);
    outcome.recommendations.forEach((recommendation, item) => {
      if (texts.recommendations[item] !== recommendation) throw invalid(`${outcomePath}/recommendations/${item}`, message);
    });
  });
  (own.results ?? []).forEach((result, index) => {
    const texts = entry.results[index];
    const resultPath = `${path}/results/${result.id}`;
    if (texts.title !== result.title) throw invalid(`${resultPath}/title`, message);
    if (texts.description !== result.description) throw invalid(`${resultPath}/description`, message);
    result.bands.forEach((band, bandIndex) => {
      const bandTexts = texts.bands[bandIndex];
      const bandPath = `${resultPath}/bands/${band.id}`;
      if (bandTexts.title !== band.title) throw invalid(`${bandPath}/title`, message);
      if (bandTexts.description !== band.description) throw invalid(`${bandPath}/description`, message);
      band.recommendations.forEach((recommendation, item) => {
        if (bandTexts.recommendations[item] !== recommendation) throw invalid(`${bandPath}/recommendations/${item}`, message);
      });
    });
  });
}

/**
 * The most language ranges `lookupTag` tries and `parseAcceptLanguage` reads: later ones are
 * ignored. A user's list or a browser's header has a handful; the first few decide.
 */
export const MAX_LANGUAGE_RANGES = 32;

/**
 * The most characters (code points) a language range may have; `lookupTag` skips a longer
 * one. BCP 47 tags are at most 35 characters without extensions and private use (RFC 5646
 * §4.4.1); this leaves room for those, not for a page of text.
 */
export const MAX_LANGUAGE_RANGE_LENGTH = 255;

/**
 * RFC 4647 lookup: the first of `preferred` (most preferred first) that names one of
 * `available` (ASCII case ignored), as `available` spells it, trying each range and then
 * ever shorter prefixes of it (`de-AT` → `de`; a single-character subtag such as `x` or `u`
 * left at the end is cut with the subtag after it); `fallback` when none does. `_` counts
 * as `-`; empty ranges, `*` and ranges of more than `MAX_LANGUAGE_RANGE_LENGTH` characters
 * are skipped, and only the first `MAX_LANGUAGE_RANGES` ranges are read. The work is linear
 * in the ranges' length: a prefix is looked up only when some tag has its length.
 * @param {Iterable<string>} preferred
 * @param {Iterable<string>} available
 * @param {string} fallback
 * @returns {string}
 */
export function lookupTag(preferred, available, fallback) {
  if (typeof preferred === 'string') throw new TypeError('preferred is a list of language ranges, not one string');
  /** @type {Map<number, Map<string, string>>} lowercased tag → the tag as written, by length */
  const tagsByLength = new Map();
  for (const tag of available) {
    const folded = asciiLowercase(tag);
    let sameLength = tagsByLength.get(folded.length);
    if (sameLength === undefined) tagsByLength.set(folded.length, sameLength = new Map());
    if (!sameLength.has(folded)) sameLength.set(folded, tag);
  }
  let count = 0;
  for (const item of preferred) {
    if (count++ === MAX_LANGUAGE_RANGES) break;
    if (typeof item !== 'string') throw new TypeError(`a language range is a string, not ${item === null ? 'null' : typeof item}`);
    if (isTooLong(item)) continue;
    const candidate = asciiLowercase(item.split('_').join('-'));
    if (candidate === '*') continue;
    let end = candidate.length; // the range tried is candidate.slice(0, end)
    while (end > 0) {
      const tag = tagsByLength.get(end)?.get(candidate.slice(0, end));
      if (tag !== undefined) return tag;
      end = Math.max(candidate.lastIndexOf('-', end - 1), 0);
      // A single-character subtag left last goes too (`de-x-y` → `de-x` → `de`); one
      // character is one code point (not one UTF-16 unit), as in every runtime.
      const subtagStart = end === 0 ? 0 : candidate.lastIndexOf('-', end - 1) + 1;
      const length = end - subtagStart;
      if (length === 1 || (length === 2 && /** @type {number} */ (candidate.codePointAt(subtagStart)) > 0xffff)) {
        end = Math.max(subtagStart - 1, 0);
      }
    }
  }
  return fallback;
}

/**
 * Whether `range` has more than `MAX_LANGUAGE_RANGE_LENGTH` code points.
 * @param {string} range
 */
function isTooLong(range) {
  if (range.length <= MAX_LANGUAGE_RANGE_LENGTH) return false;
  if (range.length > 2 * MAX_LANGUAGE_RANGE_LENGTH) return true;
  let codePoints = 0;
  for (const _ of range) codePoints++;
  return codePoints > MAX_LANGUAGE_RANGE_LENGTH;
}

/**
 * The locale of the bundle to show to someone who prefers `preferred` (language ranges,
 * most preferred first: `navigator.languages`, or `parseAcceptLanguage(header)`), by RFC 4647
 * lookup; the source locale when none matches. The tag is spelled as the bundle spells it.
 * @param {import('./bundle.js').Bundle} bundle
 * @param {Iterable<string>} preferred
 * @returns {string}
 */
export function lookupLocale(bundle, preferred) {
  return lookupTag(preferred, bundle.locales, bundle.sourceLocale);
}

/**
 * The texts of the locale `lookupLocale` chooses: a fresh object shaped like an entry of the
 * bundle's `locales` (texts by question id, option id or scale value, and outcome code) with
 * the locale's tag as `locale`.
 * @param {import('./bundle.js').Bundle} bundle
 * @param {Iterable<string>} preferred
 * @returns {LocalizedTexts}
 */
export function localize(bundle, preferred) {
  return /** @type {LocalizedTexts} */ (bundle.texts(lookupLocale(bundle, preferred)));
}

/**
 * A locale's texts keyed like a `locales` entry.
 * @param {LocaleTexts} texts
 * @param {OwnTexts} own
 * @returns {LocalizedTexts}
 */
export function keyedTexts(texts, own) {
  /** @type {LocalizedTexts} */
  const result = {
    locale: texts.locale,
    direction: texts.direction,
    title: texts.title,
    // Object.fromEntries defines own properties, so an id such as `__proto__` is a plain key.
    questions: Object.fromEntries(own.questions.map((question, index) => {
      const translated = texts.questions[index];
      const options = Object.fromEntries(question.options.map((option, optionIndex) => [optionKey(option), translated.labels[optionIndex]]));
      return [question.id, { text: translated.text, options }];
    })),
    outcomes: Object.fromEntries(own.outcomes.map((outcome, index) => {
      const translated = texts.outcomes[index];
      return [outcome.code, { title: translated.title, description: translated.description, recommendations: [...translated.recommendations] }];
    })),
  };
  if (texts.description !== null) result.description = texts.description;
  if (own.results !== null) {
    result.results = Object.fromEntries(own.results.map((ownResult, index) => {
      const translated = texts.results[index];
      /** @type {{title: string, description?: string, bands: Record<string, {title: string, description?: string, recommendations: string[]}>}} */
      const entry = {
        title: translated.title,
        bands: Object.fromEntries(ownResult.bands.map((band, bandIndex) => {
          const bandTexts = translated.bands[bandIndex];
          /** @type {{title: string, description?: string, recommendations: string[]}} */
          const keyed = { title: bandTexts.title, recommendations: [...bandTexts.recommendations] };
          if (bandTexts.description !== null) keyed.description = bandTexts.description;
          return [band.id, keyed];
        })),
      };
      if (translated.description !== null) entry.description = translated.description;
      return [ownResult.id, entry];
    }));
  }
  return result;
}

/**
 * The language ranges of an `Accept-Language` header, most preferred first: items split at
 * `,` (only the first `MAX_LANGUAGE_RANGES`, empty ones counted), spaces and tabs trimmed, the range before the first `;`; a `q` parameter must be 0 to
 * 1 with at most three decimals (else the item is skipped); q = 0 items are left out; the
 * order is by q, highest first, then as in the header. An absent header gives `[]`.
 * @param {string | null | undefined} header
 * @returns {string[]}
 */
export function parseAcceptLanguage(header) {
  if (header === null || header === undefined) return [];
  if (typeof header !== 'string') throw new TypeError('an Accept-Language header is a string');
  /** @type {Array<{range: string, quality: number}>} */
  const ranked = [];
  for (const item of header.split(',', MAX_LANGUAGE_RANGES)) {
    const parts = trimSpaceAndTab(item).split(';');
    const range = trimSpaceAndTab(parts[0]);
    if (range === '') continue;
    let quality = 1000;
    let valid = true;
    for (let index = 1; index < parts.length; index++) {
      const parameter = trimSpaceAndTab(parts[index]);
      const equals = parameter.indexOf('=');
      if (equals < 0) continue;
      const name = trimSpaceAndTab(parameter.slice(0, equals));
      if (name !== 'q' && name !== 'Q') continue;
      const value = trimSpaceAndTab(parameter.slice(equals + 1));
      if (!QUALITY.test(value)) {
        valid = false;
        break;
      }
      quality = thousandths(value);
    }
    if (valid && quality > 0) ranked.push({ range, quality });
  }
  // Array.prototype.sort is stable: equal qualities keep the header's order.
  ranked.sort((a, b) => b.quality - a.quality);
  return ranked.map((entry) => entry.range);
}

/**
 * A valid q value (`0.8`, `1.000`) in thousandths, exactly.
 * @param {string} value
 */
function thousandths(value) {
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 1000 + Number((fraction + '000').slice(0, 3));
}

/**
 * `text` without leading and trailing spaces and tabs.
 * @param {string} text
 */
function trimSpaceAndTab(text) {
  let start = 0, end = text.length;
  while (start < end && (text[start] === ' ' || text[start] === '\t')) start++;
  while (end > start && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  return text.slice(start, end);
}
