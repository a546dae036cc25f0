import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  BundleError, defaultDirection, JSONNumber, loadBundle, localize, lookupLocale, parseAcceptLanguage, parseJSON,
  writeJSON,
} from '../src/index.js';
import { lookupTag, MAX_LANGUAGE_RANGE_LENGTH, MAX_LANGUAGE_RANGES } from '../src/locales.js';
import { bundleWithLocales, conformanceBundleBytes, mutatedLocalesBundle, removeMember, setMember, toJSONValue } from '../test-support/locales.js';
import { Random, randomBundle } from '../test-support/random.js';

/** The error of loading `text`, as `CODE: DESCRIPTION`. */
function loadError(text, options) {
  try {
    loadBundle(text, options);
  } catch (error) {
    assert.ok(error instanceof BundleError, String(error));
    return `${error.code}: ${error.description}`;
  }
  assert.fail('the bundle loaded');
}

/** A JSON object's member, by a path of names and indices. */
function at(value, ...names) {
  for (const name of names) value = typeof name === 'number' ? value[name] : value.get(name);
  return value;
}

/** The bundle `name` with locales en (source) and `tags`, edited, as `invalid-bundle: …` when it fails. */
function errorOf(name, tags, edit) {
  const { text } = bundleWithLocales(name, tags, { edit });
  return loadError(text);
}

