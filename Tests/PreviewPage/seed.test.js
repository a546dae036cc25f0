import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSeedText, randomSeed } from '../../Sources/QuizPreview/Page/seed.js';

test('a seed is a whole number from 0 to 2^64 − 1, written plainly', () => {
  assert.equal(parseSeedText('0'), '0');
  assert.equal(parseSeedText(' 42 '), '42');
  assert.equal(parseSeedText('007'), '7');
  assert.equal(parseSeedText('18446744073709551615'), '18446744073709551615');
  for (const bad of ['18446744073709551616', '-1', '1.5', '1e3', '', ' ', '0x10', '12a', '１２']) {
    assert.equal(parseSeedText(bad), null, bad);
  }
});

test('a new seed takes 64 random bits', () => {
  const fill = (words) => (array) => { array.set(words); return array; };
  assert.equal(randomSeed(fill([0xffffffff, 0xffffffff])), '18446744073709551615');
  assert.equal(randomSeed(fill([0, 0])), '0');
  assert.equal(randomSeed(fill([1, 2])), String((1n << 32n) + 2n));
  assert.equal(randomSeed(fill([0x80000000, 0])), String(1n << 63n));
});
