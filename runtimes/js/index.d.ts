// Type declarations of quiz-runtime (hand-written; checked by `npm run typecheck`).

/** The format tag this runtime reads: `"quiz-bundle/1"`. */
export const BUNDLE_FORMAT: 'quiz-bundle/1';

/** Text or UTF-8 bytes. A string is encoded as UTF-8. */
export type TextInput = string | Uint8Array | ArrayBuffer | ArrayBufferView;

/** A trait and an integer amount (a weight, an initial score, an expected score). */
export interface TraitAmount {
  trait: string;
  amount: number;
}

export type QuestionType = 'scale' | 'single' | 'multiple' | 'range';

export interface Option {
  /** The option's id; `null` on scale options, which have `value`. */
  id: string | null;
  /** A scale option's value; `null` on other options. */
  value: number | null;
  label: string;
  /** Non-zero weights, in the author's order. */
  weights: TraitAmount[];
  pin: boolean;
}

export interface Question {
  id: string;
  /** The wire key answers are submitted under. */
  key: string;
  text: string;
  type: QuestionType;
  required: boolean;
  shuffle: boolean;
  pin: boolean;
  pool: string | null;
  /** `multiple`: the allowed number of choices; `range`: the numeric interval; else `null`. */
  min: number | null;
  max: number | null;
  options: Option[];
  /** When the question is shown (the bundle's `when`); `null` for a question that is always shown. */
  condition: Condition | null;
}

/**
 * A question's condition over the answers to questions declared before it, in the bundle's
 * normalized form. A test on a question that has no answer (left out, or itself hidden) is
 * false; `answered: false` is true then.
 */
export type Condition =
  /** Every condition holds (at least one is listed). */
  | { kind: 'all'; conditions: Condition[] }
  /** Some condition holds (at least one is listed). */
  | { kind: 'any'; conditions: Condition[] }
  /** The condition does not hold. */
  | { kind: 'not'; condition: Condition }
  /** The question (by id) has an answer (`true`) or has none (`false`). */
  | { kind: 'answered'; question: string; answered: boolean }
  /** The answer picks one of these options: `single` option ids, or `range` anchor ids (the anchor a number maps to). */
  | { kind: 'optionIn'; question: string; ids: string[] }
  /** The answer to a `scale` question is one of these values. */
  | { kind: 'valueIn'; question: string; values: number[] }
  /** The answer to a `multiple` question includes this option id. */
  | { kind: 'includes'; question: string; id: string };

export interface Axis {
  poles: [string, string];
  /** The letter given when both poles' totals are equal. */
  tie: string;
}

export interface Band {
  outcome: string;
  /** The largest total of this band; `null` on the last band. */
  max: number | null;
}

/**
 * A derived score (`scoring.derived`): an exact value computed from trait totals in real
 * units (a total divided by 10^weightDigits), by the rule of its `kind` (docs/runtime.md
 * lists them: `mean` with `count`, `mean_answered`, `percent` with `min` and `max`, `share`
 * with `against`, `linear` with `times` and `plus`, `sum`). One record for every kind: the
 * kind's own members sit beside the shared ones, integers as numbers, trait names as strings
 * and decimal parameters as the bundle's canonical decimal strings (`"2.5"`, `"-0.75"`).
 */
export interface DerivedScore {
  id: string;
  /** One of the language's derived-score kinds. */
  kind: string;
  /** A trait; for `linear` also an earlier derived score; for `sum` a list of at least two traits. */
  of: string | string[];
  /** The fractional digits the value is written with. */
  digits: number;
  /** The kind's own members, such as `count`, `min`, `against` or `times`. */
  [member: string]: string | string[] | number;
}

/** A band of a profile result: it admits values strictly `below` its limit, or at most `max`; the last has neither. */
export interface ResultBand {
  id: string;
  below?: string;
  max?: string;
  title: string;
  /** `null` when the bundle gives none. */
  description: string | null;
  recommendations: string[];
}

/** A result of the `profile` model: a trait or derived score reported in bands. */
export interface ProfileResult {
  id: string;
  /** The trait or derived score reported. */
  score: string;
  /** The result it is shown under (a facet's domain), or `null`. */
  parent: string | null;
  title: string;
  description: string | null;
  bands: ResultBand[];
}

