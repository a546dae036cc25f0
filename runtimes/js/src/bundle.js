/**
 * Reading a `quiz-bundle/1` file: every check of the Swift runtime's `BundleDecoding`, in
 * the same order, with the same paths and messages, then the `hash` verification.
 * @module
 */

import { BundleError } from './bundle-error.js';
import { Fields, MAX_MAGNITUDE, integerAt, invalid, plainInteger, stringAt } from './bundle-fields.js';
import { decodeCondition, DRAW_MESSAGE } from './condition-decoding.js';
import { DecimalLiteral } from './decimal.js';
import { JSONParseFailure, parseJSON } from './json-parser.js';
import { JSONNumber, JSONObject } from './json-value.js';
import {
  checkProfileOutcomes, decodeDerived, decodeExpectations, decodeNearest, decodePercentDigits, decodeResults, decodeWeightDigits,
  hasNoOutcome,
} from './profile-decoding.js';
import { canonicalJSON } from './json-writer.js';
import { SOURCE_ENTRY_DIFFERS, asciiLowercase, decodeLocales, keyedTexts } from './locales.js';
import { sha256Hex } from './sha256.js';
import { toBytes } from './utf8.js';

/** The format tag this runtime reads. */
export const BUNDLE_FORMAT = 'quiz-bundle/1';
export { MAX_MAGNITUDE };
/** Largest weight magnitude a bundle may hold. */
export const MAX_WEIGHT = 1_000_000;
/** Most questions, and most options in all, a bundle may hold. */
export const MAX_ITEMS = 1_000_000;

