import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Countdowns, clockText } from '../../Sources/QuizPreview/Page/timers.js';

test('a page of questions gets the limit per question on one clock, from when it is first shown', () => {
  const countdowns = new Countdowns(30);
  assert.equal(countdowns.active, true);
  assert.equal(countdowns.remaining(4, 0), null, 'not shown yet');
  countdowns.startPage([4, 7], 1000);
  countdowns.startPage([4, 7], 9000);
  for (const question of [4, 7]) {
    assert.equal(countdowns.remaining(question, 1000), 60);
    assert.equal(countdowns.remaining(question, 1001), 60);
    assert.equal(countdowns.remaining(question, 2000), 59);
    assert.equal(countdowns.remaining(question, 31000), 30, 'not one question\'s 30 s: the page\'s 60');
  }
  assert.deepEqual(countdowns.expire(60999), []);
  assert.equal(countdowns.has(4), false);
  assert.deepEqual(countdowns.expire(61000), [4, 7], 'the whole page at once');
  assert.equal(countdowns.has(7), true);
  assert.equal(countdowns.remaining(4, 61000), 0);
  assert.deepEqual(countdowns.expire(70000), [], 'locked once');
  countdowns.reset();
  assert.equal(countdowns.has(4), false);
  assert.equal(countdowns.remaining(4, 80000), null);
});

test('with one question a page, each question has its own limit; a clock runs on when its page is left', () => {
  const countdowns = new Countdowns(20);
  countdowns.startPage([0], 0);
  countdowns.startPage([1], 5000);
  assert.equal(countdowns.remaining(0, 5000), 15);
  assert.equal(countdowns.remaining(1, 5000), 20);
  assert.deepEqual(countdowns.expire(20000), [0]);
  assert.deepEqual(countdowns.expire(25000), [1]);
});

test('without a time limit nothing counts down or locks', () => {
  const countdowns = new Countdowns(null);
  countdowns.startPage([0], 0);
  assert.equal(countdowns.active, false);
  assert.equal(countdowns.remaining(0, 1e9), Infinity);
  assert.deepEqual(countdowns.expire(1e9), []);
});

test('clock text', () => {
  assert.equal(clockText(75), '1:15');
  assert.equal(clockText(9), '0:09');
  assert.equal(clockText(-3), '0:00');
});
