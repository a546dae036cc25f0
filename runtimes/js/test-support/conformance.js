/**
 * Replays the language-neutral conformance suite (Tests/Conformance) with this runtime.
 */

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bundleHash, BundleError, exampleReportLine, loadBundle, lookupLocale, parseAcceptLanguage, presentationOrderJSON,
  replayExamples, resultLine, Scorer, writeJSON,
} from '../src/index.js';
import { Rational } from '../src/rational.js';
import { runSessionScript } from './session-script.js';

/** The suite's folder: `QUIZ_CONFORMANCE_DIR`, else Tests/Conformance at the repository's root. */
export function conformanceDirectory() {
  if (process.env.QUIZ_CONFORMANCE_DIR) return process.env.QUIZ_CONFORMANCE_DIR;
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../../Tests/Conformance');
}

/**
 * The suite files of a part (`required` or `optional`), sorted.
 * @param {string} directory
 * @param {'required' | 'optional'} part
 */
export function suiteFiles(directory, part) {
  const folder = path.join(directory, part);
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder).filter((name) => name.endsWith('.json')).sort().map((name) => path.join(folder, name));
}

/** Loads and caches the suite's bundles and their scorers. */
export class BundleCache {
  /** @param {string} directory */
  constructor(directory) {
    this.directory = directory;
    /** @type {Map<string, {text: Buffer, scorer: Scorer}>} */
    this.entries = new Map();
  }

  /** @param {string} name */
  get(name) {
    let entry = this.entries.get(name);
    if (!entry) {
      const text = fs.readFileSync(path.join(this.directory, 'bundles', `${name}.json`));
      entry = { text, scorer: new Scorer(loadBundle(text)) };
      this.entries.set(name, entry);
    }
    return entry;
  }
}

/**
 * @param {{answers?: string, answers_base64?: string, bundle_text?: string, bundle_base64?: string}} testCase
 * @param {'answers' | 'bundle'} what
 */
function input(testCase, what) {
  const text = what === 'answers' ? testCase.answers : testCase.bundle_text;
  const base64 = what === 'answers' ? testCase.answers_base64 : testCase.bundle_base64;
  if (base64 !== undefined) return new Uint8Array(Buffer.from(base64, 'base64'));
  if (text === undefined) throw new Error(`a case without ${what}`);
  return new TextEncoder().encode(text);
}

/**
 * Runs one case: `null` when it passes, else what differed.
 * @param {any} testCase
 * @param {BundleCache} bundles
 * @returns {string | null}
 */
export function runCase(testCase, bundles) {
  switch (testCase.kind) {
    case 'score': {
      const scored = bundles.get(testCase.bundle).scorer.scoreJSON(input(testCase, 'answers'));
      const line = resultLine(scored);
      if (line !== testCase.output) return `expected ${testCase.output}\n     got ${line}`;
      const code = scored.ok ? undefined : scored.error.code;
      if (code !== testCase.error_code) return `expected the error code ${testCase.error_code}, got ${code}`;
      return null;
    }
    case 'visible': {
      // Which questions to show for answers so far: the output line, byte for byte.
      const visible = bundles.get(testCase.bundle).scorer.visibilityJSON(input(testCase, 'answers'));
      const line = resultLine(visible);
      if (line !== testCase.output) return `expected ${testCase.output}\n     got ${line}`;
      if (testCase.error_code !== undefined && (visible.ok || visible.error.code !== testCase.error_code)) {
        return `expected the error code ${testCase.error_code}, got ${visible.ok ? undefined : visible.error.code}`;
      }
      return null;
    }
    case 'order': {
      const bundle = bundles.get(testCase.bundle).scorer.bundle;
      const line = writeJSON(presentationOrderJSON(bundle, testCase.seed));
      return line === testCase.output ? null : `expected ${testCase.output}\n     got ${line}`;
    }
    case 'hash': {
      const { text } = bundles.get(testCase.bundle);
      const hash = bundleHash(text);
      if (hash !== testCase.hash) return `expected ${testCase.hash}, got ${hash}`;
      loadBundle(text, { verifyHash: true });
      return null;
    }
    case 'bundle-error': {
      try {
        loadBundle(input(testCase, 'bundle'));
      } catch (error) {
        if (!(error instanceof BundleError)) throw error;
        if (error.code !== testCase.error_code || error.description !== testCase.error) {
          return `expected ${testCase.error_code}: ${testCase.error}\n     got ${error.code}: ${error.description}`;
        }
        return null;
      }
      return `expected ${testCase.error_code}: ${testCase.error}, but the bundle loaded`;
    }
    case 'examples': {
      const lines = replayExamples(bundles.get(testCase.bundle).scorer).map(exampleReportLine);
      const expected = testCase.output;
      if (lines.length !== expected.length) return `expected ${expected.length} reports, got ${lines.length}`;
      for (let i = 0; i < lines.length; i++) {
        if (lines[i] !== expected[i]) return `report ${i}: expected ${expected[i]}\n     got ${lines[i]}`;
      }
      return null;
    }
    case 'locale': {
      // The chosen tag, and that locale's direction and title, exactly.
      const bundle = bundles.get(testCase.bundle).scorer.bundle;
      const tag = lookupLocale(bundle, testCase.preferred);
      if (tag !== testCase.locale) return `expected the locale ${JSON.stringify(testCase.locale)}, got ${JSON.stringify(tag)}`;
      const texts = bundle.texts(tag);
      if (texts === undefined) return `the bundle has no texts for the locale ${JSON.stringify(tag)}`;
      if (texts.direction !== testCase.direction) return `expected the direction ${testCase.direction}, got ${texts.direction}`;
      if (texts.title !== testCase.title) return `expected the title ${JSON.stringify(testCase.title)}\n     got ${JSON.stringify(texts.title)}`;
      return null;
    }
    case 'decimal': {
      // The decimal form every runtime writes derived values in (the same method the result line uses).
      const text = new Rational(BigInt(testCase.numerator), BigInt(testCase.denominator)).toDecimalForm(testCase.digits);
      return text === testCase.output ? null : `expected ${testCase.output}, got ${text}`;
    }
    case 'session': {
      const lines = runSessionScript(bundles.get(testCase.bundle).scorer, testCase.start, testCase.steps,
        (name) => bundles.get(name).scorer);
      const differs = lines.findIndex((text, index) => text !== testCase.output[index]);
      if (differs < 0 && lines.length === testCase.output.length) return null;
      return `line ${differs}: expected ${testCase.output[differs]}\n     got ${lines[differs]}`;
    }
    case 'accept-language': {
      const preferred = parseAcceptLanguage(testCase.header);
      const same = preferred.length === testCase.preferred.length && preferred.every((range, index) => range === testCase.preferred[index]);
      return same ? null : `expected ${JSON.stringify(testCase.preferred)}\n     got ${JSON.stringify(preferred)}`;
    }
    default:
      return `unknown kind ${testCase.kind}`;
  }
}
