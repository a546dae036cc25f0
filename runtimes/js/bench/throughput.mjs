// JSON Lines scoring throughput against a bare JSON.parse of the same lines.
//
//   node bench/throughput.mjs [LINES] [ROUNDS]      (defaults: 200000 lines, best of 5 rounds)
//
// For the mbti and fitcircle-persona golden bundles it makes LINES random valid answers
// lines (keys in question order, compact, as clients send them) and times, per line:
//   parse     JSON.parse(line)                                    the baseline
//   score     resultLine(scorer.scoreJSON(line))                  the library on strings
//   block     LineSplitter + LineScorer over the lines' UTF-8      what the command line does per block
//   parse-b   TextDecoder + split + JSON.parse over the same UTF-8 the baseline for `block`
// and prints lines per second and the ratios score/parse and block/parse-b.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineScorer, LineSplitter, loadBundle, resultLine, Scorer } from '../src/index.js';
import { Random, validAnswer } from '../test-support/random.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const bundles = path.resolve(here, '../../../Tests/QuizCompilerTests/Golden/bundles');
const count = Number(process.argv[2] ?? 200_000);
const rounds = Number(process.argv[3] ?? 5);

/**
 * Best time of `rounds` runs of `body`, in seconds.
 * @param {() => number} body returns something that depends on the work (kept from being optimized away)
 */
function best(body) {
  let fastest = Infinity, sink = 0;
  for (let round = 0; round < rounds; round++) {
    const start = process.hrtime.bigint();
    sink += body();
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    fastest = Math.min(fastest, seconds);
  }
  if (sink === -1) console.log('');
  return fastest;
}

const encoder = new TextEncoder();
const rate = (seconds) => Math.round(count / seconds).toLocaleString('en-US');

for (const name of ['mbti', 'fitcircle-persona']) {
  const bundle = loadBundle(readFileSync(path.join(bundles, `${name}.json`)));
  const scorer = new Scorer(bundle);
  const random = new Random(17);
  const questions = bundle.questions.map((question) => ({
    key: question.key, id: question.id, type: question.type, min: question.min, max: question.max,
    ids: question.options.map((option) => option.id ?? ''), values: question.options.map((option) => option.value ?? 0),
  }));
  const lines = [];
  for (let i = 0; i < count; i++) {
    lines.push('{' + questions.map((question) => JSON.stringify(question.key) + ':' + validAnswer(random, question)).join(',') + '}');
  }
  const text = lines.join('\n') + '\n';
  const bytes = new TextEncoder().encode(text);

  const parse = best(() => {
    let n = 0;
    for (const line of lines) n += JSON.parse(line) === null ? 0 : 1;
    return n;
  });
  const score = best(() => {
    let n = 0;
    for (const line of lines) n += resultLine(scorer.scoreJSON(line)).length;
    return n;
  });
  const parseBytes = best(() => {
    let n = 0;
    for (const line of new TextDecoder().decode(bytes).split('\n')) if (line !== '') n += JSON.parse(line) === null ? 0 : 1;
    return n;
  });
  const block = best(() => {
    // As the command line does: output lines gathered and turned into UTF-8 every 64 KiB.
    const lineScorer = new LineScorer(scorer);
    let out = [], size = 0, written = 0;
    const emit = (/** @type {string} */ line) => {
      out.push(line, '\n');
      size += line.length + 1;
      if (size >= 1 << 16) {
        written += encoder.encode(out.join('')).length;
        out = [];
        size = 0;
      }
    };
    const splitter = new LineSplitter(1 << 20, (b, s, e) => emit(lineScorer.line(b, s, e)), (n) => emit(lineScorer.overlong(n)),
      (b, s, e) => lineScorer.block(b, s, e, emit));
    for (let at = 0; at < bytes.length; at += 1 << 20) splitter.push(bytes.subarray(at, Math.min(bytes.length, at + (1 << 20))));
    splitter.end();
    return written + encoder.encode(out.join('')).length;
  });
  const check = lines.slice(0, 1000).filter((line) => !scorer.scoreJSON(line).ok).length;
  console.log(`${name}: ${count} lines, ${(bytes.length / count).toFixed(0)} bytes each, ${check} of the first 1000 rejected`);
  console.log(`  parse    ${rate(parse)} lines/s`);
  console.log(`  score    ${rate(score)} lines/s   ratio ${(parse / score).toFixed(2)}`);
  console.log(`  parse-b  ${rate(parseBytes)} lines/s`);
  console.log(`  block    ${rate(block)} lines/s   ratio ${(parseBytes / block).toFixed(2)}`);
}