const QUESTION_TYPES = new Set(['scale', 'single', 'multiple', 'range']);

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

  /**
   * @param {unknown} value
   * @param {string} path
   * @param {number} bound
   */
  function amounts(value, path, bound) {
    if (!(value instanceof JSONObject)) throw invalid(path, 'expected an object');
    const result = [];
    for (const [trait, amount] of value.members) {
      if (!known.has(trait)) throw invalid(path, `unknown trait "${trait}"`);
      const number = integerAt(amount, `${path}/${trait}`);
      if (Math.abs(number) > bound) throw invalid(`${path}/${trait}`, `magnitude above ${bound}`);
      if (number !== 0) result.push({ trait, amount: number });
    }
    return result;
  }

  const scoringFields = new Fields(root.value('scoring'), '/scoring');
  const weightDigits = decodeWeightDigits(scoringFields);
  const weightBound = MAX_WEIGHT * 10 ** weightDigits;
  const derived = decodeDerived(scoringFields, known);
  const scoreNames = new Set([...traits, ...derived.map((score) => score.id)]);
  const initial = amounts(scoringFields.value('initial'), '/scoring/initial', MAX_MAGNITUDE);
  /** @type {any} */
  let scoring;
  const model = scoringFields.string('model');
  if (model === 'axes') {
    const axes = [];
    const poles = new Set();
    const items = scoringFields.array('axes');
    for (let index = 0; index < items.length; index++) {
      const axis = new Fields(items[index], `/scoring/axes/${index}`);
      const pair = axis.array('poles');
      if (pair.length !== 2) throw invalid(axis.path, 'an axis has two poles');
      const a = stringAt(pair[0], axis.path + '/poles/0'), b = stringAt(pair[1], axis.path + '/poles/1');
      let ok = known.has(a) && known.has(b) && !poles.has(a);
      if (ok) poles.add(a);
      ok = ok && !poles.has(b);
      if (ok) poles.add(b);
      if (!ok) throw invalid(axis.path, 'poles must be distinct declared traits');
      axes.push({ poles: [a, b], tie: axis.string('tie') });
    }
    if (axes.length === 0) throw invalid('/scoring/axes', 'no axes');
    scoring = { initial, model, axes };
  } else if (model === 'highest') {
    const ties = scoringFields.array('ties').map((item, index) => stringAt(item, `/scoring/ties/${index}`));
    const tieSet = new Set(ties);
    if (tieSet.size !== known.size || ![...tieSet].every((tie) => known.has(tie)) || ties.length !== traits.length) {
      throw invalid('/scoring/ties', 'ties must list every trait once');
    }
    scoring = { initial, model, ties, secondary: scoringFields.bool('secondary') };
  } else if (model === 'bands') {
    const trait = scoringFields.string('trait');
    if (!known.has(trait)) throw invalid('/scoring/trait', 'unknown trait');
    const bands = [];
    const items = scoringFields.array('bands');
    for (let index = 0; index < items.length; index++) {
      const band = new Fields(items[index], `/scoring/bands/${index}`);
      const max = band.optionalInteger('max');
      if ((max === null) !== (index === items.length - 1)) throw invalid(band.path, 'only the last band has no max');
      const previous = bands.length > 0 ? bands[bands.length - 1].max : null;
      if (max !== null && previous !== null && max <= previous) throw invalid(band.path, 'max values must increase');
      bands.push({ outcome: band.string('outcome'), max });
    }
    if (bands.length === 0) throw invalid('/scoring/bands', 'no bands');
    scoring = { initial, model, trait, bands };
  } else if (model === 'profile') {
    scoring = { initial, model, results: decodeResults(scoringFields, scoreNames), nearest: decodeNearest(scoringFields, scoreNames) };
  } else {
    throw invalid('/scoring/model', `unknown model "${model}"`);
  }
  scoring.weightDigits = weightDigits;
  scoring.derived = derived;
  scoring.percentDigits = decodePercentDigits(scoringFields, model);

  const presentationFields = new Fields(root.value('presentation'), '/presentation');
  /** @type {Array<{pool: string | null, count: number}>} */
  const draws = [];
  const drawItems = presentationFields.array('draw');
  for (let index = 0; index < drawItems.length; index++) {
    const draw = new Fields(drawItems[index], `/presentation/draw/${index}`);
    const count = draw.integer('count');
    if (count < 1) throw invalid(draw.path, 'count must be at least 1');
    const pool = draw.optionalString('pool');
    // Either one draw of every question, or draws of distinct named pools.
    const clash = pool === null ? drawItems.length > 1 : draws.some((other) => other.pool === null || other.pool === pool);
    if (clash) throw invalid(draw.path, 'a draw without a pool must be the only draw, and pools must be distinct');
    draws.push({ pool, count });
  }
  const presentation = {
    pageSize: presentationFields.integer('page_size'),
    shuffleQuestions: presentationFields.bool('shuffle_questions'),
    shuffleOptions: presentationFields.bool('shuffle_options'),
    timeLimit: presentationFields.optionalInteger('time_limit'),
    draw: draws,
  };

  const questionItems = root.array('questions');
  if (questionItems.length === 0 || questionItems.length > MAX_ITEMS) throw invalid('/questions', `between 1 and ${MAX_ITEMS} questions`);
  const questions = [];
  let optionTotal = 0;
  for (let index = 0; index < questionItems.length; index++) {
    const path = `/questions/${index}`;
    const fields = new Fields(questionItems[index], path);
    const type = fields.string('type');
    if (!QUESTION_TYPES.has(type)) throw invalid(path + '/type', `unknown type "${type}"`);
    const options = [];
    const optionItems = fields.array('options');
    for (let optionIndex = 0; optionIndex < optionItems.length; optionIndex++) {
      const optionPath = `${path}/options/${optionIndex}`;
      const option = new Fields(optionItems[optionIndex], optionPath);
      const value = type === 'scale' ? option.integer('value') : null;
      const id = type === 'scale' ? null : option.string('id');
      if (value !== null && Math.abs(value) > MAX_MAGNITUDE) throw invalid(optionPath, 'value out of range');
      const label = option.string('label');
      const weights = amounts(option.value('weights'), optionPath + '/weights', weightBound);
      const pin = option.bool('pin');
      options.push({ id, value, label, weights, pin });
    }
    optionTotal += options.length;
    if (optionTotal > MAX_ITEMS) throw invalid(path, `more than ${MAX_ITEMS} options in all`);
    const minimum = fields.optionalInteger('min'), maximum = fields.optionalInteger('max');
    if (type === 'scale') {
      let increasing = options.length >= 2;
      for (let i = 1; increasing && i < options.length; i++) increasing = (options[i - 1].value ?? 0) < (options[i].value ?? 0);
      if (!increasing) throw invalid(path, 'a scale needs two or more strictly increasing values');
    } else if (type === 'single') {
      if (options.length === 0) throw invalid(path, 'no options');
    } else if (type === 'multiple') {
      if (!(minimum !== null && maximum !== null && minimum >= 0 && minimum <= maximum && maximum >= 1 && maximum <= options.length)) {
        throw invalid(path, 'multiple needs 0 ≤ min ≤ max ≤ options and max ≥ 1');
      }
    } else if (!(minimum !== null && maximum !== null && minimum < maximum && Math.abs(minimum) <= MAX_MAGNITUDE
      && Math.abs(maximum) <= MAX_MAGNITUDE && options.length >= 2)) {
      throw invalid(path, 'range needs min < max within ±10^12 and two or more anchors');
    }
    if (type !== 'scale' && new Set(options.map((option) => option.id)).size !== options.length) {
      throw invalid(path + '/options', 'option ids must be distinct');
    }
    const id = fields.string('id'), key = fields.string('key'), text = fields.string('text');
    const required = fields.bool('required'), shuffle = fields.bool('shuffle'), pin = fields.bool('pin');
    const pool = fields.optionalString('pool');
    const when = fields.optionalValue('when');
    /** @type {import('../index.js').Condition | null} */
    let condition = null;
    if (when !== undefined) {
      if (draws.length > 0) throw invalid(path + '/when', DRAW_MESSAGE);
      condition = decodeCondition(when, path + '/when', questions);
    }
    questions.push({ id, key, text, type, required, shuffle, pin, pool, min: minimum, max: maximum, options, condition });
  }
  if (new Set(questions.map((question) => question.key)).size !== questions.length) {
    throw invalid('/questions', 'wire keys must be distinct');
  }

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

  const examples = [];
  const exampleItems = root.array('examples');
  for (let index = 0; index < exampleItems.length; index++) {
    const example = new Fields(exampleItems[index], `/examples/${index}`);
    const answerValue = example.value('answers');
    if (!(answerValue instanceof JSONObject)) throw invalid(example.path, 'answers must be an object');
    /** @type {Array<[string, import('./answers.js').TypedAnswer]>} */
    const answers = [];
    for (const [key, answer] of answerValue.members) {
      answers.push([key, exampleAnswer(answer, key, example.path)]);
    }
    const scoresValue = example.optionalValue('expect_scores');
    const expectScores = scoresValue === undefined ? null : amountsAllowingZero(scoresValue, example.path + '/expect_scores', known);
    // `"expect_secondary": null` asserts that there is no runner-up; absent, it is not checked.
    const expectsNoSecondary = example.optionalValue('expect_secondary') === null;
    const name = example.optionalString('name');
    let expect = null;
    if (hasNoOutcome(scoring)) {
      if (example.optionalValue('expect') !== undefined) throw invalid(`${example.path}/expect`, 'a profile without nearest has no outcome to expect');
    } else {
      expect = example.string('expect');
    }
    const expectSecondary = example.optionalString('expect_secondary');
    const { expectResults, expectValues } = decodeExpectations(example, scoring);
    examples.push({
      name, answers, expect, expectSecondary: expectsNoSecondary ? null : expectSecondary, expectsNoSecondary, expectScores,
      expectResults, expectValues,
    });
  }
  const quiz = root.string('quiz'), version = root.string('version'), title = root.string('title');
  const description = root.optionalString('description');
  const ownResults = scoring.model === 'profile' ? scoring.results : null;
  const { sourceLocale, sourceDirection, translations } = decodeLocales(root.object, { title, description, questions, outcomes, results: ownResults });
  const recordedHash = root.optionalValue('hash');
  return new Bundle({
    quiz, version, title, description, sourceLocale, sourceDirection, traits, scoring, presentation, questions, outcomes, examples,
    translations, hash: typeof recordedHash === 'string' ? recordedHash : null,
  });
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

