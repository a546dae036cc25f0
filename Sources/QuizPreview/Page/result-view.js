/**
 * The respondent's result screen: the outcome's title, description and recommendations and
 * the runner-up, in the shown locale; a profile's results (a bar per result with its band
 * and written value, facets under their domain) and each axis's letter percentage; or why
 * the answers were rejected.
 * @module
 */

import { h } from './dom.js';
import { pageStrings } from './page-strings.js';
import { profileView } from './profile-results.js';

/**
 * @typedef {{definitions: import('./profile-results.js').ProfileDefinitions, locale: string,
 *   ranges?: Map<string, {min: string, max: string}>}} ProfileContext
 */

/**
 * @param {import('../../../runtimes/js/src/bundle.js').Bundle} bundle
 * @param {import('../../../runtimes/js/src/locales.js').LocaleTexts} texts
 * @param {import('../../../runtimes/js/src/scorer.js').Scored} scored
 * @param {ProfileContext | null} [profile] the quiz's profile members and the shown locale
 * @param {import('./page-strings.js').PageStrings} [words] the page's own words (English by default)
 * @returns {HTMLElement}
 */
export function resultCard(bundle, texts, scored, profile = null, words = pageStrings(null)) {
  const chrome = { lang: words.lang, dir: words.dir };
  if (!scored.ok) {
    // The runtime's message is English; the heading and the code's label are the page's.
    return h('div', { class: 'result result-rejected', ...chrome },
      h('h3', { class: 'result-title', tabindex: '-1' }, words.rejected),
      h('p', { class: 'result-error', lang: 'en', dir: 'ltr' }, scored.error.message),
      h('p', { class: 'muted' }, words.errorCode(scored.error.code)));
  }
  const result = scored.result;
  const view = profile ? profileView(profile.definitions, result.toJSONLine(), profile.locale, profile.ranges) : null;
  const code = view ? view.outcome : result.outcome;
  const runnerUp = view ? view.secondary : result.secondary ?? null;
  if (code === null || code === undefined) {
    // A profile without `nearest`: its results are the whole result.
    return h('div', { class: 'result' },
      h('h3', { class: 'result-title result-kicker chrome', tabindex: '-1', ...chrome }, words.yourResults),
      view ? profileParts(view, words) : null);
  }
  const outcome = outcomeTexts(bundle, texts, code);
  const secondary = runnerUp !== null ? outcomeTexts(bundle, texts, runnerUp) : null;
  return h('div', { class: 'result' },
    h('p', { class: 'result-kicker chrome', ...chrome }, words.yourResult),
    h('h3', { class: 'result-title', tabindex: '-1' }, outcome.title),
    outcome.description ? h('p', { class: 'result-description' }, outcome.description) : null,
    outcome.recommendations.length > 0
      ? h('section', { class: 'result-recommendations' },
        h('h4', { class: 'chrome', ...chrome }, words.recommendations),
        h('ul', {}, outcome.recommendations.map((text) => h('li', {}, text))))
      : null,
    secondary ? h('section', { class: 'result-secondary' },
      h('h4', { class: 'chrome', ...chrome }, words.runnerUp),
      h('p', {}, h('strong', {}, secondary.title)),
      secondary.description ? h('p', { class: 'muted' }, secondary.description) : null) : null,
    view ? profileParts(view, words) : null);
}

/**
 * The results (facets nested under their domain) and the axes' letter percentages.
 * @param {import('./profile-results.js').ProfileView} view
 * @param {import('./page-strings.js').PageStrings} words
 */
function profileParts(view, words) {
  const chrome = { lang: words.lang, dir: words.dir };
  return [
    view.results.length > 0
      ? h('section', { class: 'result-profile' },
        h('h4', { class: 'chrome', ...chrome }, words.results),
        h('ul', { class: 'p-list' }, view.results.map((row) => resultRow(row, words))))
      : null,
    view.axes.length > 0
      ? h('section', { class: 'result-axes' },
        h('h4', { class: 'chrome', ...chrome }, words.axes),
        h('ul', { class: 'p-list' }, view.axes.map((axis) => h('li', { class: 'p-row', 'data-quiz-axis-percent': axis.letter },
          h('div', { class: 'p-head' },
            h('span', { class: 'p-title' }, `${axis.poles[0]} / ${axis.poles[1]}`), ' ',
            h('strong', { class: 'p-band' }, axis.letter), ' ',
            h('span', { class: 'p-value', dir: 'ltr' }, `${axis.percent} %`)),
          bar(axis.fill, `${axis.letter}: ${axis.percent} %`)))))
      : null,
  ];
}

/**
 * One result: title, band title, written value, a bar, the band's description and
 * recommendations, then its facets.
 * @param {import('./profile-results.js').ResultRow} row
 * @param {import('./page-strings.js').PageStrings} words
 * @returns {HTMLElement}
 */
function resultRow(row, words) {
  const bandText = row.bandTitle ?? words.noBand;
  return h('li', { class: 'p-row', 'data-quiz-result-id': row.id, 'data-quiz-band': row.band ?? '' },
    h('div', { class: 'p-head' },
      h('span', { class: 'p-title' }, row.title), ' ',
      h('strong', { class: 'p-band' }, bandText), ' ',
      h('span', { class: 'p-value', dir: 'ltr', 'data-quiz-value': row.value ?? '' }, row.value ?? '—')),
    bar(row.fill, `${row.title}: ${bandText}${row.value !== null ? `, ${row.value}` : ''}`),
    h('ol', { class: 'p-bands', 'aria-label': words.bands }, row.bands.map((band) =>
      h('li', { class: band.current ? 'p-band-step p-band-current' : 'p-band-step', 'aria-current': band.current ? 'true' : null },
        band.title))),
    row.bandDescription ? h('p', { class: 'p-description' }, row.bandDescription) : null,
    row.recommendations.length > 0 ? h('ul', { class: 'p-recommendations' }, row.recommendations.map((text) => h('li', {}, text))) : null,
    row.children.length > 0 ? h('ul', { class: 'p-list p-facets' }, row.children.map((child) => resultRow(child, words))) : null);
}

/**
 * A bar filled to `fill` (0 to 1), or none when the value's range is not known.
 * @param {number | null} fill
 * @param {string} label
 */
function bar(fill, label) {
  if (fill === null) return null;
  return h('div', { class: 'p-bar', role: 'img', 'aria-label': label },
    h('span', { class: 'p-bar-fill', style: `inline-size: ${(fill * 100).toFixed(2)}%` }));
}

/**
 * An outcome's texts in a locale (the code as the title when the bundle has no such outcome).
 * @param {import('../../../runtimes/js/src/bundle.js').Bundle} bundle
 * @param {import('../../../runtimes/js/src/locales.js').LocaleTexts} texts
 * @param {string} code
 */
export function outcomeTexts(bundle, texts, code) {
  const index = bundle.outcomes.findIndex((outcome) => outcome.code === code);
  if (index < 0) return { title: code, description: '', recommendations: [] };
  return texts.outcomes[index];
}
