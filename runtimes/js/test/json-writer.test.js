import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalJSON, JSONNumber, JSONObject, parseJSON, writeJSON } from '../src/index.js';

test('strings are escaped the JCS way', () => {
  assert.equal(writeJSON('a"b\\c\b\t\n\f\r\u0001\u001f\u007f é 😀 \u2028'), '"a\\"b\\\\c\\b\\t\\n\\f\\r\\u0001\\u001f\u007f é 😀 \u2028"');
});

test('the canonical form sorts members by UTF-16 code units and writes numbers as RFC 8785 does', () => {
  const value = parseJSON('{"b":1,"a":0.50,"\uffff":5e-1,"😀":1E0,"c":[-0,1e400,100,123456789012345678901234567890,1e21,1e-7,0.000001]}');
  // U+1F600 is a surrogate pair (0xD83D …), which sorts before U+FFFF by code units.
  assert.equal(canonicalJSON(value),
    '{"a":0.5,"b":1,"c":[0,1e400,100,123456789012345678901234567890,1e+21,1e-7,0.000001],"😀":1,"\uffff":0.5}');
});

test('the pretty form: two spaces, ": ", empty containers, a final newline', () => {
  const value = new JSONObject([['a', []], ['b', new JSONObject([])], ['c', [new JSONNumber('1'), 'x']]]);
  assert.equal(writeJSON(value, { pretty: true }), '{\n  "a": [],\n  "b": {},\n  "c": [\n    1,\n    "x"\n  ]\n}\n');
});
