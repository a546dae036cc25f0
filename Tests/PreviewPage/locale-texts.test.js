import { test } from 'node:test';
import assert from 'node:assert/strict';
import { localeTexts, resolveLocale } from '../../Sources/QuizPreview/Page/locale-texts.js';
import { conformanceBundle, shippedBundles } from './support.js';

test('a preference resolves by lookup to a locale of the quiz, else its source locale', () => {
  const bundle = conformanceBundle('locales');
  assert.equal(resolveLocale(bundle, 'de-AT'), 'de');
  assert.equal(resolveLocale(bundle, 'DE-ch'), 'de-CH');
  assert.equal(resolveLocale(bundle, 'fr'), bundle.sourceLocale);
  assert.equal(resolveLocale(bundle, null), bundle.sourceLocale);
  assert.equal(resolveLocale(bundle, ''), bundle.sourceLocale);
});

test('the texts are aligned with the questions and say their direction', () => {
  const bundle = conformanceBundle('locales');
  const arabic = localeTexts(bundle, 'AR');
  assert.equal(arabic.locale, 'ar');
  assert.equal(arabic.direction, 'rtl');
  assert.equal(arabic.questions.length, bundle.questions.length);
  bundle.questions.forEach((question, index) => assert.equal(arabic.questions[index].labels.length, question.options.length));
  assert.equal(localeTexts(bundle, 'xx').locale, bundle.sourceLocale);
  assert.equal(localeTexts(bundle, 'xx').title, bundle.title);
});

test('shipped translations: color and fitcircle-persona read right to left in Arabic', () => {
  const bundles = Object.fromEntries(shippedBundles().map(({ name, bundle }) => [name, bundle]));
  for (const name of ['color.json', 'fitcircle-persona.json']) {
    const bundle = bundles[name];
    assert.ok(bundle.locales.includes('ar'), name);
    assert.equal(localeTexts(bundle, resolveLocale(bundle, 'ar')).direction, 'rtl');
  }
  assert.equal(localeTexts(bundles['mbti.json'], resolveLocale(bundles['mbti.json'], 'de')).locale, 'de');
});
