// `quiz-runtime visible`: the input handling of `score` (JSON Lines, documents, limits, exit
// statuses), each answers object giving which questions to show.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { tripBundle, TRIP_CASES } from '../test-support/branching-bundles.js';
import { runCLI } from '../test-support/cli.js';
import { goldenDirectory } from '../test-support/golden.js';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-visible-'));
const trip = path.join(folder, 'trip.json');
fs.writeFileSync(trip, tripBundle());
after(() => fs.rmSync(folder, { recursive: true }));

test('visible: one output line per input line, the cases by hand', () => {
  const run = runCLI(['visible', trip], TRIP_CASES.map((testCase) => testCase.answers).join('\r\n') + '\n');
  assert.equal(run.stdout, TRIP_CASES.map((testCase) => testCase.visible + '\n').join(''));
  const rejected = TRIP_CASES.filter((testCase) => testCase.visible.startsWith('{"error"')).length;
  assert.equal(run.status, 1);
  assert.equal(run.stderr, `quiz-runtime: ${rejected} answer set${rejected === 1 ? ' was' : 's were'} rejected\n`);
});

test('visible: blank and over-long lines, documents, exit statuses', () => {
  const run = runCLI(['visible', trip, '--max-line-bytes', '12'], '{}\n\n{"goal":"lose"}\r{"goal":');
  assert.deepEqual(run.stdout.split('\n'), [
    '{"quiz":"trip","version":"1.0.0","visible":["goal","note"],"discard":[]}',
    '{"error":{"code":"invalid-json","message":"the line is blank; every input line gets one output line, so remove blank lines or put one answers object on each"}}',
    '{"error":{"code":"limit-exceeded","message":"the line is 15 bytes, over the limit of 12 bytes for one answers object, so it was skipped; put one answers object on each line, or raise the limit with --max-line-bytes"}}',
    '{"error":{"code":"invalid-json","message":"the line is not valid JSON: unexpected end of input at byte 8"}}',
    '',
  ]);
  assert.equal(run.status, 1);
  const clean = runCLI(['visible', trip], '{"goal":"endure"}');
  assert.equal(clean.status, 0);
  assert.equal(clean.stderr, '');
  const document = runCLI(['visible', trip], '{\n  "goal": "endure",\n  "target": 3\n}\n');
  assert.equal(document.stdout, '{\n  "quiz": "trip",\n  "version": "1.0.0",\n  "visible": [\n    "goal",\n    "sport",\n    "note"\n  ],\n'
    + '  "discard": [\n    "target"\n  ]\n}\n');
  assert.equal(document.status, 0);
  const everything = runCLI(['visible', path.join(goldenDirectory, 'fitcircle-persona.json')], '{}\n');
  assert.equal(everything.stdout, '{"quiz":"fitcircle-persona","version":"1.1.0","visible":["primaryGoal","motivationStyle","fitnessLevel","timeCommitment"],"discard":[]}\n');
});

test('visible: usage errors exit 64, unreadable files 2, unusable bundles 1', () => {
  const usage = runCLI(['visible']);
  assert.equal(usage.status, 64);
  assert.match(usage.stderr, /^Error: Missing the bundle[^\n]*\nUsage: quiz-runtime visible <bundle>/);
  assert.equal(runCLI(['visible', trip, '--lines', '--document']).status, 64);
  assert.equal(runCLI(['visible', path.join(folder, 'missing.json')]).status, 2);
  const broken = path.join(folder, 'broken.json');
  fs.writeFileSync(broken, '{"format": "quiz-bundle/9"}');
  assert.equal(runCLI(['visible', broken], '{}').status, 1);
  assert.match(runCLI(['visible', '--help']).stdout, /^OVERVIEW: Print which questions to show/);
  assert.match(runCLI(['help', 'visible']).stdout, /^OVERVIEW: Print which questions to show/);
});
