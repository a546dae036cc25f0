/**
 * Reading a `quiz-bundle/1` file: every check of the Swift runtime's `BundleDecoding`, in
 * the same order, with the same paths and messages, then the `hash` verification. Each part
 * of the bundle has its decoder: `scoring-decoding.js` (with `derived-decoding.js` and
 * `profile-decoding.js`), `presentation-decoding.js`, `question-decoding.js` (with
 * `condition-decoding.js`), `example-decoding.js` and `locales.js`, all reading through
 * `bundle-fields.js`.
 * @module
 */

import { BundleError } from './bundle-error.js';
import { Fields, MAX_MAGNITUDE, invalid, stringAt } from './bundle-fields.js';
import { decodeExamples } from './example-decoding.js';
import { decodeMigrations } from './migration-decoding.js';
import { JSONParseFailure, parseJSON } from './json-parser.js';
import { JSONObject } from './json-value.js';
import { canonicalJSON } from './json-writer.js';
import { decodePresentation } from './presentation-decoding.js';
import { checkProfileOutcomes } from './profile-decoding.js';
import { MAX_ITEMS, MAX_WEIGHT, decodeQuestions } from './question-decoding.js';
import { decodeScoring } from './scoring-decoding.js';
import { SOURCE_ENTRY_DIFFERS, asciiLowercase, decodeLocales, keyedTexts } from './locales.js';
import { sha256Hex } from './sha256.js';
import { toBytes } from './utf8.js';

/** The format tag this runtime reads. */
export const BUNDLE_FORMAT = 'quiz-bundle/1';
export { MAX_ITEMS, MAX_MAGNITUDE, MAX_WEIGHT };
export { canonicalLiteral } from './example-decoding.js';

/**
 * A decoded bundle. Every default is resolved; keys, ids, traits and outcome codes are
 * compared exactly (by code points).
 */
export class Bundle {
  /** @param {any} fields */
  constructor(fields) {
    /** @type {string} */ this.format = BUNDLE_FORMAT;
    /** @type {string} */ this.quiz = fields.quiz;
    /** @type {string} */ this.version = fields.version;
    /** @type {string} */ this.title = fields.title;
    /** @type {string | null} */ this.description = fields.description;
    /** @type {string} the BCP 47 tag of the texts above (`source_locale` in JSON) */
    this.sourceLocale = fields.sourceLocale;
    /** @type {import('./locales.js').TextDirection} the writing direction of the source texts */
    this.sourceDirection = fields.sourceDirection;
    /** @type {string[]} */ this.traits = fields.traits;
    /** @type {import('../index.js').Scoring} */ this.scoring = fields.scoring;
    /** @type {import('../index.js').Presentation} */ this.presentation = fields.presentation;
    /** @type {import('../index.js').Question[]} */ this.questions = fields.questions;
    /** @type {import('../index.js').Outcome[]} */ this.outcomes = fields.outcomes;
    /** @type {import('../index.js').Example[]} */ this.examples = fields.examples;
    /** @type {string | null} the `hash` recorded in the file, when it is a string */
    this.hash = fields.hash;
    /**
     * The texts of every locale but the source's, sorted by tag, each aligned by index with
     * `questions` (and their options) and `outcomes`.
     * @type {import('./locales.js').LocaleTexts[]}
     */
    this.translations = fields.translations;
    /**
     * What tokens saved on earlier releases need to resume on this one (`quizc build
     * --earlier`), sorted by earlier hash; empty in a bundle built without it.
     * @type {import('./migration-decoding.js').Migration[]}
     */
    this.migrations = fields.migrations;
  }

  /**
   * The `profile` model's results (their texts in the source locale), or `null` for other models.
   * @returns {import('../index.js').ProfileResult[] | null}
   */
  get ownResults() {
    return this.scoring.model === 'profile' ? this.scoring.results : null;
  }

