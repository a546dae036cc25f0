import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JSONNumber, JSONObject, JSONParseFailure, parseJSON } from '../src/index.js';

/** The failure description of parsing `text`. */
function failure(text, options) {
  try {
    parseJSON(text, options);
  } catch (error) {
    assert.ok(error instanceof JSONParseFailure);
    return error.description;
  }
  assert.fail(`${JSON.stringify(text)} parsed`);
}

test('values keep number literals and member order', () => {
  const value = parseJSON(' {"b": 0.50, "a": [1e3, -0, true, false, null, "x"]} ');
  assert.ok(value instanceof JSONObject);
  assert.deepEqual(value.members.map((member) => member[0]), ['b', 'a']);
  assert.ok(value.get('b') instanceof JSONNumber);
  assert.equal(value.get('b').literal, '0.50');
  assert.deepEqual(value.get('a').slice(2), [true, false, null, 'x']);
  assert.equal(value.get('a')[1].literal, '-0');
});

test('escapes, surrogate pairs and a byte order mark inside a string', () => {
  assert.equal(parseJSON('"\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\ud83d\\ude00"'), '" \\ / \b \f \n \r \t é 😀');
  assert.equal(parseJSON(new Uint8Array([0x22, 0xef, 0xbb, 0xbf, 0x61, 0x22])), '\ufeffa');
});

test('failures have the Swift messages and UTF-8 byte offsets', () => {
  const cases = [
    ['', 'unexpected end of input at byte 0'],
    ['{', 'expected a member name in double quotes at byte 1'],
    ['{"a" 1}', 'expected `:` after the member name at byte 5'],
    ['{"a":1 "b":2}', 'expected `,` or `}` at byte 7'],
    ['[1 2]', 'expected `,` or `]` at byte 3'],
    ['[1,]', 'unexpected character at byte 3'],
    ['{"é":1}x', 'unexpected text after the JSON value at byte 8'],
    ['tru', 'unexpected end of input at byte 0'],
    ['trux', 'unexpected character at byte 0'],
    ['-', 'a number needs digits at byte 1'],
    ['01', 'numbers have no leading zeros at byte 1'],
    ['1.', 'a fraction needs digits at byte 2'],
    ['1e+', 'an exponent needs digits at byte 3'],
    ['"a', 'unterminated string at byte 2'],
    ['"\\', 'unterminated escape at byte 2'],
    ['"\\x"', 'an unknown escape at byte 3'],
    ['"\\u12"', 'unterminated escape at byte 3'],
    ['"\\u12G4"', 'a \\u escape needs four hex digits at byte 5'],
    ['"\\ud800"', 'a lone surrogate escape at byte 7'],
    ['"\\ud800\\u0041"', 'a lone surrogate escape at byte 13'],
    ['"\\udc00"', 'a lone surrogate escape at byte 7'],
    ['"a\tb"', 'a control character inside a string must be escaped at byte 2'],
    ['{"a":1,"a":2}', 'the member name "a" appears twice at byte 13'],
    ['{"a":1,"a":2 x', 'the member name "a" appears twice at byte 14'],
    ['@', 'unexpected character at byte 0'],
  ];
  for (const [text, expected] of cases) assert.equal(failure(text), expected, text);
});

test('invalid UTF-8 is reported where its run of plain characters starts', () => {
  assert.equal(failure(new Uint8Array([0x22, 0x61, 0xff, 0x22])), 'invalid UTF-8 in a string at byte 1');
  assert.equal(failure(new Uint8Array([0x22, 0x5c, 0x6e, 0x61, 0xed, 0xa0, 0x80, 0x22])), 'invalid UTF-8 in a string at byte 3');
  // A control character is found before the run is decoded.
  assert.equal(failure(new Uint8Array([0x22, 0xff, 0x01, 0x22])), 'a control character inside a string must be escaped at byte 2');
});

test('duplicate names are refused in large objects too, compared exactly', () => {
  const members = Array.from({ length: 40 }, (_, i) => `"k${i}":${i}`);
  assert.equal(failure(`{${members.join(',')},"k3":0}`).startsWith('the member name "k3" appears twice'), true);
  const distinct = parseJSON(`{${members.join(',')},"\u00e9":1,"e\u0301":2}`);
  assert.equal(distinct.members.length, 42);
});

test('depth and number length limits', () => {
  assert.equal(failure('['.repeat(65) + ']'.repeat(65)), 'nesting deeper than 64 levels at byte 65');
  assert.equal(parseJSON('['.repeat(64) + ']'.repeat(64)).length, 1);
  assert.equal(failure('[[[1]]]', { maxDepth: 2 }), 'nesting deeper than 2 levels at byte 3');
  assert.equal(failure('1'.repeat(1001)), 'a number literal longer than 1000 characters at byte 1001');
  assert.equal(parseJSON('1'.repeat(1000)).literal.length, 1000);
  assert.equal(failure('['.repeat(100000)), 'nesting deeper than 64 levels at byte 65');
});