/** The nearest-profile rule: the outcome is the profile nearest to the scores `over`. */
export interface Nearest {
  over: string[];
  distance: 'euclidean' | 'manhattan';
  /** In the author's order; `at` maps every `over` name to a decimal string. */
  profiles: Array<{ outcome: string; at: Record<string, string> }>;
  /** Every profile's outcome; among equally near profiles the earliest wins. */
  ties: string[];
}

/** What every model shares. */
interface ScoringCommon {
  initial: TraitAmount[];
  /** Weights, `initial`, bands' `max` and expected scores are integers in units of 10^−weightDigits (0…3). */
  weightDigits: number;
  /** Derived scores in declaration order (any model); empty when there are none. */
  derived: DerivedScore[];
  /** `axes` only: the fractional digits of each axis's percentage, or `null` when results report none. */
  percentDigits: number | null;
}

export type Scoring = ScoringCommon & (
  | { model: 'axes'; axes: Axis[] }
  | { model: 'highest'; ties: string[]; secondary: boolean }
  | { model: 'bands'; trait: string; bands: Band[] }
  | { model: 'profile'; results: ProfileResult[]; nearest: Nearest | null });

export interface Presentation {
  pageSize: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  /** Seconds per question, or `null` for no limit. */
  timeLimit: number | null;
  /** Draw pools in declared order; empty when every question is presented. */
  draw: Array<{ pool: string | null; count: number }>;
}

export interface Outcome {
  code: string;
  title: string;
  description: string;
  recommendations: string[];
}

/** An example's answer, typed as the bundle holds it. */
export type TypedAnswer =
  | { kind: 'integer'; value: number | bigint }
  | { kind: 'number'; literal: string }
  | { kind: 'option'; id: string }
  | { kind: 'options'; ids: string[] };

export interface Example {
  name: string | null;
  answers: Array<[string, TypedAnswer]>;
  /** The expected outcome; `null` for a `profile` without `nearest`, which has none. */
  expect: string | null;
  /** The expected runner-up; `null` when not checked or when `expectsNoSecondary`. */
  expectSecondary: string | null;
  /** The example asserts that the result names no runner-up. */
  expectsNoSecondary: boolean;
  expectScores: TraitAmount[] | null;
  /** Expected bands (`null`: no band), in the example's order; `null` when not checked. */
  expectResults: Array<{ result: string; band: string | null }> | null;
  /** Expected derived values as decimal strings (`null`: no value); `null` when not checked. */
  expectValues: Array<{ derived: string; value: string | null }> | null;
}

/** The writing direction of a locale's texts (for the `dir` attribute). */
export type TextDirection = 'ltr' | 'rtl';

/**
 * One locale's display texts, aligned by index: `questions[i]` holds the texts of
 * `bundle.questions[i]` (`labels[j]` the label of its option `j`), `outcomes[i]` those of
 * `bundle.outcomes[i]`.
 */
export interface LocaleTexts {
  locale: string;
  direction: TextDirection;
  title: string;
  /** Present (not `null`) exactly when the bundle has a description. */
  description: string | null;
  questions: Array<{ text: string; labels: string[] }>;
  outcomes: Array<{ title: string; description: string; recommendations: string[] }>;
  /** The `profile` model's results, aligned with `scoring.results` and their bands; empty for other models. */
  results: Array<{ title: string; description: string | null; bands: Array<{ title: string; description: string | null; recommendations: string[] }> }>;
}

/**
 * A locale's texts keyed like an entry of the bundle's `locales`: questions by id, their
 * options by id (a scale option by its value in decimal, such as `"-2"`), outcomes by code.
 * A fresh object: changing it changes nothing else.
 */
export interface LocalizedTexts {
  /** The locale's tag, as the bundle spells it. */
  locale: string;
  direction: TextDirection;
  title: string;
  /** Present exactly when the bundle has a description. */
  description?: string;
  questions: Record<string, { text: string; options: Record<string, string> }>;
  outcomes: Record<string, { title: string; description: string; recommendations: string[] }>;
  /** The `profile` model's results by id, their bands by id (`description` only when given); absent for other models. */
  results?: Record<string, {
    title: string;
    description?: string;
    bands: Record<string, { title: string; description?: string; recommendations: string[] }>;
  }>;
}

