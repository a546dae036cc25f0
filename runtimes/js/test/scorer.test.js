import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadBundle, resultLine, Scorer } from '../src/index.js';
import { goldenBytes } from '../test-support/golden.js';

const fit = new Scorer(loadBundle(goldenBytes('fitcircle-persona')));
const animal = new Scorer(loadBundle(goldenBytes('animal')));
const mbti = new Scorer(loadBundle(goldenBytes('mbti')));
const FIT = { primaryGoal: 'lose_weight', motivationStyle: 'competition', fitnessLevel: 'intermediate', timeCommitment: '30-60' };
const ANIMAL = { saturday: 'organize', quarrel: 'settle', words: ['bold'], morning_energy: 5, snack: 'steak', avoid: ['crowds'], pace: 4, team_role: 'leader', dream_home: 'loft' };

/** The output line of scoring `answers` (an object turned into JSON text) with `scorer`. */
const line = (scorer, answers) => resultLine(scorer.scoreJSON(typeof answers === 'string' ? answers : JSON.stringify(answers)));

test('a result line has the members in order and the exact totals', () => {
  assert.equal(line(fit, FIT), '{"quiz":"fitcircle-persona","version":"1.1.0","outcome":"casey","secondary":"sarah","scores":{"casey":7,"sarah":2,"mike":1,"fiona":0}}');
  const scored = fit.score(FIT);
  assert.ok(scored.ok);
  assert.equal(scored.result.score('casey'), 7);
  assert.equal(scored.result.score('Casey'), undefined);
  assert.deepEqual(scored.result.scores[0], { trait: 'casey', amount: 7 });
  assert.deepEqual(scored.result.axes, []);
  const keys = mbti.bundle.questions.map((question) => question.key);
  const neutral = mbti.scoreJSON(JSON.stringify(Object.fromEntries(keys.map((key) => [key, 3]))));
  assert.ok(neutral.ok);
  assert.equal(neutral.result.outcome, 'INFP');
  assert.deepEqual(neutral.result.axes[0], { poles: ['E', 'I'], letter: 'I', totals: [0, 0], percent: { numerator: 50n, denominator: 1n, text: '50' } });
});

test('errors: codes, messages and keys as the Swift runtime words them', () => {
  const cases = [
    [fit, { ...FIT, primaryGoal: 'Lose_Weight' }, '{"error":{"code":"unknown-option","message":"\\"Lose_Weight\\" is not an option of \\"primaryGoal\\"; did you mean \\"lose_weight\\"?","key":"primaryGoal"}}'],
    [fit, { primarygoal: 'lose_weight' }, '{"error":{"code":"unknown-key","message":"no question has the key \\"primarygoal\\"; did you mean \\"primaryGoal\\"? Keys must match exactly","key":"primarygoal"}}'],
    [fit, { primaryGoal: 5 }, '{"error":{"code":"wrong-type","message":"\\"primaryGoal\\" takes an option id (a string), got the number 5","key":"primaryGoal"}}'],
    [fit, '[]', '{"error":{"code":"wrong-type","message":"the answers must be a JSON object {\\"wire key\\": answer}"}}'],
    [fit, { primaryGoal: 'lose_weight', motivationStyle: 'competition', fitnessLevel: 'intermediate' }, '{"error":{"code":"missing-answer","message":"the required question \\"timeCommitment\\" has no answer","key":"timeCommitment"}}'],
    [fit, { ...FIT, primaryGoal: 'nope' }, '{"error":{"code":"unknown-option","message":"\\"nope\\" is not an option of \\"primaryGoal\\"; expected one of \\"lose_weight\\", \\"build_muscle\\", \\"improve_endurance\\", \\"stay_healthy\\", \\"have_fun\\"","key":"primaryGoal"}}'],
    [fit, '{"primaryGoal":', '{"error":{"code":"invalid-json","message":"the answers are not valid JSON: unexpected end of input at byte 15"}}'],
    [animal, { ...ANIMAL, words: ['bold', 'bold'] }, '{"error":{"code":"wrong-type","message":"\\"words\\" lists \\"bold\\" twice; choices must be distinct","key":"words"}}'],
    [animal, { ...ANIMAL, words: ['bold', 'loyal', 'patient'] }, '{"error":{"code":"choice-count","message":"\\"words\\" takes between 1 and 2 choices, got 3","key":"words"}}'],
    [animal, { ...ANIMAL, morning_energy: 10.5 }, '{"error":{"code":"out-of-range","message":"10.5 is outside \\"morning_energy\\"\'s range 0…10; expected a number from 0 to 10, or an anchor id","key":"morning_energy"}}'],
    [animal, { ...ANIMAL, morning_energy: true }, '{"error":{"code":"wrong-type","message":"\\"morning_energy\\" takes a number from 0 to 10, or an anchor id, got a boolean","key":"morning_energy"}}'],
    [animal, { ...ANIMAL, pace: 'Amble' }, '{"error":{"code":"unknown-option","message":"\\"Amble\\" is not an anchor of \\"pace\\"; expected a number from 1 to 7, or an anchor id; did you mean \\"amble\\"?","key":"pace"}}'],
    [animal, { ...ANIMAL, pace: 'zzz' }, '{"error":{"code":"unknown-option","message":"\\"zzz\\" is not an anchor of \\"pace\\"; expected a number from 1 to 7, or an anchor id (\\"stroll\\", \\"amble\\", \\"brisk\\", \\"dash\\")","key":"pace"}}'],
  ];
  for (const [scorer, answers, expected] of cases) assert.equal(line(scorer, answers), expected);
});

