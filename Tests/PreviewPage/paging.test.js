import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Scorer, presentationOrder } from '../../runtimes/js/src/index.js';
import { ScoringPlan } from '../../runtimes/js/src/plan.js';
import { Answers } from '../../Sources/QuizPreview/Page/answers-state.js';
import { answeredCount, blockedMessage, pageProblems, paginate, parsePage } from '../../Sources/QuizPreview/Page/paging.js';
import { conformanceBundle, generator, randomAnswer, shippedBundles } from './support.js';

test('pages hold page_size questions each, the last the rest; 0 or none means one page', () => {
  const items = [1, 2, 3, 4, 5, 6, 7];
  assert.deepEqual(paginate(items, 3), [[1, 2, 3], [4, 5, 6], [7]]);
  assert.deepEqual(paginate(items, 7), [items]);
  assert.deepEqual(paginate(items, 100), [items]);
  assert.deepEqual(paginate(items, 0), [items]);
  assert.deepEqual(paginate(items, null), [items]);
  assert.deepEqual(paginate([], 4), [[]]);
});

test('drawn quizzes: the pages hold exactly the drawn questions, in presentation order, for every seed', () => {
  for (const name of ['draws', 'draw-all']) {
    const bundle = conformanceBundle(name);
    for (let seed = 0; seed < 200; seed++) {
      const presented = presentationOrder(bundle, String(seed));
      for (const size of [1, 2, bundle.presentation.pageSize]) {
        const pages = paginate(presented, size);
        assert.equal(pages.length, Math.ceil(presented.length / size));
        assert.ok(pages.every((page) => page.length <= size && page.length > 0));
        assert.deepEqual(pages.flat(), presented);
      }
    }
  }
});

test('shipped quizzes: mbti shows 24 questions on 4 pages of 6', () => {
  const mbti = shippedBundles().find((each) => each.name === 'mbti.json');
  assert.ok(mbti, 'build/bundles/mbti.json');
  const pages = paginate(presentationOrder(mbti.bundle, '42'), mbti.bundle.presentation.pageSize);
  assert.deepEqual(pages.map((page) => page.length), [6, 6, 6, 6]);
});

test('drawn quizzes: pages without problems are exactly answers the scorer accepts', () => {
  for (const name of ['draws', 'draw-all']) {
    const bundle = conformanceBundle(name);
    const plan = new ScoringPlan(bundle);
    const scorer = new Scorer(bundle);
    const keys = bundle.questions.map((question) => question.key);
    const random = generator(99);
    let outside = 0;
    for (let seed = 0; seed < 100; seed++) {
      const presented = presentationOrder(bundle, String(seed));
      const pages = paginate(presented, 2);
      const answers = new Answers(keys);
      for (const each of presented) {
        const question = bundle.questions[each.question];
        if (question.required) answers.set(question.key, randomAnswer(question, random));
      }
      assert.deepEqual(pages.flatMap((page) => pageProblems(plan, page, answers)), [], `${name} seed ${seed}`);
      assert.ok(scorer.scoreJSON(answers.toJSON()).ok, `${name} seed ${seed}: ${answers.toJSON()}`);
      // Leaving out one required presented question blocks its page (the scorer, which does
      // not know the draw, rejects it when the question is outside every pool).
      const required = presented.filter((each) => bundle.questions[each.question].required);
      const left = required[random.int(required.length)];
      answers.set(bundle.questions[left.question].key, null);
      const problems = pages.flatMap((page) => pageProblems(plan, page, answers));
      assert.deepEqual(problems, [{ question: left.question, key: bundle.questions[left.question].key, kind: 'missing' }]);
      if (plan.draw.ownRequired[left.question]) outside++;
      if (plan.draw.ownRequired[left.question]) assert.equal(scorer.scoreJSON(answers.toJSON()).ok, false);
    }
    if (name === 'draws') assert.ok(outside > 0, 'some left-out questions were outside every pool');
  }
});

test('problems: missing required, too few choices, rejected answers; locked and optional ones pass', () => {
  const bundle = conformanceBundle('types');
  const plan = new ScoringPlan(bundle);
  const keys = bundle.questions.map((question) => question.key);
  const page = bundle.questions.map((_, question) => ({ question }));
  const index = (id) => bundle.questions.findIndex((question) => question.id === id);
  const answers = new Answers(keys);
  const kinds = () => Object.fromEntries(pageProblems(plan, page, answers).map((problem) => [bundle.questions[problem.question].id, problem.kind]));
  assert.deepEqual(kinds(), { sc: 'missing', si: 'missing', mu: 'missing', r11: 'missing' });
  const mu = bundle.questions[index('mu')];
  answers.set(mu.key, [mu.options[0].id]);
  assert.equal(kinds().mu, 'too-few');
  answers.set(mu.key, [mu.options[0].id, mu.options[1].id]);
  assert.equal(kinds().mu, undefined);
  const r6 = bundle.questions[index('r6')];
  answers.set(r6.key, 'no such anchor');
  assert.equal(kinds().r6, 'invalid');
  const locked = new Set([index('sc'), index('r6')]);
  const withLock = pageProblems(plan, page, answers, locked).map((problem) => bundle.questions[problem.question].id);
  assert.deepEqual(withLock, ['si', 'r11']);
  assert.equal(answeredCount(plan, page, answers), 1);
});

test('the page of a fragment is clamped to the pages there are; "result" is the result', () => {
  assert.deepEqual(parsePage('2', 4), { view: 'questions', page: 2 });
  assert.deepEqual(parsePage('9', 4), { view: 'questions', page: 4 });
  assert.deepEqual(parsePage('0', 4), { view: 'questions', page: 1 });
  assert.deepEqual(parsePage(undefined, 4), { view: 'questions', page: 1 });
  assert.deepEqual(parsePage('x', 4), { view: 'questions', page: 1 });
  assert.deepEqual(parsePage('-2', 4), { view: 'questions', page: 1 });
  assert.deepEqual(parsePage('result', 3), { view: 'result', page: 3 });
});

test('the blocked message counts the problems and names the first', () => {
  const texts = ['Alpha?', 'Beta?'];
  assert.equal(blockedMessage([{ question: 1, key: 'b', kind: 'missing' }], (q) => texts[q]),
    'One question on this page needs an answer first: “Beta?” has no answer.');
  assert.equal(blockedMessage([{ question: 0, key: 'a', kind: 'too-few' }, { question: 1, key: 'b', kind: 'missing' }], (q) => texts[q]),
    '2 questions on this page need an answer first: “Alpha?” needs more choices.');
  assert.match(blockedMessage([{ question: 0, key: 'a', kind: 'invalid' }], (q) => texts[q]), /not accepted/);
});
