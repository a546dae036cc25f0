import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseJSON, Scorer, resultLine } from '../../runtimes/js/src/index.js';
import { JSONNumber } from '../../runtimes/js/src/json-value.js';
import { Answers, integerAnswer } from '../../Sources/QuizPreview/Page/answers-state.js';
import { exactJSON, entriesJSON } from '../../Sources/QuizPreview/Page/answers-json.js';
import { conformanceBundle } from './support.js';

test('strings are escaped so that the text parses back to them', () => {
  for (const text of ['"', '\\', '\u0000\u001f', 'line\nbreak', '</script>', '😀', '\u2028\u2029', 'مرحبا']) {
    const json = entriesJSON([[text, text]]);
    const value = parseJSON(json);
    assert.deepEqual(value.members, [[text, text]]);
  }
});

test('number literals are written exactly as held, however many digits', () => {
  const literals = ['0.35', '9.50', '1e1', '-0', '0.1000000000000000000000000001', '123456789012345678901234567890'];
  for (const literal of literals) assert.equal(exactJSON(new JSONNumber(literal)), literal);
  assert.equal(exactJSON([new JSONNumber('2.50'), 'a', null, true]), '[2.50,"a",null,true]');
});

test('answers are listed in bundle order and an empty choice removes the answer', () => {
  const answers = new Answers(['a', 'b', 'c']);
  answers.set('c', 'x');
  answers.set('a', integerAnswer(-2));
  answers.toggle('b', 'p', true);
  answers.toggle('b', 'q', true);
  answers.toggle('b', 'p', false);
  assert.equal(answers.toJSON(), '{"a":-2,"b":["q"],"c":"x"}');
  answers.toggle('b', 'q', false);
  assert.equal(answers.has('b'), false);
  answers.set('c', null);
  assert.equal(answers.toJSON(), '{"a":-2}');
  answers.clear();
  assert.equal(answers.toJSON(), '{}');
});

test('answers read from a link keep their values exactly and leave unknown keys out', () => {
  const answers = Answers.fromText(['r', 's'], '{"zzz":1,"r":0.350,"s":["a","b"],"t":null}');
  assert.ok(answers.get('r') instanceof JSONNumber);
  assert.equal(answers.get('r').literal, '0.350');
  assert.deepEqual(answers.chosenIDs('s'), ['a', 'b']);
  assert.equal(answers.toJSON(), '{"r":0.350,"s":["a","b"]}');
  assert.equal(Answers.fromText(['r'], 'not json').size, 0);
  assert.equal(Answers.fromText(['r'], '[1,2]').size, 0);
  assert.equal(Answers.fromText(['r'], '{"r":null}').size, 0);
});

test('the answers object of the types quiz scores as the same answers given natively', () => {
  const bundle = conformanceBundle('types');
  const scorer = new Scorer(bundle);
  const keys = bundle.questions.map((question) => question.key);
  const answers = new Answers(keys);
  /** @type {Record<string, unknown>} */
  const native = {};
  for (const question of bundle.questions) {
    let value, plain;
    if (question.type === 'scale') { plain = question.options[0].value; value = integerAnswer(plain); }
    else if (question.type === 'multiple') { plain = question.options.slice(0, question.min).map((o) => o.id); value = plain; }
    else if (question.type === 'range') { plain = question.min + 0.25; value = new JSONNumber(String(plain)); }
    else { plain = question.options[question.options.length - 1].id; value = plain; }
    answers.set(question.key, value);
    native[question.key] = plain;
  }
  const line = resultLine(scorer.scoreJSON(answers.toJSON()));
  assert.equal(line, resultLine(scorer.score(native)));
  assert.ok(!line.startsWith('{"error"'), line);
});
