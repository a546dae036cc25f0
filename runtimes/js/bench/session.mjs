// Saving and resuming a 120-question session: the shipped Big Five (120 scale items, 12
// pages of 10) answered to its last page, 2.5 s per answer, then `session.save()` and
// `resumeSession` timed one call at a time. Prints the median of each (wall time, and the
// process's CPU time), unsigned and signed (HMAC-SHA256), and the token's size in bytes
// (docs/PERFORMANCE.md, "Sessions: saving and resuming").
//
//   node bench/session.mjs [RUNS] [BUNDLE.json]      (defaults: 200 runs, the Big Five)

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBundle, resumeSession, Scorer, startSession } from '../src/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.argv[2] ?? 200);
const bundlePath = process.argv[3] ?? path.resolve(here, '../../../Tests/QuizCompilerTests/Golden/bundles/big-five.json');
const KEY = 'session benchmark key';

/**
 * A session with every question answered (option number n mod the options' count for the
 * n-th question, 2.5 s after the one before), standing on its last page.
 * @param {Scorer} scorer
 */
function answeredToTheLastPage(scorer) {
  const clock = { now: 0 };
  const session = startSession(scorer, { seed: 1n, clock: () => clock.now });
  let given = 0;
  for (;;) {
    for (const presented of session.questions()) {
      const question = scorer.bundle.questions[presented.question];
      const option = question.options[given % question.options.length];
      clock.now += 2500;
      if (!session.answer(question.key, question.type === 'scale' ? option.value : option.id).ok) throw new Error('answer refused');
      given += 1;
    }
    if (!session.next().ok) return session;
  }
}

/**
 * The median of nanosecond figures, in milliseconds.
 * @param {number[]} figures
 */
function median(figures) {
  const sorted = [...figures].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return (sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2) / 1e6;
}

/**
 * The medians of `runs` timed calls, in milliseconds: wall time, and the process's CPU time
 * (microsecond resolution; the machine may be shared: wall time includes waiting for a core).
 * @param {() => unknown} call
 * @returns {[number, number]}
 */
function medianMs(call) {
  const wall = [], cpu = [];
  for (let run = 0; run < runs; run++) {
    const start = process.hrtime.bigint(), cpuStart = process.cpuUsage();
    call();
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) * 1000);
    wall.push(Number(process.hrtime.bigint() - start));
  }
  return [median(wall), median(cpu)];
}

/**
 * A median pair as printed: `0.123 ms (CPU 0.120 ms)`.
 * @param {[number, number]} figure
 */
const shown = ([wall, cpu]) => `${wall.toFixed(3)} ms (CPU ${cpu.toFixed(3)} ms)`;

const scorer = new Scorer(loadBundle(readFileSync(bundlePath, 'utf8')));
const session = answeredToTheLastPage(scorer);
console.log(`javascript: ${scorer.bundle.quiz}, ${session.answers.size} answers, page ${session.page + 1} of ${session.pages.length}, median of ${runs} runs`);
for (const [label, key] of [['unsigned', undefined], ['signed', KEY]]) {
  const options = key === undefined ? {} : { key };
  const saved = session.save(options);
  if (!saved.ok) throw new Error('save refused');
  const token = saved.token;
  if (!resumeSession(scorer, token, { clock: () => 0, key }).ok) throw new Error('resume refused');
  const save = medianMs(() => session.save(options));
  const resume = medianMs(() => resumeSession(scorer, token, { clock: () => 0, key }));
  console.log(`  ${label.padEnd(8)}  save ${shown(save)}  resume ${shown(resume)}  token ${Buffer.byteLength(token, 'utf8')} bytes`);
}
