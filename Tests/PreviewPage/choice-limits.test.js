import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canTick, choiceHint, choiceProblem } from '../../Sources/QuizPreview/Page/choice-limits.js';

test('the hint says how many to choose', () => {
  assert.equal(choiceHint(1, 3, 5), 'Choose 1–3');
  assert.equal(choiceHint(2, 2, 5), 'Choose 2');
  assert.equal(choiceHint(0, 1, 4), 'Choose up to 1');
  assert.equal(choiceHint(2, 6, 6), 'Choose 2–6');
  assert.equal(choiceHint(1, 9, 4), 'Choose at least 1');
});

test('at max, unticked boxes are disabled and ticked ones can still be unticked', () => {
  assert.equal(canTick(false, 2, 3), true);
  assert.equal(canTick(false, 3, 3), false);
  assert.equal(canTick(true, 3, 3), true);
  assert.equal(canTick(false, 0, 0), false);
});

test('below min blocks; none blocks only a required question', () => {
  assert.equal(choiceProblem(0, 2, 3, true), 'missing');
  assert.equal(choiceProblem(0, 2, 3, false), null);
  assert.equal(choiceProblem(1, 2, 3, false), 'too-few');
  assert.equal(choiceProblem(2, 2, 3, true), null);
  assert.equal(choiceProblem(3, 2, 3, true), null);
  assert.equal(choiceProblem(4, 2, 3, true), 'too-many');
});