describe('decoding locales', () => {
  test('a bundle written before locales: the source locale from `locale`, its direction from the tag', () => {
    // A current bundle rewritten in the old form: `locale`, no `source_locale`, no `locales`.
    const legacyText = (tag) => {
      const root = parseJSON(conformanceBundleBytes('animal'));
      removeMember(root, 'source_locale');
      removeMember(root, 'locales');
      setMember(root, 'locale', tag);
      return writeJSON(root);
    };
    const bundle = loadBundle(legacyText('en'), { verifyHash: false });
    assert.equal(bundle.sourceLocale, 'en');
    assert.equal(bundle.locale, 'en');
    assert.equal(bundle.sourceDirection, 'ltr');
    assert.deepEqual(bundle.locales, ['en']);
    assert.deepEqual(bundle.translations, []);
    const texts = localize(bundle, ['de-AT', 'fr']);
    assert.equal(texts.locale, 'en');
    assert.equal(texts.title, bundle.title);
    assert.equal(texts.description, bundle.description);
    for (const [tag, direction] of [['ar', 'rtl'], ['AR-eg', 'rtl'], ['az-Arab', 'rtl'], ['ug-Latn', 'ltr'], ['fr', 'ltr'], ['', 'ltr']]) {
      const legacy = loadBundle(legacyText(tag), { verifyHash: false });
      assert.equal(legacy.sourceLocale, tag);
      assert.equal(legacy.sourceDirection, direction, tag);
      assert.deepEqual(legacy.locales, [tag]);
      assert.equal(localize(legacy, ['en']).direction, direction);
      assert.equal(lookupLocale(legacy, ['xx']), tag);
    }
  });

  test('a bundle with locales loads with its hash verified, and exposes every locale', () => {
    const { text } = bundleWithLocales('animal', ['zh-Hant', 'de', 'ar', 'de-CH']);
    const bundle = loadBundle(text);
    assert.equal(bundle.sourceLocale, 'en');
    assert.equal(bundle.sourceDirection, 'ltr');
    assert.deepEqual(bundle.locales, ['ar', 'de', 'de-CH', 'en', 'zh-Hant']);
    assert.deepEqual(bundle.translations.map((texts) => [texts.locale, texts.direction]),
      [['ar', 'rtl'], ['de', 'ltr'], ['de-CH', 'ltr'], ['zh-Hant', 'ltr']]);
    const german = bundle.translations[1];
    assert.equal(german.title, 'de: Which Animal Are You?');
    assert.equal(german.description, `de: ${bundle.description}`);
    assert.equal(german.questions.length, bundle.questions.length);
    bundle.questions.forEach((question, index) => {
      assert.equal(german.questions[index].text, `de: ${question.text}`);
      assert.deepEqual(german.questions[index].labels, question.options.map((option) => `de: ${option.label}`));
    });
    bundle.outcomes.forEach((outcome, index) => {
      assert.equal(german.outcomes[index].title, `de: ${outcome.title}`);
      assert.deepEqual(german.outcomes[index].recommendations, outcome.recommendations.map((each) => `de: ${each}`));
    });
    // The hash covers `locales` and `source_locale`.
    assert.match(loadError(text.replace('"de: Which Animal Are You?"', '"de: Which animal are you?"')), /^hash-mismatch: \/hash: /);
    assert.match(loadError(text.replace('"source_locale": "en"', '"source_locale": "en", "locale": "en"')), /^hash-mismatch: \/hash: /);
  });

  test('scale options are keyed by their value in decimal, negative values included', () => {
    const bundle = loadBundle(bundleWithLocales('types', ['de']).text);
    const scale = bundle.questions.find((question) => question.id === 'sc');
    assert.deepEqual(scale.options.map((option) => option.value), [-2, -1, 0, 1, 2]);
    const texts = localize(bundle, ['de']);
    assert.deepEqual(Object.keys(texts.questions.sc.options).sort(), ['-1', '-2', '0', '1', '2']);
    assert.equal(texts.questions.sc.options['-2'], `de: ${scale.options[0].label}`);
    assert.equal('description' in texts, false);
  });

  test('the source direction is the source entry\'s, not the tag\'s default', () => {
    const { text } = bundleWithLocales('animal', ['ar'], {
      edit: (root) => { setMember(at(root, 'locales', 'en'), 'direction', 'rtl'); setMember(at(root, 'locales', 'ar'), 'direction', 'ltr'); },
    });
    const bundle = loadBundle(text);
    assert.equal(bundle.sourceDirection, 'rtl');
    assert.equal(localize(bundle, ['en']).direction, 'rtl');
    assert.equal(localize(bundle, ['ar']).direction, 'ltr');
  });

  test('source_locale is read before locale; a source locale other than en works', () => {
    const { text } = bundleWithLocales('animal', ['de'], { edit: (root) => setMember(root, 'locale', 5) });
    assert.equal(loadBundle(text).sourceLocale, 'en');
    const french = loadBundle(bundleWithLocales('animal', ['en'], { source: 'fr' }).text);
    assert.equal(french.sourceLocale, 'fr');
    assert.deepEqual(french.locales, ['en', 'fr']);
    assert.equal(localize(french, ['en-US']).title, 'en: Which Animal Are You?');
    assert.equal(localize(french, ['fr-CA']).title, 'Which Animal Are You?');
  });

  test('unknown members of entries, questions and outcomes are ignored', () => {
    const { text } = bundleWithLocales('animal', ['de'], {
      edit: (root) => {
        const entry = at(root, 'locales', 'de');
        setMember(entry, 'translator', 'someone');
        setMember(at(entry, 'questions', 'saturday'), 'low', 'ignored');
        setMember(at(entry, 'outcomes', 'cat'), 'image', toJSONValue({ url: 'cat.png' }));
      },
    });
    assert.equal(localize(loadBundle(text), ['de']).questions.saturday.text.startsWith('de: '), true);
  });

  test('every check of source_locale and locales, in order, with its path and message', () => {
    const cases = [
      // 1. The source locale.
      [(root) => setMember(root, 'source_locale', 5), '/source_locale: expected a string'],
      [(root) => setMember(root, 'source_locale', null), '/source_locale: expected a string'],
      [(root) => { removeMember(root, 'source_locale'); setMember(root, 'locale', toJSONValue(['en'])); }, '/locale: expected a string'],
      [(root) => removeMember(root, 'source_locale'), 'missing "source_locale"'],
      // 3. locales itself.
      [(root) => setMember(root, 'locales', toJSONValue(['en'])), '/locales: expected an object'],
      [(root) => setMember(root, 'locales', null), '/locales: expected an object'],
      // 4a, 4b. Tags.
      [(root) => at(root, 'locales').members[1][0] = 'de_AT', '/locales/de_AT: not a language tag'],
      [(root) => at(root, 'locales').members[1][0] = '', '/locales/: not a language tag'],
      [(root) => at(root, 'locales').members[1][0] = 'de-', '/locales/de-: not a language tag'],
      [(root) => at(root, 'locales').members[1][0] = 'de-abcdefghi', '/locales/de-abcdefghi: not a language tag'],
      [(root) => at(root, 'locales').members[1][0] = 'de\n', '/locales/de\n: not a language tag'],
      [(root) => at(root, 'locales').members[1][0] = 'dé', '/locales/dé: not a language tag'],
      [(root) => at(root, 'locales').members[2][0] = 'DE', '/locales/DE: the same locale as "de"'],
      [(root) => at(root, 'locales').members[2][0] = 'En', '/locales/En: the same locale as "en"'],
      // 4c, 4d. The entry and its direction.
      [(root) => setMember(at(root, 'locales'), 'de', 'Deutsch'), '/locales/de: expected an object'],
      [(root) => removeMember(at(root, 'locales', 'de'), 'direction'), '/locales/de: missing "direction"'],
      [(root) => setMember(at(root, 'locales', 'de'), 'direction', 'auto'), '/locales/de/direction: expected "ltr" or "rtl"'],
      [(root) => setMember(at(root, 'locales', 'de'), 'direction', 'LTR'), '/locales/de/direction: expected "ltr" or "rtl"'],
      [(root) => setMember(at(root, 'locales', 'de'), 'direction', null), '/locales/de/direction: expected "ltr" or "rtl"'],
      // 4e, 4f. Title and description.
      [(root) => removeMember(at(root, 'locales', 'de'), 'title'), '/locales/de: missing "title"'],
      [(root) => setMember(at(root, 'locales', 'de'), 'title', new JSONNumber('1')), '/locales/de/title: expected a string'],
      [(root) => removeMember(at(root, 'locales', 'de'), 'description'), '/locales/de: missing "description"'],
      [(root) => setMember(at(root, 'locales', 'de'), 'description', null), '/locales/de/description: expected a string'],
      // 4g. Questions.
      [(root) => removeMember(at(root, 'locales', 'de'), 'questions'), '/locales/de: missing "questions"'],
      [(root) => setMember(at(root, 'locales', 'de'), 'questions', toJSONValue([])), '/locales/de/questions: expected an object'],
      [(root) => removeMember(at(root, 'locales', 'de', 'questions'), 'saturday'), '/locales/de/questions: missing "saturday"'],
      [(root) => setMember(at(root, 'locales', 'de', 'questions'), 'saturday', 'text'), '/locales/de/questions/saturday: expected an object'],
      [(root) => removeMember(at(root, 'locales', 'de', 'questions', 'saturday'), 'text'), '/locales/de/questions/saturday: missing "text"'],
      [(root) => setMember(at(root, 'locales', 'de', 'questions', 'saturday'), 'text', toJSONValue(['a'])), '/locales/de/questions/saturday/text: expected a string'],
      [(root) => removeMember(at(root, 'locales', 'de', 'questions', 'saturday'), 'options'), '/locales/de/questions/saturday: missing "options"'],
      [(root) => setMember(at(root, 'locales', 'de', 'questions', 'saturday'), 'options', 'x'), '/locales/de/questions/saturday/options: expected an object'],
      [(root) => removeMember(at(root, 'locales', 'de', 'questions', 'saturday', 'options'), 'sunbeam'), '/locales/de/questions/saturday/options: missing "sunbeam"'],
      [(root) => setMember(at(root, 'locales', 'de', 'questions', 'saturday', 'options'), 'sunbeam', null), '/locales/de/questions/saturday/options/sunbeam: expected a string'],
      [(root) => setMember(at(root, 'locales', 'de', 'questions', 'saturday', 'options'), 'nap', 'Nickerchen'), '/locales/de/questions/saturday/options/nap: no such option'],
      [(root) => setMember(at(root, 'locales', 'de', 'questions'), 'weekday', toJSONValue({ text: 'x', options: {} })), '/locales/de/questions/weekday: no such question'],
      // 4h. Outcomes.
      [(root) => removeMember(at(root, 'locales', 'de'), 'outcomes'), '/locales/de: missing "outcomes"'],
      [(root) => setMember(at(root, 'locales', 'de'), 'outcomes', 'x'), '/locales/de/outcomes: expected an object'],
      [(root) => removeMember(at(root, 'locales', 'de', 'outcomes'), 'lion'), '/locales/de/outcomes: missing "lion"'],
      [(root) => setMember(at(root, 'locales', 'de', 'outcomes'), 'lion', toJSONValue(['Löwe'])), '/locales/de/outcomes/lion: expected an object'],
      [(root) => removeMember(at(root, 'locales', 'de', 'outcomes', 'lion'), 'title'), '/locales/de/outcomes/lion: missing "title"'],
      [(root) => setMember(at(root, 'locales', 'de', 'outcomes', 'lion'), 'title', true), '/locales/de/outcomes/lion/title: expected a string'],
      [(root) => removeMember(at(root, 'locales', 'de', 'outcomes', 'lion'), 'description'), '/locales/de/outcomes/lion: missing "description"'],
      [(root) => setMember(at(root, 'locales', 'de', 'outcomes', 'lion'), 'description', null), '/locales/de/outcomes/lion/description: expected a string'],
      [(root) => removeMember(at(root, 'locales', 'de', 'outcomes', 'lion'), 'recommendations'), '/locales/de/outcomes/lion: missing "recommendations"'],
      [(root) => setMember(at(root, 'locales', 'de', 'outcomes', 'lion'), 'recommendations', 'x'), '/locales/de/outcomes/lion/recommendations: expected an array'],
      [(root) => at(root, 'locales', 'de', 'outcomes', 'lion', 'recommendations')[1] = new JSONNumber('2'), '/locales/de/outcomes/lion/recommendations/1: expected a string'],
      [(root) => at(root, 'locales', 'de', 'outcomes', 'lion', 'recommendations').pop(), '/locales/de/outcomes/lion/recommendations: expected 3 recommendations, as in the source locale'],
      [(root) => at(root, 'locales', 'de', 'outcomes', 'lion', 'recommendations').push('mehr'), '/locales/de/outcomes/lion/recommendations: expected 3 recommendations, as in the source locale'],
      // A wrong item is reported before a wrong count.
      [(root) => { const list = at(root, 'locales', 'de', 'outcomes', 'lion', 'recommendations'); list.pop(); list[0] = null; }, '/locales/de/outcomes/lion/recommendations/0: expected a string'],
      [(root) => setMember(at(root, 'locales', 'de', 'outcomes'), 'eagle', toJSONValue({ title: 'Adler', description: '', recommendations: [] })), '/locales/de/outcomes/eagle: no such outcome'],
      // 5. The source locale's entry.
      [(root) => removeMember(at(root, 'locales'), 'en'), '/locales: missing the source locale "en"'],
      [(root) => at(root, 'locales').members[0][0] = 'EN', '/locales: missing the source locale "en"'],
      [(root) => at(root, 'locales').members[0][0] = 'en-US', '/locales: missing the source locale "en"'],
      // 6. The source entry holds the bundle's own texts.
      [(root) => setMember(at(root, 'locales', 'en'), 'title', 'Which animal are you?'), '/locales/en/title: differs from the bundle\'s own text'],
      [(root) => setMember(at(root, 'locales', 'en'), 'description', ''), '/locales/en/description: differs from the bundle\'s own text'],
      [(root) => setMember(at(root, 'locales', 'en', 'questions', 'quarrel'), 'text', 'Quarrel'), '/locales/en/questions/quarrel/text: differs from the bundle\'s own text'],
      [(root) => setMember(at(root, 'locales', 'en', 'questions', 'quarrel', 'options'), 'cheer', 'Cheer'), '/locales/en/questions/quarrel/options/cheer: differs from the bundle\'s own text'],
      [(root) => setMember(at(root, 'locales', 'en', 'outcomes', 'rabbit'), 'title', 'Rabbit!'), '/locales/en/outcomes/rabbit/title: differs from the bundle\'s own text'],
      [(root) => setMember(at(root, 'locales', 'en', 'outcomes', 'rabbit'), 'description', 'A rabbit'), '/locales/en/outcomes/rabbit/description: differs from the bundle\'s own text'],
      [(root) => at(root, 'locales', 'en', 'outcomes', 'rabbit', 'recommendations')[2] = 'Hop', '/locales/en/outcomes/rabbit/recommendations/2: differs from the bundle\'s own text'],
      // Exact scalars: a decomposed é is not the precomposed one.
      [(root) => { setMember(root, 'title', 'Caf\u00e9'); setMember(at(root, 'locales', 'en'), 'title', 'Cafe\u0301'); }, '/locales/en/title: differs from the bundle\'s own text'],
    ];
    for (const [edit, expected] of cases) {
      assert.equal(errorOf('animal', ['de', 'ar'], edit), `invalid-bundle: ${expected}`);
    }
  });

  test('scale options and a bundle without a description', () => {
    const cases = [
      [(root) => setMember(at(root, 'locales', 'de'), 'description', 'Beschreibung'), '/locales/de/description: the bundle has no description'],
      [(root) => setMember(at(root, 'locales', 'de'), 'description', null), '/locales/de/description: the bundle has no description'],
      [(root) => setMember(at(root, 'locales', 'en'), 'description', ''), '/locales/en/description: the bundle has no description'],
      [(root) => removeMember(at(root, 'locales', 'de', 'questions', 'sc', 'options'), '-2'), '/locales/de/questions/sc/options: missing "-2"'],
      [(root) => setMember(at(root, 'locales', 'de', 'questions', 'sc', 'options'), '0', new JSONNumber('0')), '/locales/de/questions/sc/options/0: expected a string'],
      [(root) => setMember(at(root, 'locales', 'de', 'questions', 'sc', 'options'), '+1', 'plus eins'), '/locales/de/questions/sc/options/+1: no such option'],
      [(root) => setMember(at(root, 'locales', 'de', 'questions', 'sc', 'options'), '3', 'drei'), '/locales/de/questions/sc/options/3: no such option'],
      [(root) => setMember(at(root, 'locales', 'en', 'questions', 'sc', 'options'), '1', 'one'), '/locales/en/questions/sc/options/1: differs from the bundle\'s own text'],
    ];
    for (const [edit, expected] of cases) {
      assert.equal(errorOf('types', ['de'], edit), `invalid-bundle: ${expected}`);
    }
  });

  test('the order of the checks: every existing check first, then the source locale, then each entry in document order', () => {
    // An existing check fails first.
    assert.equal(errorOf('animal', ['de'], (root) => { removeMember(root, 'quiz'); setMember(root, 'locales', 5); }), 'invalid-bundle: missing "quiz"');
    assert.equal(errorOf('animal', ['de'], (root) => { setMember(root, 'examples', 5); removeMember(root, 'source_locale'); }), 'invalid-bundle: /examples: expected an array');
    // The source locale before locales.
    assert.equal(errorOf('animal', ['de'], (root) => { removeMember(root, 'source_locale'); setMember(root, 'locales', 5); }), 'invalid-bundle: missing "source_locale"');
    // Earlier members first, every check of a member before the next member.
    assert.equal(errorOf('animal', ['de', 'ar'], (root) => {
      removeMember(at(root, 'locales', 'de', 'outcomes'), 'cat');
      setMember(at(root, 'locales', 'ar'), 'direction', 'up');
    }), 'invalid-bundle: /locales/de/outcomes: missing "cat"');
    assert.equal(errorOf('animal', ['de', 'ar'], (root) => {
      at(root, 'locales').members.reverse();
      removeMember(at(root, 'locales', 'de', 'outcomes'), 'cat');
      setMember(at(root, 'locales', 'ar'), 'direction', 'up');
    }), 'invalid-bundle: /locales/ar/direction: expected "ltr" or "rtl"');
    // Each tag's own checks before the missing source, and the source's texts last.
    assert.equal(errorOf('animal', ['de'], (root) => {
      setMember(at(root, 'locales', 'en'), 'title', 'changed');
      at(root, 'locales').members[1][0] = 'EN';
    }), 'invalid-bundle: /locales/EN: the same locale as "en"');
    assert.equal(errorOf('animal', ['de'], (root) => {
      setMember(at(root, 'locales', 'en'), 'title', 'changed');
      removeMember(at(root, 'locales', 'de', 'questions', 'saturday'), 'text');
    }), 'invalid-bundle: /locales/de/questions/saturday: missing "text"');
    // Inside an entry: direction, title, description, questions (each question: text, then
    // options, then extra options), extra questions, outcomes.
    assert.equal(errorOf('animal', ['de'], (root) => {
      const entry = at(root, 'locales', 'de');
      removeMember(entry, 'title');
      setMember(entry, 'direction', 'x');
    }), 'invalid-bundle: /locales/de/direction: expected "ltr" or "rtl"');
    assert.equal(errorOf('animal', ['de'], (root) => {
      const entry = at(root, 'locales', 'de');
      removeMember(entry, 'description');
      setMember(entry, 'title', new JSONNumber('1'));
    }), 'invalid-bundle: /locales/de/title: expected a string');
    assert.equal(errorOf('animal', ['de'], (root) => {
      const entry = at(root, 'locales', 'de');
      removeMember(entry, 'questions');
      removeMember(entry, 'description');
    }), 'invalid-bundle: /locales/de: missing "description"');
    assert.equal(errorOf('animal', ['de'], (root) => {
      const questions = at(root, 'locales', 'de', 'questions');
      questions.members.unshift(['weekday', 'x']);
      removeMember(at(questions, 'quarrel', 'options'), 'cheer');
    }), 'invalid-bundle: /locales/de/questions/quarrel/options: missing "cheer"');
    assert.equal(errorOf('animal', ['de'], (root) => {
      const questions = at(root, 'locales', 'de', 'questions');
      setMember(at(questions, 'quarrel', 'options'), 'aaa', 'x');
      removeMember(at(questions, 'quarrel', 'options'), 'cheer');
    }), 'invalid-bundle: /locales/de/questions/quarrel/options: missing "cheer"');
    assert.equal(errorOf('animal', ['de'], (root) => {
      const options = at(root, 'locales', 'de', 'questions', 'quarrel', 'options');
      options.members.push(['zzz', 'x'], ['aaa', 'y']);
    }), 'invalid-bundle: /locales/de/questions/quarrel/options/zzz: no such option');
    assert.equal(errorOf('animal', ['de'], (root) => {
      const questions = at(root, 'locales', 'de', 'questions');
      questions.members.unshift(['weekday', 'x']);
      setMember(at(questions, 'saturday', 'options'), 'nap', 'x');
    }), 'invalid-bundle: /locales/de/questions/saturday/options/nap: no such option');
    assert.equal(errorOf('animal', ['de'], (root) => {
      const entry = at(root, 'locales', 'de');
      removeMember(entry, 'outcomes');
      entry.members.unshift(['outcomes', 5]);
      setMember(at(entry, 'questions'), 'weekday', 'x');
    }), 'invalid-bundle: /locales/de/questions/weekday: no such question');
    // Outcomes in the bundle's order, not the entry's.
    assert.deepEqual(loadBundle(conformanceBundleBytes('animal')).outcomes.map((outcome) => outcome.code).slice(0, 2), ['cat', 'lion']);
    assert.equal(errorOf('animal', ['de'], (root) => {
      const outcomes = at(root, 'locales', 'de', 'outcomes');
      outcomes.members.reverse();
      removeMember(at(outcomes, 'lion'), 'title');
      removeMember(at(outcomes, 'cat'), 'title');
    }), 'invalid-bundle: /locales/de/outcomes/cat: missing "title"');
    // The source's texts: title, then questions, then outcomes.
    assert.equal(errorOf('animal', ['de'], (root) => {
      setMember(at(root, 'locales', 'en', 'outcomes', 'cat'), 'title', 'x');
      setMember(at(root, 'locales', 'en', 'questions', 'quarrel'), 'text', 'x');
      setMember(at(root, 'locales', 'en', 'questions', 'saturday', 'options'), 'visits', 'x');
    }), 'invalid-bundle: /locales/en/questions/saturday/options/visits: differs from the bundle\'s own text');
    // Decoding errors come before the hash.
    const { text } = bundleWithLocales('animal', ['de'], { edit: (root) => setMember(at(root, 'locales', 'de'), 'direction', 'x') });
    assert.equal(loadError(text.replace('"title": "Which Animal Are You?"', '"title": "Changed"')), 'invalid-bundle: /locales/de/direction: expected "ltr" or "rtl"');
  });
});