/** What tokens saved on one earlier release need to resume on a bundle (docs/bundle-format.md, "Migrations"). */
export interface Migration {
  hash: string;
  version: string;
  droppedQuestions: string[];
  droppedOptions: Array<{ key: string; options: string[] }>;
  neededQuestions: string[];
  refusals: Array<{ key: string; reason: string }>;
}

/** How a session resumed from a token (docs/runtime.md, "Resuming on another version"). */
export interface ResumeOutcome {
  kind: 'resumed' | 'migrated';
  /** The hash and version of the bundle the token was saved on. */
  hash: string;
  version: string;
  /** Answers dropped: `options` taken out of one, or `null` when dropped whole. */
  dropped: Array<{ key: string; options: string[] | null }>;
  /** Shown required questions without an answer because of the migration. */
  needed: string[];
}

/** A decoded bundle. */
export class Bundle {
  private constructor();
  readonly format: 'quiz-bundle/1';
  quiz: string;
  version: string;
  title: string;
  description: string | null;
  /** The BCP 47 tag of the bundle's own texts (`source_locale`; `locale` in older bundles). */
  sourceLocale: string;
  /** The writing direction of the bundle's own texts. */
  sourceDirection: TextDirection;
  /** @deprecated the source locale's tag: use `sourceLocale`. */
  readonly locale: string;
  /** Every locale but the source's, sorted by tag; each complete (untranslated texts hold the source's). */
  translations: LocaleTexts[];
  /** What tokens saved on earlier releases need to resume here (`quizc build --earlier`), sorted by hash. */
  migrations: Migration[];
  /** The source locale's texts: the bundle's own title, questions and outcomes. */
  readonly sourceTexts: LocaleTexts;
  /** Every locale's tag, the source's included, sorted. */
  readonly locales: string[];
  /** The texts of the locale with this tag (ASCII case ignored), or `undefined`. */
  texts(tag: string): LocalizedTexts | undefined;
  traits: string[];
  scoring: Scoring;
  presentation: Presentation;
  questions: Question[];
  /** Outcomes in the author's order. */
  outcomes: Outcome[];
  examples: Example[];
  /** The `hash` recorded in the file, when it is a string. */
  hash: string | null;
  /** The outcome with this code (compared exactly), or `undefined`. */
  outcome(code: string): Outcome | undefined;
}

export type BundleErrorCode = 'not-json' | 'unsupported-format' | 'hash-mismatch' | 'invalid-bundle';

/** Why a bundle cannot be used. */
export class BundleError extends Error {
  constructor(code: BundleErrorCode, path: string, message: string);
  readonly code: BundleErrorCode;
  /** A JSON-pointer-like path such as `/questions/3/options`; `""` for the whole bundle. */
  readonly path: string;
  /** `PATH: MESSAGE`, or the message alone when the path is empty. */
  readonly description: string;
}

/**
 * Reads a bundle: strict JSON, `format`, every invariant the scorer relies on, then (unless
 * `verifyHash` is false) the `hash`.
 */
export function loadBundle(textOrBytes: TextInput, options?: { verifyHash?: boolean }): Bundle;

/** `"sha256:"` + hex SHA-256 of the RFC 8785 form of the bundle's JSON without `hash`. */
export function bundleHash(textOrBytes: TextInput): string;

/**
 * The bundle's locale to show to someone who prefers `preferred` (language ranges, most
 * preferred first, such as `navigator.languages` or `parseAcceptLanguage(header)`), by RFC 4647
 * lookup (`de-AT` → `de` → the source locale); the tag as the bundle spells it.
 * Throws a `TypeError` when `preferred` is a string rather than a list.
 */
export function lookupLocale(bundle: Bundle, preferred: readonly string[]): string;

/** The texts of the locale `lookupLocale` chooses. */
export function localize(bundle: Bundle, preferred: readonly string[]): LocalizedTexts;

/**
 * The language ranges of an `Accept-Language` header, ordered by q (highest first, then as in
 * the header); items with q = 0 or an invalid q are left out. `null`/`undefined` give `[]`.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[];

/** The usual writing direction of a language tag (its script's, else its language's, else ltr). */
export function defaultDirection(tag: string): TextDirection;

export type AnswerErrorCode =
  | 'unknown-key' | 'key-not-normalized' | 'wrong-type' | 'unknown-option' | 'out-of-range'
  | 'choice-count' | 'missing-answer' | 'hidden-answer' | 'invalid-json';

