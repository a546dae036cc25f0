import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Scorer, resultLine, replayExamples } from '../../runtimes/js/src/index.js';
import { exampleEntries, exampleJSON, typedToJSON } from '../../Sources/QuizPreview/Page/example-answers.js';
import { conformanceBundles, shippedBundles } from './support.js';

test('every shipped example, as an answers object, scores exactly as its typed answers', () => {
  let count = 0;
  for (const { name, bundle } of shippedBundles()) {
    const scorer = new Scorer(bundle);
    bundle.examples.forEach((example, index) => {
      const text = exampleJSON(example);
      assert.equal(resultLine(scorer.scoreJSON(text)), resultLine(scorer.scoreTyped(example.answers)), `${name} example ${index}: ${text}`);
      count++;
    });
    const reports = replayExamples(scorer);
    assert.ok(reports.every((report) => report.pass), `${name}: every shipped example passes`);
  }
  assert.ok(count >= 4, `only ${count} examples`);
});

test('so does every example of the conformance bundles (failing ones included)', () => {
  for (const { name, bundle } of conformanceBundles()) {
    const scorer = new Scorer(bundle);
    bundle.examples.forEach((example, index) => {
      assert.equal(resultLine(scorer.scoreJSON(exampleJSON(example))), resultLine(scorer.scoreTyped(example.answers)), `${name} example ${index}`);
    });
  }
});

test('each kind of typed answer becomes its JSON value, number literals kept exact', () => {
  const example = { answers: [
    ['i', { kind: 'integer', value: -3 }],
    ['big', { kind: 'integer', value: 12345678901234567890n }],
    ['n', { kind: 'number', literal: '0.3500000000000000000001' }],
    ['o', { kind: 'option', id: 'yes "really"' }],
    ['m', { kind: 'options', ids: ['a', 'b'] }],
  ] };
  assert.equal(exampleJSON(example), '{"i":-3,"big":12345678901234567890,"n":0.3500000000000000000001,"o":"yes \\"really\\"","m":["a","b"]}');
  assert.deepEqual(exampleEntries(example).map(([key]) => key), ['i', 'big', 'n', 'o', 'm']);
  const ids = ['x'];
  const copy = typedToJSON({ kind: 'options', ids });
  copy.push('y');
  assert.deepEqual(ids, ['x'], 'the example keeps its own list');
});