describe('choosing a locale', () => {
  const bundle = loadBundle(bundleWithLocales('animal', ['de', 'de-CH', 'ar', 'zh-Hant', 'pt-BR', 'x-pirate']).text);

  test('RFC 4647 lookup', () => {
    const cases = [
      [['de-AT'], 'de'],
      [['de-AT', 'ar'], 'de'],
      [['fr-FR', 'fr'], 'en'],
      [['fr', 'ar'], 'ar'],
      [['de-CH'], 'de-CH'],
      [['de-ch'], 'de-CH'],
      [['DE-CH-1996'], 'de-CH'],
      [['dE'], 'de'],
      [['zh-Hant-TW'], 'zh-Hant'],
      [['zh-hant-tw'], 'zh-Hant'],
      [['zh-TW'], 'en'],
      [['zh'], 'en'],
      [['pt'], 'en'],
      [['pt_BR'], 'pt-BR'],
      [['pt_br_x_foo'], 'pt-BR'],
      [['de-x-pirate'], 'de'],
      [['de-CH-u-co-phonebk'], 'de-CH'],
      [['de-u-co-phonebk'], 'de'],
      [['x-pirate'], 'x-pirate'],
      [['X-Pirate-captain'], 'x-pirate'],
      [['en-x-pirate'], 'en'],
      [['*'], 'en'],
      [['*', 'ar'], 'ar'],
      [['', 'ar'], 'ar'],
      [['_', 'ar'], 'ar'],
      [['ar-'], 'ar'],
      [[' de'], 'en'],
      [[], 'en'],
      [['klingon', 'tlh', 'i-klingon'], 'en'],
    ];
    for (const [preferred, expected] of cases) {
      assert.equal(lookupLocale(bundle, preferred), expected, JSON.stringify(preferred));
      const texts = localize(bundle, preferred);
      assert.equal(texts.locale, expected);
      assert.equal(texts.title, expected === 'en' ? bundle.title : `${expected}: ${bundle.title}`);
      assert.equal(texts.direction, expected === 'ar' ? 'rtl' : 'ltr');
    }
    // Any iterable of strings.
    assert.equal(lookupLocale(bundle, new Set(['fr', 'de-DE'])), 'de');
    assert.throws(() => lookupLocale(bundle, 'de'), TypeError);
    assert.throws(() => lookupLocale(bundle, ['fr', undefined]), TypeError);
  });

  test('a single-character subtag is cut together with the subtag after it, once per step', () => {
    assert.equal(lookupTag(['de-a-b-c'], ['de-a', 'de'], 'en'), 'de-a');
    // `de-a-b` is never tried: `de-a-b-c` → `de-a` (the `b` left at the end goes too).
    assert.equal(lookupTag(['de-a-b-c'], ['de-a-b'], 'en'), 'en');
    assert.equal(lookupTag(['x-a'], ['x'], 'en'), 'en');
    assert.equal(lookupTag(['de-x'], ['de-x'], 'en'), 'de-x');
    assert.equal(lookupTag(['de-x-y'], ['de-x', 'de'], 'en'), 'de');
    // Only ASCII letters are folded: the Kelvin sign is not k.
    assert.equal(lookupTag(['\u212As'], ['ks'], 'en'), 'en');
    assert.equal(lookupTag(['KS'], ['ks'], 'en'), 'ks');
  });

  test('localize gives a fresh object shaped like a locales entry', () => {
    const texts = localize(bundle, ['de-DE']);
    assert.deepEqual(Object.keys(texts).sort(), ['description', 'direction', 'locale', 'outcomes', 'questions', 'title']);
    assert.deepEqual(Object.keys(texts.questions), bundle.questions.map((question) => question.id));
    for (const question of bundle.questions) {
      assert.equal(texts.questions[question.id].text, `de: ${question.text}`);
      assert.deepEqual(Object.keys(texts.questions[question.id].options), question.options.map((option) => option.id));
      for (const option of question.options) assert.equal(texts.questions[question.id].options[option.id], `de: ${option.label}`);
    }
    for (const outcome of bundle.outcomes) {
      assert.deepEqual(texts.outcomes[outcome.code], {
        title: `de: ${outcome.title}`, description: `de: ${outcome.description}`,
        recommendations: outcome.recommendations.map((each) => `de: ${each}`),
      });
    }
    // Changing it changes neither the bundle nor the next answer.
    texts.outcomes.cat.recommendations.push('extra');
    texts.title = 'changed';
    const source = localize(bundle, ['en']);
    source.outcomes.cat.recommendations.length = 0;
    assert.equal(localize(bundle, ['de']).title, `de: ${bundle.title}`);
    assert.equal(localize(bundle, ['de']).outcomes.cat.recommendations.length, bundle.outcome('cat').recommendations.length);
    assert.equal(bundle.outcome('cat').recommendations.length, 3);
    // The source locale's texts are the bundle's own.
    assert.equal(localize(bundle, ['en-GB']).questions.saturday.options.sunbeam, bundle.questions[0].options[1].label);
    // texts(tag): one locale exactly, ASCII case ignored.
    assert.equal(bundle.texts('ZH-hant').locale, 'zh-Hant');
    assert.equal(bundle.texts('zh'), undefined);
    assert.equal(bundle.texts('de-AT'), undefined);
  });

  test('an id such as __proto__ is an ordinary key', () => {
    const { text } = bundleWithLocales('animal', ['de'], {
      edit: (root) => {
        setMember(at(root, 'questions', 0), 'id', '__proto__');
        for (const [, entry] of at(root, 'locales').members) at(entry, 'questions').members[0][0] = '__proto__';
      },
    });
    const texts = localize(loadBundle(text), ['de']);
    assert.equal(Object.getPrototypeOf(texts.questions), Object.prototype);
    assert.equal(Object.hasOwn(texts.questions, '__proto__'), true);
    assert.equal(texts.questions.__proto__.text.startsWith('de: '), true);
    assert.deepEqual(Object.keys(texts.questions).slice(0, 2), ['__proto__', 'quarrel']);
  });
});