/** Why answers were rejected. `key` is present only when a key is concerned. */
export interface AnswerError {
  code: AnswerErrorCode;
  message: string;
  key?: string;
}

/**
 * An exact value (a fraction in lowest terms, `denominator` > 0) and its text in the decimal
 * form the result line writes (rounded half away from zero to the score's digits: `"3.50"`).
 * Bands and the nearest profile compare the exact value, never the text.
 */
export interface ExactValue {
  readonly numerator: bigint;
  readonly denominator: bigint;
  readonly text: string;
}

/** One axis of an `axes` result. */
export interface AxisResult {
  poles: [string, string];
  letter: string;
  /** In units of 10^−scoreDigits. */
  totals: [number, number];
  /** The letter's share of the two totals × 100 (50 on a tie); present when the bundle reports percentages. */
  percent?: ExactValue;
}

/** A derived score's value in a result; `value` is `null` when it has none (`mean_answered` with nothing answered). */
export interface DerivedValue {
  id: string;
  value: ExactValue | null;
}

/** A `profile` result's value and band (`null` when the value is `null`). */
export interface ProfileResultValue {
  id: string;
  /** The trait or derived score reported. */
  score: string;
  value: ExactValue | null;
  band: string | null;
}

/** The result of scoring one answers object. */
export class ScoreResult {
  private constructor();
  readonly quiz: string;
  readonly version: string;
  /** The outcome code (for `axes`, the letters in axis order); `null` for a `profile` without `nearest`. */
  readonly outcome: string | null;
  /** The runner-up (`highest` with `secondary`, when its total is above 0; `profile`'s next nearest profile). */
  readonly secondary: string | null;
  /** Totals are integers in units of 10^−scoreDigits (the bundle's `weight_digits`; 0 for whole weights). */
  readonly scoreDigits: number;
  /** Every trait's total, in declared order, in units of 10^−scoreDigits. */
  readonly scores: TraitAmount[];
  /** `axes` model only; empty otherwise. */
  readonly axes: AxisResult[];
  /** Every derived score's value, in declaration order; empty without derived scores. */
  readonly derived: DerivedValue[];
  /** The `profile` model's results, in declaration order; empty for other models. */
  readonly results: ProfileResultValue[];
  /** A trait's total (compared exactly) in units of 10^−scoreDigits, or `undefined` when it is not a trait. */
  score(trait: string): number | undefined;
  /** The compact JSON line, as `quizc score` prints it (no line end). */
  toJSONLine(): string;
}

export type Scored = { ok: true; result: ScoreResult } | { ok: false; error: AnswerError };

/** A native answer: a number, a bigint, an option id, a list of option ids; `null`/`undefined` for none. */
export type NativeAnswer = number | bigint | string | readonly unknown[] | boolean | object | null | undefined;

/** Scores answers against one bundle. */
export class Scorer {
  constructor(bundle: Bundle);
  readonly bundle: Bundle;
  /** Scores the text of a JSON answers object. */
  scoreJSON(text: TextInput): Scored;
  /** Scores an answers object parsed by `parseJSON`. */
  scoreParsed(value: JSONValue): Scored;
  /** Scores answers given as JavaScript values keyed by wire key; numbers are read from `String(x)`. */
  score(answers: Record<string, NativeAnswer> | Map<string, NativeAnswer>): Scored;
  /** Scores an example's typed answers. */
  scoreTyped(answers: Array<[string, TypedAnswer]>): Scored;
  /** The fast path alone: a result for plain, valid answers text, else `null`. */
  fastScore(bytes: Uint8Array, start?: number, end?: number): ScoreResult | null;
  /** The fast path's result line, or `null` when the general path must decide. */
  fastLine(bytes: Uint8Array, start: number, end: number): string | null;
  /**
   * Which questions to show for the answers so far (the text of a JSON answers object, which
   * may leave out any question): the per-answer checks of `scoreJSON` first, with the same
   * error; then the shown questions and the answered ones to drop before scoring.
   */
  visibilityJSON(text: TextInput): Visible;
  /** `visibilityJSON` for an answers object parsed by `parseJSON`. */
  visibilityParsed(value: JSONValue): Visible;
  /** `visibilityJSON` for answers given as JavaScript values keyed by wire key, as `score` takes them. */
  visibility(answers: Record<string, NativeAnswer> | Map<string, NativeAnswer>): Visible;
}

