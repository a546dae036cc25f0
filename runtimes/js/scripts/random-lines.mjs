// Writes random and hostile answer lines for a bundle to standard output, for comparing
// command lines byte for byte (quizc score, quiz-runtime score, the Python runtime's):
//
//   node scripts/random-lines.mjs BUNDLE [COUNT] [SEED] > lines.jsonl
//
// Most lines are valid answer sets; the rest are near misses (wrong case, NFD and
// confusable keys, unknown options, wrong types, fractions and huge numbers, duplicates,
// escapes) and broken JSON (truncated, random bytes, invalid UTF-8); line ends are LF, CR LF
// and CR, with blank lines among them. The same arguments always give the same bytes.

import { readFileSync, writeSync } from 'node:fs';
import { loadBundle } from '../src/index.js';
import { Random, randomLine } from '../test-support/random.js';

const [file, count = '2000', seed = '1'] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node scripts/random-lines.mjs BUNDLE [COUNT] [SEED]\n');
  process.exit(64);
}
const bundle = loadBundle(readFileSync(file), { verifyHash: false });
const questions = bundle.questions.map((question) => ({
  key: question.key, id: question.id, type: question.type, min: question.min, max: question.max,
  ids: question.options.map((option) => option.id ?? ''), values: question.options.map((option) => option.value ?? 0),
}));
const random = new Random(Number(seed));
const parts = [];
for (let i = 0; i < Number(count); i++) {
  parts.push(randomLine(random, questions), Buffer.from(random.pick(['\n', '\n', '\n', '\r\n', '\r', '\n\n'])));
}
writeSync(1, Buffer.concat(parts));
