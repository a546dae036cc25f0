// node --test Examples/web-scoring/test/: the page's pure functions, and the answers they build
// scored by the JavaScript runtime.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { pageOptions, DEFAULT_BUNDLE_URL, rangeAnchors, formFields, answersFrom, followBranches, resultView, errorView } from '../quiz-form.js';

// The runtime by its place in the repository (QUIZ_RUNTIME_JS may name another copy of index.js).
const runtimeURL = process.env.QUIZ_RUNTIME_JS ?? new URL('../../../runtimes/js/src/index.js', import.meta.url).href;
const { loadBundle, Scorer, resultLine, presentationOrder } = await import(runtimeURL);

const bundlesDir = new URL('../../../Tests/QuizCompilerTests/Golden/bundles/', import.meta.url);
const names = ['animal', 'color', 'fitcircle-persona', 'mbti'];
const bundles = Object.fromEntries(names.map((name) => {
  const text = readFileSync(new URL(`${name}.json`, bundlesDir), 'utf8');
  const bundle = loadBundle(text);
  return [name, { text, json: JSON.parse(text), bundle, scorer: new Scorer(bundle) }];
}));

test('the default bundle URL points at a shipped bundle, relative to the page', () => {
  const page = new URL('../index.html', import.meta.url);
  assert.equal(readFileSync(new URL(DEFAULT_BUNDLE_URL, page), 'utf8'), bundles.animal.text);
});

test('pageOptions reads ?bundle= and ?seed=, else the default and a random seed', () => {
  const random = () => 99n;
  assert.deepEqual(pageOptions('', random), { bundleURL: DEFAULT_BUNDLE_URL, seed: 99n });
  assert.deepEqual(pageOptions('?bundle=x/mbti.json&seed=7', random), { bundleURL: 'x/mbti.json', seed: 7n });
  assert.equal(pageOptions('?seed=18446744073709551615', random).seed, 2n ** 64n - 1n);
  for (const bad of ['18446744073709551616', '-1', '1e3', 'abc', '']) {
    assert.equal(pageOptions(`?seed=${bad}`, random).seed, 99n, bad);
  }
});

test('range anchors are spread evenly from min to max', () => {
  const question = (json, key) => json.questions.find((q) => q.key === key);
  assert.deepEqual(rangeAnchors(question(bundles.animal.json, 'morning_energy')).map((a) => a.at), [0, 5, 10]);
  assert.deepEqual(rangeAnchors(question(bundles.animal.json, 'pace')).map((a) => a.at), [1, 3, 5, 7]);
  assert.deepEqual(rangeAnchors(question(bundles.color.json, 'surroundings')).map((a) => a.at), [0, 10 / 3, 20 / 3, 10]);
});

test('fields in bundle order carry each type\'s choices, anchors and hint', () => {
  const mbti = formFields(bundles.mbti.json);
  assert.equal(mbti.length, 24);
  assert.deepEqual(mbti[0].choices, [
    { value: '1', label: 'Strongly Disagree' }, { value: '2', label: 'Disagree' }, { value: '3', label: 'Neutral' },
    { value: '4', label: 'Agree' }, { value: '5', label: 'Strongly Agree' }]);
  assert.equal(mbti[0].key, bundles.mbti.json.questions[0].text);
  const animal = formFields(bundles.animal.json);
  assert.deepEqual(animal.map((f) => f.type), bundles.animal.json.questions.map((q) => q.type));
  const words = animal.find((f) => f.key === 'words');
  assert.equal(words.hint, 'Choose 1 to 2.');
  assert.deepEqual(words.choices.map((c) => c.value), bundles.animal.json.questions.find((q) => q.key === 'words').options.map((o) => o.id));
  const pace = animal.find((f) => f.key === 'pace');
  assert.deepEqual([pace.min, pace.max, pace.choices, pace.anchors.length, pace.hint], [1, 7, [], 4, 'Move the slider from 1 to 7.']);
});

