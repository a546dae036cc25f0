/**
 * The TypeScript code `quizc generate typescript` writes for the shipped quizzes, as recorded
 * in Tests/QuizCompilerTests/Golden/codegen/typescript, made importable: copied into a
 * temporary folder whose node_modules/quiz-runtime is this runtime.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repositoryRoot } from './golden.js';

/** The folder of the recorded generated code. */
export const generatedDirectory = path.join(repositoryRoot, 'Tests/QuizCompilerTests/Golden/codegen/typescript');
/** Every shipped quiz, the one without an outcome (big-five) included. */
export const generatedNames = ['animal', 'big-five', 'color', 'fitcircle-persona', 'mbti'];

let folder = /** @type {string | null} */ (null);

/**
 * Imports the generated module of a shipped quiz.
 * @param {string} name
 * @returns {Promise<any>}
 */
export async function importGenerated(name) {
  if (folder === null) {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-codegen-'));
    fs.mkdirSync(path.join(folder, 'node_modules'));
    fs.symlinkSync(path.join(repositoryRoot, 'runtimes/js'), path.join(folder, 'node_modules/quiz-runtime'), 'dir');
    for (const file of fs.readdirSync(generatedDirectory)) {
      fs.copyFileSync(path.join(generatedDirectory, file), path.join(folder, file));
    }
  }
  return import(pathToFileURL(path.join(folder, `${name}.js`)).href);
}

/**
 * Random typed answers (deterministic for the generator's seed): every question gets an
 * answer of its type (options from the bundle, scale values, range numbers or anchors), an
 * optional one half the time; mostly within the counts and ranges the bundle allows, and
 * mostly without the answers a branching quiz hides, so that most sets score and some are
 * rejected.
 * @param {any} generated the generated module
 * @param {any} quiz its `load` result
 * @param {import('./random.js').Random} random
 */
export function randomTypedAnswers(generated, quiz, random) {
  /** @type {Record<string, unknown>} */
  const answers = {};
  for (const question of quiz.bundle.questions) {
    if (!question.required || question.condition !== null) {
      if (random.int(2) === 0) continue;
    }
    const ids = question.options.map((/** @type {any} */ option) => option.id);
    let answer;
    switch (question.type) {
      case 'single': answer = ids[random.int(ids.length)]; break;
      case 'scale': answer = question.options[random.int(question.options.length)].value; break;
      case 'range':
        answer = random.int(4) === 0 ? ids[random.int(ids.length)] : random.between(question.min - (random.int(10) === 0 ? 1 : 0), question.max);
        break;
      case 'multiple': {
        const count = random.int(10) === 0 ? random.between(0, ids.length) : random.between(question.min, question.max);
        const chosen = [...ids].sort(() => random.next() - 0.5).slice(0, count);
        answer = random.int(2) === 0 ? new Set(chosen) : chosen;
        break;
      }
    }
    answers[generated.answerProperty[question.key]] = answer;
  }
  if (random.int(5) !== 0) {
    for (let round = 0; round < quiz.bundle.questions.length; round += 1) {
      const seen = quiz.visibility(answers);
      if (!seen.ok || seen.result.discard.length === 0) break;
      for (const key of seen.result.discard) delete answers[generated.answerProperty[key]];
    }
  }
  return answers;
}
