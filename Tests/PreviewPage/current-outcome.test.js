import { test } from 'node:test';
import assert from 'node:assert/strict';
import { currentOutcome } from '../../Sources/QuizPreview/Page/current-outcome.js';

test('no outcome while nothing is answered, even where the runtime scores no answers', () => {
  const scored = { ok: true, result: { outcome: 'quick', secondary: null } };
  assert.deepEqual(currentOutcome(scored, 0), { kind: 'unanswered' });
  assert.deepEqual(currentOutcome(scored, 1), { kind: 'outcome', outcome: 'quick', secondary: '' });
  assert.deepEqual(currentOutcome({ ok: true, result: { outcome: 'a', secondary: 'b' } }, 2), { kind: 'outcome', outcome: 'a', secondary: 'b' });
});

test('a missing answer is incomplete, any other error rejected, answered or not', () => {
  assert.deepEqual(currentOutcome({ ok: false, error: { code: 'missing-answer', message: 'm' } }, 0), { kind: 'incomplete', message: 'm' });
  assert.deepEqual(currentOutcome({ ok: false, error: { code: 'unknown-question', message: 'u' } }, 0), { kind: 'rejected', message: 'u' });
});
