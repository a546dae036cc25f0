/**
 * The respondent's result screen: the outcome's title, description and recommendations and
 * the runner-up, in the shown locale; or why the answers were rejected.
 * @module
 */

import { h } from './dom.js';

/**
 * @param {import('../../../runtimes/js/src/bundle.js').Bundle} bundle
 * @param {import('../../../runtimes/js/src/locales.js').LocaleTexts} texts
 * @param {import('../../../runtimes/js/src/scorer.js').Scored} scored
 * @returns {HTMLElement}
 */
export function resultCard(bundle, texts, scored) {
  if (!scored.ok) {
    return h('div', { class: 'result result-rejected', lang: 'en', dir: 'ltr' },
      h('h3', { class: 'result-title', tabindex: '-1' }, 'No result: these answers are rejected'),
      h('p', { class: 'result-error' }, scored.error.message),
      h('p', { class: 'muted' }, `Error code: ${scored.error.code}`));
  }
  const result = scored.result;
  const outcome = outcomeTexts(bundle, texts, result.outcome);
  const secondary = result.secondary !== null ? outcomeTexts(bundle, texts, result.secondary) : null;
  return h('div', { class: 'result' },
    h('p', { class: 'result-kicker chrome', lang: 'en', dir: 'ltr' }, 'Your result'),
    h('h3', { class: 'result-title', tabindex: '-1' }, outcome.title),
    outcome.description ? h('p', { class: 'result-description' }, outcome.description) : null,
    outcome.recommendations.length > 0
      ? h('section', { class: 'result-recommendations' },
        h('h4', { class: 'chrome', lang: 'en', dir: 'ltr' }, 'Recommendations'),
        h('ul', {}, outcome.recommendations.map((text) => h('li', {}, text))))
      : null,
    secondary ? h('section', { class: 'result-secondary' },
      h('h4', { class: 'chrome', lang: 'en', dir: 'ltr' }, 'Runner-up'),
      h('p', {}, h('strong', {}, secondary.title)),
      secondary.description ? h('p', { class: 'muted' }, secondary.description) : null) : null);
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
