import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fragmentOfState, stateFromFragment } from '../../Sources/QuizPreview/Page/fragment-state.js';
import { parseFragment } from '../../Sources/QuizPreview/Page/fragment.js';

const ids = ['animal', 'color', 'mbti'];
const current = { quizIndex: 1, seed: '9', localePref: 'ar' };

test('a fragment names the quiz, seed, language, answers and page', () => {
  const asked = stateFromFragment('#page=2&answers=%7B%22a%22%3A1%7D&locale=de&seed=0042&quiz=mbti', ids, current);
  assert.deepEqual(asked, { quizIndex: 2, seed: '42', localePref: 'de', answersText: '{"a":1}', page: '2', notice: '' });
});

test('what the fragment leaves out keeps the quiz, seed and language shown, and no answers', () => {
  assert.deepEqual(stateFromFragment('', ids, current), { quizIndex: 1, seed: '9', localePref: 'ar', answersText: null, page: undefined, notice: '' });
  assert.equal(stateFromFragment('#seed=1', ids, { quizIndex: -1, seed: '9', localePref: null }).quizIndex, 0, 'the first quiz at first');
});

test('an unknown quiz or a bad seed is said and changes nothing', () => {
  const asked = stateFromFragment('#quiz=nope&seed=18446744073709551616', ids, current);
  assert.equal(asked.quizIndex, 1);
  assert.equal(asked.seed, '9');
  assert.match(asked.notice, /"nope"/);
  assert.match(asked.notice, /18446744073709551616/);
});

test('the fragment of a state reads back as that state, answers text exactly', () => {
  const answersText = '{"k&=#":"v%20","n":0.10}';
  const fragment = fragmentOfState({ quiz: 'color', seed: '18446744073709551615', locale: 'ar', view: 'questions', page: 3,
    answersText, answersJSON: 'unused', answerCount: 0 });
  assert.deepEqual(parseFragment(fragment), { quiz: 'color', seed: '18446744073709551615', locale: 'ar', page: '3', answers: answersText });
  const asked = stateFromFragment(fragment, ids, current);
  assert.deepEqual([asked.quizIndex, asked.seed, asked.localePref, asked.answersText, asked.page], [1, '18446744073709551615', 'ar', answersText, '3']);
});

test('edited answers are written from the answers object; none are left out; the result is page=result', () => {
  const base = { quiz: 'animal', seed: '1', locale: 'en', view: 'result', page: 2, answersText: null };
  assert.equal(fragmentOfState({ ...base, answersJSON: '{"a":"b"}', answerCount: 1 }), '#quiz=animal&seed=1&locale=en&page=result&answers=%7B%22a%22%3A%22b%22%7D');
  assert.equal(fragmentOfState({ ...base, view: 'questions', answersJSON: '{}', answerCount: 0 }), '#quiz=animal&seed=1&locale=en&page=2');
});
