// Differential test against quizc: when the environment variable QUIZC names a quizc binary,
// random bundles and random, often hostile, answer lines go through `quizc score` /
// `quizc order` (and, for bundles with conditions and the golden ones, `quizc visible`) and
// through `quiz-runtime`, and standard output, the exit status and standard
// error (with the program's name swapped) must be identical; so must bundle errors of random
// bundles with locales changed at random. QUIZ_DIFF_ROUNDS sets the number of random bundles
// (default 40; five times as many with locales).

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { writeJSON, parseJSON } from '../src/index.js';
import { binary } from '../test-support/cli.js';
import { goldenDirectory, goldenNames, repositoryRoot } from '../test-support/golden.js';
import { BUNDLES } from '../test-support/profile-cases.js';
import { edited, INVALID } from '../test-support/profile-invalid.js';
import { mutatedLocalesBundle } from '../test-support/locales.js';
import { Random, randomBundle, randomLine } from '../test-support/random.js';
import { loadBundle, Scorer } from '../src/index.js';
import { tripBundle } from '../test-support/branching-bundles.js';
import { INVALID_WHEN, nestedWhen } from '../test-support/branching-invalid.js';
import { branchingLine, questionsOf as branchingQuestions } from '../test-support/branching-lines.js';
import { conformanceDirectory } from '../test-support/conformance.js';

const quizc = process.env.QUIZC;
const rounds = Number(process.env.QUIZ_DIFF_ROUNDS ?? 40);
const skip = quizc ? false : 'set QUIZC to a quizc binary to compare quiz-runtime with it byte for byte';

/**
 * Runs both programs; fails on the first difference.
 * @param {string[]} args
 * @param {Uint8Array} input
 * @param {string} what
 */
function compare(args, input, what) {
  const swift = spawnSync(/** @type {string} */ (quizc), args, { input, maxBuffer: 1 << 28 });
  const js = spawnSync(process.execPath, [binary, ...args], { input, maxBuffer: 1 << 28 });
  const context = `${what}: quizc ${args.join(' ')}`;
  assert.equal(js.status, swift.status, `${context}: exit status`);
  if (!js.stdout.equals(swift.stdout)) {
    const a = swift.stdout.toString().split('\n'), b = js.stdout.toString().split('\n');
    const line = a.findIndex((text, index) => text !== b[index]);
    assert.fail(`${context}: output line ${line + 1} differs\n  quizc:        ${a[line]}\n  quiz-runtime: ${b[line]}`);
  }
  if (swift.status === 64) {
    // A usage error: the texts are each command line's own (parseArgs here, swift-argument-parser there).
    assert.match(js.stderr.toString(), /^Error: [\s\S]+\nUsage: quiz-runtime (score|visible|order) /, `${context}: standard error`);
    return;
  }
  // The program's name swapped, but not in the advice of a hash mismatch ("rebuild it with quizc build").
  assert.equal(js.stderr.toString(), swift.stderr.toString().replace(/quizc(?! build)/g, 'quiz-runtime'), `${context}: standard error`);
}

/**
 * Runs `body` with a new temporary folder, removed afterwards whatever happens.
 * @param {(folder: string) => void} body
 */
function inTemporaryFolder(body) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-diff-'));
  try {
    body(folder);
  } finally {
    fs.rmSync(folder, { recursive: true });
  }
}

/** A bundle's questions as the line generator needs them. */
function questionsOf(bundle) {
  return bundle.questions.map((question) => ({
    key: question.key, id: question.id, type: question.type, min: question.min, max: question.max, pool: question.pool,
    ids: question.options.map((option) => option.id ?? ''), values: question.options.map((option) => option.value ?? 0),
  }));
}

/**
 * Random JSON Lines input: random lines with random line ends, blank lines among them.
 * @param {Random} random
 * @param {ReturnType<typeof questionsOf>} questions
 * @param {number} count
 */
