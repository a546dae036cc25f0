/**
 * Random bundles and random, often hostile, answer lines for the property and
 * differential tests and the benchmark. Deterministic for a given seed.
 */

import { bundleHash, JSONNumber, JSONObject, writeJSON } from '../src/index.js';

/** A small seeded generator (mulberry32). */
export class Random {
  /** @param {number} seed */
  constructor(seed) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next() {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** @param {number} n an integer in [0, n) */
  int(n) {
    return Math.floor(this.next() * n);
  }

  /** @param {number} low @param {number} high an integer in [low, high] */
  between(low, high) {
    return low + this.int(high - low + 1);
  }

  /** @param {number} p */
  chance(p) {
    return this.next() < p;
  }

  /** @template T @param {T[]} items @returns {T} */
  pick(items) {
    return items[this.int(items.length)];
  }

  /** @template T @param {T[]} items */
  shuffle(items) {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
}

const NAMES = ['a', 'b', 'lion', 'cat', 'Cat', 'x y', 'é', 'e\u0301', 'ﬁ', 'naïve', '😀', 'quote"d', 'back\\slash', 'tab\there',
  'line\nbreak', '1', '10', '2', 'ß', 'İ', 'Σ', '\u00a0pad', 'zero\u200bwidth', '’curly’', 'Ünïcödé', '\uffff', '𝔸', 'key-1', 'KEY_1'];

/**
 * @param {Random} random
 * @param {number} count
 * @param {string[]} pool
 */
function distinctNames(random, count, pool = NAMES) {
  const names = new Set();
  while (names.size < count) {
    const base = random.chance(0.7) ? random.pick(pool) : random.pick(pool) + random.int(100);
    names.add(base);
  }
  return [...names];
}

/** @param {number} n */
const num = (n) => new JSONNumber(String(n));

/**
 * A random bundle as a plain description (for answer generation) and its JSON text (hash included).
 * @param {Random} random
 */
export function randomBundle(random) {
  const traits = distinctNames(random, random.between(2, 6));
  const model = random.pick(['axes', 'highest', 'bands']);
  /** @type {Array<[string, unknown]>} */
  const scoring = [['initial', new JSONObject(traits.filter(() => random.chance(0.3)).map((trait) => [trait, num(random.between(1, 5) * random.pick([-1, 1]))]))], ['model', model]];
  if (model === 'axes') {
    const shuffled = random.shuffle(traits.slice());
    const axes = [];
    for (let i = 0; i + 1 < shuffled.length; i += 2) {
      axes.push(new JSONObject([['poles', [shuffled[i], shuffled[i + 1]]], ['tie', random.chance(0.5) ? shuffled[i] : 'X']]));
    }
    scoring.push(['axes', axes]);
  } else if (model === 'highest') {
    scoring.push(['ties', random.shuffle(traits.slice())], ['secondary', random.chance(0.6)]);
  } else {
    const bands = [];
    let max = random.between(-6, 2);
    const count = random.between(1, 4);
    for (let i = 0; i < count - 1; i++) {
      bands.push(new JSONObject([['outcome', 'band' + i], ['max', num(max)]]));
      max += random.between(1, 5);
    }
    bands.push(new JSONObject([['outcome', 'top']]));
    scoring.push(['trait', random.pick(traits)], ['bands', bands]);
  }
  const questionCount = random.between(1, 8);
  const keys = distinctNames(random, questionCount, random.chance(0.5) ? NAMES : ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9']);
  const poolNames = ['p1', 'p2', 'p3'];
  const questions = [];
  const described = [];
  for (let index = 0; index < questionCount; index++) {
    const type = random.pick(['scale', 'single', 'multiple', 'range']);
    const weights = () => new JSONObject(traits.filter(() => random.chance(0.4)).map((trait) => [trait, num(random.between(1, 5) * random.pick([-1, 1, 1]))]));
    const options = [];
    const ids = [];
    const values = [];
    let min = null, max = null;
    if (type === 'scale') {
      let value = random.between(-3, 2) * (random.chance(0.1) ? 1000 : 1);
      const count = random.between(2, 7);
      for (let i = 0; i < count; i++) {
        values.push(value);
        options.push(new JSONObject([['label', 'v' + value], ['weights', weights()], ['pin', false], ['value', num(value)]]));
        value += random.chance(0.1) ? random.between(40, 100) : random.between(1, 3);
      }
    } else {
      const count = type === 'range' ? random.between(2, 12) : random.between(1, 6);
      for (const id of distinctNames(random, count)) {
        ids.push(id);
        options.push(new JSONObject([['label', 'L ' + id], ['weights', weights()], ['pin', random.chance(0.2)], ['id', id]]));
      }
      if (type === 'multiple') {
        max = random.between(1, count);
        min = random.between(0, max);
      } else if (type === 'range') {
        min = random.pick([0, 1, -3, -10, 5, 1e12 - 100]);
        max = min + random.pick([1, 3, 4, 6, 10, 100]);
      }
    }
    const pool = random.chance(0.4) ? random.pick(poolNames) : null;
    /** @type {Array<[string, unknown]>} */
    const members = [['id', 'id-' + index], ['key', keys[index]], ['text', 'Question ' + index], ['type', type],
      ['required', random.chance(0.7)], ['shuffle', type !== 'scale' && type !== 'range' && random.chance(0.5)], ['pin', random.chance(0.2)],
      ['options', options]];
    if (pool !== null) members.push(['pool', pool]);
    if (min !== null) members.push(['min', num(min)], ['max', num(max)]);
    questions.push(new JSONObject(members));
    described.push({ key: keys[index], id: 'id-' + index, type, ids, values, min, max, pool });
  }
  let draw = [];
  const roll = random.next();
  if (roll < 0.15) {
    draw = [new JSONObject([['count', num(random.between(1, questionCount))]])];
  } else if (roll < 0.35) {
    const used = [...new Set(described.map((question) => question.pool).filter((pool) => pool !== null))];
    draw = used.map((pool) => new JSONObject([['pool', pool], ['count', num(random.between(1, described.filter((question) => question.pool === pool).length))]]));
  }
  const outcomes = new JSONObject(['top', 'band0', ...traits.slice(0, 2)].filter((code, i, all) => all.indexOf(code) === i)
    .map((code) => [code, new JSONObject([['title', 'T ' + code], ['description', 'D'], ['recommendations', ['r']]])]));
  /** @type {Array<[string, unknown]>} */
  const root = [
    ['format', 'quiz-bundle/1'], ['quiz', 'random'], ['version', '1.0.' + random.int(10)], ['title', 'Random'], ['locale', 'en'],
    ['traits', traits], ['scoring', new JSONObject(scoring)],
    ['presentation', new JSONObject([['page_size', num(1)], ['shuffle_questions', random.chance(0.5)], ['shuffle_options', random.chance(0.5)], ['time_limit', null], ['draw', draw]])],
    ['questions', questions], ['outcomes', outcomes], ['examples', []],
  ];
  const withoutHash = writeJSON(new JSONObject(root), { sortKeys: true, pretty: true });
  root.push(['hash', bundleHash(withoutHash)]);
  return { text: writeJSON(new JSONObject(root), { sortKeys: true, pretty: true }), questions: described };
}

const RANGE_LITERALS = ['0.35', '5e-1', '1E0', '-0', '0.5', '1e400', '1e-400', '-0.0', '2.5', '7.000000000000001', '4.3', '-2.7', '1e1', '10E-1',
  '0.999999999999999999999', '3.4999999999999999999', '1e12', '-1e12', '999999999999.5', '1000000000000', '99999999999999999999', '0.1e1'];

/**
 * The literal text of a valid answer.
 * @param {Random} random
 * @param {{type: string, ids: string[], values: number[], min: number | null, max: number | null}} question
 */
export function validAnswer(random, question) {
  switch (question.type) {
    case 'scale': return String(random.pick(question.values));
    case 'single': return quote(random.pick(question.ids));
    case 'multiple': {
      const count = random.between(/** @type {number} */ (question.min), /** @type {number} */ (question.max));
      return '[' + random.shuffle(question.ids.slice()).slice(0, count).map(quote).join(random.pick([',', ', '])) + ']';
    }
    default: {
      const min = /** @type {number} */ (question.min), max = /** @type {number} */ (question.max);
      const roll = random.next();
      if (roll < 0.3) return quote(random.pick(question.ids));
      if (roll < 0.7) return String(random.between(min, max));
      const whole = random.between(min, max - 1);
      return String(whole) + '.' + String(random.int(1000)).padStart(random.between(1, 3), '0');
    }
  }
}

/** @param {string} text */
function quote(text) {
  return writeJSON(text);
}

const HOSTILE = [
  '', ' ', '\t', '{', '}', '[]', '{}', 'null', 'true', '1', '"x"', '{"a":}', '{"a" 1}', '{,}', '{"a":1,}', '[1,]', '{"a":1 "b":2}',
  '\u00ef\u00bb\u00bf{}', '{"\\ud800":1}', '{"\\udc00":1}', '{"\\ud83d\\ude00":1}', '{"a":"\\x"}', '{"a":"\\u12"}', '{"a":"\\u12G4"}',
  '{"a":01}', '{"a":-}', '{"a":1.}', '{"a":1e}', '{"a":1e+}', '{"a":tru}', '{"a":nul}', '{"a":"x\u0001"}', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  '{"a":1,"a":2}', '{"a":{"b":{"c":[1,2,{"d":null}]}}}', '"unterminated', '{"a":1}x', '{"a":1} ', ' {"a":1}', '{"a":[1,2,3]}',
];

/**
 * A random answers line: valid, slightly wrong, or hostile. Returns bytes (possibly invalid UTF-8).
 * @param {Random} random
 * @param {Array<{key: string, id: string, type: string, ids: string[], values: number[], min: number | null, max: number | null}>} questions
 * @returns {Uint8Array}
 */
export function randomLine(random, questions) {
  const roll = random.next();
  if (roll < 0.06) return Buffer.from(random.pick(HOSTILE), 'utf8');
  if (roll < 0.08) return Uint8Array.from({ length: random.between(1, 40) }, () => random.pick([0x7b, 0x7d, 0x22, 0x5c, 0x3a, 0x2c, 0x61, 0x31, 0x20, 0xc3, 0xa9, 0xff, 0xe2, 0x80, 0x5b, 0x5d, 0x09]));
  /** @type {Array<[string, string]>} */
  let members = questions.map((question) => [quote(question.key), validAnswer(random, question)]);
  if (roll < 0.55) {
    // Mostly valid: keys in order, plain spacing.
    if (random.chance(0.2)) members = members.filter(() => random.chance(0.8));
  } else {
    const mutations = random.between(1, 3);
    for (let m = 0; m < mutations; m++) members = mutate(random, members, questions);
  }
  const space = () => (random.chance(0.8) ? '' : random.pick([' ', '  ', '\t', ' \t ']));
  const text = space() + '{' + space() + members.map(([key, value]) => key + space() + ':' + space() + value).join(space() + ',' + space()) + space() + '}' + space();
  const bytes = Buffer.from(text, 'utf8');
  if (random.chance(0.02)) return bytes.subarray(0, random.int(bytes.length));
  return bytes;
}

/**
 * @param {Random} random
 * @param {Array<[string, string]>} members
 * @param {Array<{key: string, id: string, type: string, ids: string[], values: number[], min: number | null, max: number | null}>} questions
 * @returns {Array<[string, string]>}
 */
function mutate(random, members, questions) {
  const out = members.slice();
  const at = out.length > 0 ? random.int(out.length) : 0;
  const question = questions[Math.min(at, questions.length - 1)];
  switch (random.int(16)) {
    case 0: random.shuffle(out); break;
    case 1: out.splice(at, 1); break;
    case 2: out.push([quote(random.pick(['unknown', question.key.toUpperCase(), ' ' + question.key + ' ', question.key.normalize('NFD'), question.key.normalize('NFKD'), question.id, question.key.replace(/'/g, '’'), question.key + '\u200b'])), validAnswer(random, question)]); break;
    case 3: if (out[at]) out[at] = [out[at][0], random.pick(['null', 'true', 'false', '{}', '[]', '"x"', '3', '-0', '3.0', '30e-1', '3.5', '1e400', '-1e-400', '[1]', '["a",1]', '12345678901234567890', '999999999999999999', '-99999999999999999'])]; break;
    case 4: if (out[at]) out[at] = [out[at][0], random.pick(RANGE_LITERALS)]; break;
    case 5: if (out[at] && question.ids.length > 0) out[at] = [out[at][0], quote(random.pick(question.ids).toUpperCase() + random.pick(['', ' ', 'x']))]; break;
    case 6: if (out[at] && question.ids.length > 0) out[at] = [out[at][0], '[' + [random.pick(question.ids), random.pick(question.ids)].map(quote).join(',') + ']']; break;
    case 7: if (out[at]) out.push(out[at]); break;
    case 8: if (out[at]) out[at] = [escapeSome(random, out[at][0]), out[at][1]]; break;
    case 9: if (out[at]) out[at] = [out[at][0], escapeSome(random, out[at][1])]; break;
    case 10: if (out[at]) out[at] = [out[at][0], 'null']; break;
    case 11: if (out[at] && question.ids.length > 0) out[at] = [out[at][0], '[' + random.shuffle(question.ids.slice()).map(quote).join(',') + ']']; break;
    case 12: if (out[at]) out[at] = [out[at][0], String(random.between(-20, 120))]; break;
    case 13: if (out[at]) out[at] = [out[at][0], '"' + random.pick(question.ids.length ? question.ids : ['x']) + '\\u0000"']; break;
    case 14: if (out[at] && question.values.length) out[at] = [out[at][0], String(random.pick(question.values)) + random.pick(['.0', 'e0', 'E+0', '.5', '0'])]; break;
    default: out.push([quote('extra' + random.int(3)), 'null']);
  }
  return out;
}

/**
 * A JSON string literal with some plain characters written as \u escapes.
 * @param {Random} random
 * @param {string} literal
 */
function escapeSome(random, literal) {
  if (!literal.startsWith('"')) return literal;
  return '"' + [...literal.slice(1, -1)].map((character) => (/^[a-z0-9]$/i.test(character) && random.chance(0.5)
    ? '\\u' + character.charCodeAt(0).toString(16).padStart(4, '0') : character)).join('') + '"';
}
