// `quiz-runtime score` on profile bundles: the result lines of the library, the document
// form with the numbers as written (`1.00` stays `1.00`), no outcome for a profile without nearest.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runCLI } from '../test-support/cli.js';
import { BUNDLES, SCORE_CASES } from '../test-support/profile-cases.js';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-runtime-profile-'));
const files = Object.fromEntries(Object.entries(BUNDLES).map(([name, make]) => {
  const file = path.join(folder, `${name}.json`);
  fs.writeFileSync(file, make());
  return [name, file];
}));

test('score: JSON Lines of every hand-worked case, as the library writes them', () => {
  for (const [name, file] of Object.entries(files)) {
    const cases = SCORE_CASES.filter((testCase) => testCase.bundle === name);
    const run = runCLI(['score', file], cases.map((testCase) => testCase.answers).join('\n') + '\n');
    assert.equal(run.stdout, cases.map((testCase) => testCase.output + '\n').join(''), name);
    assert.equal(run.status, 0);
  }
});

test('score --document: derived values keep their digits; a profile without nearest has no outcome', () => {
  const run = runCLI(['score', files['results-only'], '--document'], '{"n1": 3, "e1": "b"}');
  assert.equal(run.status, 0);
  assert.equal(run.stdout, `{
  "quiz": "inventory",
  "version": "1.0.0",
  "scores": {
    "N": 3,
    "E": 1,
    "I": 1
  },
  "derived": {
    "n_mean": 1.00,
    "n_ans": 3.00,
    "e_pct": 33,
    "i_share": 50,
    "n_std": -0.50,
    "n_twice": 6.0
  },
  "results": [
    {
      "id": "neuro",
      "value": 1.00,
      "band": "low"
    },
    {
      "id": "neuro_ans",
      "value": 3.00,
      "band": "three"
    },
    {
      "id": "extra",
      "value": 1,
      "band": "quiet"
    }
  ]
}
`);
});
