import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { binary } from '../test-support/cli.js';
import { goldenDirectory } from '../test-support/golden.js';

// Standard output that cannot be written gives the "cannot be written" error and exit
// status 2, as quizc and the Python runtime's command line do.
const bundle = path.join(goldenDirectory, 'fitcircle-persona.json');
const line = '{"primaryGoal":"lose_weight","motivationStyle":"competition","fitnessLevel":"intermediate","timeCommitment":"30-60"}';

test('a full disk gives exit status 2', { skip: !fs.existsSync('/dev/full') && 'needs /dev/full' }, () => {
  const full = fs.openSync('/dev/full', 'w');
  try {
    const run = spawnSync(process.execPath, [binary, 'order', bundle, '--seed', '1'], { stdio: ['ignore', full, 'pipe'] });
    assert.equal(run.status, 2);
    assert.equal(run.stderr.toString(), 'quiz-runtime: error: standard output cannot be written\n');
  } finally {
    fs.closeSync(full);
  }
});

test('a reader that goes away gives exit status 2', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-runtime-'));
  const answers = path.join(folder, 'answers.jsonl');
  fs.writeFileSync(answers, `${line}\n`.repeat(200000));
  const script = `"${process.execPath}" "${binary}" score "${bundle}" "${answers}" | head -c 1 > /dev/null; echo "status \${PIPESTATUS[0]}"`;
  const run = spawnSync('bash', ['-c', script]);
  fs.rmSync(folder, { recursive: true });
  assert.equal(run.stdout.toString(), 'status 2\n');
  assert.equal(run.stderr.toString(), 'quiz-runtime: error: standard output cannot be written\n');
});