test('fields follow the runtime\'s presentation order, options included', () => {
  const order = presentationOrder(bundles.animal.bundle, 7n);
  const fields = formFields(bundles.animal.json, order);
  assert.deepEqual(fields.map((f) => f.key), order.map((entry) => bundles.animal.json.questions.find((q) => q.id === entry.id).key));
  const shuffled = fields.findIndex((f) => f.type === 'single');
  assert.deepEqual(fields[shuffled].choices.map((c) => c.value), order[shuffled].options);
  assert.notDeepEqual(fields.map((f) => f.key), formFields(bundles.animal.json).map((f) => f.key));
  const mbtiOrder = presentationOrder(bundles.mbti.bundle, 7n);
  assert.deepEqual(formFields(bundles.mbti.json, mbtiOrder), formFields(bundles.mbti.json));
  assert.throws(() => formFields(bundles.animal.json, [{ id: 'nope', options: [] }]), /does not have/);
});

test('answersFrom builds native answers and leaves out what was not answered', () => {
  const fields = formFields(bundles.animal.json);
  const selections = fields.map((field) => {
    if (field.type === 'range') return { number: field.key === 'pace' ? '4.3' : null };
    if (field.type === 'multiple') return { chosen: field.choices.slice(0, 2).map((c) => c.value) };
    return { chosen: field.key === 'snack' ? [] : [field.choices[1].value] };
  });
  const answers = answersFrom(fields, selections);
  assert.equal(answers.pace, 4.3);
  assert.ok(!('morning_energy' in answers) && !('snack' in answers));
  assert.deepEqual(answers.words, fields.find((f) => f.key === 'words').choices.slice(0, 2).map((c) => c.value));
  assert.equal(answers.saturday, fields.find((f) => f.key === 'saturday').choices[1].value);
  const mbti = formFields(bundles.mbti.json);
  assert.deepEqual(answersFrom(mbti.slice(0, 2), [{ chosen: ['5'] }, {}]), { [mbti[0].key]: 5 });
});

/** The selections a user makes to give an example's answers (an anchor id becomes its position). */
function selectionsFor(fields, answers) {
  return fields.map((field) => {
    const answer = answers[field.key];
    if (answer === undefined || answer === null) return field.type === 'range' ? { number: null } : { chosen: [] };
    if (field.type === 'range') {
      const anchor = field.anchors.find((a) => a.id === answer);
      return { number: String(anchor ? anchor.at : answer) };
    }
    return { chosen: (Array.isArray(answer) ? answer : [answer]).map(String) };
  });
}

test('every example of every shipped bundle, answered through the form, scores as it expects', () => {
  let checked = 0;
  for (const name of names) {
    const { json, scorer } = bundles[name];
    const fields = formFields(json);
    for (const example of json.examples) {
      const answers = answersFrom(fields, selectionsFor(fields, example.answers));
      const scored = scorer.score(answers);
      assert.ok(scored.ok, `${name} ${example.name}: ${JSON.stringify(scored.error)}`);
      const view = resultView(json, resultLine(scored.result));
      assert.equal(view.outcome, example.expect, `${name} ${example.name}`);
      assert.equal(view.title, json.outcomes[example.expect].title);
      for (const [trait, total] of Object.entries(example.expect_scores ?? {})) {
        assert.ok(view.scores.some(([t, n]) => t === trait && n === total), `${name} ${example.name} ${trait}`);
      }
      if (example.expect_secondary !== undefined) {
        assert.equal(view.secondary?.code ?? null, example.expect_secondary, `${name} ${example.name}`);
      }
      checked += 1;
    }
  }
  assert.ok(checked >= 8, `${checked} examples`);
});