describe('default direction', () => {
  test('the script subtag decides, else the language, ASCII case ignored', () => {
    const cases = [
      ['ar', 'rtl'], ['AR', 'rtl'], ['ar-EG', 'rtl'], ['ar-419', 'rtl'], ['ar-Latn', 'ltr'], ['he', 'rtl'], ['iw', 'rtl'],
      ['fa-IR', 'rtl'], ['ur', 'rtl'], ['yi', 'rtl'], ['ckb', 'rtl'], ['dv', 'rtl'], ['ug', 'rtl'], ['ug-Latn', 'ltr'], ['ug-Cyrl', 'ltr'],
      ['az-Arab', 'rtl'], ['az', 'ltr'], ['pa-Arab-PK', 'rtl'], ['en-Hebr', 'rtl'], ['sd-Deva', 'ltr'], ['ks-Deva', 'ltr'],
      ['en', 'ltr'], ['de-CH', 'ltr'], ['zh-Hant', 'ltr'], ['x-pirate', 'ltr'], ['', 'ltr'], ['-', 'ltr'], ['ar-', 'rtl'],
      ['zh-yue-Arab', 'rtl'], ['en-abc-def-ghi-ARAB', 'rtl'], ['en-abc-def-ghi-jkl-Arab', 'ltr'], ['ar-abc-def-ghi-jkl-Latn', 'rtl'],
      ['en-Latn-Arab', 'ltr'], ['en-US-Arab', 'ltr'], ['ar-12a-Latn', 'rtl'], ['en-Nkoo', 'rtl'], ['en-Thaa', 'rtl'], ['en-Syrc', 'rtl'],
      ['en-adlm', 'rtl'], ['en-Aran', 'rtl'], ['en-Mand', 'rtl'], ['en-Mend', 'rtl'], ['en-Rohg', 'rtl'], ['en-Samr', 'rtl'], ['en-Yezi', 'rtl'],
      ['arc', 'rtl'], ['azb', 'rtl'], ['bal', 'rtl'], ['bqi', 'rtl'], ['glk', 'rtl'], ['ji', 'rtl'], ['lrc', 'rtl'], ['mzn', 'rtl'],
      ['nqo', 'rtl'], ['pnb', 'rtl'], ['prs', 'rtl'], ['ps', 'rtl'], ['sd', 'rtl'], ['sdh', 'rtl'], ['syr', 'rtl'], ['ks', 'rtl'],
      ['ara', 'ltr'], ['\u212As', 'ltr'], ['ar-\u00e9bc-Latn', 'rtl'], ['ar_Latn', 'ltr'],
    ];
    for (const [tag, direction] of cases) assert.equal(defaultDirection(tag), direction, tag);
  });
});

