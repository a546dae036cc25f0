/**
 * Session tokens (docs/runtime.md, "Saving and resuming"; schemas/session-token.schema.json):
 * a session's state as canonical JSON, optionally signed with HMAC-SHA256, and read back
 * member by member and answer by answer against the bundle, with a stable code for each refusal.
 * @module
 */

import { JSONParseFailure, parseJSON } from './json-parser.js';
import { JSONNumber, JSONObject } from './json-value.js';
import { canonicalJSON, quoteString } from './json-writer.js';
import { presentationOrder } from './order.js';
import { hmacSha256Hex } from './session-hmac.js';
import { readMigrated } from './session-migration.js';

/** The token format this runtime writes and reads. */
export const TOKEN_FORMAT = 'quiz-session/1';
/** The largest token read, in UTF-8 bytes; a larger one is `token-too-large`. */
export const MAX_TOKEN_BYTES = 65536;

const encoder = new TextEncoder();
const COUNT = /^(0|[1-9][0-9]{0,14})$/;
const SEED = /^(0|[1-9][0-9]{0,19})$/;

/**
 * A refusal to resume.
 * @param {string} code
 * @param {string} message
 * @param {string} [key]
 * @returns {{ok: false, error: {code: string, message: string, key?: string}}}
 */
function refuse(code, message, key) {
  return { ok: false, error: key === undefined ? { code, message } : { code, message, key } };
}

/**
 * The token of a state (members sorted; `signature` when a key is given).
 * @param {{quiz: string, version: string, hash: string}} bundle
 * @param {import('./session.js').SessionState} state
 * @param {Uint8Array | string} [key]
 */
export function writeToken(bundle, state, key) {
  const members = /** @type {Array<[string, unknown]>} */ ([
    ['format', TOKEN_FORMAT], ['quiz', bundle.quiz], ['version', bundle.version], ['hash', bundle.hash],
    ['seed', state.seed.toString()], ['locale', state.locale], ['answers', new JSONObject([...state.answers])],
    ['page', state.page], ['seq', state.seq], ['elapsed_ms', state.elapsedMs],
    ['question_ms', new JSONObject([...state.questionMs])], ['remaining_ms', state.remainingMs],
    ['shown', state.shown], ['started_at', state.startedAt],
  ]);
  const unsigned = canonicalJSON(new JSONObject(members));
  if (key === undefined) return unsigned;
  return canonicalJSON(new JSONObject([...members, ['signature', `hmac-sha256:${hmacSha256Hex(key, unsigned)}`]]));
}

/**
 * Reads the members of a token's JSON object, or says why it cannot.
 * @param {string} token
 * @param {Uint8Array | string | undefined} key
 * @returns {{ok: true, root: JSONObject} | ReturnType<typeof refuse>}
 */
function parseToken(token, key) {
  const bytes = encoder.encode(token);
  if (bytes.length > MAX_TOKEN_BYTES) return refuse('token-too-large', `the token is ${bytes.length} bytes, more than ${MAX_TOKEN_BYTES}`);
  let root;
  try {
    root = parseJSON(bytes);
  } catch (error) {
    if (!(error instanceof JSONParseFailure)) throw error;
    return refuse('token-damaged', `the token is not JSON: ${error.description}`);
  }
  if (!(root instanceof JSONObject)) return refuse('token-damaged', 'the token is not a JSON object');
  const format = root.get('format');
  if (typeof format !== 'string') return refuse('token-damaged', 'the token has no "format" string');
  if (format !== TOKEN_FORMAT) return refuse('token-format', `the token's format is ${quoteString(format)}; this runtime reads ${TOKEN_FORMAT}`);
  const signature = root.get('signature');
  if (key === undefined && signature === undefined) return { ok: true, root };
  if (key === undefined) return refuse('token-signature', 'the token is signed; resume it with the key it was signed with');
  if (typeof signature !== 'string') return refuse('token-signature', 'the token is not signed; a key was given');
  const unsigned = canonicalJSON(new JSONObject(root.members.filter(([name]) => name !== 'signature')));
  if (signature !== `hmac-sha256:${hmacSha256Hex(key, unsigned)}`) return refuse('token-signature', 'the token\'s signature does not match its content under this key');
  return { ok: true, root };
}

/**
 * The member `name` of the token, checked to be a string, a count (a non-negative integer
 * below 10^15), an object or an array; `undefined` when it is not.
 * @param {JSONObject} root
 * @param {string} name
 * @param {'string' | 'count' | 'object' | 'array'} kind
 */