/**
 * An example's answer as the Swift decoder types it.
 * @param {unknown} answer
 * @param {string} key
 * @param {string} path the example's path
 * @returns {import('./answers.js').TypedAnswer}
 */
function exampleAnswer(answer, key, path) {
  if (typeof answer === 'string') return { kind: 'option', id: answer };
  if (answer instanceof JSONNumber) {
    // An integer as such; any other number (a range answer such as 0.5) in its canonical
    // form, which a double must carry exactly.
    const integer = plainInteger(answer);
    if (integer !== null) return { kind: 'integer', value: integer };
    const canonical = canonicalLiteral(answer.literal);
    if (canonical !== null) {
      const asInteger = int64(canonical);
      return asInteger !== null ? { kind: 'integer', value: asInteger } : { kind: 'number', literal: canonical };
    }
    throw invalid(`${path}/answers/${key}`,
      `the number ${answer.literal} is not one a binary double holds exactly in its shortest form; write the number in the shortest form that reads back as the same double`);
  }
  if (Array.isArray(answer)) return { kind: 'options', ids: answer.map((item) => stringAt(item, path)) };
  throw invalid(`${path}/answers/${key}`, 'an answer is a number, a string or a list of strings');
}

/**
 * Swift's `Int(text)`: an optionally signed decimal integer within 64 bits; exact (a number
 * when safe, else a bigint).
 * @param {string} text
 * @returns {number | bigint | null}
 */
function int64(text) {
  if (!/^[+-]?[0-9]+$/.test(text)) return null;
  const value = BigInt(text);
  if (value > (1n << 63n) - 1n || value < -(1n << 63n)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number + 0 : value;
}

/**
 * The canonical form of a number literal whose value a double carries exactly in its
 * shortest form (`0.50` → `0.5`, `5e-1` → `0.5`), else `null`.
 * @param {string} literal
 * @returns {string | null}
 */
export function canonicalLiteral(literal) {
  const exact = DecimalLiteral.parse(literal);
  if (exact === null) return null;
  const double = Number(literal);
  if (!Number.isFinite(double)) return null;
  const shortest = String(double);
  const back = DecimalLiteral.parse(shortest);
  if (back === null) return null;
  if (!(exact.equals(back) || (exact.isZero && back.isZero))) return null;
  return shortest;
}

/**
 * @param {unknown} value
 * @param {string} path
 * @param {Set<string>} known
 */
function amountsAllowingZero(value, path, known) {
  if (!(value instanceof JSONObject)) throw invalid(path, 'expected an object');
  const result = [];
  for (const [trait, amount] of value.members) {
    if (!known.has(trait)) throw invalid(path, `unknown trait "${trait}"`);
    result.push({ trait, amount: integerAt(amount, path) });
  }
  return result;
}
