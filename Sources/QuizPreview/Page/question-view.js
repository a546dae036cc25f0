/**
 * One presented question in the respondent view: a fieldset with its legend, its controls
 * (scale pills, radios, checkboxes with min/max, a range slider over its anchors), the
 * message when its time ran out, and the message when the page cannot be left.
 * @module
 */

import { integerAnswer } from './answers-state.js';
import { canTick, choiceHint } from './choice-limits.js';
import { h, setAttr, setText } from './dom.js';
import { validChoice } from './live-totals.js';
import { anchorValue, rangeLiteral, rangePosition, rangeStep } from './range-values.js';
import { JSONNumber } from '../../../runtimes/js/src/json-value.js';
import { pillRowStyle } from './pill-layout.js';

/**
 * @typedef {{
 *   setAnswer(key: string, value: unknown): void,
 *   toggleChoice(key: string, id: string, on: boolean): void,
 * }} AnswerSink
 */

export class QuestionView {
  /**
   * @param {{question: number, optionIndices: number[]}} presented
   * @param {number} number the question's number on screen (1-based)
   * @param {import('../../../runtimes/js/src/bundle.js').Bundle} bundle
   * @param {import('../../../runtimes/js/src/locales.js').LocaleTexts} texts
   * @param {import('./page-strings.js').PageStrings} words the page's own words
   * @param {AnswerSink} sink
   */
  constructor(presented, number, bundle, texts, words, sink) {
    this.index = presented.question;
    this.question = bundle.questions[this.index];
    this.optionIndices = presented.optionIndices;
    this.texts = texts.questions[this.index];
    this.sink = sink;
    this.words = words;
    const chrome = { lang: words.lang, dir: words.dir };
    const id = `q${this.index}`;
    this.id = id;
    const q = this.question;
    this.errorEl = h('p', { class: 'q-error chrome', id: `${id}-error`, ...chrome });
    this.clearButton = h('button', { type: 'button', class: 'link-button q-clear', lang: words.lang, hidden: true,
      onclick: () => {
        this.sink.setAnswer(q.key, null);
        this.focusTarget()?.focus();
      } }, words.clearAnswer);
    const hint = this.hintText();
    const hintEl = this.hintEl = hint ? h('p', { class: 'q-hint chrome', id: `${id}-hint`, ...chrome }, hint) : null;
    /** @type {HTMLInputElement[]} */
    this.inputs = [];
    const legend = h('legend', { class: 'q-legend' },
      h('span', { class: 'q-number', 'aria-hidden': 'true' }, `${number}.`), ' ',
      h('span', { class: 'q-text', id: `${id}-text` }, this.texts.text), ' ',
      h('span', { class: 'q-required', ...chrome }, q.required ? words.required : words.optional));
    const describedBy = [hintEl ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
    this.element = h('fieldset', { class: `q q-${q.type}`, id, 'data-question': q.id, 'aria-describedby': describedBy },
      legend, hintEl, this.controls(), this.clearButton, this.errorEl);
  }

  /** The hint under the question: choice counts, or how the slider answers. */
  hintText() {
    const q = this.question;
    if (q.type === 'multiple') return choiceHint(q.min ?? 0, q.max ?? q.options.length, q.options.length, this.words);
    if (q.type === 'range') return this.words.slideBetween(String(q.min), String(q.max));
    return '';
  }

  /** The controls, in presentation order. */
  controls() {
    const q = this.question;
    const name = `${this.id}-answer`;
    if (q.type === 'range') return this.rangeControl();
    const inputs = this.optionIndices.map((optionIndex) => {
      const option = q.options[optionIndex];
      const label = this.texts.labels[optionIndex];
      const inputId = `${this.id}-o${optionIndex}`;
      if (q.type === 'scale') {
        const input = /** @type {HTMLInputElement} */ (h('input', { type: 'radio', class: 'pill-input', name, id: inputId, value: String(option.value) }));
        input.addEventListener('change', () => { if (input.checked) this.sink.setAnswer(q.key, integerAnswer(/** @type {number} */ (option.value))); });
        this.inputs.push(input);
        return h('label', { class: 'pill', for: inputId }, input,
          h('span', { class: 'pill-value', 'aria-hidden': label === String(option.value) ? 'true' : null }, formatValue(option.value)),
          label !== String(option.value) ? h('span', { class: 'pill-label' }, label) : null);
      }
      const type = q.type === 'multiple' ? 'checkbox' : 'radio';
      const input = /** @type {HTMLInputElement} */ (h('input', { type, name, id: inputId, value: option.id }));
      input.addEventListener('change', () => {
        if (type === 'checkbox') this.sink.toggleChoice(q.key, /** @type {string} */ (option.id), input.checked);
        else if (input.checked) this.sink.setAnswer(q.key, option.id);
      });
      this.inputs.push(input);
      return h('label', { class: 'choice', for: inputId }, input, h('span', { class: 'choice-label' }, label));
    });
    if (q.type !== 'scale') return h('div', { class: 'choices' }, inputs);
    const texts = this.optionIndices.map((optionIndex) => `${formatValue(q.options[optionIndex].value)} ${this.texts.labels[optionIndex]}`);
    return h('div', { class: 'pills', style: pillRowStyle(texts) }, inputs);
  }

  /** A slider over [min, max] with the anchors' labels under it. */
  rangeControl() {
    const q = this.question;
    const min = /** @type {number} */ (q.min), max = /** @type {number} */ (q.max);
    const { positions } = rangeStep(min, max);
    const inputId = `${this.id}-range`;
    const slider = /** @type {HTMLInputElement} */ (h('input', {
      type: 'range', id: inputId, min: 0, max: positions, step: 1, value: Math.round(positions / 2),
      'aria-labelledby': `${this.id}-text`,
    }));
    const answer = () => this.sink.setAnswer(q.key, new JSONNumber(rangeLiteral(min, max, Number(slider.value))));
    slider.addEventListener('input', answer);
    // A click or a key on the thumb answers too, so the middle value can be chosen as it is.
    slider.addEventListener('pointerup', answer);
    slider.addEventListener('keyup', (event) => {
      if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown', ' ', 'Enter'].includes(event.key)) answer();
    });
    this.slider = slider;
    this.inputs.push(slider);
    this.rangeOutput = h('output', { class: 'range-value', for: inputId });
    const anchors = q.options.map((option, index) => h('li', { class: 'anchor' },
      h('span', { class: 'anchor-label' }, this.texts.labels[index]),
      h('span', { class: 'anchor-at', dir: 'ltr' }, formatValue(anchorValue(min, max, index, q.options.length)))));
    return h('div', { class: 'range' }, slider, h('ul', { class: 'anchors', 'aria-label': this.words.anchors }, anchors), this.rangeOutput);
  }

  /**
   * Shows the answers and the problem.
   * @param {{
   *   plan: import('../../../runtimes/js/src/plan.js').ScoringPlan, answers: import('./answers-state.js').Answers,
   *   problem: string | null,
   * }} view
   */
  sync(view) {
    const q = this.question;
    const value = view.answers.get(q.key);
    const valid = validChoice(view.plan, q.key, value);
    if (q.type === 'range') this.syncRange(value, valid);
    else if (q.type === 'multiple') {
      const chosen = view.answers.chosenIDs(q.key);
      const count = chosen.length;
      const max = q.max ?? q.options.length;
      for (const input of this.inputs) {
        input.checked = chosen.includes(input.value);
        input.disabled = !canTick(input.checked, count, max);
      }
      if (this.hintEl) setText(this.hintEl, `${this.hintText()} · ${this.words.chosen(count, count >= max)}`);
    } else {
      const chosen = typeof valid === 'number' ? valid : -1;
      this.inputs.forEach((input, position) => {
        input.checked = this.optionIndices[position] === chosen;
      });
    }
    this.clearButton.hidden = q.required || value === undefined;
    const words = this.words;
    const messages = { missing: words.missing, invalid: words.invalid };
    const message = view.problem ? (view.problem === 'too-few' ? `${words.tooFew} ${this.hintText()}.` : messages[view.problem] ?? '') : '';
    setText(this.errorEl, message);
    this.element.classList.toggle('q-invalid', view.problem !== null);
    for (const input of this.inputs) setAttr(input, 'aria-invalid', view.problem ? 'true' : null);
  }

  /**
   * @param {unknown} value
   * @param {number | number[] | null} valid
   */
  syncRange(value, valid) {
    const q = this.question;
    const min = /** @type {number} */ (q.min), max = /** @type {number} */ (q.max);
    const slider = /** @type {HTMLInputElement} */ (this.slider);
    const output = /** @type {HTMLElement} */ (this.rangeOutput);
    let shown = null;
    if (value instanceof JSONNumber) shown = value.literal;
    else if (typeof value === 'string' && typeof valid === 'number') shown = formatValue(anchorValue(min, max, valid, q.options.length));
    const anchor = typeof valid === 'number' ? this.texts.labels[valid] : null;
    if (shown !== null) {
      const position = String(rangePosition(min, max, Number(shown)));
      if (slider.value !== position && document.activeElement !== slider) slider.value = position;
      output.classList.remove('range-empty');
      setAttr(output, 'lang', null);
      setAttr(output, 'dir', null);
      setText(output, anchor ? `${shown} · ${anchor}` : shown);
      slider.setAttribute('aria-valuetext', anchor ? `${shown}, ${anchor}` : shown);
    } else {
      output.classList.add('range-empty');
      setAttr(output, 'lang', this.words.lang);
      setAttr(output, 'dir', this.words.dir);
      setText(output, this.words.notAnsweredYet);
      slider.setAttribute('aria-valuetext', this.words.notAnswered);
    }
    slider.classList.toggle('range-unanswered', shown === null);
  }

  /** The control to focus for this question: the checked one, else the first enabled. */
  focusTarget() {
    return this.inputs.find((input) => input.checked && !input.disabled) ?? this.inputs.find((input) => !input.disabled) ?? this.inputs[0];
  }
}

/**
 * A number as shown: a minus sign for negatives, up to two decimals.
 * @param {number | null} value
 */
function formatValue(value) {
  if (value === null) return '';
  const text = Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
  return text.startsWith('-') ? '−' + text.slice(1) : text;
}
