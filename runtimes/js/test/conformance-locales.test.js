// Replays the conformance kinds `locale` and `accept-language` on a small suite written by
// hand (test/fixtures/locales-suite, laid out like Tests/Conformance), so the replay is
// tested before the recorded Tests/Conformance/required/locales.json exists.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { JSONObject, loadBundle, parseJSON } from '../src/index.js';
import { BundleCache, runCase, suiteFiles } from '../test-support/conformance.js';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('conformance replay of locale and accept-language cases', () => {
  const directory = path.join(here, 'fixtures/locales-suite');
  const bundles = new BundleCache(directory);
  const files = suiteFiles(directory, 'required');

  test('the fixture suite passes', () => {
    assert.equal(files.length, 1);
    const suite = JSON.parse(fs.readFileSync(files[0], 'utf8'));
    assert.equal(suite.suite, 'quiz-runtime-conformance/1');
    const kinds = new Set(suite.cases.map((testCase) => testCase.kind));
    assert.deepEqual([...kinds].sort(), ['accept-language', 'locale']);
    for (const testCase of suite.cases) assert.equal(runCase(testCase, bundles), null, testCase.id);
    // The fixture bundle is one with locales and a verified hash.
    assert.deepEqual(bundles.get('locales').scorer.bundle.locales, ['ar', 'de', 'de-CH', 'en', 'pt-BR', 'x-pirate', 'zh-Hant']);
  });

  test('a case that differs fails, and an unknown kind fails', () => {
    const locale = { id: 'l', kind: 'locale', bundle: 'locales', preferred: ['de-AT', 'en'], locale: 'de', direction: 'ltr', title: 'de: Text keys' };
    assert.equal(runCase(locale, bundles), null);
    assert.equal(runCase({ ...locale, locale: 'en' }, bundles), 'expected the locale "en", got "de"');
    assert.equal(runCase({ ...locale, locale: 'DE' }, bundles), 'expected the locale "DE", got "de"');
    assert.equal(runCase({ ...locale, direction: 'rtl' }, bundles), 'expected the direction rtl, got ltr');
    assert.equal(runCase({ ...locale, title: 'de: Text Keys' }, bundles), 'expected the title "de: Text Keys"\n     got "de: Text keys"');
    const accept = { id: 'a', kind: 'accept-language', header: 'de-AT;q=0.8, fr, *;q=0.1, en;q=0', preferred: ['fr', 'de-AT', '*'] };
    assert.equal(runCase(accept, bundles), null);
    assert.equal(runCase({ ...accept, preferred: ['fr', 'de-AT'] }, bundles), 'expected ["fr","de-AT"]\n     got ["fr","de-AT","*"]');
    assert.equal(runCase({ ...accept, preferred: ['fr', '*', 'de-AT'] }, bundles), 'expected ["fr","*","de-AT"]\n     got ["fr","de-AT","*"]');
    assert.equal(runCase({ ...accept, kind: 'accept-languages' }, bundles), 'unknown kind accept-languages');
  });
});

test('the hand-written fixture bundle is a bundle with locales as the runtime reads it', () => {
  const bytes = fs.readFileSync(path.join(here, 'fixtures/locales-suite/bundles/locales.json'));
  const root = parseJSON(bytes);
  assert.ok(root instanceof JSONObject);
  assert.equal(root.get('locale'), undefined);
  assert.equal(root.get('source_locale'), 'en');
  assert.equal(loadBundle(bytes).translations.length, 6);
});
