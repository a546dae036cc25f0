import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blockedMessage } from '../../Sources/QuizPreview/Page/paging.js';

test('the blocked message counts the problems and names the first', () => {
  const texts = ['Alpha?', 'Beta?'];
  assert.equal(blockedMessage([{ question: 1, key: 'b', kind: 'missing' }], (q) => texts[q]),
    'One question on this page needs an answer first: “Beta?” has no answer.');
  assert.equal(blockedMessage([{ question: 0, key: 'a', kind: 'too-few' }, { question: 1, key: 'b', kind: 'missing' }], (q) => texts[q]),
    '2 questions on this page need an answer first: “Alpha?” needs more choices.');
  assert.match(blockedMessage([{ question: 0, key: 'a', kind: 'invalid' }], (q) => texts[q]), /not accepted/);
});
