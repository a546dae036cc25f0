/**
 * The loose form of keys and option ids used only to name a near miss ("did you mean"):
 * NFKC; each code point replaced by its full lowercase mapping, one at a time without
 * context; format characters and a fixed list of invisible ones dropped; Unicode white
 * space collapsed to single spaces and trimmed; curly quotes made straight; then NFC.
 * Exact matching never uses it.
 * @module
 */

const FORMAT = /^\p{Cf}$/u;

/**
 * The folded form of `key`.
 * @param {string} key
 * @returns {string}
 */
export function foldKey(key) {
  const ascii = foldedASCII(key);
  return ascii ?? foldedGeneral(key);
}

/**
 * All-ASCII keys: letters lowercased, white space collapsed and trimmed; `null` otherwise.
 * @param {string} key
 * @returns {string | null}
 */
function foldedASCII(key) {
  let out = '';
  let pendingSpace = false;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code >= 0x80) return null;
    if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) {
      pendingSpace = out.length > 0;
      continue;
    }
    if (pendingSpace) {
      out += ' ';
      pendingSpace = false;
    }
    out += code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : key[i];
  }
  return out;
}

/** @param {string} key */
function foldedGeneral(key) {
  const compatible = key.normalize('NFKC');
  let out = '';
  let pendingSpace = false;
  for (const character of compatible) {
    for (const scalar of character.toLowerCase()) {
      const code = /** @type {number} */ (scalar.codePointAt(0));
      if (isInvisible(code, scalar)) continue;
      if (isWhiteSpace(code)) {
        pendingSpace = out.length > 0;
        continue;
      }
      if (pendingSpace) {
        out += ' ';
        pendingSpace = false;
      }
      out += straightQuote(code) ?? scalar;
    }
  }
  return out.normalize('NFC');
}

/**
 * Zero-width, bidirectional-control and other invisible characters, and every format
 * character (general category Cf).
 * @param {number} code
 * @param {string} scalar
 */
export function isInvisible(code, scalar) {
  if (code === 0x00ad || code === 0x034f || code === 0x061c || code === 0x115f || code === 0x1160 || code === 0x17b4
    || code === 0x17b5 || code === 0x180e || (code >= 0x200b && code <= 0x200f) || (code >= 0x202a && code <= 0x202e)
    || (code >= 0x2060 && code <= 0x206f) || code === 0x3164 || (code >= 0xfe00 && code <= 0xfe0f) || code === 0xfeff
    || code === 0xffa0 || (code >= 0xe0000 && code <= 0xe0fff)) {
    return true;
  }
  return FORMAT.test(scalar);
}

/**
 * Unicode's White_Space property.
 * @param {number} code
 */
function isWhiteSpace(code) {
  return (code >= 0x09 && code <= 0x0d) || code === 0x20 || code === 0x85 || code === 0xa0 || code === 0x1680
    || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f
    || code === 0x3000;
}

/**
 * `'` or `"` for a curly or prime quote, else `null`.
 * @param {number} code
 */
function straightQuote(code) {
  switch (code) {
    case 0x2018: case 0x2019: case 0x201a: case 0x201b: case 0x2032: case 0xff07: return "'";
    case 0x201c: case 0x201d: case 0x201e: case 0x201f: case 0x2033: case 0xff02: return '"';
    default: return null;
  }
}
