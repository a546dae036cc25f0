import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runCLI } from '../test-support/cli.js';
import { goldenDirectory } from '../test-support/golden.js';

const fit = path.join(goldenDirectory, 'fitcircle-persona.json');
const FIT = '{"primaryGoal":"lose_weight","motivationStyle":"competition","fitnessLevel":"intermediate","timeCommitment":"30-60"}';
const RESULT = '{"quiz":"fitcircle-persona","version":"1.1.0","outcome":"casey","secondary":"sarah","scores":{"casey":7,"sarah":2,"mike":1,"fiona":0}}';

test('score: one output line per input line, LF, CR LF and CR alike', () => {
  const run = runCLI(['score', fit], `${FIT}\r\n${FIT}\r${FIT}\n\n{}`);
  assert.equal(run.stdout, [RESULT, RESULT, RESULT,
    '{"error":{"code":"invalid-json","message":"the line is blank; every input line gets one output line, so remove blank lines or put one answers object on each"}}',
    '{"error":{"code":"missing-answer","message":"the required question \\"primaryGoal\\" has no answer","key":"primaryGoal"}}', ''].join('\n'));
  assert.equal(run.status, 1);
  assert.equal(run.stderr, 'quiz-runtime: 2 answer sets were rejected\n');
  const clean = runCLI(['score', fit, '-'], `${FIT}\n`);
  assert.equal(clean.status, 0);
  assert.equal(clean.stderr, '');
  assert.equal(runCLI(['score', fit], '').stdout, '');
});

test('score: a document spanning lines is one answers object, printed pretty', () => {
  const pretty = JSON.stringify(JSON.parse(FIT), null, 2);
  const run = runCLI(['score', fit], pretty + '\n');
  assert.equal(run.status, 0);
  assert.equal(run.stdout, '{\n  "quiz": "fitcircle-persona",\n  "version": "1.1.0",\n  "outcome": "casey",\n  "secondary": "sarah",\n'
    + '  "scores": {\n    "casey": 7,\n    "sarah": 2,\n    "mike": 1,\n    "fiona": 0\n  }\n}\n');
  const forced = runCLI(['score', fit, '--document'], FIT);
  assert.equal(forced.stdout, run.stdout);
  const lines = runCLI(['score', fit, '--lines'], pretty);
  assert.equal(lines.stdout.split('\n').length - 1, pretty.split('\n').length);
  const bad = runCLI(['score', fit, '--document'], '{"primaryGoal": 1}');
  assert.equal(bad.stdout, '{\n  "error": {\n    "code": "wrong-type",\n    "message": "\\"primaryGoal\\" takes an option id (a string), got the number 1",\n    "key": "primaryGoal"\n  }\n}\n');
  assert.equal(bad.stderr, 'quiz-runtime: 1 answer set was rejected\n');
});

test('score: lines and documents over the limit', () => {
  const run = runCLI(['score', fit, '--max-line-bytes', '20'], `${FIT}\nshort\n`);
  assert.equal(run.stdout.split('\n')[0], `{"error":{"code":"limit-exceeded","message":"the line is ${FIT.length} bytes, over the limit of 20 bytes for one answers object, so it was skipped; put one answers object on each line, or raise the limit with --max-line-bytes"}}`);
  assert.match(run.stdout.split('\n')[1], /"the line is not valid JSON: unexpected character at byte 0"/);
  const document = runCLI(['score', fit, '--document', '--max-line-bytes=20'], FIT);
  assert.equal(document.stdout, '{\n  "error": {\n    "code": "limit-exceeded",\n    "message": "the answers are more than 20 bytes, the limit for one answers object, so they were not read to the end; send a smaller answers object, or raise the limit with --max-line-bytes"\n  }\n}\n');
  assert.equal(document.status, 1);
});

test('score: unreadable files exit 2, unusable bundles exit 1', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-runtime-'));
  const missing = path.join(folder, 'missing.json');
  assert.deepEqual(runCLI(['score', missing]), { status: 2, stdout: '', stderr: `quiz-runtime: error: ${missing}: cannot be read\n`, raw: Buffer.alloc(0) });
  const answersMissing = runCLI(['score', fit, missing]);
  assert.equal(answersMissing.status, 2);
  assert.equal(answersMissing.stderr, `quiz-runtime: error: ${missing}: cannot be read\n`);
  const broken = path.join(folder, 'broken.json');
  fs.writeFileSync(broken, '{"format": "quiz-bundle/9"}');
  const unusable = runCLI(['order', broken, '--seed', '1']);
  assert.equal(unusable.status, 1);
  assert.equal(unusable.stderr, `quiz-runtime: error: ${broken}: not a usable bundle: /format: format is "quiz-bundle/9"; this runtime reads "quiz-bundle/1"\n`);
  const tampered = path.join(folder, 'tampered.json');
  fs.writeFileSync(tampered, fs.readFileSync(fit, 'utf8').replace('"version": "', '"version": "9'));
  assert.match(runCLI(['score', tampered], FIT).stderr, /not a usable bundle: \/hash: the bundle's content hashes to "sha256:[0-9a-f]{64}", not to the recorded/);
  const answers = path.join(folder, 'answers.jsonl');
  fs.writeFileSync(answers, `${FIT}\n`);
  assert.equal(runCLI(['score', fit, answers]).stdout, `${RESULT}\n`);
  fs.rmSync(folder, { recursive: true });
});

