/**
 * UTF-8 and code point helpers shared by the parser, the writers and the scorer.
 * Browser-safe: only TextEncoder and TextDecoder.
 * @module
 */

const encoder = new TextEncoder();
/** Strict UTF-8 decoding: malformed input throws, a leading BOM is kept. */
const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The UTF-8 bytes of a string (a lone surrogate becomes U+FFFD, as TextEncoder does).
 * @param {string} text
 * @returns {Uint8Array}
 */
export function utf8Bytes(text) {
  return encoder.encode(text);
}

/**
 * Bytes for a text given as a string, a Uint8Array or another ArrayBufferView / ArrayBuffer.
 * @param {string | Uint8Array | ArrayBuffer | ArrayBufferView} input
 * @returns {Uint8Array}
 */
export function toBytes(input) {
  if (typeof input === 'string') return encoder.encode(input);
  if (input instanceof Uint8Array) return input;
  if (input instanceof ArrayBuffer) return new Uint8Array(input);
  if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  throw new TypeError('expected a string, a Uint8Array or an ArrayBuffer');
}

/**
 * Decodes `bytes[start, end)` as strict UTF-8; `null` when it is malformed.
 * @param {Uint8Array} bytes
 * @param {number} start
 * @param {number} end
 * @returns {string | null}
 */
export function decodeStrict(bytes, start, end) {
  let ascii = true;
  for (let i = start; i < end; i++) {
    if (bytes[i] >= 0x80) { ascii = false; break; }
  }
  if (ascii) return asciiString(bytes, start, end);
  try {
    return strictDecoder.decode(bytes.subarray(start, end));
  } catch {
    return null;
  }
}

/**
 * The string of ASCII bytes `bytes[start, end)`.
 * @param {Uint8Array} bytes
 * @param {number} start
 * @param {number} end
 * @returns {string}
 */
export function asciiString(bytes, start, end) {
  const length = end - start;
  if (length <= 0) return '';
  if (length < 64) {
    let text = '';
    for (let i = start; i < end; i++) text += String.fromCharCode(bytes[i]);
    return text;
  }
  return strictDecoder.decode(bytes.subarray(start, end));
}

/**
 * Orders two strings by Unicode code points, which is UTF-8 byte order (JavaScript's `<`
 * orders by UTF-16 code units, which differs for characters above U+FFFF).
 * @param {string} a
 * @param {string} b
 * @returns {number} negative, 0 or positive
 */
export function compareCodePoints(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i), y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate (an astral code point) sorts after every BMP code point.
    const xs = x >= 0xd800 && x <= 0xdfff, ys = y >= 0xd800 && y <= 0xdfff;
    if (xs === ys) return x - y;
    return xs ? 1 : -1;
  }
  return a.length - b.length;
}
