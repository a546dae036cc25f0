import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clockText } from '../../Sources/QuizPreview/Page/timers.js';

test('clock text', () => {
  assert.equal(clockText(75), '1:15');
  assert.equal(clockText(9), '0:09');
  assert.equal(clockText(-3), '0:00');
});