function linesInput(random, questions, count) {
  const parts = [];
  for (let i = 0; i < count; i++) {
    parts.push(randomLine(random, questions), Buffer.from(random.pick(['\n', '\n', '\n', '\r\n', '\r', '\n\n', ' \n'])));
  }
  if (random.chance(0.5)) parts.pop();
  return Buffer.concat(parts);
}

test('score and order agree with quizc on random bundles and answers', { skip }, () => {
  const random = new Random(Number(process.env.QUIZ_DIFF_SEED ?? 1));
  inTemporaryFolder((folder) => {
    for (let round = 0; round < rounds; round++) {
      const { text } = randomBundle(random);
      const file = path.join(folder, 'bundle.json');
      fs.writeFileSync(file, text);
      const questions = questionsOf(loadBundle(text));
      const extra = random.chance(0.2) ? ['--max-line-bytes', String(random.between(1, 300))] : [];
      compare(['score', file, '--lines', ...extra], linesInput(random, questions, 200), `bundle ${round}`);
      // The automatic choice, and documents.
      const one = randomLine(random, questions);
      const spread = Buffer.from(writeJSON(safeParse(one), { pretty: true }));
      compare(['score', file], spread, `bundle ${round}, a pretty document`);
      compare(['score', file, '--document'], one, `bundle ${round}, --document`);
      compare(['score', file], Buffer.concat([one, Buffer.from('\n'), one]), `bundle ${round}, two lines`);
      for (const seed of ['0', '18446744073709551615', String(random.int(2 ** 31))]) compare(['order', file, '--seed', seed], new Uint8Array(0), `bundle ${round}`);
    }
    for (const name of goldenNames) {
      const file = path.join(goldenDirectory, `${name}.json`);
      const questions = questionsOf(loadBundle(fs.readFileSync(file)));
      compare(['score', file], linesInput(random, questions, 1000), name);
    }
  });
});

test('profiles, derived scores, fractional weights and axis percentages agree with quizc', { skip }, () => {
  const random = new Random(Number(process.env.QUIZ_DIFF_SEED ?? 1) + 29);
  const language = path.join(repositoryRoot, 'Tests/QuizCompilerTests/Golden/language');
  inTemporaryFolder((folder) => {
    /** @type {Array<[string, string]>} */
    const files = fs.readdirSync(language).filter((name) => name.endsWith('.json')).map((name) => [name, path.join(language, name)]);
    for (const [name, make] of Object.entries(BUNDLES)) {
      const file = path.join(folder, `${name}.json`);
      fs.writeFileSync(file, make());
      files.push([name, file]);
    }
    for (const [name, file] of files) {
      const questions = questionsOf(loadBundle(fs.readFileSync(file)));
      compare(['score', file], linesInput(random, questions, 1000), name);
      compare(['score', file, '--document'], randomLine(random, questions), `${name}, --document`);
    }
  });
});

test('malformed members of profile bundles fail as in quizc', { skip }, () => {
  inTemporaryFolder((folder) => {
    for (const [name, edit] of INVALID) {
      const file = path.join(folder, 'bundle.json');
      fs.writeFileSync(file, edited(/** @type {(b: any) => void} */ (edit)));
      compare(['score', file], Buffer.from('{}'), name);
    }
  });
});

test('malformed conditions (when) fail as in quizc', { skip }, () => {
  inTemporaryFolder((folder) => {
    for (const [name, text] of INVALID_WHEN) {
      const file = path.join(folder, 'bundle.json');
      fs.writeFileSync(file, text);
      compare(['score', file], Buffer.from('{}'), name);
      compare(['visible', file], Buffer.from('{}'), name);
    }
    for (const depth of [13, 14]) {
      const file = path.join(folder, 'bundle.json');
      fs.writeFileSync(file, nestedWhen(depth));
      compare(['visible', file], Buffer.from('{}'), `a condition ${depth} deep`);
    }
  });
});

