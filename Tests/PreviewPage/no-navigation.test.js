// The page's own script never leaves the page: a Content-Security-Policy in a meta element
// cannot forbid a navigation started by script in Chromium (`location`, `window.open`, a
// meta refresh), so the script itself must never start one, nor make markup from a string.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './support.js';

const folders = [join('Sources', 'QuizPreview', 'Page'), join('runtimes', 'js', 'src')];

function scripts() {
  return folders.flatMap((folder) => readdirSync(join(root, folder)).filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: join(folder, name), text: readFileSync(join(root, folder, name), 'utf8') })));
}

const FORBIDDEN = [
  [/\bwindow\.open\b|\bopen\s*\(/, 'opens a window'],
  [/\blocation\s*(\.\s*(href|pathname|search|host|hostname|port|protocol|origin)\s*)?=[^=]/, 'sets the location'],
  [/\blocation\s*\.\s*(assign|replace|reload)\b/, 'navigates'],
  [/\.\s*(submit|requestSubmit)\s*\(/, 'submits a form'],
  [/\b(innerHTML|outerHTML|insertAdjacentHTML|createContextualFragment|srcdoc|DOMParser)\b|document\s*\.\s*write/, 'makes markup from a string'],
  [/\b(fetch|XMLHttpRequest|WebSocket|EventSource|sendBeacon|importScripts|Worker)\b/, 'makes a request'],
  [/http-equiv|['"`]refresh['"`]/i, 'writes a meta refresh'],
  [/\bh\(\s*'(a|area|base|meta|link|iframe|frame|object|embed|script|img|form)'/, 'makes an element that can load or navigate'],
];

test('no page or runtime script navigates, opens a window, submits, fetches or parses markup', () => {
  const found = [];
  for (const { file, text } of scripts()) {
    text.split('\n').forEach((line, index) => {
      const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
      for (const [pattern, what] of FORBIDDEN) {
        if (pattern.test(code)) found.push(`${file}:${index + 1}: ${what}: ${line.trim()}`);
      }
    });
  }
  // The respondent view's questions are a form so Enter means Next; its submit is always cancelled.
  const allowed = found.filter((line) => !/respondent-view\.js:\d+: makes an element that can load or navigate: const form = h\('form'/.test(line));
  assert.deepEqual(allowed, []);
});

test('the one form cancels every submission', () => {
  const text = readFileSync(join(root, 'Sources', 'QuizPreview', 'Page', 'respondent-view.js'), 'utf8');
  assert.match(text, /h\('form', \{[^}]*onsubmit: \(\/\*\* @type \{Event\} \*\/ event\) => \{ event\.preventDefault\(\);/);
});
