import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DecimalLiteral } from '../src/decimal.js';
import { sha256Hex } from '../src/sha256.js';
import { canonicalLiteral } from '../src/bundle.js';

test('decimal literals are read exactly', () => {
  const read = (text) => {
    const decimal = DecimalLiteral.parse(text);
    return decimal && [decimal.negative, decimal.digits, decimal.exponent];
  };
  assert.deepEqual(read('0.350'), [false, '35', -2]);
  assert.deepEqual(read('-12e+3'), [true, '12', 3]);
  assert.deepEqual(read('1200'), [false, '12', 2]);
  assert.deepEqual(read('-0.0'), [true, '', 0]);
  assert.equal(read('1e'), null);
  assert.equal(read('1.2.3'), null);
  assert.equal(read('x'), null);
  assert.equal(DecimalLiteral.parse('30e-1').isInteger, true);
  assert.equal(DecimalLiteral.parse('3.5').isInteger, false);
});

test('floor times a factor, exactly and with the Swift bounds', () => {
  const floor = (text, factor, bound = 1n << 52n) => DecimalLiteral.parse(text).floorTimesBig(BigInt(factor), bound);
  assert.equal(floor('0.35', 20), 7n);
  assert.equal(floor('-0.35', 20), -7n);
  assert.equal(floor('-0.351', 20), -8n);
  assert.equal(floor('4.3', 1), 4n);
  assert.equal(floor('-2.7', 1), -3n);
  assert.equal(floor('1e-40', 20), 0n);
  assert.equal(floor('-1e-40', 20), -1n);
  assert.equal(floor('1e19', 1), null);
  assert.equal(floor('999999999999999999', 1, 1n << 62n), 999999999999999999n);
  assert.equal(floor('999999999999999999', 100, (1n << 63n) - 1n), null);
  assert.equal(floor('1e12', 1, 1000000000000n), 1000000000000n);
  assert.equal(floor('1000000000001', 1, 1000000000000n), null);
});

test('canonical literals: the shortest form a double holds exactly', () => {
  assert.equal(canonicalLiteral('0.50'), '0.5');
  assert.equal(canonicalLiteral('5e-1'), '0.5');
  assert.equal(canonicalLiteral('1.0'), '1');
  assert.equal(canonicalLiteral('-0.0'), '0');
  assert.equal(canonicalLiteral('1e21'), '1e+21');
  assert.equal(canonicalLiteral('0.30000000000000001'), null);
  assert.equal(canonicalLiteral('1e400'), null);
  assert.equal(canonicalLiteral('1e-400'), null);
});

test('SHA-256 matches the FIPS 180-4 examples', () => {
  const hex = (text) => sha256Hex(new TextEncoder().encode(text));
  assert.equal(hex(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  assert.equal(hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  assert.equal(hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'), '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  assert.equal(hex('a'.repeat(1000000)), 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
});
