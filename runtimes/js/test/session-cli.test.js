// `quiz-runtime session replay` and `quiz-runtime session check`: every run of
// Tests/Sessions/runs.json prints the bytes quizc recorded (Tests/Sessions/expected) and
// exits with the same status; bad scripts are refused whole, naming the step.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { readScript, ScriptError } from '../bin/session-script.js';
import { tokenText } from '../bin/session-cli.js';
import { binary } from '../test-support/cli.js';
import { repositoryRoot } from '../test-support/golden.js';

const folder = path.join(repositoryRoot, 'Tests/Sessions');
const { runs } = JSON.parse(fs.readFileSync(path.join(folder, 'runs.json'), 'utf8'));

test('the manifest lists the runs', () => {
  assert.ok(runs.length >= 20);
});

for (const run of runs) {
  test(`session: ${run.name}`, () => {
    const done = spawnSync(process.execPath, [binary, ...run.arguments], { cwd: repositoryRoot });
    assert.equal(done.status, run.status, done.stderr.toString('utf8'));
    assert.deepEqual(done.stdout, fs.readFileSync(path.join(folder, 'expected', `${run.name}.out`)));
  });
}

test('each kind of mistake in a script has its code and names its step', () => {
  const cases = [
    ['{"start":{"seed":"1"},"steps":[}', 'script-not-json', null],
    ['{"start":{"seed":"-1"},"steps":[]}', 'script-invalid', null],
    ['{"start":{"seed":"1"},"steps":[{"do":"next"},{"do":"fly"}]}', 'script-unknown-action', 1],
    ['{"start":{"seed":"1"},"steps":[{"do":"tick","ms":-5}]}', 'script-invalid', 0],
    ['{"start":{"seed":"1"},"steps":[{"do":"resume","replace":["a"]}]}', 'script-invalid', 0],
    ['{"start":{"seed":"1"},"steps":[{"do":"next","key":"x"}]}', 'script-invalid', 0],
    ['{"start":{"seed":"1"},"steps":[5]}', 'script-invalid', 0],
    ['{"start":{"seed":"1"},"steps":[],"extra":1}', 'script-invalid', null],
  ];
  for (const [text, code, step] of cases) {
    assert.throws(() => readScript(new TextEncoder().encode(text)), (error) => {
      assert.ok(error instanceof ScriptError);
      assert.equal(error.code, code, text);
      assert.equal(error.step, step, text);
      return true;
    });
  }
});

test('a token file loses one line end only', () => {
  const encode = (/** @type {string} */ text) => new TextEncoder().encode(text);
  assert.equal(tokenText(encode('abc\r\n')), 'abc');
  assert.equal(tokenText(encode('abc\n\n')), 'abc\n');
  assert.equal(tokenText(encode('abc\r')), 'abc\r');
  assert.equal(tokenText(encode('\ufeffabc')), '\ufeffabc');
});

test('session help and usage errors', () => {
  const help = spawnSync(process.execPath, [binary, 'session', '--help']);
  assert.equal(help.status, 0);
  assert.match(help.stdout.toString('utf8'), /replay {18}Run a session script on a bundle/);
  const missing = spawnSync(process.execPath, [binary, 'session', 'replay', 'script.json']);
  assert.equal(missing.status, 64);
  assert.match(missing.stderr.toString('utf8'), /Missing expected argument '<bundle>'/);
  const unknown = spawnSync(process.execPath, [binary, 'session', 'play']);
  assert.equal(unknown.status, 64);
});