test('the smallest unknown key is reported, by code points (not UTF-16 units)', () => {
  // U+FFFF is below U+1D538 by code point, above it by UTF-16 code unit.
  const text = JSON.stringify({ ...FIT, '𝔸': 1, '\uffff': 2 });
  assert.equal(line(fit, text), '{"error":{"code":"unknown-key","message":"no question has the key \\"\uffff\\"","key":"\uffff"}}');
  assert.equal(resultLine(fit.score(new Map([...Object.entries(FIT), ['𝔸', 1], ['\uffff', 2]]))), line(fit, text));
});

test('key-not-normalized, question ids and near misses', () => {
  const keys = new Scorer(loadBundle(goldenBytes('mbti')));
  const first = keys.bundle.questions[0];
  const scored = keys.score({ [first.id]: 3 });
  assert.equal(scored.ok, false);
  assert.equal(scored.error.code, 'unknown-key');
  assert.equal(scored.error.message, `"${first.id}" is a question id, but this quiz keys answers by wire key; send "${first.key}"`);
  const spaced = keys.score({ [`  ${first.key.toUpperCase()} `]: 3 });
  assert.equal(spaced.error.message, `no question has the key "  ${first.key.toUpperCase()} "; did you mean "${first.key}"? Keys must match exactly`);
});

test('scale answers: integers only, written any way', () => {
  const keys = mbti.bundle.questions.map((question) => question.key);
  const base = Object.fromEntries(keys.map((key) => [key, 3]));
  const text = JSON.stringify(base);
  const first = JSON.stringify(keys[0]);
  assert.equal(line(mbti, text.replace(`${first}:3`, `${first}:30e-1`)), line(mbti, text));
  assert.equal(line(mbti, text.replace(`${first}:3`, `${first}:3.0`)), line(mbti, text));
  assert.equal(mbti.scoreJSON(text.replace(`${first}:3`, `${first}:3.5`)).error.message, `${first} takes an integer scale value, got the number 3.5`);
  assert.equal(mbti.scoreJSON(text.replace(`${first}:3`, `${first}:9`)).error.message, `9 is not a value of ${first}; expected one of 1, 2, 3, 4, 5`);
  assert.equal(mbti.scoreJSON(text.replace(`${first}:3`, `${first}:-0`)).error.message, `0 is not a value of ${first}; expected one of 1, 2, 3, 4, 5`);
  assert.equal(mbti.scoreJSON(text.replace(`${first}:3`, `${first}:123456789012345678901`)).error.message,
    `123456789012345678901 is not a value of ${first}; expected one of 1, 2, 3, 4, 5`);
  assert.equal(mbti.scoreJSON(text.replace(`${first}:3`, `${first}:12345678901234567`)).error.message,
    `12345678901234567 is not a value of ${first}; expected one of 1, 2, 3, 4, 5`);
});

