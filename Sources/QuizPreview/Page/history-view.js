/**
 * The history of finished sessions on the result screen: quiz, result, when it finished and
 * how long it took, the most recent first, and a button that clears it.
 * @module
 */

import { h } from './dom.js';

/**
 * The history's heading, table (or the words saying it is empty) and clear button.
 * @param {import('./session-store.js').HistoryRow[]} rows the most recent first
 * @param {import('./page-strings.js').PageStrings} words
 * @param {() => void} clear
 * @returns {HTMLElement[]}
 */
export function historyList(rows, words, clear) {
  const heading = h('h3', { class: 'r-history-title' }, words.history);
  if (rows.length === 0) return [heading, h('p', { class: 'muted' }, words.noHistory)];
  const head = h('tr', {}, [words.historyQuiz, words.historyResult, words.historyDate, words.historyDuration]
    .map((text) => h('th', { scope: 'col' }, text)));
  const body = rows.map((row) => h('tr', { 'data-quiz-history-row': row.quiz },
    h('td', {}, row.quiz), h('td', { 'data-quiz-history-result': true }, row.result),
    h('td', { dir: 'ltr' }, row.date), h('td', { dir: 'ltr' }, row.duration)));
  return [heading,
    h('table', { class: 'r-history-table' }, h('thead', {}, head), h('tbody', {}, body)),
    h('button', { type: 'button', class: 'button button-quiet', onclick: clear }, words.clearHistory)];
}