describe('Accept-Language', () => {
  test('ranges by q, highest first, stable for equal q', () => {
    const cases = [
      ['de-AT;q=0.8, fr, *;q=0.1, en;q=0', ['fr', 'de-AT', '*']],
      ['', []],
      [' , ,\t', []],
      ['de', ['de']],
      ['DE_at', ['DE_at']],
      [' de , en\t', ['de', 'en']],
      ['\tde\t;\tq=0.5\t,en', ['en', 'de']],
      [',,de,,', ['de']],
      [';q=0.5, fr', ['fr']],
      [' ;q=1', []],
      ['a;q=0.5, b, c;q=0.5, d', ['b', 'd', 'a', 'c']],
      ['a;q=0.5, b;q=0.500, c;q=0.50', ['a', 'b', 'c']],
      ['a;q=0.1, b;q=0.2, c;q=0.3', ['c', 'b', 'a']],
      ['a;q=0.001, b;q=0.01', ['b', 'a']],
      ['a;q=1, b;q=1., c;q=1.0, d;q=1.000', ['a', 'b', 'c', 'd']],
      ['a;q=0.999, b', ['b', 'a']],
      // Invalid q values skip the item.
      ['de;q=1.001, fr', ['fr']],
      ['de;q=1.0000, fr', ['fr']],
      ['de;q=0.0001, fr', ['fr']],
      ['de;q=2, fr', ['fr']],
      ['de;q=.5, fr', ['fr']],
      ['de;q=-0, fr', ['fr']],
      ['de;q=0.5x, fr', ['fr']],
      ['de;q=, fr', ['fr']],
      ['de;q=1e0, fr', ['fr']],
      ['de;q=0.5;q=x, fr', ['fr']],
      ['de;q="0.5", fr', ['fr']],
      ['de;q=0.5\u00a0, fr', ['fr']],
      // q = 0 leaves the item out.
      ['de;q=0, fr;q=0.000, it;q=0., es', ['es']],
      // Q counts as q; spaces around = are trimmed; other parameters are ignored.
      ['de;Q=0.5, fr', ['fr', 'de']],
      ['de;q = 0.5 , fr', ['fr', 'de']],
      ['de;level=1, fr;q=0.9', ['de', 'fr']],
      ['de;q, fr;q=0.9', ['de', 'fr']],
      ['de;qq=0.1, fr;q=0.9', ['de', 'fr']],
      ['de;;q=0.2, fr;q=0.9', ['fr', 'de']],
      ['de;a=b=c;q=0.2, fr', ['fr', 'de']],
      // With more than one q, each must be valid and the last one counts.
      ['de;q=0.2;q=0.9, fr;q=0.5', ['de', 'fr']],
      // Only spaces and tabs are trimmed.
      ['\u00a0de, fr', ['\u00a0de', 'fr']],
      ['de\n, fr', ['de\n', 'fr']],
    ];
    for (const [header, expected] of cases) assert.deepEqual(parseAcceptLanguage(header), expected, JSON.stringify(header));
    assert.deepEqual(parseAcceptLanguage(null), []);
    assert.deepEqual(parseAcceptLanguage(undefined), []);
    assert.throws(() => parseAcceptLanguage(5), TypeError);
  });

  test('only the first 32 items are read: a thousand ranges give 32', () => {
    const header = Array.from({ length: 1000 }, (_, index) => `l${index};q=0.${String(index % 1000).padStart(3, '0')}`).join(',');
    const ranges = parseAcceptLanguage(header);
    assert.equal(MAX_LANGUAGE_RANGES, 32);
    assert.deepEqual(ranges, Array.from({ length: 31 }, (_, index) => `l${31 - index}`));  // l0 has q=0
    assert.deepEqual(parseAcceptLanguage(`${','.repeat(32)}de`), []);
    assert.deepEqual(parseAcceptLanguage(`${','.repeat(31)}de`), ['de']);
  });

  test('a backend chooses a locale from the header', () => {
    const bundle = loadBundle(bundleWithLocales('animal', ['de', 'ar']).text);
    assert.equal(lookupLocale(bundle, parseAcceptLanguage('fr-CH, fr;q=0.9, de;q=0.8, *;q=0.5')), 'de');
    assert.equal(lookupLocale(bundle, parseAcceptLanguage('ar-SA;q=0.9,de-DE')), 'de');
    assert.equal(localize(bundle, parseAcceptLanguage('ar-SA;q=0.9,fr')).direction, 'rtl');
    assert.equal(lookupLocale(bundle, parseAcceptLanguage(undefined)), 'en');
  });
});

