/**
 * The URL fragment of the preview: `#quiz=ID&seed=N&locale=TAG&page=K&answers=JSON`, each
 * value `encodeURIComponent`-encoded, any subset, any order. DOM-free.
 * @module
 */

/** The names the page reads and writes, in the order it writes them. */
export const FRAGMENT_NAMES = ['quiz', 'seed', 'locale', 'page', 'answers'];

/**
 * Reads a fragment (`location.hash`, with or without its `#`): the known names with their
 * decoded values. A pair that cannot be decoded, or with an unknown name, is left out; when a
 * name is given twice the last one counts.
 * @param {string} hash
 * @returns {{quiz?: string, seed?: string, locale?: string, page?: string, answers?: string}}
 */
export function parseFragment(hash) {
  /** @type {Record<string, string>} */
  const params = {};
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === '') return params;
  for (const part of text.split('&')) {
    if (part === '') continue;
    const cut = part.indexOf('=');
    const rawName = cut < 0 ? part : part.slice(0, cut);
    const rawValue = cut < 0 ? '' : part.slice(cut + 1);
    let name, value;
    try {
      name = decodeURIComponent(rawName);
      value = decodeURIComponent(rawValue);
    } catch {
      continue;
    }
    if (FRAGMENT_NAMES.includes(name)) params[name] = value;
  }
  return params;
}

/**
 * Writes a fragment from values (strings; `null`/`undefined` are left out), in the order of
 * `FRAGMENT_NAMES`. The result starts with `#`, or is `''` when nothing is given.
 * @param {{quiz?: string | null, seed?: string | null, locale?: string | null, page?: string | null, answers?: string | null}} params
 * @returns {string}
 */
export function writeFragment(params) {
  const parts = [];
  for (const name of FRAGMENT_NAMES) {
    const value = /** @type {Record<string, string | null | undefined>} */ (params)[name];
    if (value === null || value === undefined) continue;
    parts.push(`${name}=${encodeURIComponent(value)}`);
  }
  return parts.length === 0 ? '' : '#' + parts.join('&');
}
