import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Countdowns, clockText } from '../../Sources/QuizPreview/Page/timers.js';

test('a question gets the limit from when it is first shown, then locks', () => {
  const countdowns = new Countdowns(30);
  assert.equal(countdowns.active, true);
  assert.equal(countdowns.remaining(4, 0), 30);
  countdowns.start(4, 1000);
  countdowns.start(4, 9000);
  assert.equal(countdowns.remaining(4, 1000), 30);
  assert.equal(countdowns.remaining(4, 1001), 30);
  assert.equal(countdowns.remaining(4, 2000), 29);
  assert.deepEqual(countdowns.expire(30999), []);
  assert.equal(countdowns.has(4), false);
  assert.deepEqual(countdowns.expire(31000), [4]);
  assert.equal(countdowns.has(4), true);
  assert.equal(countdowns.remaining(4, 31000), 0);
  assert.deepEqual(countdowns.expire(40000), [], 'locked once');
  countdowns.reset();
  assert.equal(countdowns.has(4), false);
  assert.equal(countdowns.remaining(4, 50000), 30);
});

test('without a time limit nothing counts down or locks', () => {
  const countdowns = new Countdowns(null);
  countdowns.start(0, 0);
  assert.equal(countdowns.active, false);
  assert.equal(countdowns.remaining(0, 1e9), Infinity);
  assert.deepEqual(countdowns.expire(1e9), []);
});

test('clock text', () => {
  assert.equal(clockText(75), '1:15');
  assert.equal(clockText(9), '0:09');
  assert.equal(clockText(-3), '0:00');
});
