import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadBundle, parseJSON, presentationOrder, presentationOrderJSON, SplitMix64, writeJSON } from '../src/index.js';
import { goldenBytes, goldenNames, repositoryRoot } from '../test-support/golden.js';
import { Random, randomBundle } from '../test-support/random.js';

test('SplitMix64 from seed 0', () => {
  const random = new SplitMix64(0n);
  assert.deepEqual([random.next(), random.next(), random.next()], [0xe220a8397b1dcdafn, 0x6e789e6aa1b965f4n, 0x06c45d188009454fn]);
  const top = new SplitMix64((1n << 64n) - 1n);
  assert.equal(top.next() < 1n << 64n, true);
  const uniform = new SplitMix64(7n);
  for (let n = 1; n < 50; n++) {
    const value = uniform.uniform(n);
    assert.ok(Number.isInteger(value) && value >= 0 && value < n);
  }
});

test('the golden order vectors', () => {
  const vectors = parseJSON(fs.readFileSync(path.join(repositoryRoot, 'Tests/QuizRuntimeTests/Golden/order-vectors.json')));
  let checked = 0;
  for (const [name, list] of vectors.members) {
    const bundle = loadBundle(goldenBytes(name));
    for (const entry of list) {
      assert.equal(writeJSON(presentationOrderJSON(bundle, entry.get('seed').literal)), writeJSON(entry), `${name} ${entry.get('seed').literal}`);
      checked++;
    }
  }
  assert.equal(checked, 20);
});

test('seeds: bigint, safe integer or decimal string, from 0 to 2^64 − 1', () => {
  const bundle = loadBundle(goldenBytes('animal'));
  const top = presentationOrder(bundle, '18446744073709551615');
  assert.deepEqual(presentationOrder(bundle, (1n << 64n) - 1n), top);
  assert.deepEqual(presentationOrder(bundle, 42), presentationOrder(bundle, '42'));
  assert.throws(() => presentationOrder(bundle, '18446744073709551616'), RangeError);
  assert.throws(() => presentationOrder(bundle, -1), RangeError);
  assert.throws(() => presentationOrder(bundle, '+5'), TypeError);
  assert.throws(() => presentationOrder(bundle, 1.5), TypeError);
});

test('property: every order is a permutation of a draw, and pinned items stay put', () => {
  const random = new Random(99);
  for (let round = 0; round < 200; round++) {
    const { text } = randomBundle(random);
    const bundle = loadBundle(text);
    const seed = BigInt(random.int(2 ** 31)) * BigInt(random.int(2 ** 31)) + BigInt(random.int(1000));
    const order = presentationOrder(bundle, seed);
    const presented = order.map((entry) => entry.question);
    assert.equal(new Set(presented).size, presented.length);
    if (bundle.presentation.draw.length === 0) assert.equal(presented.length, bundle.questions.length);
    const sorted = presented.slice().sort((a, b) => a - b);
    for (const entry of order) {
      const question = bundle.questions[entry.question];
      assert.deepEqual(entry.optionIndices.slice().sort((a, b) => a - b), question.options.map((_, index) => index));
      question.options.forEach((option, index) => {
        if (option.pin || !question.shuffle) assert.equal(entry.optionIndices[index], index);
      });
    }
    // A pinned question keeps its place among the presented ones.
    sorted.forEach((index, slot) => {
      if (bundle.questions[index].pin || !bundle.presentation.shuffleQuestions) assert.equal(presented[slot], index);
    });
    assert.deepEqual(presentationOrder(bundle, seed), order);
  }
});

test('the shipped bundles present every question', () => {
  for (const name of goldenNames) {
    const bundle = loadBundle(goldenBytes(name));
    assert.equal(presentationOrder(bundle, 0).length, bundle.questions.length);
  }
});
