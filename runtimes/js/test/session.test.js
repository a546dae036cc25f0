// Sessions (docs/runtime.md, "Sessions"): the quiz page by page in the presentation order,
// only shown questions, answers a change hides dropped, the result equal to `score` on the
// final answers, and progress bounds that contain what the respondent really still answers.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { JSONObject, loadBundle, presentationOrder, resultLine, Scorer, SplitMix64, startSession, MAX_PROGRESS_SCENARIOS } from '../src/index.js';
import { alternatives } from '../src/session-progress.js';

const BUNDLES = new URL('../../../Tests/Conformance/bundles/', import.meta.url);
const names = readdirSync(BUNDLES).filter((name) => name.endsWith('.json')).sort();
const scorerOf = (/** @type {string} */ name) => new Scorer(loadBundle(readFileSync(new URL(name, BUNDLES))));
const clock = () => 0;

test('pages follow the presentation order, page_size questions each', () => {
  const scorer = scorerOf('mbti.json');
  const session = startSession(scorer, { seed: 42, clock });
  const order = presentationOrder(scorer.bundle, 42).map((presented) => presented.id);
  const seen = [];
  for (;;) {
    const page = session.questions();
    assert.ok(page.length <= scorer.bundle.presentation.pageSize);
    seen.push(...page.map((presented) => presented.id));
    for (const presented of page) assert.deepEqual(session.answer(scorer.bundle.questions[presented.question].key, 3), { ok: true });
    if (!session.next().ok) break;
  }
  assert.deepEqual(seen, order);
  assert.deepEqual(session.finish(), { ok: true });
});

test('a changed answer that hides questions drops their answers, as discard says', () => {
  const session = startSession(scorerOf('branching.json'), { seed: 1, clock });
  assert.deepEqual(session.answer('goal', 'lose'), { ok: true });
  assert.deepEqual(session.answer('target_loss', 'lot'), { ok: true });
  assert.deepEqual(session.answer('target_weeks', 8), { ok: true });
  assert.deepEqual(session.answer('goal', 'muscle'), { ok: true });
  assert.deepEqual([...session.answers.keys()], ['goal']);
  assert.ok(!session.questions().some((presented) => presented.id === 'target_loss'));
});

test('refusals carry stable codes', () => {
  const session = startSession(scorerOf('mbti.json'), { seed: 3, clock });
  const first = session.questions()[0];
  const key = session.scorer.bundle.questions[first.question].key;
  assert.equal(session.answer('nope', 'x').ok ? '' : session.answer('nope', 'x').error?.code, 'not-on-page');
  const wrong = session.answer(key, 'agree');
  assert.equal(wrong.ok ? '' : wrong.error.code, 'wrong-type');
  const next = session.next();
  assert.equal(next.ok ? '' : next.error.code, 'missing-answer');
  const back = session.back();
  assert.equal(back.ok ? '' : back.error.code, 'first-page');
  const finish = session.finish();
  assert.equal(finish.ok ? '' : finish.error.code, 'pages-left');
});

test('without conditions the bounds are equal and count down', () => {
  const session = startSession(scorerOf('animal.json'), { seed: 9, clock });
  const total = session.questions().length;
  assert.deepEqual(session.progress(), { answered: 0, least: total, most: total, exact: true });
  const presented = session.questions()[0];
  const question = session.scorer.bundle.questions[presented.question];
  session.answer(question.key, alternatives(question, false)[0]);
  assert.deepEqual(session.progress(), { answered: 1, least: total - 1, most: total - 1, exact: true });
});

test('past the scenario bound the bounds are the stated fallback, marked inexact', () => {
  // Thirteen optional `multiple` questions of two options, each read by the last question's
  // condition: 4^13 scenarios. Least: the open questions without a condition; most: all open.
  const root = JSON.parse(readFileSync(new URL('branching.json', BUNDLES), 'utf8'));
  const options = root.questions[1].options.slice(0, 2).map((/** @type {object} */ option, /** @type {number} */ index) => ({ ...option, id: 'ab'[index] }));
  const many = Array.from({ length: 13 }, (_, index) => ({
    ...root.questions[1], id: `m${index}`, key: `m${index}`, required: false, min: 0, max: 2, options,
  }));
  const last = { ...root.questions[4], id: 'last', key: 'last', when: { any: many.map((q) => ({ question: q.id, includes: 'a' })) } };
  root.questions = [...many, last];
  root.presentation.page_size = root.questions.length;
  root.examples = [];
  delete root.locales;
  const scorer = new Scorer(loadBundle(JSON.stringify(root), { verifyHash: false }));
  assert.ok(4 ** 13 > MAX_PROGRESS_SCENARIOS);
  assert.deepEqual(startSession(scorer, { seed: 0, clock }).progress(), { answered: 0, least: 13, most: 14, exact: false });
});

/**
 * Answers every shown question (a random answer), page by page, checking at each step that the
 * progress bounds contain the questions really answered from then on; returns the session.
 * @param {Scorer} scorer
 * @param {SplitMix64} random
 */
function forwardRun(scorer, random) {
  const session = startSession(scorer, { seed: random.next(), clock });
  /** @type {Array<{progress: import('../src/session-progress.js').Progress, answered: number}>} */
  const steps = [];
  for (;;) {
    for (let again = true; again;) {
      again = false;
      for (const presented of session.questions()) {
        const question = scorer.bundle.questions[presented.question];
        if (session.answers.has(question.key)) continue;
        steps.push({ progress: session.progress(), answered: session.answers.size });
        const choices = alternatives(question, false);
        assert.deepEqual(session.answer(question.key, choices[random.uniform(choices.length)]), { ok: true });
        again = true;
        break;
      }
    }
    if (!session.next().ok) break;
  }
  for (const step of steps) {
    const coming = session.answers.size - step.answered;
    if (step.progress.exact) assert.ok(step.progress.least <= coming && coming <= step.progress.most, JSON.stringify({ step, coming }));
  }
  return session;
}

test('random sessions on every conformance bundle: the result is score on the final answers', () => {
  for (const name of names) {
    const scorer = scorerOf(name);
    const random = new SplitMix64(BigInt(name.length));
    for (let run = 0; run < 4; run++) {
      const session = forwardRun(scorer, random);
      assert.deepEqual(session.finish(), { ok: true }, name);
      assert.equal(resultLine(/** @type {any} */ (session.result)), resultLine(scorer.scoreParsed(new JSONObject([...session.answers]))), name);
      const seen = scorer.visibilityParsed(new JSONObject([...session.answers]));
      assert.ok(seen.ok && seen.result.discard.length === 0, name);
    }
  }
});
