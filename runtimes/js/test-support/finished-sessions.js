/**
 * Sessions taken to the finish by a fixed rule, for checking their history records
 * (runtimes/python/tests/test_session_history.py runs `printFinishedHistories` in node and
 * compares with its own; the rule is stated once per runtime, here and there).
 */

import { readdirSync, readFileSync } from 'node:fs';
import { loadBundle, Scorer, startSession } from '../src/index.js';
import { alternatives } from '../src/session-progress.js';

/**
 * Takes a session from the start to its end: on each page, answers every shown question
 * without an answer with its alternative number `seed + n` (n counts the answers given), the
 * clock moving 250 ms per answer; then next, or finish on the last page.
 * @param {Scorer} scorer
 * @param {number} seed
 * @returns {string | null} the history record, `null` when the session ends without one
 */
export function finishedHistory(scorer, seed) {
  const clock = { now: 1000 };
  const session = startSession(scorer, { seed: BigInt(seed), clock: () => clock.now });
  let given = 0;
  for (let round = 0; round < 1000 && !session.ended; round++) {
    const open = session.questions().map((presented) => scorer.bundle.questions[presented.question])
      .filter((question) => !session.answers.has(question.key));
    if (open.length > 0) {
      const choices = alternatives(open[0], false);
      clock.now += 250;
      session.answer(open[0].key, choices[(seed + given++) % choices.length]);
    } else if (!session.next().ok && !session.finish().ok) {
      return null;
    }
  }
  return session.history();
}

/**
 * Prints, one a line, the history records of `finishedHistory` for every bundle of a folder
 * (in name order) and each seed.
 * @param {string} folder
 * @param {number[]} seeds
 */
export function printFinishedHistories(folder, seeds) {
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.json')).sort()) {
    const scorer = new Scorer(loadBundle(readFileSync(`${folder}/${name}`, 'utf8'), { verifyHash: false }));
    for (const seed of seeds) {
      const record = finishedHistory(scorer, seed);
      if (record !== null) process.stdout.write(`${record}\n`);
    }
  }
}
