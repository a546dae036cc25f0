/**
 * Session scripts (docs/cli.md, "quizc session replay"; schemas/session-script.schema.json):
 * a start and the steps to take, read and checked whole before any step runs, then run
 * through the runtime's session API. `quiz-runtime session replay` and the conformance
 * suite's `session` cases (test-support/conformance.js) both run scripts with this module.
 */

import {
  canonicalJSON, JSONNumber, JSONObject, parseJSON, resumeSession, startSession,
} from '../src/index.js';

/** The actions a step's `do` can name, in the order messages list them. */
export const ACTIONS = ['answer', 'next', 'back', 'finish', 'abandon', 'tick', 'progress', 'save', 'resume'];

/** The members each action's step may have besides `do`. */
const STEP_MEMBERS = new Map([
  ['answer', ['key', 'value']], ['next', []], ['back', []], ['finish', []], ['abandon', []], ['tick', ['ms']],
  ['progress', []], ['save', ['secret']], ['resume', ['secret', 'bundle', 'replace', 'truncate', 'pad']],
]);

const UINT64_MAX = (1n << 64n) - 1n;

/** Why a script is refused: a stable code, a message, and the index of the step at fault. */
export class ScriptError extends Error {
  /**
   * @param {string} code `script-not-json`, `script-invalid` or `script-unknown-action`
   * @param {string} message
   * @param {number | null} step
   */
  constructor(code, message, step = null) {
    super(message);
    this.code = code;
    this.step = step;
  }

  /** The error line `session replay` prints: `{"error":{"code","message","step"?}}`. */
  get line() {
    /** @type {Array<[string, unknown]>} */
    const members = [['code', this.code], ['message', this.message]];
    if (this.step !== null) members.push(['step', this.step]);
    return canonicalJSON(new JSONObject([['error', new JSONObject(members)]]));
  }
}

/** Reads the members of one part of a script, refusing with `script-invalid` and the part's name. */
class Reader {
  /**
   * @param {string} place `the script`, `start` or `steps[N]`
   * @param {number | null} step
   */
  constructor(place, step = null) {
    this.place = place;
    this.step = step;
  }

  /** @param {string} message */
  invalid(message) {
    return new ScriptError('script-invalid', `${this.place}: ${message}`, this.step);
  }

  /**
   * The members of an object, each name allowed, every required name present.
   * @param {unknown} value
   * @param {string[]} allowed
   * @param {string[]} required
   * @returns {Map<string, unknown>}
   */
  members(value, allowed, required) {
    if (!(value instanceof JSONObject)) throw this.invalid('an object is expected');
    const members = new Map();
    for (const [name, member] of value.members) {
      if (!allowed.includes(name)) {
        throw this.invalid(`unknown member ${canonicalJSON(name)}; the members are ${allowed.join(', ')}`);
      }
      members.set(name, member);
    }
    for (const name of required) if (!members.has(name)) throw this.invalid(`${name} is missing`);
    return members;
  }

  /**
   * @param {unknown} value
   * @param {string} name
   * @returns {string}
   */
  string(value, name) {
    if (typeof value !== 'string') throw this.invalid(`${name} is a string`);
    return value;
  }

  /**
   * A whole number from 0 to 2^53 − 1 (the integers every runtime's numbers hold exactly).
   * @param {unknown} value
   * @param {string} name
   * @returns {number}
   */
  count(value, name) {
    const number = value instanceof JSONNumber && /^-?[0-9]+$/.test(value.literal) ? Number(value.literal) : -1;
    if (!(number >= 0 && number <= Number.MAX_SAFE_INTEGER)) {
      throw this.invalid(`${name} is a whole number from 0 to 9007199254740991`);
    }
    return number === 0 ? 0 : number;
  }

  /**
   * @param {Map<string, unknown>} members
   * @param {string} name
   * @param {(value: unknown, name: string) => T} read
   * @returns {T | undefined}
   * @template T
   */
  optional(members, name, read) {
    return members.has(name) ? read.call(this, members.get(name), name) : undefined;
  }
}

/**
 * @typedef {{seed: bigint, locale?: string, clock: number}} Start
 * @typedef {{do: string, key?: string, value?: unknown, ms?: number, secret?: string, bundle?: string,
 *   replace?: [string, string], truncate?: number, pad?: number}} Step
 * @typedef {{start: Start, steps: Step[]}} Script
 */