test('order: pretty JSON of the seed and the questions', () => {
  const run = runCLI(['order', fit, '--seed', '42']);
  assert.equal(run.status, 0);
  assert.ok(run.stdout.startsWith('{\n  "seed": 42,\n  "questions": [\n    {\n      "id": "primaryGoal",\n      "options": [\n        "lose_weight",'));
  assert.ok(run.stdout.endsWith('\n  ]\n}\n'));
  assert.equal(runCLI(['order', fit, '--seed=00042']).stdout.replace('"seed": 42', ''), run.stdout.replace('"seed": 42', ''));
  assert.match(runCLI(['order', fit, '--seed', '18446744073709551615']).stdout, /"seed": 18446744073709551615,/);
});

test('usage errors exit 64 with node:util parseArgs and this command\'s texts', () => {
  const cases = [
    [['score'], 'Error: Missing the bundle'],
    [['score', fit, '--lines', '--document'], "Error: --lines and --document exclude each other: give one, or neither to let the input's shape decide\n"],
    [['score', fit, '--max-line-bytes', '0'], 'Error: --max-line-bytes must be between 1 and 1073741824 (1 GiB)\n'],
    [['score', fit, '--max-line-bytes', '99999999999999999999'], 'Error: --max-line-bytes must be between 1 and 1073741824 (1 GiB)\n'],
    [['score', fit, '--max-line-bytes', 'abc'], "Error: --max-line-bytes takes a whole number of bytes, not 'abc'\n"],
    [['score', fit, '--max-line-bytes', '-1'], "Error: Option '--max-line-bytes' argument is ambiguous."],
    [['score', fit, 'a', 'b'], "Error: Unexpected argument 'b'\n"],
    [['score', fit, '--bogus'], "Error: Unknown option '--bogus'."],
    [['score', fit, '--lines=yes'], "Error: Option '--lines' does not take an argument"],
    [['order', fit], 'Error: Missing --seed <seed>: the seed, an unsigned 64-bit integer'],
    [['order', fit, '--seed=-1'], "Error: The value '-1' is invalid for '--seed <seed>': the seed is an unsigned 64-bit integer (0 to 18446744073709551615), written in decimal digits\n"],
    [['order', fit, '--seed', '-1'], "Error: Option '--seed' argument is ambiguous."],
    [['order', fit, '--seed', '18446744073709551616'], "Error: The value '18446744073709551616' is invalid for '--seed <seed>'"],
    [['order', fit, '--seed'], "Error: Option '--seed <value>' argument missing\n"],
    [['order'], 'Error: Missing the bundle'],
    [['bogus'], "Error: Unexpected argument 'bogus'\nUsage: quiz-runtime <subcommand>\n"],
  ];
  for (const [args, start] of cases) {
    const run = runCLI(args);
    assert.equal(run.status, 64, args.join(' '));
    assert.equal(run.stdout, '');
    assert.ok(run.stderr.startsWith(start), `${args.join(' ')}: ${run.stderr}`);
  }
  assert.match(runCLI(['score', fit, '--lines', '--document']).stderr, /\nUsage: quiz-runtime score <bundle> \[<answers>\] \[--lines\] \[--document\] \[--max-line-bytes <n>\]\n  See 'quiz-runtime score --help' for more information\.\n$/);
});

test('-h, --help and --version win over usage errors; after -- they are arguments', () => {
  assert.match(runCLI(['score', fit, '--bogus', '--help']).stdout, /^OVERVIEW: Score answers/);
  assert.equal(runCLI(['order', '--seed', 'x', '--version']).stdout, '0.1.0\n');
  const afterDashes = runCLI(['score', fit, '--', '--help']);
  assert.equal(afterDashes.status, 2);  // "--help" is the answers file, which does not exist
});

test('--help and --version', () => {
  for (const args of [[], ['--help'], ['help']]) assert.match(runCLI(args).stdout, /^OVERVIEW: .*\n[\s\S]*USAGE: quiz-runtime <subcommand>/);
  const score = runCLI(['score', '--help']);
  assert.equal(score.status, 0);
  assert.match(score.stdout, /USAGE: quiz-runtime score <bundle> \[<answers>\] \[--lines\] \[--document\] \[--max-line-bytes <n>\]/);
  assert.match(runCLI(['order', fit, '-h']).stdout, /USAGE: quiz-runtime order <bundle> --seed <seed>/);
  assert.equal(runCLI(['--version']).stdout, '0.1.0\n');
});
