// The fast path states no scoring rule of its own: it reads every rule from the scoring plan.
// Each mutation below breaks one rule in the plan (PlannedQuestion, DrawRule, ScoringPlan);
// under it, on every conformance bundle and random answers, the fast paths (bytes and string)
// must still give exactly what the general path gives, and some result must change. A rule
// the fast path restated instead of reading from the plan would make the paths disagree.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadBundle, Scorer } from '../src/index.js';
import { DrawRule } from '../src/draw-rule.js';
import { PlannedQuestion, ScoringPlan } from '../src/plan.js';
import { conformanceDirectory } from '../test-support/conformance.js';
import { generalLine } from '../test-support/general-line.js';
import { Random, randomLine } from '../test-support/random.js';

const directory = path.join(conformanceDirectory(), 'bundles');
const names = fs.readdirSync(directory).filter((name) => name.endsWith('.json')).sort();
const LINES = 300;

/** Per bundle: its bytes and random answers lines. */
const inputs = names.map((name) => {
  const bytes = fs.readFileSync(path.join(directory, name));
  const bundle = loadBundle(bytes);
  const questions = bundle.questions.map((question) => ({
    key: question.key, id: question.id, type: question.type, min: question.min, max: question.max, pool: question.pool,
    ids: question.options.map((option) => option.id ?? ''), values: question.options.map((option) => option.value ?? 0),
  }));
  const random = new Random(names.indexOf(name) + 77);
  return { name, bytes, lines: Array.from({ length: LINES }, () => randomLine(random, questions)) };
});

/** Every general-path line, and checks that the fast paths agree with it; returns the lines and how many were fast. */
function run() {
  const out = [];
  let fast = 0;
  for (const { name, bytes, lines } of inputs) {
    const scorer = new Scorer(loadBundle(bytes));
    for (const line of lines) {
      const expected = generalLine(scorer, line);
      const quick = scorer.fastLine(line, 0, line.length);
      if (quick !== null) {
        fast++;
        assert.equal(quick, expected, `${name}: ${Buffer.from(line).toString()}`);
      }
      const text = Buffer.from(line).toString('utf8');
      if (Buffer.from(text, 'utf8').equals(Buffer.from(line))) {
        const fromText = scorer.fastTextLine(text, 0, text.length);
        if (fromText !== null) assert.equal(fromText, expected, `${name}: ${text}`);
      }
      out.push(expected);
    }
  }
  return { out, fast };
}

/**
 * Replaces `object[name]` with `make(original)` while `body` runs.
 * @param {any} object
 * @param {string} name
 * @param {(original: Function) => Function} make
 * @param {() => void} body
 */
function patched(object, name, make, body) {
  const original = object[name];
  object[name] = make(original);
  try {
    body();
  } finally {
    object[name] = original;
  }
}

const mutations = {
  'range integers rounded half down': [PlannedQuestion.prototype, 'anchorOfInteger', () => function (x) {
    const steps = this.ids.length - 1, span = this.max - this.min;
    if (!(x >= this.min && x <= this.max)) return -1;
    return Math.floor(((x - this.min) * 2 * steps + span - 1) / (2 * span));
  }],
  'the maximum number of choices refused': [PlannedQuestion.prototype, 'acceptsChoiceCount', () => function (count) {
    return count >= this.min && count < this.max;
  }],
  'a scale value picks the next option': [PlannedQuestion.prototype, 'optionOfValue', (original) => function (value) {
    const index = original.call(this, value);
    return index < 0 ? -1 : (index + 1) % this.values.length;
  }],
  'an id picks the next option': [PlannedQuestion.prototype, 'option', (original) => function (id) {
    const index = original.call(this, id);
    return index === undefined ? undefined : (index + 1) % this.ids.length;
  }],
  'pools take one answer more': [DrawRule.prototype, 'firstUnsatisfied', () => function (required, answered) {
    for (const pool of this.pools) {
      let count = 0, optionalLeft = 0;
      for (const member of pool.members) {
        if (answered(member)) count++;
        else if (!required[member]) optionalLeft++;
      }
      if (count > pool.count + 1 || count + optionalLeft < pool.count) return { pool, count, optionalLeft };
    }
    return null;
  }],
  'no runner-up': [ScoringPlan.prototype, 'decide', (original) => function (totals) {
    const outcome = original.call(this, totals);
    this.secondary = null;
    return outcome;
  }],
};

test('the fast paths agree with the general path on every conformance bundle', () => {
  const { fast } = run();
  assert.ok(fast > (names.length * LINES) / 5, `only ${fast} lines took the fast path`);
});

for (const [name, [object, method, make]] of Object.entries(mutations)) {
  test(`a rule broken in the plan breaks both paths alike: ${name}`, () => {
    const before = run().out;
    patched(object, method, make, () => {
      const { out, fast } = run();
      assert.ok(fast > 0);
      assert.ok(out.some((line, index) => line !== before[index]), `${name} changed no result`);
    });
  });
}