/**
 * Reads a script file's bytes.
 * @param {Uint8Array} bytes
 * @returns {Script}
 * @throws {ScriptError}
 */
export function readScript(bytes) {
  let value;
  try {
    value = parseJSON(bytes);
  } catch (error) {
    throw new ScriptError('script-not-json', `the script is not JSON: ${/** @type {any} */ (error).description}`);
  }
  return scriptOf(value);
}

/**
 * Reads a parsed script (values as `parseJSON` gives them).
 * @param {unknown} value
 * @returns {Script}
 * @throws {ScriptError}
 */
export function scriptOf(value) {
  const reader = new Reader('the script');
  const members = reader.members(value, ['start', 'steps', 'description'], ['start', 'steps']);
  reader.optional(members, 'description', reader.string);
  const start = startOf(members.get('start'));
  const items = members.get('steps');
  if (!Array.isArray(items)) throw reader.invalid('steps is an array of steps');
  return { start, steps: items.map(stepOf) };
}

/** @param {unknown} value */
function startOf(value) {
  const reader = new Reader('start');
  const members = reader.members(value, ['seed', 'locale', 'clock'], ['seed']);
  const text = members.get('seed');
  if (typeof text !== 'string' || !/^[0-9]+$/.test(text) || BigInt(text) > UINT64_MAX) {
    throw reader.invalid('seed is an unsigned 64-bit integer (0 to 18446744073709551615) written as a decimal string');
  }
  const locale = reader.optional(members, 'locale', reader.string);
  const clock = reader.optional(members, 'clock', reader.count) ?? 0;
  return { seed: BigInt(text), locale, clock };
}

/**
 * @param {unknown} value
 * @param {number} index
 * @returns {Step}
 */
function stepOf(value, index) {
  const reader = new Reader(`steps[${index}]`, index);
  const action = value instanceof JSONObject ? value.get('do') : undefined;
  if (typeof action !== 'string') throw reader.invalid('a step is an object whose do names its action');
  const allowed = STEP_MEMBERS.get(action);
  if (allowed === undefined) {
    throw new ScriptError('script-unknown-action',
      `steps[${index}]: unknown action ${canonicalJSON(action)}; the actions are ${ACTIONS.join(', ')}`, index);
  }
  const members = reader.members(value, ['do', ...allowed], action === 'answer' ? ['key'] : action === 'tick' ? ['ms'] : []);
  /** @type {Step} */
  const step = { do: action };
  const secret = reader.optional(members, 'secret', reader.string);
  if (secret !== undefined) step.secret = secret;
  if (action === 'answer') {
    step.key = reader.string(members.get('key'), 'key');
    if (members.has('value')) step.value = members.get('value');
  } else if (action === 'tick') {
    step.ms = reader.count(members.get('ms'), 'ms');
  } else if (action === 'resume') {
    const bundle = reader.optional(members, 'bundle', reader.string);
    if (bundle !== undefined) step.bundle = bundle;
    if (members.has('replace')) {
      const pair = members.get('replace');
      if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string' || typeof pair[1] !== 'string') {
        throw reader.invalid('replace is an array of two strings, [from, to]');
      }
      step.replace = [pair[0], pair[1]];
    }
    const truncate = reader.optional(members, 'truncate', reader.count);
    if (truncate !== undefined) step.truncate = truncate;
    const pad = reader.optional(members, 'pad', reader.count);
    if (pad !== undefined) step.pad = pad;
  }
  return step;
}

/**
 * The bundle files a script's `resume` steps name, in first-use order.
 * @param {Script} script
 */
export function resumeBundles(script) {
  /** @type {string[]} */
  const seen = [];
  for (const step of script.steps) {
    if (step.do === 'resume' && step.bundle !== undefined && !seen.includes(step.bundle)) seen.push(step.bundle);
  }
  return seen;
}

/**
 * The wire keys of the current page's shown questions, in presentation order.
 * @param {import('../src/session.js').Session} session
 */
export function shownKeys(session) {
  return session.questions().map((presented) => session.scorer.bundle.questions[presented.question].key);
}

/**
 * `{"answered","least","most","exact"}`.
 * @param {import('../src/session.js').Session} session
 */
export function progressJSON(session) {
  const { answered, least, most, exact } = session.progress();
  return new JSONObject([['answered', answered], ['least', least], ['most', most], ['exact', exact]]);
}

