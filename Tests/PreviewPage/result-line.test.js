import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Scorer, resultLine } from '../../runtimes/js/src/index.js';
import { scoreLineOf } from '../../Sources/QuizPreview/Page/result-line.js';
import { conformanceBundle } from './support.js';

const scorer = new Scorer(conformanceBundle('keys'));
const line = (text) => scoreLineOf(scorer, text, scorer.scoreJSON(text));

test('a one-line text gets the line quizc score prints, error wording included', () => {
  assert.match(line('{"a":'), /^\{"error":\{"code":"invalid-json","message":"the line is not valid JSON: /);
  assert.match(line('[1, 2]'), /^\{"error":\{"code":"wrong-type","message":"the answers must be a JSON object/);
});

test('a text over several lines is one document, written as a compact line', () => {
  const text = '{\n"a":';
  assert.equal(line(text), resultLine(scorer.scoreJSON(text)));
  assert.match(line(text), /the answers are not valid JSON/);
});

test('accepted and rejected answers agree with the scorer', () => {
  for (const text of ['{}', '{"nope": 1}', '{"x": [1, 2, 3]}', '  {  }  ']) {
    assert.equal(line(text), resultLine(scorer.scoreJSON(text)), text);
  }
});
