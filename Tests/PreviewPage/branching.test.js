import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JSONNumber } from '../../runtimes/js/src/json-value.js';
import { tripBundle } from '../../runtimes/js/test-support/branching-bundles.js';
import { conditionWords, shownQuestions } from '../../Sources/QuizPreview/Page/branching.js';
import { loadQuiz } from '../../Sources/QuizPreview/Page/preview-data.js';

// trip: goal; target when goal is lose; sport when goal is endure or race, or target is 4 or 5;
// pace when sport includes run; race_day when pace is fast and target is not answered;
// note when sport is not answered.
const trip = /** @type {any} */ (loadQuiz({ id: 'trip', file: 'trip.quiz.yaml', bundle: tripBundle(), analysis: { outcomes: [] } }, undefined));
const ids = (/** @type {boolean[]} */ shown) => trip.bundle.questions.filter((_, index) => shown[index]).map((question) => question.id);

test('follow-ups appear as their parents are answered, and hide again', () => {
  assert.deepEqual(ids(shownQuestions(trip, []).shown), ['goal', 'note']);
  assert.deepEqual(ids(shownQuestions(trip, [['goal', 'lose']]).shown), ['goal', 'target', 'note']);
  assert.deepEqual(ids(shownQuestions(trip, [['goal', 'lose'], ['target', new JSONNumber('5')]]).shown),
    ['goal', 'target', 'sport', 'note']);
  assert.deepEqual(ids(shownQuestions(trip, [['goal', 'endure'], ['sport', ['run']], ['pace', new JSONNumber('10')]]).shown),
    ['goal', 'sport', 'pace', 'race_day']);
});

test('the answers of hidden questions (and of their follow-ups) are listed to drop', () => {
  // goal changed from lose to muscle: target, sport and pace are hidden now.
  const entries = [['goal', 'muscle'], ['target', new JSONNumber('5')], ['sport', ['run']], ['pace', 'fast'], ['note', 'yes']];
  const found = shownQuestions(trip, /** @type {any} */ (entries));
  assert.deepEqual(ids(found.shown), ['goal', 'note']);
  assert.deepEqual(found.hiddenKeys, ['target', 'sport', 'pace']);
});

test('an answer the runtime rejects counts as no answer yet, and is dropped only when hidden', () => {
  // sport allows at most 2 choices: three are rejected, so pace waits and note is shown.
  const found = shownQuestions(trip, [['goal', 'endure'], ['sport', ['run', 'swim', 'bike']]]);
  assert.deepEqual(ids(found.shown), ['goal', 'sport', 'note']);
  assert.deepEqual(found.hiddenKeys, []);
  const hidden = shownQuestions(trip, [['goal', 'muscle'], ['target', new JSONNumber('9')]]);
  assert.deepEqual(hidden.hiddenKeys, ['target']);
});

test('a quiz without conditions shows every question', () => {
  const plain = /** @type {any} */ (loadQuiz({ id: 'p', file: 'p.quiz.yaml', bundle: tripBundle((questions) => {
    for (const question of questions) delete question.when;
  }), analysis: { outcomes: [] } }, undefined));
  const found = shownQuestions(plain, [['goal', 'lose']]);
  assert.equal(found.shown.length, 6);
  assert.ok(found.shown.every(Boolean));
});

test('conditions read in words, by ids', () => {
  const words = trip.bundle.questions.map((question) => (question.condition === null ? null : conditionWords(question.condition)));
  assert.deepEqual(words, [
    null,
    'goal is lose',
    'goal is one of endure, race or target is one of 4, 5',
    'sport includes run',
    'pace is fast and target is not answered',
    'sport is not answered',
  ]);
  assert.equal(conditionWords({ kind: 'not', condition: { kind: 'any', conditions: [
    { kind: 'optionIn', question: 'a', ids: ['x'] }, { kind: 'all', conditions: [
      { kind: 'includes', question: 'b', id: 'y' }, { kind: 'valueIn', question: 'c', values: [3] }] }] } }),
  'not (a is x or (b includes y and c is 3))');
});
