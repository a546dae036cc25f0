import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_LOCALES, pageStrings } from '../../Sources/QuizPreview/Page/page-strings.js';
import { choiceHint } from '../../Sources/QuizPreview/Page/choice-limits.js';
import { blockedMessage } from '../../Sources/QuizPreview/Page/paging.js';
import { root, shippedBundles } from './support.js';

/** Every entry of a table, functions called with sample arguments. */
function rendered(words) {
  return Object.fromEntries(Object.entries(words).map(([name, value]) => {
    if (typeof value !== 'function') return [name, value];
    if (name === 'blocked') return [name, value(2, 'Q?', 'missing')];
    if (name === 'chosen') return [name, value(3, true)];
    if (name === 'errorCode' || name === 'timeLeft') return [name, value('x')];
    return [name, value(2, 5)];
  }));
}

test('a German quiz gets German chrome: de and de-AT, English where no table matches', () => {
  const german = pageStrings('de');
  assert.equal(german.lang, 'de');
  assert.equal(german.page(1, 1), 'Seite 1 von 1');
  assert.equal(german.answered(36, 36), '36 von 36 beantwortet');
  assert.equal(german.required, '(Pflicht)');
  assert.equal(german.next, 'Weiter');
  assert.equal(pageStrings('de-AT'), german);
  assert.equal(pageStrings('DE'), german);
  assert.equal(pageStrings('fr').lang, 'en');
  assert.equal(pageStrings(null).page(1, 1), 'Page 1 of 1');
  assert.equal(pageStrings('ar').dir, 'rtl');
  assert.equal(pageStrings('es').next, 'Siguiente');
});

test('every table has every entry, and the translations differ from English', () => {
  const english = rendered(pageStrings('en'));
  assert.deepEqual(PAGE_LOCALES, ['en', 'de', 'es', 'ar']);
  for (const locale of PAGE_LOCALES.slice(1)) {
    const words = rendered(pageStrings(locale));
    assert.deepEqual(Object.keys(words).sort(), Object.keys(english).sort(), locale);
    for (const [name, text] of Object.entries(words)) {
      assert.equal(typeof text, 'string', `${locale}.${name}`);
      assert.ok(text.length > 0, `${locale}.${name}`);
      if (name !== 'lang' && name !== 'dir') assert.notEqual(text, english[name], `${locale}.${name} is English`);
    }
    // Numbers and the question's text reach the sentence.
    assert.match(words.page, /2/, locale);
    assert.match(words.page, /5/, locale);
    assert.match(words.blocked, /Q\?/, locale);
  }
});

test('every locale a shipped quiz is translated into has its table', () => {
  const locales = new Set(shippedBundles().flatMap(({ bundle }) => bundle.locales));
  for (const locale of locales) {
    assert.equal(pageStrings(locale).lang, locale.split('-')[0].toLowerCase(), `no page words for ${locale}`);
  }
});

test('hints and the blocked message take the table', () => {
  const german = pageStrings('de');
  assert.equal(choiceHint(1, 3, 5, german), 'Wähle 1–3');
  assert.equal(choiceHint(0, 1, 4, german), 'Wähle bis zu 1');
  const problems = [{ question: 0, key: 'a', kind: /** @type {const} */ ('missing') }];
  assert.equal(blockedMessage(problems, () => 'Alpha?', german),
    'Eine Frage auf dieser Seite braucht zuerst eine Antwort: „Alpha?“ hat keine Antwort.');
  assert.match(blockedMessage([...problems, ...problems, ...problems], () => 'A?', pageStrings('ar')), /^3 أسئلة/);
});

test('the respondent view writes no English of its own: its words come from the table', () => {
  const english = pageStrings('en');
  const fixed = Object.entries(english).filter(([name, value]) => typeof value === 'string' && !['lang', 'dir'].includes(name))
    .map(([, value]) => value);
  for (const file of ['respondent-view.js', 'question-view.js', 'result-view.js', 'choice-limits.js', 'paging.js']) {
    // The code without its comments (JSDoc quotes words in backticks).
    const source = readFileSync(join(root, 'Sources', 'QuizPreview', 'Page', file), 'utf8')
      .split('\n').filter((line) => !/^\s*(\*|\/\*\*|\/\/)/.test(line)).join('\n');
    for (const text of [...fixed, 'Page ', ' answered', 'Choose ', 'left on this page']) {
      assert.ok(!source.includes(`'${text}'`) && !source.includes(`\`${text}`), `${file} writes “${text}” itself`);
    }
  }
});
