import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exampleReportLine, loadBundle, parseJSON, replayExamples, Scorer, writeJSON } from '../src/index.js';
import { goldenBytes, goldenNames } from '../test-support/golden.js';

test('every example of the shipped bundles passes', () => {
  for (const name of goldenNames) {
    const reports = replayExamples(new Scorer(loadBundle(goldenBytes(name))));
    assert.ok(reports.length > 0);
    for (const report of reports) assert.equal(report.pass, true, `${name}: ${exampleReportLine(report)}`);
  }
  const first = replayExamples(new Scorer(loadBundle(goldenBytes('fitcircle-persona'))))[0];
  assert.equal(exampleReportLine(first), '{"example":0,"name":"API guide example (competitive achiever)","pass":true}');
});

/** The fitcircle bundle with its first example changed by `edit`, loaded without its hash. */
function withExample(edit) {
  const root = parseJSON(goldenBytes('fitcircle-persona'));
  const example = root.get('examples')[0];
  edit(example);
  return new Scorer(loadBundle(writeJSON(root), { verifyHash: false }));
}

test('the first problem is reported, in the fixed order', () => {
  const set = (name, value) => (example) => {
    const member = example.members.find((m) => m[0] === name);
    if (member) member[1] = value;
    else example.members.push([name, value]);
  };
  const report = (edit) => exampleReportLine(replayExamples(withExample(edit))[0]);
  const name = '"name":"API guide example (competitive achiever)"';
  assert.equal(report(set('expect', 'mike')), `{"example":0,${name},"pass":false,"problem":"expected the outcome \\"mike\\", got \\"casey\\""}`);
  assert.equal(report(set('expect_secondary', 'fiona')), `{"example":0,${name},"pass":false,"problem":"expected the secondary \\"fiona\\", got \\"sarah\\""}`);
  assert.equal(report(set('expect_secondary', null)), `{"example":0,${name},"pass":false,"problem":"expected no secondary, got \\"sarah\\""}`);
  assert.equal(report((example) => { example.get('expect_scores').members[0][1] = parseJSON('8'); }),
    `{"example":0,${name},"pass":false,"problem":"expected casey = 8, got 7"}`);
  assert.equal(report((example) => { example.get('answers').members[0][1] = 'nope'; }),
    `{"example":0,${name},"pass":false,"problem":"the answers were rejected: unknown-option: \\"nope\\" is not an option of \\"fitnessLevel\\"; expected one of \\"beginner\\", \\"intermediate\\", \\"advanced\\", \\"athlete\\""}`);
  const unnamed = exampleReportLine(replayExamples(withExample((example) => { example.members.splice(example.members.findIndex((m) => m[0] === 'name'), 1); }))[0]);
  assert.equal(unnamed, '{"example":0,"pass":true}');
});
