import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bundleHash, BundleError, loadBundle, parseJSON, writeJSON } from '../src/index.js';
import { goldenBytes, goldenNames } from '../test-support/golden.js';

/** The error of loading `text`, as `CODE: DESCRIPTION`. */
function loadError(text, options) {
  try {
    loadBundle(text, options);
  } catch (error) {
    assert.ok(error instanceof BundleError);
    return `${error.code}: ${error.description}`;
  }
  assert.fail('the bundle loaded');
}

/** A shipped bundle with `edit` applied to its parsed JSON, written compactly. */
function edited(name, edit) {
  const root = parseJSON(goldenBytes(name));
  edit(root);
  return writeJSON(root);
}

test('the shipped bundles load, and their hashes verify', () => {
  for (const name of goldenNames) {
    const bytes = goldenBytes(name);
    const bundle = loadBundle(bytes);
    assert.equal(bundle.quiz, name);
    assert.equal(bundleHash(bytes), bundle.hash);
    assert.match(bundle.hash, /^sha256:[0-9a-f]{64}$/);
    // The same from a string, and from an ArrayBuffer.
    assert.equal(loadBundle(bytes.toString('utf8')).hash, bundle.hash);
    assert.equal(loadBundle(new Uint8Array(bytes).buffer).questions.length, bundle.questions.length);
  }
});

test('hash errors: missing, not a string, changed content', () => {
  const withoutHash = edited('fitcircle-persona', (root) => { root.members.splice(root.members.findIndex((m) => m[0] === 'hash'), 1); });
  assert.equal(loadError(withoutHash), 'hash-mismatch: missing "hash"');
  assert.equal(loadBundle(withoutHash, { verifyHash: false }).hash, null);
  const numeric = edited('fitcircle-persona', (root) => { root.members.find((m) => m[0] === 'hash')[1] = 5; });
  assert.equal(loadError(numeric.replace('"hash":5', '"hash":5')), 'hash-mismatch: /hash: expected a string');
  const recorded = loadBundle(goldenBytes('fitcircle-persona')).hash;
  const retitled = edited('fitcircle-persona', (root) => { root.members.find((m) => m[0] === 'version')[1] = '9.9.9'; });
  const actual = bundleHash(retitled);
  assert.notEqual(actual, recorded);
  assert.equal(loadError(retitled), `hash-mismatch: /hash: the bundle's content hashes to "${actual}", not to the recorded "${recorded}"; it was changed after it was built: rebuild it with quizc build`);
  assert.equal(loadBundle(retitled, { verifyHash: false }).version, '9.9.9');
  // The hash is of the parsed JSON: layout and member order do not matter.
  assert.equal(bundleHash(edited('mbti', (root) => root.members.reverse())), loadBundle(goldenBytes('mbti')).hash);
});

test('decoding errors come before the hash, with codes, paths and messages', () => {
  assert.equal(loadError(''), 'not-json: not JSON: unexpected end of input at byte 0');
  assert.equal(loadError('[]'), 'invalid-bundle: expected an object');
  assert.equal(loadError('{}'), 'invalid-bundle: missing "format"');
  assert.equal(loadError('{"format":"quiz-bundle/2"}'), 'unsupported-format: /format: format is "quiz-bundle/2"; this runtime reads "quiz-bundle/1"');
  assert.equal(loadError('['.repeat(17) + ']'.repeat(17)), 'not-json: not JSON: nesting deeper than 16 levels at byte 17');
  const cases = [
    [(root) => { root.get('traits').push('casey'); }, 'invalid-bundle: /traits: traits must be non-empty and distinct'],
    [(root) => { root.get('questions')[0].get('options')[0].get('weights').members.push(['nobody', 1]); }, 'invalid-bundle: /questions/0/options/0/weights: unknown trait "nobody"'],
    [(root) => { root.get('questions')[1].members.find((m) => m[0] === 'type')[1] = 'slider'; }, 'invalid-bundle: /questions/1/type: unknown type "slider"'],
    [(root) => { root.get('questions')[1].get('options')[0].get('weights').members[0][1] = parseJSON('1.5'); }, null],
    [(root) => { root.get('scoring').members.find((m) => m[0] === 'model')[1] = 'median'; }, 'invalid-bundle: /scoring/model: unknown model "median"'],
    [(root) => { root.get('presentation').get('draw').push(parseJSON('{"count":0}')); }, 'invalid-bundle: /presentation/draw/0: count must be at least 1'],
  ];
  for (const [edit, expected] of cases) {
    const text = edited('fitcircle-persona', edit);
    const error = loadError(text);
    if (expected === null) assert.match(error, /^invalid-bundle: \/questions\/1\/options\/0\/weights\/\w+: expected an integer within ±10\^12$/);
    else assert.ok(error.startsWith(expected), `${error} should start with ${expected}`);
  }
});

test('an example number a double does not hold exactly is refused', () => {
  // (Written by hand: the writer would put the literal in its RFC 8785 form.)
  const text = edited('fitcircle-persona', () => {}).replace('"fitnessLevel":"intermediate"', '"fitnessLevel":0.30000000000000001');
  assert.equal(loadError(text), 'invalid-bundle: /examples/0/answers/fitnessLevel: the number 0.30000000000000001 is not one a binary double '
    + 'holds exactly in its shortest form; write the number in the shortest form that reads back as the same double');
  const boolean = edited('fitcircle-persona', () => {}).replace('"fitnessLevel":"intermediate"', '"fitnessLevel":true');
  assert.equal(loadError(boolean), 'invalid-bundle: /examples/0/answers/fitnessLevel: an answer is a number, a string or a list of strings');
});

test('a decoded bundle resolves every field', () => {
  const bundle = loadBundle(goldenBytes('animal'));
  const range = bundle.questions.find((question) => question.type === 'range');
  assert.equal(typeof range.min, 'number');
  assert.deepEqual(bundle.presentation.draw, []);
  assert.equal(bundle.scoring.model, 'highest');
  assert.equal(bundle.outcome('lion').code, 'lion');
  assert.equal(bundle.outcome('LION'), undefined);
});
