/**
 * The preview page's entry: reads the data element, then runs the preview.
 * @module
 */

import { PreviewApp } from './app.js';
import { readPreviewData } from './preview-data.js';

/**
 * The page's storage, or `null` where the browser refuses it (some keep `file:` pages from it).
 * @returns {Storage | null}
 */
function browserStorage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const root = /** @type {HTMLElement} */ (document.getElementById('app'));
try {
  const dataElement = /** @type {HTMLElement} */ (document.getElementById('quizc-preview-data'));
  const data = readPreviewData(dataElement.textContent ?? '');
  const app = new PreviewApp(root, data, {
    location, history, document,
    random: (array) => crypto.getRandomValues(array),
    clock: () => Date.now(),
    storage: browserStorage(),
  });
  app.start();
} catch (error) {
  root.textContent = '';
  const message = document.createElement('p');
  message.className = 'fatal';
  message.setAttribute('role', 'alert');
  message.textContent = `The preview cannot start: ${error instanceof Error ? error.message : String(error)}`;
  root.appendChild(message);
  document.documentElement.dataset.quizReady = location.hash;
  throw error;
}