/** Which questions to show for some answers (`Scorer.visibility`). */
export class Visibility {
  private constructor();
  readonly quiz: string;
  readonly version: string;
  /** The ids of the shown questions, in source order (every question of a bundle without conditions). */
  readonly visible: string[];
  /** The ids of the questions that have an answer but are not shown, in source order: drop their answers before scoring. */
  readonly discard: string[];
  /** `{"quiz","version","visible":[…],"discard":[…]}`, as `quizc visible` prints it (no line end). */
  toJSONLine(): string;
}

export type Visible = { ok: true; result: Visibility } | { ok: false; error: AnswerError };

/** The exact compact JSON line of a scoring or visibility outcome (no line end). */
export function resultLine(outcome: Scored | Visible | ScoreResult | Visibility | AnswerError): string;

/** `{"error":{"code","message","key"?}}`. */
export function errorLine(error: { code: string; message: string; key?: string }): string;

/** One presented question: its index in the bundle, its id, its options (ids, or values for scales) in order. */
export interface PresentedQuestion {
  question: number;
  id: string;
  options: Array<string | number>;
  optionIndices: number[];
}

/** A 64-bit seed: a bigint, a non-negative safe integer, or a string of decimal digits. */
export type Seed = bigint | number | string;

/** The presentation order for a seed. */
export function presentationOrder(bundle: Bundle, seed: Seed): PresentedQuestion[];

/** `{"seed", "questions": [{"id", "options"}]}` as a JSON value (write it with `writeJSON`). */
export function presentationOrderJSON(bundle: Bundle, seed: Seed): JSONObject;

/** SplitMix64 on BigInt. */
export class SplitMix64 {
  constructor(seed: bigint);
  state: bigint;
  next(): bigint;
  uniform(n: number): number;
  shuffle<T>(items: T[], movable: boolean[]): void;
}

/** One example's report. */
export interface ExampleReport {
  example: number;
  name?: string;
  pass: boolean;
  problem?: string;
}

/** Replays every example of the scorer's bundle. */
export function replayExamples(scorer: Scorer): ExampleReport[];

/** `{"example","name"?,"pass","problem"?}` as a compact line. */
export function exampleReportLine(report: ExampleReport): string;

/** The default longest answers line, in bytes (1 MiB). */
export const DEFAULT_MAX_LINE_BYTES: number;

/** Scores JSON Lines lines into output lines, as `quizc score` does. */
export class LineScorer {
  constructor(scorer: Scorer, limit?: number);
  readonly scorer: Scorer;
  readonly limit: number;
  /** How many lines were rejected so far. */
  rejected: number;
  /** The output line for the input line `bytes[start, end)` (no line end). */
  line(bytes: Uint8Array, start: number, end: number): string;
  /** The error line for a line over the limit. */
  overlong(length: number): string;
}

/** Splits streamed chunks into lines (LF, CR LF, CR), holding at most the limit of one line. */
export class LineSplitter {
  constructor(limit: number, onLine: (bytes: Uint8Array, start: number, end: number) => void, onOverlong: (length: number) => void);
  push(chunk: Uint8Array): void;
  end(): void;
}

/** The automatic choice between one JSON document and JSON Lines. */
export class AnswersShape {
  feed(bytes: Uint8Array): 'lines' | 'undecided';
  atEnd(): 'document' | 'lines';
}

/** A scoring outcome as `--document` prints it (pretty, final newline). */
export function prettyOutcome(scored: Scored): string;
/** An error as `--document` prints it. */
export function prettyError(error: { code: string; message: string; key?: string }): string;

/** A parsed JSON value: numbers keep their literal, objects their member order. */
export type JSONValue = null | boolean | string | JSONNumber | JSONObject | JSONValue[];

export class JSONNumber {
  constructor(literal: string);
  readonly literal: string;
}

export class JSONObject {
  constructor(members: Array<[string, JSONValue]>);
  readonly members: Array<[string, JSONValue]>;
  get(name: string): JSONValue | undefined;
}

/** Why a text is not JSON: the message and the UTF-8 byte offset. */
export class JSONParseFailure extends Error {
  constructor(message: string, offset: number);
  readonly offset: number;
  /** `MESSAGE at byte OFFSET`. */
  readonly description: string;
}

/** Parses one JSON text strictly (duplicates refused, depth 64, number literals up to 1000 characters). */
export function parseJSON(text: TextInput, options?: { maxDepth?: number; maxNumberLength?: number }): JSONValue;