function member(root, name, kind) {
  const value = root.get(name);
  if (kind === 'string') return typeof value === 'string' ? value : undefined;
  if (kind === 'count') return value instanceof JSONNumber && COUNT.test(value.literal) ? Number(value.literal) : undefined;
  if (kind === 'object') return value instanceof JSONObject ? value : undefined;
  return Array.isArray(value) ? value : undefined;
}

/** The members every token has, and what each is. */
const MEMBERS = /** @type {Array<[string, 'string' | 'count' | 'object' | 'array']>} */ ([
  ['quiz', 'string'], ['version', 'string'], ['hash', 'string'], ['seed', 'string'], ['locale', 'string'],
  ['answers', 'object'], ['page', 'count'], ['seq', 'count'], ['elapsed_ms', 'count'], ['question_ms', 'object'],
  ['shown', 'array'], ['started_at', 'count'],
]);

/**
 * Reads a token against the bundle of `scorer`: the state to resume, or the refusal.
 * @param {import('./scorer.js').Scorer} scorer
 * @param {string} token
 * @param {Uint8Array | string} [key]
 * @returns {{ok: true, state: import('./session.js').SessionState, order: import('./order.js').PresentedQuestion[], migrated?: {migration: import('./migration-decoding.js').Migration, dropped: import('./session-migration.js').Dropped[]}} | ReturnType<typeof refuse>}
 */
export function readToken(scorer, token, key) {
  const parsed = parseToken(token, key);
  if (!parsed.ok) return parsed;
  const root = parsed.root;
  for (const [name, kind] of MEMBERS) {
    if (member(root, name, kind) === undefined) return refuse('token-damaged', `the token's "${name}" is missing or not a ${kind}`);
  }
  const remaining = root.get('remaining_ms');
  if (remaining !== null && member(root, 'remaining_ms', 'count') === undefined) return refuse('token-damaged', 'the token\'s "remaining_ms" is missing or not a count or null');
  const bundle = scorer.bundle;
  const quiz = /** @type {string} */ (member(root, 'quiz', 'string'));
  if (quiz !== bundle.quiz) return refuse('token-foreign-quiz', `the token is of the quiz ${quoteString(quiz)}, not ${quoteString(bundle.quiz)}`);
  const hash = /** @type {string} */ (member(root, 'hash', 'string'));
  if (hash === bundle.hash) return readState(scorer, root);
  const migration = bundle.migrations.find((each) => each.hash === hash);
  if (migration === undefined) {
    return refuse('token-bundle-changed', `the token was saved on the bundle ${hash} (version ${member(root, 'version', 'string')}), not on this one (${bundle.hash}); start a new session, or build this bundle with quizc build --earlier and a folder holding that release to resume it`);
  }
  return readMigratedToken(scorer, root, migration);
}

/**
 * The token's seed, or `null` when it is not one.
 * @param {JSONObject} root
 */
function readSeed(root) {
  const seedText = /** @type {string} */ (member(root, 'seed', 'string'));
  return SEED.test(seedText) && BigInt(seedText) < 1n << 64n ? BigInt(seedText) : null;
}

/**
 * A token saved on an earlier release the bundle lists: its state after the migration.
 * @param {import('./scorer.js').Scorer} scorer
 * @param {JSONObject} root
 * @param {import('./migration-decoding.js').Migration} migration
 */
function readMigratedToken(scorer, root, migration) {
  const seed = readSeed(root);
  if (seed === null) return refuse('token-damaged', 'the token\'s "seed" is not a decimal from 0 to 2^64 − 1');
  const read = readMigrated(scorer, root, seed, migration, refuse);
  if (!read.ok) return read;
  for (const [key] of read.kept) {
    if (!read.presented.has(key)) return refuse('token-answer', `the token answers ${quoteString(key)}, which this session does not present`, key);
  }
  const seen = scorer.visibilityParsed(new JSONObject(read.kept));
  if (!seen.ok) return refuse('token-answer', `the token's answers are refused: ${seen.error.message}`, seen.error.key);
  /** @type {Map<string, number>} */
  const questionMs = new Map();
  for (const [key, value] of /** @type {JSONObject} */ (member(root, 'question_ms', 'object')).members) {
    if (read.presented.has(key) && value instanceof JSONNumber && COUNT.test(value.literal)) questionMs.set(key, Number(value.literal));
  }
  return {
    ok: /** @type {const} */ (true),
    state: {
      seed, locale: read.locale, page: 0, answers: new Map(read.kept), seq: /** @type {number} */ (member(root, 'seq', 'count')),
      elapsedMs: /** @type {number} */ (member(root, 'elapsed_ms', 'count')), questionMs, remainingMs: null, shown: [],
      startedAt: /** @type {number} */ (member(root, 'started_at', 'count')),
    },
    order: read.order,
    migrated: { migration, dropped: read.dropped },
  };
}