  /**
   * The source locale's texts: the bundle's own title, questions and outcomes.
   * @returns {import('./locales.js').LocaleTexts}
   */
  get sourceTexts() {
    return {
      locale: this.sourceLocale,
      direction: this.sourceDirection,
      title: this.title,
      description: this.description,
      questions: this.questions.map((question) => ({ text: question.text, labels: question.options.map((option) => option.label) })),
      outcomes: this.outcomes.map((outcome) => ({ title: outcome.title, description: outcome.description, recommendations: outcome.recommendations })),
      results: (this.ownResults ?? []).map((result) => ({
        title: result.title,
        description: result.description,
        bands: result.bands.map((band) => ({ title: band.title, description: band.description, recommendations: band.recommendations })),
      })),
    };
  }

  /**
   * Every locale's tag, the source's included, sorted (by UTF-8 bytes, as in the bundle).
   * @returns {string[]}
   */
  get locales() {
    const tags = [this.sourceLocale, ...this.translations.map((texts) => texts.locale)];
    return tags.sort((a, b) => compareUTF8(a, b));
  }

  /**
   * @deprecated the source locale's tag: use `sourceLocale`.
   * @returns {string}
   */
  get locale() {
    return this.sourceLocale;
  }

  /**
   * The texts of the locale with this tag (ASCII case ignored) keyed like a `locales`
   * entry, or `undefined` when the bundle has no such locale.
   * @param {string} tag
   * @returns {import('./locales.js').LocalizedTexts | undefined}
   */
  texts(tag) {
    const folded = asciiLowercase(tag);
    const texts = asciiLowercase(this.sourceLocale) === folded ? this.sourceTexts
      : this.translations.find((each) => asciiLowercase(each.locale) === folded);
    return texts === undefined ? undefined : keyedTexts(texts, {
      title: this.title, description: this.description, questions: this.questions, outcomes: this.outcomes, results: this.ownResults,
    });
  }

  /**
   * The outcome with this code (compared exactly), or `undefined`.
   * @param {string} code
   */
  outcome(code) {
    return this.outcomes.find((outcome) => outcome.code === code);
  }
}

/**
 * Reads a bundle: parses the JSON strictly, checks `format` and every invariant the scorer
 * relies on, then (unless `verifyHash` is false) checks that `hash` is the hash of the content.
 * @param {string | Uint8Array | ArrayBuffer | ArrayBufferView} textOrBytes the file's text or its UTF-8 bytes
 * @param {{verifyHash?: boolean}} [options]
 * @returns {Bundle}
 * @throws {BundleError}
 */
export function loadBundle(textOrBytes, options = {}) {
  const { verifyHash = true } = options;
  const root = parseBundleJSON(textOrBytes);
  let bundle;
  try {
    bundle = decodeBundle(root);
  } catch (error) {
    // The last check (the source locale's entry differs from the bundle's own text) means
    // the bundle was edited in one place after it was built: the hash mismatch says so better.
    if (verifyHash && error instanceof BundleError && error.message === SOURCE_ENTRY_DIFFERS) verifyBundleHash(root);
    throw error;
  }
  if (verifyHash) verifyBundleHash(root);
  return bundle;
}

/**
 * `"sha256:"` + the lowercase hex SHA-256 of the RFC 8785 canonical form of the bundle's
 * JSON without its top-level `hash` member (the bundle is parsed, not decoded).
 * @param {string | Uint8Array | ArrayBuffer | ArrayBufferView} textOrBytes
 * @returns {string}
 * @throws {BundleError} when the text is not JSON or not an object
 */
export function bundleHash(textOrBytes) {
  const root = parseBundleJSON(textOrBytes);
  if (!(root instanceof JSONObject)) throw new BundleError('invalid-bundle', '', 'expected an object');
  return contentHash(root);
}

/**
 * @param {JSONObject} root
 */
function contentHash(root) {
  const content = new JSONObject(root.members.filter((member) => member[0] !== 'hash'));
  return 'sha256:' + sha256Hex(toBytes(canonicalJSON(content)));
}

/**
 * @param {unknown} root a decoded bundle's JSON
 */