test('a slider value scores exactly as the same number written in JSON text', () => {
  const { json, scorer } = bundles.animal;
  const fields = formFields(json);
  const base = answersFrom(fields, selectionsFor(fields, json.examples[0].answers));
  for (let tenths = 0; tenths <= 100; tenths += 1) {
    const value = (tenths / 10).toString();
    const answers = answersFrom(fields, selectionsFor(fields, { ...base, morning_energy: Number(value) }));
    const text = JSON.stringify({ ...base, morning_energy: 0 }).replace('"morning_energy":0', `"morning_energy":${value}`);
    const fromForm = scorer.score(answers);
    const fromText = scorer.scoreJSON(text);
    assert.ok(fromForm.ok && fromText.ok, value);
    assert.equal(resultLine(fromForm.result), resultLine(fromText.result), value);
  }
});

test('rejected answers show the runtime\'s code and message and the question concerned', () => {
  const { json, scorer } = bundles.animal;
  const fields = formFields(json);
  const answers = answersFrom(fields, selectionsFor(fields, json.examples[0].answers));
  delete answers.quarrel;
  const scored = scorer.score(answers);
  assert.equal(scored.ok, false);
  const view = errorView(json, scored.error);
  assert.equal(view.code, 'missing-answer');
  assert.equal(view.question, json.questions.find((q) => q.key === 'quarrel').text);
  assert.equal(view.text, `missing-answer: ${scored.error.message}`);
  const tooMany = scorer.score({ ...answersFrom(fields, selectionsFor(fields, json.examples[0].answers)), words: ['bold', 'loyal', 'curious'] });
  assert.equal(errorView(json, tooMany.error).code, 'choice-count');
  assert.equal(errorView(json, { code: 'wrong-type', message: 'm' }).question, null);
});

test('followBranches hides the follow-ups the runtime does not show and leaves their answers out', () => {
  const { json, scorer } = bundles['fitcircle-persona'];
  const fields = formFields(json);
  const visibilityOf = (answers) => scorer.visibility(answers);
  const select = (picks) => fields.map((field) => ({ chosen: picks[field.key] === undefined ? [] : [picks[field.key]] }));
  const hiddenKeys = (hidden) => fields.filter((_, i) => hidden[i]).map((field) => field.key);

  let followed = followBranches(fields, select({}), visibilityOf);
  assert.deepEqual(hiddenKeys(followed.hidden), ['targetLoss', 'enduranceSport', 'raceGoal']);
  assert.deepEqual(followed.answers, {});

  followed = followBranches(fields, select({ primaryGoal: 'improve_endurance', enduranceSport: 'running' }), visibilityOf);
  assert.deepEqual(hiddenKeys(followed.hidden), ['targetLoss']);

  // The parent changes: the follow-up hides, and so does the follow-up of the follow-up.
  const picks = { primaryGoal: 'have_fun', motivationStyle: 'social', fitnessLevel: 'beginner', timeCommitment: 'under-30',
    targetLoss: 'over_10kg', enduranceSport: 'running', raceGoal: 'someday' };
  followed = followBranches(fields, select(picks), visibilityOf);
  assert.deepEqual(hiddenKeys(followed.hidden), ['targetLoss', 'enduranceSport', 'raceGoal']);
  assert.deepEqual(followed.answers, { primaryGoal: 'have_fun', motivationStyle: 'social', fitnessLevel: 'beginner', timeCommitment: 'under-30' });
  assert.ok(scorer.score(followed.answers).ok);
  assert.equal(scorer.score(answersFrom(fields, select(picks))).error.code, 'hidden-answer');
});

test('followBranches shows every question of a quiz without conditions, and all of them when an answer is rejected', () => {
  const { json, scorer } = bundles.animal;
  const fields = formFields(json);
  assert.deepEqual(followBranches(fields, [], (a) => scorer.visibility(a)).hidden, fields.map(() => false));
  const persona = formFields(bundles['fitcircle-persona'].json);
  const rejected = followBranches(persona, [{ chosen: ['no such option'] }], (a) => bundles['fitcircle-persona'].scorer.visibility(a));
  assert.deepEqual(rejected.hidden, persona.map(() => false));
});
