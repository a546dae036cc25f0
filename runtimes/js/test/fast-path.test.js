// Property: the fast paths (over bytes and over strings) give exactly what the general path
// gives (parse, then validate), on random bundles and random, often hostile, answers.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadBundle, resultLine, Scorer } from '../src/index.js';
import { goldenBytes, goldenNames } from '../test-support/golden.js';
import { generalLine } from '../test-support/general-line.js';
import { Random, randomBundle, randomLine } from '../test-support/random.js';

/** Random answer sets for the bundle's questions. */
function describe(bundle) {
  return bundle.questions.map((question) => ({
    key: question.key, id: question.id, type: question.type, min: question.min, max: question.max, pool: question.pool,
    ids: question.options.map((option) => option.id ?? ''), values: question.options.map((option) => option.value ?? 0),
  }));
}

test('fast paths agree with the general path', () => {
  const random = new Random(2024);
  let fastBytes = 0, fastText = 0, total = 0;
  const bundles = [];
  for (const name of goldenNames) bundles.push(loadBundle(goldenBytes(name)));
  for (let i = 0; i < 120; i++) bundles.push(loadBundle(randomBundle(random).text));
  for (const bundle of bundles) {
    const scorer = new Scorer(bundle);
    const questions = describe(bundle);
    for (let n = 0; n < 150; n++) {
      const bytes = new Uint8Array(randomLine(random, questions));
      const expected = generalLine(scorer, bytes);
      const fromBytes = resultLine(scorer.scoreJSON(bytes));
      assert.equal(fromBytes, expected, Buffer.from(bytes).toString());
      const fast = scorer.fastLine(bytes, 0, bytes.length);
      if (fast !== null) {
        fastBytes++;
        assert.equal(fast, expected);
      }
      // Strings: only when the bytes are UTF-8 (a string cannot hold invalid UTF-8).
      const text = Buffer.from(bytes).toString('utf8');
      if (Buffer.from(text, 'utf8').equals(Buffer.from(bytes))) {
        if (scorer.fastScore(bytes) !== null) assert.equal(scorer.fastScore(bytes).toJSONLine(), expected);
        const fromText = scorer.scoreJSON(text);
        assert.equal(resultLine(fromText), expected, text);
        if (fromText.ok && expected.startsWith('{"quiz"')) fastText++;
      }
      total++;
    }
  }
  // The random lines exercise both paths.
  assert.ok(fastBytes > total / 10, `only ${fastBytes} of ${total} lines took the fast path`);
  assert.ok(fastText > total / 10);
});

test('the string path also matches bytes for keys and ids outside the BMP and with escapes', () => {
  const random = new Random(7);
  for (let i = 0; i < 60; i++) {
    const bundle = loadBundle(randomBundle(random).text);
    const scorer = new Scorer(bundle);
    const valid = '{' + bundle.questions.map((question) => JSON.stringify(question.key) + ':null').join(',') + '}';
    const escaped = valid.replace(/[a-z]/, (c) => '\\u00' + c.charCodeAt(0).toString(16));
    for (const text of [valid, escaped, valid.replace('{', '{ "\ud83d\ude00":null,')]) {
      assert.equal(resultLine(scorer.scoreJSON(text)), generalLine(scorer, new TextEncoder().encode(text)));
    }
  }
});