describe('random bundles with locales, changed at random', () => {
  test('load, or throw a BundleError; what loads is complete', () => {
    const random = new Random(18);
    const messages = new Set();
    let loaded = 0;
    for (let round = 0; round < 400; round++) {
      const text = mutatedLocalesBundle(random, randomBundle(random).text);
      let bundle;
      try {
        bundle = loadBundle(text);
      } catch (error) {
        assert.ok(error instanceof BundleError, `round ${round}: ${error instanceof Error ? error.stack : error}`);
        // The message with names and numbers taken out, and the path's depth: which rule it was.
        messages.add(`${error.path.split('/').length} ${error.message.replace(/"[^"]*"/g, '"…"').replace(/[0-9]+/g, 'N')}`);
        continue;
      }
      loaded++;
      assert.ok(bundle.locales.includes(bundle.sourceLocale));
      for (const tag of bundle.locales) {
        const texts = localize(bundle, [tag]);
        assert.equal(texts.locale, tag);
        assert.deepEqual(Object.keys(texts.outcomes), bundle.outcomes.map((outcome) => outcome.code));
        bundle.questions.forEach((question) => {
          assert.equal(Object.keys(texts.questions[question.id].options).length, question.options.length);
        });
      }
    }
    assert.ok(loaded >= 40, `only ${loaded} of 400 loaded`);
    assert.ok(messages.size >= 25, `only these rules were met: ${[...messages].join(' | ')}`);
  });
});

