/**
 * How a scale's pills are laid out: all in one row of equal pills when the row fits, else
 * one pill a line, never a row that wraps unevenly (4 + 1, 1 + 2 + 2). The styles do the
 * switch (`.pills` in preview.css: each pill's flex basis is 0 when the row fits and larger
 * than any line when it does not); this module tells them how many pills there are and how
 * wide the narrowest pill may be. DOM-free.
 * @module
 */

/** The longest word a pill keeps on one line, in characters; longer ones break anywhere. */
export const LONGEST_KEPT_WORD = 16;

/**
 * The custom properties of a scale's pill row: `--pill-count` and `--pill-min` (the
 * narrowest a pill may be in a row: its longest word or value, and its padding).
 * @param {string[]} texts each pill's text as shown, its value and label (`"1 Strongly Disagree"`)
 * @returns {string} a `style` attribute
 */
export function pillRowStyle(texts) {
  let longest = 1;
  for (const text of texts) {
    for (const word of text.split(/\s+/u)) longest = Math.max(longest, Math.min(LONGEST_KEPT_WORD, [...word].length));
  }
  return `--pill-count: ${Math.max(1, texts.length)}; --pill-min: calc(${longest}ch + 2.5rem)`;
}
