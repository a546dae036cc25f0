import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foldKey } from '../src/index.js';

test('ASCII keys: letters lowercased, white space collapsed and trimmed', () => {
  assert.equal(foldKey('  Primary\t\tGoal \n'), 'primary goal');
  assert.equal(foldKey('Don\'t'), 'don\'t');
  assert.equal(foldKey(''), '');
});

test('general keys: NFKC, lowercase one code point at a time, invisibles dropped, quotes straightened, NFC', () => {
  assert.equal(foldKey('Caf\u00c9'), 'caf\u00e9');
  assert.equal(foldKey('Cafe\u0301'), 'caf\u00e9');
  assert.equal(foldKey('\ufb01ne'), 'fine');
  assert.equal(foldKey('STRASSE'), 'strasse');
  assert.equal(foldKey('Stra\u00dfe'), 'stra\u00dfe');
  assert.equal(foldKey('\u0130'), 'i\u0307');
  assert.equal(foldKey('\u03a3\u03a3'), '\u03c3\u03c3');
  assert.equal(foldKey('don\u2019t \u201cme\u201d'), 'don\'t "me"');
  assert.equal(foldKey('\u00a0zero\u200bwidth\u2003 key\u3000'), 'zerowidth key');
  assert.equal(foldKey('a\u00adb\u2060c\ufeffd'), 'abcd');
  assert.equal(foldKey('\u{1d538}BC'), 'abc');
});
