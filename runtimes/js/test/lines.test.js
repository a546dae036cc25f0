import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AnswersShape, LineScorer, LineSplitter, loadBundle, Scorer } from '../src/index.js';
import { goldenBytes } from '../test-support/golden.js';
import { Random } from '../test-support/random.js';

/** The lines of `bytes` by the rule, simply: LF, CR LF or CR end a line; a final line end starts no line. */
function referenceLines(bytes, limit) {
  const out = [];
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length) {
      if (start < bytes.length) out.push(describe(bytes.subarray(start), limit));
      break;
    }
    if (bytes[i] === 0x0a || bytes[i] === 0x0d) {
      out.push(describe(bytes.subarray(start, i), limit));
      if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) i++;
      start = i + 1;
    }
  }
  return out;
}

function describe(line, limit) {
  return line.length > limit ? `overlong ${line.length}` : `line ${Buffer.from(line).toString('latin1')}`;
}

/** The lines the splitter finds when fed `bytes` in the given pieces. */
function splitterLines(bytes, cuts, limit) {
  const out = [];
  const splitter = new LineSplitter(limit, (b, s, e) => {
    assert.ok(e - s <= limit);
    out.push(describe(b.subarray(s, e), limit));
  }, (length) => out.push(`overlong ${length}`));
  let at = 0;
  for (const cut of [...cuts, bytes.length]) {
    splitter.push(bytes.subarray(at, cut));
    at = cut;
  }
  splitter.end();
  return out;
}

test('lines end at LF, CR LF and CR, wherever the input is cut into chunks', () => {
  const random = new Random(3);
  for (let round = 0; round < 3000; round++) {
    const length = random.int(40);
    const bytes = Uint8Array.from({ length }, () => random.pick([0x0a, 0x0d, 0x61, 0x62, 0x20]));
    const limit = random.between(1, 12);
    const cuts = [...new Set(Array.from({ length: random.int(6) }, () => random.int(length + 1)))].sort((a, b) => a - b);
    assert.deepEqual(splitterLines(bytes, cuts, limit), referenceLines(bytes, limit), `${JSON.stringify(Buffer.from(bytes).toString('latin1'))} cut at ${cuts}, limit ${limit}`);
  }
});

test('blank, invalid and over-long lines get their error lines', () => {
  const lines = new LineScorer(new Scorer(loadBundle(goldenBytes('fitcircle-persona'))), 100);
  const blank = new TextEncoder().encode(' \t ');
  assert.equal(lines.line(blank, 0, blank.length),
    '{"error":{"code":"invalid-json","message":"the line is blank; every input line gets one output line, so remove blank lines or put one answers object on each"}}');
  const broken = new TextEncoder().encode('{"a":');
  assert.equal(lines.line(broken, 0, broken.length), '{"error":{"code":"invalid-json","message":"the line is not valid JSON: unexpected end of input at byte 5"}}');
  assert.equal(lines.overlong(101),
    '{"error":{"code":"limit-exceeded","message":"the line is 101 bytes, over the limit of 100 bytes for one answers object, so it was skipped; put one answers object on each line, or raise the limit with --max-line-bytes"}}');
  assert.equal(lines.rejected, 3);
});

test('the input shape: one document only when it spans lines and nothing follows', () => {
  const verdict = (text) => {
    const shape = new AnswersShape();
    return shape.feed(new TextEncoder().encode(text)) === 'lines' ? 'lines' : shape.atEnd();
  };
  assert.equal(verdict('{\n "a": 1\n}\n'), 'document');
  assert.equal(verdict('  [\r{"a": "}"}]  \n'), 'document');
  assert.equal(verdict('{"a": 1}\n'), 'lines');
  assert.equal(verdict('{"a": 1}\n{"b": 2}\n'), 'lines');
  assert.equal(verdict('{\n"a": "x\ny"}'), 'lines');
  assert.equal(verdict('{\n"a": 1}\nx'), 'lines');
  assert.equal(verdict('x{\n}'), 'lines');
  assert.equal(verdict('{\n"a": 1'), 'lines');
  assert.equal(verdict(''), 'lines');
  assert.equal(verdict('{\n"a": "\\"}"\n}'), 'document');
});

test('property: scoring blocks from their decoded text gives what scoring each line from its bytes gives', async () => {
  const { randomBundle, randomLine } = await import('../test-support/random.js');
  const random = new Random(11);
  for (let round = 0; round < 60; round++) {
    const bundle = loadBundle(randomBundle(random).text);
    const questions = bundle.questions.map((question) => ({
      key: question.key, id: question.id, type: question.type, min: question.min, max: question.max,
      ids: question.options.map((option) => option.id ?? ''), values: question.options.map((option) => option.value ?? 0),
    }));
    const parts = [];
    for (let i = 0; i < 80; i++) parts.push(randomLine(random, questions), Buffer.from(random.pick(['\n', '\r\n', '\r', '\n\n'])));
    const input = new Uint8Array(Buffer.concat(parts));
    const limit = random.chance(0.3) ? random.between(1, 200) : 1 << 20;
    const scorer = new Scorer(bundle);
    const outputs = [];
    for (const blocks of [false, true]) {
      const lines = new LineScorer(scorer, limit);
      const out = [];
      const splitter = new LineSplitter(limit, (b, s, e) => out.push(lines.line(b, s, e)), (n) => out.push(lines.overlong(n)),
        blocks ? (b, s, e) => lines.block(b, s, e, (line) => out.push(line)) : undefined);
      let at = 0;
      while (at < input.length) {
        const next = Math.min(input.length, at + random.between(1, 400));
        splitter.push(input.subarray(at, next));
        at = next;
      }
      splitter.end();
      outputs.push({ out, rejected: lines.rejected });
    }
    assert.deepEqual(outputs[1], outputs[0]);
  }
});
