/**
 * Which locale of a quiz to show for a language preference, and its texts aligned with the
 * bundle's questions and outcomes. DOM-free.
 * @module
 */

import { lookupLocale } from '../../../runtimes/js/src/locales.js';

/**
 * The bundle's locale for a preference (RFC 4647 lookup, as apps do: `de-AT` → `de`); the
 * source locale when there is no preference or none matches.
 * @param {import('../../../runtimes/js/src/bundle.js').Bundle} bundle
 * @param {string | null | undefined} preference
 * @returns {string}
 */
export function resolveLocale(bundle, preference) {
  if (!preference) return bundle.sourceLocale;
  return lookupLocale(bundle, [preference]);
}

/**
 * The texts of a locale of the bundle (ASCII case ignored), aligned by index with
 * `bundle.questions` (labels with their options) and `bundle.outcomes`; the source's when
 * the bundle has no such locale.
 * @param {import('../../../runtimes/js/src/bundle.js').Bundle} bundle
 * @param {string} tag
 * @returns {import('../../../runtimes/js/src/locales.js').LocaleTexts}
 */
export function localeTexts(bundle, tag) {
  const folded = tag.toLowerCase();
  return bundle.translations.find((texts) => texts.locale.toLowerCase() === folded) ?? bundle.sourceTexts;
}
