import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JSONNumber, Scorer } from '../../runtimes/js/src/index.js';
import { RespondentSession, wantedPage } from '../../Sources/QuizPreview/Page/respondent-session.js';
import { conformanceBundle, shippedBundles } from './support.js';

/** A clock the test moves. */
function fakeClock(start = 1000) {
  let now = start;
  return { clock: () => now, advance: (ms) => { now += ms; } };
}

const typesScorer = () => new Scorer(conformanceBundle('types'));

test('a fragment page is a page number from 1, or the result', () => {
  assert.equal(wantedPage('3'), 3);
  assert.equal(wantedPage('result'), 'result');
  for (const text of [undefined, '0', '-2', 'x', '1234567']) assert.equal(wantedPage(text), 1, String(text));
});

test('an answer the session refuses is kept as typed and stops Next with its kind; a valid one replaces it', () => {
  const { clock } = fakeClock();
  const run = RespondentSession.begin(typesScorer(), { seed: '1', locale: 'en', clock });
  const step = run.toggle('mu', 'm1', true);
  assert.equal(step.ok, false);
  assert.deepEqual(run.answers().chosenIDs('mu'), ['m1'], 'the tick is shown');
  assert.equal(run.session.answers.has('mu'), false, 'the session holds no refused answer');
  assert.deepEqual(run.draftProblems().map((problem) => [problem.key, problem.kind]), [['mu', 'too-few']]);
  run.answer('si', 'nope');
  const blocked = run.advance();
  assert.equal(blocked.ok, false);
  assert.deepEqual(blocked.ok ? [] : blocked.problems.map((problem) => [problem.key, problem.kind]), [['si', 'invalid'], ['mu', 'too-few']]);
  assert.equal(run.toggle('mu', 'm2', true).ok, true);
  assert.equal(run.answer('si', 'x').ok, true);
  assert.deepEqual(run.draftProblems(), []);
  assert.deepEqual(run.session.answers.get('mu'), ['m1', 'm2']);
});

test('Next is refused by the session on the first required question without an answer; See result finishes', () => {
  const { clock } = fakeClock();
  const run = RespondentSession.begin(typesScorer(), { seed: '1', locale: 'en', clock });
  const blocked = run.advance();
  assert.equal(blocked.ok, false);
  assert.deepEqual(blocked.ok ? null : [blocked.problems, blocked.error?.code], [[{ question: 0, key: 'sc', kind: 'missing' }], 'missing-answer']);
  for (const [key, value] of [['sc', new JSONNumber('1')], ['si', 'y'], ['mu', ['m1', 'm3']], ['r11', new JSONNumber('0.5')]]) {
    assert.equal(run.answer(key, value).ok, true, key);
  }
  assert.deepEqual([run.pageNumber(), run.pageCount()], [1, 1]);
  assert.deepEqual(run.advance(), { ok: true });
  assert.equal(run.session.ended, true);
  assert.ok(run.session.result !== null, 'finished with a result');
  assert.equal(run.answersJSON(), '{"sc":1,"si":"y","mu":["m1","m3"],"r11":0.5}');
});

test('progress shows the session\'s exact least and most questions to come as follow-ups appear', () => {
  const { clock } = fakeClock();
  const run = RespondentSession.begin(new Scorer(conformanceBundle('branching')), { seed: '1', locale: 'en', clock });
  const before = run.session.progress();
  assert.ok(before.least < before.most, JSON.stringify(before));
  run.answer('goal', 'lose');
  const after = run.session.progress();
  assert.equal(after.answered, 1);
  assert.ok(run.pageKeys().includes('target_loss'), 'the follow-up is on the page');
  run.answer('goal', 'muscle');
  assert.ok(!run.pageKeys().includes('target_loss') && run.pageKeys().includes('sport'));
});

test('a link\'s answers are given page by page: the session holds them all and shows the page the link names', () => {
  const mbti = shippedBundles().find((each) => each.name === 'mbti.json');
  assert.ok(mbti, 'build/bundles/mbti.json');
  const scorer = new Scorer(mbti.bundle);
  const entries = mbti.bundle.questions.map((question) => [question.key, new JSONNumber(String(question.options[0].value))]);
  const { clock } = fakeClock();
  const options = { seed: '3', locale: 'en', clock };
  const second = RespondentSession.replay(scorer, options, entries, 2);
  assert.deepEqual([second.pageNumber(), second.pageCount(), second.session.answers.size], [2, 4, 24]);
  assert.equal(second.firstNumber(), 7);
  const done = RespondentSession.replay(scorer, options, entries, 'result');
  assert.equal(done.session.ended, true);
  const scored = scorer.scoreJSON(done.answersJSON());
  assert.ok(scored.ok);
  assert.equal(done.session.result?.toJSONLine(), scored.ok ? scored.result.toJSONLine() : null, 'the result is score on the answers');
  const partial = RespondentSession.replay(scorer, options, entries.slice(0, 3), 'result');
  assert.deepEqual([partial.session.ended, partial.pageNumber()], [false, 1], 'stops where a required answer is missing');
});

test('a token continues the same page, answers and clock; a damaged one is refused with its code', () => {
  const { clock, advance } = fakeClock();
  const scorer = new Scorer(conformanceBundle('timed'));
  const run = RespondentSession.begin(scorer, { seed: '5', locale: 'en', clock });
  run.answer('pace', 'fast');
  advance(2000);
  const saved = run.session.save();
  assert.ok(saved.ok);
  const back = RespondentSession.resume(scorer, saved.ok ? saved.token : '', clock);
  assert.ok(back.ok);
  if (!back.ok) return;
  assert.deepEqual(back.run.pageKeys(), run.pageKeys());
  assert.equal(back.run.answersJSON(), '{"pace":"fast"}');
  assert.equal(back.run.secondsLeft(), run.secondsLeft());
  const damaged = RespondentSession.resume(scorer, '{"format":', clock);
  assert.deepEqual(damaged.ok ? null : damaged.error.code, 'token-damaged');
});

test('a time limit moves on by itself when the clock passes it, and finishes on the last page', () => {
  const { clock, advance } = fakeClock();
  const run = RespondentSession.begin(new Scorer(conformanceBundle('timed')), { seed: '1', locale: 'en', clock });
  assert.deepEqual(run.pageKeys(), ['pace'], 'why is hidden until pace is fast');
  assert.equal(run.secondsLeft(), 5, 'one question shown: 5 s');
  advance(2500);
  assert.equal(run.tick(), false);
  assert.equal(run.secondsLeft(), 3);
  advance(2500);
  assert.equal(run.tick(), true, 'the page changed');
  assert.deepEqual([run.pageKeys(), run.pageNumber(), run.secondsLeft()], [['check', 'plan'], 2, 10]);
  assert.equal(run.back().ok, false, 'a timed quiz does not go back');
  advance(10000);
  assert.equal(run.tick(), true);
  assert.equal(run.session.ended, true);
  assert.equal(run.secondsLeft(), null);
});
