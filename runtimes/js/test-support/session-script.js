/**
 * Runs a scripted session (docs/conformance.md, "Session scripts"): the start, then each step,
 * one canonical JSON line each with the step's events, the page, the shown questions and
 * whatever the step gives (an error, a token, progress, the history record).
 */

import { canonicalJSON, JSONObject, resumeSession, startSession } from '../src/index.js';

/**
 * @param {import('../src/session.js').Session} session
 * @param {number} from the index of the first event of this step
 * @param {Array<[string, unknown]>} extra
 */
function line(session, from, extra) {
  const events = session.events.slice(from).map((event) => new JSONObject(Object.entries(event)));
  const shown = session.questions().map((presented) => session.scorer.bundle.questions[presented.question].key);
  /** @type {Array<[string, unknown]>} */
  const members = [['events', events], ['page', session.page], ['shown', shown], ['ended', session.ended], ...extra];
  const history = session.history();
  if (history !== null) members.push(['history', history]);
  return canonicalJSON(new JSONObject(members));
}

/**
 * @param {{ok: boolean, error?: {code: string, message: string, key?: string}}} step
 * @returns {Array<[string, unknown]>}
 */
function outcome(step) {
  if (step.ok || step.error === undefined) return [];
  const { code, message, key } = step.error;
  return [['error', new JSONObject(key === undefined ? [['code', code], ['message', message]] : [['code', code], ['message', message], ['key', key]])]];
}

/**
 * The token a resume step reads: the last saved one, with `replace` ([from, to], every
 * occurrence), then `truncate` (the first N characters) and `pad` (N spaces before it).
 * @param {string} token
 * @param {{replace?: [string, string], truncate?: number, pad?: number}} step
 */
function edited(token, step) {
  let text = token;
  if (step.replace !== undefined) text = text.split(step.replace[0]).join(step.replace[1]);
  if (step.truncate !== undefined) text = text.slice(0, step.truncate);
  if (step.pad !== undefined) text = ' '.repeat(step.pad) + text;
  return text;
}

/**
 * The output lines of a script on a scorer's bundle.
 * @param {import('../src/scorer.js').Scorer} scorer
 * @param {{seed: string, locale?: string, clock: number}} start
 * @param {any[]} steps
 * @returns {string[]}
 */
export function runSessionScript(scorer, start, steps) {
  const clock = { now: start.clock };
  let session = startSession(scorer, { seed: start.seed, locale: start.locale, clock: () => clock.now });
  const lines = [line(session, 0, [])];
  let token = '';
  for (const step of steps) {
    const from = session.events.length;
    /** @type {Array<[string, unknown]>} */
    let extra = [];
    if (step.do === 'answer') extra = outcome(session.answer(step.key, step.value));
    else if (step.do === 'next') extra = outcome(session.next());
    else if (step.do === 'back') extra = outcome(session.back());
    else if (step.do === 'finish') extra = outcome(session.finish());
    else if (step.do === 'abandon') extra = outcome(session.abandon());
    else if (step.do === 'tick') {
      clock.now += step.ms;
      session.tick();
    } else if (step.do === 'progress') {
      const { answered, least, most, exact } = session.progress();
      extra = [['progress', new JSONObject([['answered', answered], ['least', least], ['most', most], ['exact', exact]])]];
    } else if (step.do === 'save') {
      const saved = session.save(step.secret === undefined ? {} : { key: step.secret });
      if (saved.ok) token = saved.token;
      extra = saved.ok ? [['token', saved.token]] : outcome(saved);
    } else if (step.do === 'resume') {
      const resumed = resumeSession(scorer, edited(token, step), { clock: () => clock.now, key: step.secret });
      if (resumed.ok) {
        session = resumed.session;
        lines.push(line(session, 0, []));
        continue;
      }
      extra = outcome(resumed);
    } else throw new Error(`unknown step ${JSON.stringify(step)}`);
    lines.push(line(session, from, extra));
  }
  return lines;
}
