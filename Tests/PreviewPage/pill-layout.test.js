import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LONGEST_KEPT_WORD, pillRowStyle } from '../../Sources/QuizPreview/Page/pill-layout.js';

test('a pill row knows its count and the longest word or value it must keep on a line', () => {
  assert.equal(pillRowStyle(['1 Strongly Disagree', '2 Disagree', '3 Neutral', '4 Agree', '5 Strongly Agree']),
    '--pill-count: 5; --pill-min: calc(8ch + 2.5rem)');
  assert.equal(pillRowStyle(['1', '2', '3', '4', '5', '6', '7']), '--pill-count: 7; --pill-min: calc(1ch + 2.5rem)');
  assert.equal(pillRowStyle(['−10']), '--pill-count: 1; --pill-min: calc(3ch + 2.5rem)');
  assert.equal(pillRowStyle([]), '--pill-count: 1; --pill-min: calc(1ch + 2.5rem)');
});

test('a very long word does not make every pill wide: it is capped and breaks inside the pill', () => {
  assert.equal(pillRowStyle(['Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz']),
    `--pill-count: 1; --pill-min: calc(${LONGEST_KEPT_WORD}ch + 2.5rem)`);
});