test('range answers are anchored exactly on the decimal as written', () => {
  // pace: 1…7 with 4 anchors: boundaries at 2, 4 and 6.
  const anchor = (value) => {
    const scored = animal.scoreJSON(JSON.stringify({ ...ANIMAL, pace: 0 }).replace('"pace":0', `"pace":${value}`));
    assert.ok(scored.ok, `${value}: ${scored.ok || scored.error.message}`);
    return scored.result.toJSONLine();
  };
  assert.equal(anchor('1.9999999999999999999'), anchor('1'));
  assert.equal(anchor('2'), anchor('3'));
  assert.equal(anchor('4e0'), anchor('5'));
  assert.equal(anchor('0.6e1'), anchor('7'));
  assert.notEqual(anchor('5.99999999999999999999999'), anchor('6'));
  const out = animal.scoreJSON(JSON.stringify({ ...ANIMAL, pace: 0 }).replace('"pace":0', '"pace":7.0000000000000000001'));
  assert.equal(out.error.code, 'out-of-range');
  assert.equal(out.error.message, '7.0000000000000000001 is outside "pace"\'s range 1…7; expected a number from 1 to 7, or an anchor id');
});

test('native answers: numbers read from String(x), bigints exact, null and undefined unanswered', () => {
  const fromJSON = line(animal, JSON.stringify({ ...ANIMAL, pace: 5.5 }));
  assert.equal(resultLine(animal.score({ ...ANIMAL, pace: 5.5 })), fromJSON);
  assert.equal(resultLine(animal.score({ ...ANIMAL, pace: 5n })), line(animal, { ...ANIMAL, pace: 5 }));
  assert.equal(resultLine(animal.score({ ...ANIMAL, pace: 0.1 + 0.2 })), line(animal, JSON.stringify({ ...ANIMAL, pace: 1 }).replace('"pace":1', '"pace":0.30000000000000004')));
  const missing = animal.score({ ...ANIMAL, pace: undefined });
  assert.equal(missing.error.code, 'missing-answer');
  assert.equal(animal.score({ ...ANIMAL, pace: Number.NaN }).error.message, '"pace" takes a number from 1 to 7, or an anchor id, got the number NaN');
  assert.equal(animal.score({ ...ANIMAL, words: ['bold', 7] }).error.message, '"words" takes a list of option ids, got a list with a non-string item');
  assert.equal(animal.score({ ...ANIMAL, pace: { x: 1 } }).error.message, '"pace" takes a number from 1 to 7, or an anchor id, got an object');
  assert.throws(() => animal.score({ ...ANIMAL, pace: Symbol('x') }), TypeError);
});

test('bytes and strings score the same, lone surrogates included', () => {
  const text = JSON.stringify(FIT);
  assert.equal(resultLine(fit.scoreJSON(new TextEncoder().encode(text))), resultLine(fit.scoreJSON(text)));
  // A lone surrogate in a string is encoded as U+FFFD, as TextEncoder does.
  const lone = `{"primaryGoal":"lose_weight\ud800"}`;
  assert.equal(resultLine(fit.scoreJSON(lone)), resultLine(fit.scoreJSON(new TextEncoder().encode(lone))));
  assert.match(resultLine(fit.scoreJSON(lone)), /lose_weight\ufffd\\" is not an option/);
});
