// Shared by the preview page's tests: bundles to test against, and random valid answers.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { loadBundle } from '../../runtimes/js/src/index.js';
import { JSONNumber } from '../../runtimes/js/src/json-value.js';
import { rangeLiteral, rangeStep } from '../../Sources/QuizPreview/Page/range-values.js';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The bundles `quizc build quizzes` wrote to build/bundles (run it first). */
export function shippedBundles() {
  const folder = join(root, 'build', 'bundles');
  if (!existsSync(folder)) throw new Error('build/bundles is missing: run `swift run quizc build` first');
  const names = readdirSync(folder).filter((name) => name.endsWith('.json') && name !== 'index.json').sort();
  if (names.length === 0) throw new Error('build/bundles holds no bundle: run `swift run quizc build` first');
  return names.map((name) => ({ name, bundle: loadBundle(readFileSync(join(folder, name))) }));
}

/** The conformance suite's bundles: draws, pools, keys, every question type. */
export function conformanceBundles() {
  const folder = join(root, 'Tests', 'Conformance', 'bundles');
  return readdirSync(folder).filter((name) => name.endsWith('.json')).sort()
    .map((name) => ({ name, bundle: loadBundle(readFileSync(join(folder, name))) }));
}

/** @param {string} name */
export function conformanceBundle(name) {
  return loadBundle(readFileSync(join(root, 'Tests', 'Conformance', 'bundles', `${name}.json`)));
}

/** A small deterministic generator (xorshift32). */
export function generator(seed) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    return state;
  };
  return { int: (n) => next() % n, chance: (p) => next() / 2 ** 32 < p };
}

/**
 * A random answer the runtime accepts for a question, as a parsed JSON value.
 * @param {import('../../runtimes/js/src/index.js').Question} question
 */
export function randomAnswer(question, random) {
  switch (question.type) {
    case 'scale': return new JSONNumber(String(question.options[random.int(question.options.length)].value));
    case 'single': return question.options[random.int(question.options.length)].id;
    case 'multiple': {
      const ids = question.options.map((option) => option.id);
      const count = question.min + random.int(question.max - question.min + 1);
      const chosen = [];
      while (chosen.length < count) {
        const id = ids[random.int(ids.length)];
        if (!chosen.includes(id)) chosen.push(id);
      }
      return chosen;
    }
    default: {
      if (random.chance(0.2)) return question.options[random.int(question.options.length)].id;
      const { positions } = rangeStep(question.min, question.max);
      return new JSONNumber(rangeLiteral(question.min, question.max, random.int(positions + 1)));
    }
  }
}
