/**
 * HMAC-SHA256 (RFC 2104) on this runtime's SHA-256, for signing session tokens.
 * @module
 */

import { sha256 } from './sha256.js';

const encoder = new TextEncoder();
const BLOCK = 64;

/**
 * The HMAC-SHA256 of `message` under `key`, as lowercase hexadecimal.
 * @param {Uint8Array | string} key bytes, or a string taken as its UTF-8
 * @param {Uint8Array | string} message bytes, or a string taken as its UTF-8
 */
export function hmacSha256Hex(key, message) {
  let keyBytes = typeof key === 'string' ? encoder.encode(key) : key;
  if (keyBytes.length > BLOCK) keyBytes = sha256(keyBytes);
  const text = typeof message === 'string' ? encoder.encode(message) : message;
  const inner = new Uint8Array(BLOCK + text.length);
  const outer = new Uint8Array(BLOCK + 32);
  for (let i = 0; i < BLOCK; i++) {
    const byte = i < keyBytes.length ? keyBytes[i] : 0;
    inner[i] = byte ^ 0x36;
    outer[i] = byte ^ 0x5c;
  }
  inner.set(text, BLOCK);
  outer.set(sha256(inner), BLOCK);
  let hex = '';
  for (const byte of sha256(outer)) hex += (byte < 16 ? '0' : '') + byte.toString(16);
  return hex;
}