test('bundles with locales, changed at random, load or fail as in quizc', { skip }, () => {
  const random = new Random(Number(process.env.QUIZ_DIFF_SEED ?? 1) + 18);
  inTemporaryFolder((folder) => {
    for (let round = 0; round < rounds * 5; round++) {
      const { text, questions } = randomBundle(random);
      const file = path.join(folder, 'bundle.json');
      fs.writeFileSync(file, mutatedLocalesBundle(random, text));
      compare(['score', file], randomLine(random, questions), `bundle with locales ${round}`);
      if (random.chance(0.2)) compare(['order', file, '--seed', '7'], new Uint8Array(0), `bundle with locales ${round}`);
    }
  });
});

test('bundles with conditions: score and visible agree with quizc on answer paths and hostile lines', { skip }, () => {
  const random = new Random(Number(process.env.QUIZ_DIFF_SEED ?? 1) + 30);
  inTemporaryFolder((folder) => {
    /** @type {Array<[string, string]>} */
    const files = [['trip', path.join(folder, 'trip.json')]];
    fs.writeFileSync(files[0][1], tripBundle());
    // The conformance suite's bundles with conditions (compiled from Tests/Conformance/sources/branching*.quiz.yaml).
    const suiteBundles = path.join(conformanceDirectory(), 'bundles');
    for (const name of fs.readdirSync(suiteBundles).filter((each) => each.startsWith('branching') && each.endsWith('.json')).sort()) {
      files.push([name, path.join(suiteBundles, name)]);
    }
    for (const [name, file] of files) {
      const scorer = new Scorer(loadBundle(fs.readFileSync(file)));
      const questions = branchingQuestions(scorer.bundle);
      const lines = () => Buffer.concat(Array.from({ length: 600 }, () => [branchingLine(random, scorer, questions),
        Buffer.from(random.pick(['\n', '\n', '\r\n', '\r', '\n\n']))]).flat());
      for (const command of ['score', 'visible']) {
        compare([command, file, '--lines'], lines(), `${name}, ${command}`);
        const one = branchingLine(random, scorer, questions);
        compare([command, file, '--document'], one, `${name}, ${command} --document`);
        compare([command, file], Buffer.from(writeJSON(safeParse(one), { pretty: true })), `${name}, ${command}, a pretty document`);
      }
    }
    // Bundles without conditions: visible lists every question.
    for (const name of goldenNames) {
      const file = path.join(goldenDirectory, `${name}.json`);
      compare(['visible', file], linesInput(random, questionsOf(loadBundle(fs.readFileSync(file))), 300), `${name}, visible`);
    }
  });
});

test('command-line errors agree with quizc', { skip }, () => {
  const file = path.join(goldenDirectory, 'fitcircle-persona.json');
  const none = new Uint8Array(0);
  for (const args of [['score'], ['score', file, '--lines', '--document'], ['score', file, '--max-line-bytes', '0'],
    ['score', file, '--max-line-bytes', 'x'], ['score', file, 'a', 'b'], ['score', file, '-x'], ['order', file],
    ['order', file, '--seed', '-1'], ['order', file, '--seed'], ['order', file, '--seed', '1', 'extra'],
    ['score', '/nonexistent/bundle.json'], ['score', file, '/nonexistent/answers'], ['order', file, '--seed', '00012'],
    ['visible'], ['visible', file, '--lines', '--document'], ['visible', file, '--max-line-bytes', '0'], ['visible', file, 'a', 'b'],
    ['visible', '/nonexistent/bundle.json'], ['visible', file, '/nonexistent/answers']]) {
    compare(args, none, 'arguments');
  }
});

/** A parsed line, or a small object when the line is not JSON. */
function safeParse(bytes) {
  try {
    return parseJSON(bytes);
  } catch {
    return parseJSON('{"x": [1, 2]}');
  }
}