function verifyBundleHash(root) {
  const recorded = /** @type {JSONObject} */ (root).get('hash');
  if (recorded === undefined) throw new BundleError('hash-mismatch', '', 'missing "hash"');
  if (typeof recorded !== 'string') throw new BundleError('hash-mismatch', '/hash', 'expected a string');
  const actual = contentHash(/** @type {JSONObject} */ (root));
  if (actual !== recorded) {
    throw new BundleError('hash-mismatch', '/hash',
      `the bundle's content hashes to "${actual}", not to the recorded "${recorded}"; it was changed after it was built: rebuild it with quizc build`);
  }
}

/**
 * @param {string | Uint8Array | ArrayBuffer | ArrayBufferView} textOrBytes
 */
function parseBundleJSON(textOrBytes) {
  try {
    return parseJSON(toBytes(textOrBytes), { maxDepth: 16 });
  } catch (error) {
    if (error instanceof JSONParseFailure) throw new BundleError('not-json', '', `not JSON: ${error.description}`);
    throw error;
  }
}

/**
 * Decodes a parsed bundle (without checking its hash).
 * @param {unknown} json
 * @returns {Bundle}
 * @throws {BundleError}
 */
export function decodeBundle(json) {
  const root = new Fields(json, '');
  const format = root.string('format');
  if (format !== BUNDLE_FORMAT) {
    throw new BundleError('unsupported-format', '/format', `format is "${format}"; this runtime reads "${BUNDLE_FORMAT}"`);
  }
  const traits = root.array('traits').map((item, index) => stringAt(item, `/traits/${index}`));
  const known = new Set(traits);
  if (known.size !== traits.length || traits.length === 0) throw invalid('/traits', 'traits must be non-empty and distinct');
  const scoring = decodeScoring(root, traits, known);
  const presentation = decodePresentation(root);
  const questions = decodeQuestions(root, known, scoring.weightDigits, presentation.draw.length > 0);
  const outcomes = decodeOutcomes(root, scoring);
  const examples = decodeExamples(root, known, scoring);
  const quiz = root.string('quiz'), version = root.string('version'), title = root.string('title');
  const description = root.optionalString('description');
  const ownResults = scoring.model === 'profile' ? scoring.results : null;
  const { sourceLocale, sourceDirection, translations } = decodeLocales(root.object, { title, description, questions, outcomes, results: ownResults });
  const migrations = decodeMigrations(root);
  const recordedHash = root.optionalValue('hash');
  return new Bundle({
    quiz, version, title, description, sourceLocale, sourceDirection, traits, scoring, presentation, questions, outcomes, examples,
    translations, migrations, hash: typeof recordedHash === 'string' ? recordedHash : null,
  });
}

/**
 * `outcomes`: code → title, description and recommendations; a `profile` bundle's are those
 * of its nearest profiles.
 * @param {Fields} root
 * @param {import('../index.js').Scoring} scoring
 * @returns {import('../index.js').Outcome[]}
 */
function decodeOutcomes(root, scoring) {
  const outcomeValue = root.value('outcomes');
  if (!(outcomeValue instanceof JSONObject)) throw invalid('/outcomes', 'expected an object');
  const outcomes = [];
  for (const [code, item] of outcomeValue.members) {
    const outcome = new Fields(item, `/outcomes/${code}`);
    const title = outcome.string('title'), description = outcome.string('description');
    const recommendations = outcome.array('recommendations').map((entry) => stringAt(entry, outcome.path));
    outcomes.push({ code, title, description, recommendations });
  }
  if (scoring.model === 'profile') checkProfileOutcomes(scoring.nearest, outcomes.map((outcome) => outcome.code));
  return outcomes;
}

/**
 * Orders strings by their UTF-8 bytes, that is by code points (JavaScript's `<` orders by
 * UTF-16 code units, which differs above U+FFFF).
 * @param {string} a
 * @param {string} b
 */
function compareUTF8(a, b) {
  const x = [...a], y = [...b];
  for (let i = 0; i < x.length && i < y.length; i++) {
    const p = /** @type {number} */ (x[i].codePointAt(0)), q = /** @type {number} */ (y[i].codePointAt(0));
    if (p !== q) return p - q;
  }
  return x.length - y.length;
}
