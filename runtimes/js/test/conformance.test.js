// Replays every case of the conformance suite (Tests/Conformance/required and optional).
// QUIZ_CONFORMANCE_DIR points at another copy of the suite; QUIZ_CONFORMANCE_REPORT names a
// file to write {"runtime": "javascript", "results": {"<case id>": "pass" | "fail"}} to.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { BundleCache, conformanceDirectory, runCase, suiteFiles } from '../test-support/conformance.js';

const directory = conformanceDirectory();
const bundles = new BundleCache(directory);
/** @type {Record<string, 'pass' | 'fail'>} */
const results = {};

for (const part of /** @type {const} */ (['required', 'optional'])) {
  describe(`conformance ${part}`, () => {
    const files = suiteFiles(directory, part);
    if (part === 'required') {
      test('the suite is there', () => {
        assert.ok(files.length > 0, `no suite files in ${path.join(directory, part)}`);
      });
    }
    for (const file of files) {
      test(path.basename(file), () => {
        const suite = JSON.parse(fs.readFileSync(file, 'utf8'));
        assert.equal(suite.suite, 'quiz-runtime-conformance/1');
        const failures = [];
        for (const testCase of suite.cases) {
          let problem;
          try {
            problem = runCase(testCase, bundles);
          } catch (error) {
            problem = `threw ${error instanceof Error ? error.stack : String(error)}`;
          }
          results[testCase.id] = problem === null ? 'pass' : 'fail';
          if (problem !== null) failures.push(`${testCase.id}: ${problem}`);
        }
        assert.deepEqual(failures, [], `${failures.length} of ${suite.cases.length} cases failed:\n${failures.slice(0, 20).join('\n')}`);
      });
    }
  });
}

after(() => {
  const report = process.env.QUIZ_CONFORMANCE_REPORT;
  if (report) fs.writeFileSync(report, JSON.stringify({ runtime: 'javascript', results }, null, 1) + '\n');
});