/** Writes a JSON value: compact or pretty, members as given or sorted (RFC 8785 order). */
export function writeJSON(
  value: JSONValue | number | bigint,
  options?: { sortKeys?: boolean; pretty?: boolean; /** write number literals as parsed (`2.50`), not canonical */ numbersAsWritten?: boolean },
): string;

/** The RFC 8785 canonical form. */
export function canonicalJSON(value: JSONValue): string;

/** The loose form of a key used for "did you mean" (never for matching). */
export function foldKey(key: string): string;

/** A session's refusal: a stable `code`, a `message`, and the wire `key` when one question is concerned. */
export interface SessionError {
  code: string;
  message: string;
  key?: string;
}

/** `{ok: true}` or `{ok: false, error}`. */
export type SessionStep = { ok: true } | { ok: false; error: SessionError };

/** The answered count and the least and most questions still to come; `exact` false past `MAX_PROGRESS_SCENARIOS`. */
export interface SessionProgress {
  answered: number;
  least: number;
  most: number;
  exact: boolean;
}

/** One session event (docs/runtime.md, "Sessions"). */
export interface SessionEvent {
  event: string;
  seq: number;
  elapsed_ms: number;
  hash: string;
  key?: string;
  page?: number;
  seed?: string;
  locale?: string;
  /** On `resumed` after a token from another release: the outcome as JSON. */
  migration?: unknown;
}

/** The most answer scenarios `Session.progress` evaluates exactly. */
export const MAX_PROGRESS_SCENARIOS: number;
/** The event names. */
export const SESSION_EVENTS: readonly string[];
/** The token format written and read: `quiz-session/1`. */
export const TOKEN_FORMAT: string;
/** The largest token read, in UTF-8 bytes. */
export const MAX_TOKEN_BYTES: number;
/** The history record's format: `quiz-history/1`. */
export const HISTORY_FORMAT: string;

/** An event's canonical JSON text. */
export function eventLine(event: SessionEvent): string;
/** HMAC-SHA256 as lowercase hexadecimal (strings are taken as UTF-8). */
export function hmacSha256Hex(key: Uint8Array | string, message: Uint8Array | string): string;

/** One respondent taking one quiz, page by page (docs/runtime.md, "Sessions"). */
export class Session {
  private constructor();
  readonly scorer: Scorer;
  readonly hash: string;
  readonly seed: bigint;
  readonly locale: string;
  readonly startedAt: number;
  readonly pages: PresentedQuestion[][];
  readonly page: number;
  /** The answers so far by wire key, as JSON values. */
  readonly answers: Map<string, unknown>;
  readonly seq: number;
  readonly elapsedMs: number;
  readonly questionMs: Map<string, number>;
  readonly remainingMs: number | null;
  readonly events: SessionEvent[];
  readonly result: ScoreResult | null;
  readonly ended: boolean;
  readonly finishedAt: number | null;
  /** How the session resumed from a token; `null` for one begun here. */
  readonly resumeOutcome: ResumeOutcome | null;
  /** The shown questions of a page, in presentation order. */
  shownOn(page: number): PresentedQuestion[];
  /** The current page's shown questions. */
  questions(): PresentedQuestion[];
  /** Answers, changes or (with `null`) clears a question shown on the current page. */
  answer(key: string, answer: NativeAnswer): SessionStep;
  next(): SessionStep;
  back(): SessionStep;
  finish(): SessionStep;
  abandon(): SessionStep;
  /** Reads the clock (time limits run out here). */
  tick(): void;
  progress(): SessionProgress;
  /** `saved`, then the token. */
  save(options?: { key?: Uint8Array | string }): { ok: true; token: string } | { ok: false; error: SessionError };
  /** The history record (canonical JSON) once finished, else `null`. */
  history(): string | null;
}

/** Starts a session for a seed, a locale (by lookup) and a clock in milliseconds. */
export function startSession(scorer: Scorer, options: { seed: Seed; locale?: string; clock: () => number }): Session;
/** Resumes a session from a token saved on the same bundle, or migrates one from a release its `migrations` lists. */
export function resumeSession(
  scorer: Scorer,
  token: string,
  options: { clock: () => number; key?: Uint8Array | string },
): { ok: true; session: Session } | { ok: false; error: SessionError };