/**
 * The state of a token whose members have their types and whose bundle is this one.
 * @param {import('./scorer.js').Scorer} scorer
 * @param {JSONObject} root
 * @returns {{ok: true, state: import('./session.js').SessionState, order: import('./order.js').PresentedQuestion[]} | ReturnType<typeof refuse>}
 */
function readState(scorer, root) {
  const bundle = scorer.bundle;
  const seed = readSeed(root);
  if (seed === null) return refuse('token-damaged', 'the token\'s "seed" is not a decimal from 0 to 2^64 − 1');
  const locale = /** @type {string} */ (member(root, 'locale', 'string'));
  if (!bundle.locales.includes(locale)) return refuse('token-damaged', `the token's locale ${quoteString(locale)} is not a locale of the bundle`);
  const order = presentationOrder(bundle, seed);
  const size = bundle.presentation.pageSize;
  const page = /** @type {number} */ (member(root, 'page', 'count'));
  if (page >= Math.ceil(order.length / size)) return refuse('token-damaged', `the token's page ${page} is not a page of this presentation`);
  const presented = new Set(order.map((each) => bundle.questions[each.question].key));
  const answers = /** @type {JSONObject} */ (member(root, 'answers', 'object'));
  for (const [key] of answers.members) {
    if (!presented.has(key)) return refuse('token-answer', `the token answers ${quoteString(key)}, which this session does not present`, key);
  }
  const seen = scorer.visibilityParsed(answers);
  if (!seen.ok) return refuse('token-answer', `the token's answers are refused: ${seen.error.message}`, seen.error.key);
  if (seen.result.discard.length > 0) {
    const hidden = /** @type {{key: string}} */ (bundle.questions.find((question) => question.id === seen.result.discard[0]));
    return refuse('token-answer', `the token answers ${quoteString(hidden.key)}, which its answers hide`, hidden.key);
  }
  return readTimes(scorer, root, { seed, page, presented, answers, order, size });
}

/**
 * The rest of the state: times, the questions announced on the page, the timer.
 * @param {import('./scorer.js').Scorer} scorer
 * @param {JSONObject} root
 * @param {{seed: bigint, page: number, presented: Set<string>, answers: JSONObject, order: import('./order.js').PresentedQuestion[], size: number}} read
 * @returns {{ok: true, state: import('./session.js').SessionState, order: import('./order.js').PresentedQuestion[]} | ReturnType<typeof refuse>}
 */
function readTimes(scorer, root, { seed, page, presented, answers, order, size }) {
  const bundle = scorer.bundle;
  /** @type {Map<string, number>} */
  const questionMs = new Map();
  for (const [key, value] of /** @type {JSONObject} */ (member(root, 'question_ms', 'object')).members) {
    if (!presented.has(key) || !(value instanceof JSONNumber) || !COUNT.test(value.literal)) {
      return refuse('token-damaged', `the token's "question_ms" has ${quoteString(key)}, not a presented question's count`, key);
    }
    questionMs.set(key, Number(value.literal));
  }
  const onPage = new Set(order.slice(page * size, (page + 1) * size).map((each) => bundle.questions[each.question].key));
  const shown = /** @type {unknown[]} */ (member(root, 'shown', 'array'));
  for (const key of shown) {
    if (typeof key !== 'string' || !onPage.has(key)) return refuse('token-damaged', 'the token\'s "shown" lists a question that is not on its page');
  }
  const remaining = root.get('remaining_ms');
  const timed = bundle.presentation.timeLimit !== null;
  if ((remaining === null) === timed) return refuse('token-damaged', `the token's "remaining_ms" must be ${timed ? 'a count: the quiz has a time limit' : 'null: the quiz has no time limit'}`);
  return {
    ok: true,
    state: {
      seed, locale: /** @type {string} */ (member(root, 'locale', 'string')), page, answers: new Map(answers.members),
      seq: /** @type {number} */ (member(root, 'seq', 'count')), elapsedMs: /** @type {number} */ (member(root, 'elapsed_ms', 'count')),
      questionMs, remainingMs: remaining === null ? null : Number(/** @type {JSONNumber} */ (remaining).literal),
      shown: /** @type {string[]} */ (shown), startedAt: /** @type {number} */ (member(root, 'started_at', 'count')),
    },
    order,
  };
}