describe('bounds on language ranges', () => {
  const available = ['de', 'de-CH', 'en', 'ar'];
  const lookup = (preferred) => lookupTag(preferred, available, 'en');

  test('only the first 32 ranges are tried, skipped ones counted', () => {
    assert.equal(lookup([...Array(31).fill('fr'), 'de']), 'de');
    assert.equal(lookup([...Array(32).fill('fr'), 'de']), 'en');
    assert.equal(lookup([...Array(32).fill(''), 'de']), 'en');
  });

  test('a range of more than 255 code points is skipped, not cut', () => {
    const tried = `de-CH-${'a-'.repeat(124)}a`;
    assert.equal(tried.length, MAX_LANGUAGE_RANGE_LENGTH);
    assert.equal(lookup([tried]), 'de-CH');
    assert.equal(lookup([`${tried}b`]), 'en');
    assert.equal(lookup([`${tried}b`, 'ar']), 'ar');
    assert.equal(lookup([`de-${'\u{1F600}'.repeat(252)}`]), 'de');  // 507 UTF-16 units
    assert.equal(lookup([`de-${'\u{1F600}'.repeat(253)}`]), 'en');
  });

  test('a shared link with 160,000 subtags in locale= is answered at once', () => {
    const range = `de-${'a-'.repeat(160_000)}a`;
    assert.equal(lookup([range]), 'en');
    assert.equal(lookup([range, 'de-CH']), 'de-CH');
    const header = Array(160_000).fill('fr').join(',');
    assert.deepEqual(parseAcceptLanguage(header), Array(32).fill('fr'));
    // An endless list: lookup stops reading after 32 ranges.
    function* endless() { for (;;) yield 'fr'; }
    assert.equal(lookup(endless()), 'en');
  });
});
