import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFragment, writeFragment } from '../../Sources/QuizPreview/Page/fragment.js';

const hostile = [
  '{"a&b=c":"#x","y":"100%","z":"a+b c"}',
  '{"q":"\\u0000\\n\\t\\"\\\\","r":"😀 مرحبا 你好"}',
  '&&==##%%++',
  '%zz %41 %',
  'quiz=mbti&seed=1',
  '',
  ' leading and trailing spaces ',
  'é\u0301 combining and \u202e bidi override',
];

test('every value round-trips through the fragment, however hostile', () => {
  for (const text of hostile) {
    const params = { quiz: text, seed: '18446744073709551615', locale: 'ar', page: 'result', answers: text };
    assert.deepEqual(parseFragment(writeFragment(params)), params);
  }
});

test('values are written with encodeURIComponent, in a fixed order, without the missing ones', () => {
  assert.equal(writeFragment({ answers: '{"a":1}', quiz: 'x y' }), '#quiz=x%20y&answers=%7B%22a%22%3A1%7D');
  assert.equal(writeFragment({ quiz: null, seed: undefined }), '');
  assert.equal(writeFragment({ locale: 'de', seed: '7', page: '2' }), '#seed=7&locale=de&page=2');
});

test('any subset in any order is read; the leading # is optional; the last of a name counts', () => {
  assert.deepEqual(parseFragment('#answers=%7B%7D&quiz=mbti'), { answers: '{}', quiz: 'mbti' });
  assert.deepEqual(parseFragment('seed=42'), { seed: '42' });
  assert.deepEqual(parseFragment('#quiz=a&quiz=b'), { quiz: 'b' });
  assert.deepEqual(parseFragment('#'), {});
  assert.deepEqual(parseFragment(''), {});
});

test('a + stays a plus (not a space), an empty value is empty, a name without = has an empty value', () => {
  assert.deepEqual(parseFragment('#quiz=a+b&locale=&seed'), { quiz: 'a+b', locale: '', seed: '' });
});

test('unknown names and pairs that cannot be decoded are left out', () => {
  assert.deepEqual(parseFragment('#foo=1&quiz=%E0%A4%A&seed=3&answers=%ZZ'), { seed: '3' });
  assert.deepEqual(parseFragment('#__proto__=1&constructor=2&quiz=q'), { quiz: 'q' });
});

test('an encoded & or = inside a value does not split it', () => {
  const answers = '{"k=1&quiz=evil":"v#w"}';
  const parsed = parseFragment(writeFragment({ quiz: 'good', answers }));
  assert.equal(parsed.quiz, 'good');
  assert.equal(parsed.answers, answers);
});
