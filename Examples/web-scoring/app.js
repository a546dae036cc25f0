/**
 * The page's DOM side: load a bundle (the default one by relative URL, or a file the user
 * picks), render the form, score in the browser with the JavaScript runtime, show the result
 * or the runtime's error. The decisions are in `quiz-form.js`.
 */
import { loadBundle, Scorer, resultLine, presentationOrder } from '../../runtimes/js/src/index.js';
import { pageOptions, formFields, followBranches, resultView, errorView } from './quiz-form.js';

const $ = (id) => document.getElementById(id);
const options = pageOptions(location.search, randomSeed);

/** The loaded quiz: the runtime's bundle and scorer, the parsed JSON the form renders, the fields. */
let current = null;

function randomSeed() {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return (BigInt(words[0]) << 32n) | BigInt(words[1]);
}

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function showStatus(text, isError = false) {
  $('status').textContent = text;
  $('status').className = isError ? 'error' : '';
}

/**
 * Loads a bundle's bytes (checking its hash) and renders it; a bad bundle shows the runtime's BundleError.
 * @param {Uint8Array} text
 * @param {string} source where the bytes came from, for the status line
 */
function useBundle(text, source) {
  clearOutput();
  $('answers-json').textContent = '';
  let bundle;
  try {
    bundle = loadBundle(text);
  } catch (error) {
    current = null;
    $('quiz').replaceChildren();
    showStatus(`${source}: not a usable bundle: ${error.code}: ${error.description ?? error.message}`, true);
    return;
  }
  // The runtime accepted the bytes, so they are UTF-8 JSON; the form renders from the bundle's JSON.
  const json = JSON.parse(new TextDecoder().decode(text));
  const fields = formFields(json, presentationOrder(bundle, options.seed));
  current = { bundle, json, fields, scorer: new Scorer(bundle) };
  $('title').textContent = json.title;
  showStatus(`${source}: ${json.quiz} ${json.version}, ${fields.length} questions, presentation seed ${options.seed}`);
  renderForm(fields);
  followLive();
}

/**
 * The answers to score for the form as it stands, after hiding (`hidden` attribute) the
 * fieldsets of the questions the runtime does not show for these answers.
 */
function followLive() {
  const { answers, hidden } = followBranches(current.fields, selections(), (a) => current.scorer.visibility(a));
  hidden.forEach((isHidden, index) => { $(`q${index}`).hidden = isHidden; });
  return answers;
}

function renderForm(fields) {
  const form = $('quiz');
  form.replaceChildren();
  fields.forEach((field, index) => {
    const set = element('fieldset', { 'data-key': field.key, 'data-type': field.type, id: `q${index}` },
      element('legend', {}, field.text), element('p', { class: 'hint' }, field.hint));
    if (field.type === 'range') {
      set.append(rangeInput(field, index));
    } else {
      const inputType = field.type === 'multiple' ? 'checkbox' : 'radio';
      for (const choice of field.choices) {
        set.append(element('label', {}, element('input', { type: inputType, name: `q${index}`, value: choice.value }), ` ${choice.label}`));
      }
    }
    form.append(set);
  });
  form.append(element('button', { type: 'submit', id: 'score' }, 'Score'));
}

/** A slider with its anchors' labels; it counts as answered once the user moved it. */
function rangeInput(field, index) {
  const slider = element('input', { type: 'range', name: `q${index}`, min: field.min, max: field.max, step: '0.1', value: field.min });
  const shown = element('output', {}, 'not answered');
  slider.addEventListener('input', () => {
    slider.dataset.touched = 'true';
    shown.textContent = slider.value;
  });
  const anchors = element('div', { class: 'anchors' },
    ...field.anchors.map((anchor) => element('span', { title: `at ${anchor.at}` }, anchor.label)));
  return element('div', { class: 'range' }, slider, shown, anchors);
}

function selections() {
  return current.fields.map((field, index) => {
    if (field.type === 'range') {
      const slider = document.querySelector(`input[name="q${index}"]`);
      return { number: slider.dataset.touched === 'true' ? slider.value : null };
    }
    return { chosen: [...document.querySelectorAll(`input[name="q${index}"]:checked`)].map((input) => input.value) };
  });
}

function clearOutput() {
  for (const id of ['result', 'error']) $(id).hidden = true;
}

function score(event) {
  event.preventDefault();
  clearOutput();
  const answers = followLive();
  $('answers-json').textContent = JSON.stringify(answers);
  const scored = current.scorer.score(answers);
  if (!scored.ok) {
    const view = errorView(current.json, scored.error);
    $('error-text').textContent = view.text;
    $('error-question').textContent = view.question ?? '';
    $('error').hidden = false;
    return;
  }
  const line = resultLine(scored.result);
  const view = resultView(current.json, line);
  $('outcome-code').textContent = view.outcome;
  $('outcome-title').textContent = view.title;
  $('outcome-description').textContent = view.description;
  $('recommendations').replaceChildren(...view.recommendations.map((text) => element('li', {}, text)));
  $('secondary').textContent = view.secondary ? `Runner-up: ${view.secondary.title} (${view.secondary.code})` : '';
  $('scores').replaceChildren(...view.scores.map(([trait, total]) => element('tr', {}, element('td', {}, trait), element('td', {}, String(total)))));
  $('result-line').textContent = line;
  $('result').hidden = false;
}

$('quiz').addEventListener('submit', score);
// After every change, follow the branches: a follow-up shows or hides with its parent's answer.
$('quiz').addEventListener('input', () => { if (current) followLive(); });
$('quiz').addEventListener('change', () => { if (current) followLive(); });
$('file').addEventListener('change', async () => {
  const file = $('file').files[0];
  if (file) useBundle(new Uint8Array(await file.arrayBuffer()), file.name);
});

async function loadDefault() {
  let bytes;
  try {
    const response = await fetch(options.bundleURL);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    showStatus(`Could not fetch ${options.bundleURL} (${error.message}); pick a bundle file instead.`, true);
    return;
  }
  useBundle(bytes, options.bundleURL);
}
loadDefault();
