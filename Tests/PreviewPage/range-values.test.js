import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Scorer, resultLine } from '../../runtimes/js/src/index.js';
import { JSONNumber } from '../../runtimes/js/src/json-value.js';
import { ScoringPlan } from '../../runtimes/js/src/plan.js';
import { rawFromJSON } from '../../runtimes/js/src/answers.js';
import { anchorValue, hundredthsText, rangeLiteral, rangePosition, rangeStep } from '../../Sources/QuizPreview/Page/range-values.js';
import { conformanceBundles, shippedBundles } from './support.js';

test('the step is a short decimal dividing the range into at most 100 steps', () => {
  assert.deepEqual(rangeStep(0, 10), { stepHundredths: 10n, positions: 100 });
  assert.deepEqual(rangeStep(0, 1), { stepHundredths: 1n, positions: 100 });
  assert.deepEqual(rangeStep(1, 7), { stepHundredths: 10n, positions: 60 });
  assert.deepEqual(rangeStep(-3, 0), { stepHundredths: 5n, positions: 60 });
  assert.deepEqual(rangeStep(0, 101), { stepHundredths: 100n, positions: 101 });
  assert.deepEqual(rangeStep(-1000000000000, 1000000000000), { stepHundredths: 2000000000000n, positions: 100 });
});

test('positions are exact decimal literals; both ends are reachable', () => {
  assert.equal(rangeLiteral(0, 10, 0), '0');
  assert.equal(rangeLiteral(0, 10, 35), '3.5');
  assert.equal(rangeLiteral(0, 10, 100), '10');
  assert.equal(rangeLiteral(0, 1, 7), '0.07');
  assert.equal(rangeLiteral(-3, 0, 1), '-2.95');
  assert.equal(rangeLiteral(-3, 0, 60), '0');
  assert.equal(rangeLiteral(-1000000000000, 1000000000000, 100), '1000000000000');
  assert.equal(rangeLiteral(0, 10, 500), '10', 'clamped');
  assert.equal(hundredthsText(-5n), '-0.05');
  assert.equal(hundredthsText(-100n), '-1');
});

test('the slider shows a value at its nearest position', () => {
  assert.equal(rangePosition(0, 10, 3.5), 35);
  assert.equal(rangePosition(0, 10, 99), 100);
  assert.equal(rangePosition(1, 7, 1), 0);
  assert.equal(anchorValue(0, 10, 1, 3), 5);
  assert.equal(anchorValue(0, 10, 0, 1), 0);
});

test('every slider position of every range question is accepted, and scored exactly as the literal', () => {
  let ranges = 0;
  for (const { name, bundle } of [...shippedBundles(), ...conformanceBundles()]) {
    const plan = new ScoringPlan(bundle);
    const scorer = new Scorer(bundle);
    bundle.questions.forEach((question, index) => {
      if (question.type !== 'range') return;
      ranges++;
      const { positions } = rangeStep(question.min, question.max);
      let previous = 0;
      for (let position = 0; position <= positions; position++) {
        const literal = rangeLiteral(question.min, question.max, position);
        const chosen = plan.questions[index].choose(rawFromJSON(new JSONNumber(literal)));
        assert.equal(typeof chosen, 'number', `${name} ${question.id} ${literal}: ${JSON.stringify(chosen)}`);
        assert.ok(chosen >= previous, 'anchors never go back as the slider moves on');
        previous = chosen;
      }
      assert.equal(previous, question.options.length - 1, `${name} ${question.id}: the last anchor is reached`);
      // The literal goes into the answers text as written: the runtime reads it exactly.
      const literal = rangeLiteral(question.min, question.max, 1);
      const text = JSON.stringify({ [question.key]: 'PLACEHOLDER' }).replace('"PLACEHOLDER"', literal);
      const scored = scorer.scoreJSON(text);
      if (!scored.ok) assert.notEqual(scored.error.key, question.key, resultLine(scored));
    });
  }
  assert.ok(ranges >= 5, `${ranges} range questions`);
});