/**
 * `{"code","message","key"?}`.
 * @param {{code: string, message: string, key?: string | null}} error
 */
export function errorJSON(error) {
  /** @type {Array<[string, unknown]>} */
  const members = [['code', error.code], ['message', error.message]];
  if (error.key !== undefined && error.key !== null) members.push(['key', error.key]);
  return new JSONObject(members);
}

/**
 * One canonical line: the events from `from` on, the page, the shown questions, `ended`,
 * `extra`, the history record once finished, and with `full` the progress and the result.
 * @param {import('../src/session.js').Session} session
 * @param {number} from
 * @param {Array<[string, unknown]>} extra
 * @param {boolean} full
 */
function line(session, from, extra, full) {
  const events = session.events.slice(from).map((event) => new JSONObject(Object.entries(event)));
  /** @type {Array<[string, unknown]>} */
  const members = [['events', events], ['page', session.page], ['shown', shownKeys(session)], ['ended', session.ended], ...extra];
  if (full && !extra.some(([name]) => name === 'progress')) members.push(['progress', progressJSON(session)]);
  const history = session.history();
  if (history !== null) {
    members.push(['history', history]);
    if (full) members.push(['result', /** @type {JSONObject} */ (parseJSON(history)).get('result')]);
  }
  return canonicalJSON(new JSONObject(members));
}

/**
 * @param {{ok: boolean, error?: {code: string, message: string, key?: string}}} step
 * @returns {Array<[string, unknown]>}
 */
function outcome(step) {
  if (step.ok || step.error === undefined) return [];
  return [['error', errorJSON(step.error)]];
}

/**
 * The token a resume step reads: the last saved one, with `replace` (every occurrence), then
 * `truncate` (the first N Unicode scalars) and `pad` (N spaces before it).
 * @param {string} token
 * @param {Step} step
 */
function edited(token, step) {
  let text = token;
  if (step.replace !== undefined) text = text.split(step.replace[0]).join(step.replace[1]);
  if (step.truncate !== undefined) text = Array.from(text).slice(0, step.truncate).join('');
  if (step.pad !== undefined) text = ' '.repeat(step.pad) + text;
  return text;
}

/**
 * The lines of a script run on `scorer`: the start's, then one per step. `bundles` maps every
 * file `resumeBundles` names to its scorer; `full` adds the progress to every line and the
 * result once finished (`session replay`), without it the lines are the conformance suite's.
 * @param {Script} script
 * @param {import('../src/scorer.js').Scorer} scorer
 * @param {{bundles?: Map<string, import('../src/scorer.js').Scorer>, full: boolean}} options
 * @returns {string[]}
 */
export function runScript(script, scorer, { bundles = new Map(), full }) {
  const clock = { now: script.start.clock };
  const { seed, locale } = script.start;
  let session = startSession(scorer, { seed, locale, clock: () => clock.now });
  const lines = [line(session, 0, [], full)];
  let token = '';
  for (const step of script.steps) {
    const from = session.events.length;
    /** @type {Array<[string, unknown]>} */
    let extra = [];
    if (step.do === 'answer') extra = outcome(session.answer(/** @type {string} */ (step.key), step.value));
    else if (step.do === 'next') extra = outcome(session.next());
    else if (step.do === 'back') extra = outcome(session.back());
    else if (step.do === 'finish') extra = outcome(session.finish());
    else if (step.do === 'abandon') extra = outcome(session.abandon());
    else if (step.do === 'tick') {
      clock.now += /** @type {number} */ (step.ms);
      session.tick();
    } else if (step.do === 'progress') extra = [['progress', progressJSON(session)]];
    else if (step.do === 'save') {
      const saved = session.save(step.secret === undefined ? {} : { key: step.secret });
      if (saved.ok) token = saved.token;
      extra = saved.ok ? [['token', saved.token]] : outcome(saved);
    } else {
      const target = step.bundle === undefined ? scorer : bundles.get(step.bundle);
      if (target === undefined) throw new Error(`runScript is given a scorer for every resume bundle (${step.bundle})`);
      const resumed = resumeSession(target, edited(token, step), { clock: () => clock.now, key: step.secret });
      if (resumed.ok) {
        session = resumed.session;
        lines.push(line(session, 0, [], full));
        continue;
      }
      extra = outcome(resumed);
    }
    lines.push(line(session, from, extra, full));
  }
  return lines;
}
