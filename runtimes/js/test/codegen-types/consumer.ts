// A consumer of the code `quizc generate typescript` writes, checked by `tsc --strict`
// (tsc -p runtimes/js/test/codegen-types): the fitness app's persona request built from typed
// answers, the MBTI text keys behind typed names, a profile quiz's typed results, and what the
// types must refuse, each marked as an expected error (tsc fails if any of those compiles).

import * as persona from 'generated/fitcircle-persona';
import * as mbti from 'generated/mbti';
import * as bigFive from 'generated/big-five';
import * as animal from 'generated/animal';

/** The fitness app's onboarding request: typed answers in, a typed persona out. */
export function personaRequest(bundle: Uint8Array, goal: persona.PrimaryGoal): persona.Outcome | string {
  const quiz = persona.load(bundle);
  const answers: persona.Answers = {
    primaryGoal: goal,
    motivationStyle: persona.MotivationStyle.Competition,
    fitnessLevel: persona.FitnessLevel.Intermediate,
    timeCommitment: persona.TimeCommitment._30_60,
    targetLoss: goal === persona.PrimaryGoal.LoseWeight ? persona.TargetLoss.Between5And10kg : undefined,
  };
  const scored = quiz.score(answers);
  if (!scored.ok) return scored.error.message;
  const { outcome, secondary, scores, visible } = scored.result;
  const followUps: readonly persona.Question[] = visible;
  const lead: number = scores[persona.Trait.Casey];
  void followUps, lead, secondary;
  switch (outcome) {
    case persona.Outcome.Casey: return 'leaderboards';
    case persona.Outcome.Sarah: return 'circles';
    case persona.Outcome.Mike: return 'short workouts';
    case persona.Outcome.Fiona: return 'training plans';
  }
}

export const request: persona.Answers = {
  primaryGoal: 'lose_weight',
  motivationStyle: 'data',
  fitnessLevel: 'beginner',
  timeCommitment: 'under-30',
};

/** MBTI: answers by typed names; the wire keys are the question texts. */
export function mbtiWire(answers: mbti.Answers): Record<string, unknown> {
  const key: mbti.Question = mbti.Question.Ei1;
  void key;
  return mbti.wireAnswers(answers);
}

export function mbtiType(quiz: mbti.Quiz, answers: mbti.Answers): mbti.Outcome | null {
  const scored = quiz.score(answers);
  return scored.ok ? scored.result.outcome : null;
}

/** A profile quiz without nearest profiles: results by id, bands typed per result, no outcome. */
export function neuroticism(quiz: bigFive.Quiz, answers: bigFive.Answers): bigFive.NeuroticismBand | null {
  const scored = quiz.score(answers);
  if (!scored.ok) return null;
  const text: string | undefined = scored.result.derived[bigFive.DerivedScore.NeuroticismMean]?.text;
  void text;
  return scored.result.results.neuroticism.band;
}

export function words(quiz: animal.Quiz): boolean {
  const set: animal.Answers['words'] = new Set([animal.Words.Bold, animal.Words.Curious]);
  const list: animal.Answers['words'] = [animal.Words.Loyal];
  void list;
  return quiz.validate({
    saturday: animal.Saturday.Garden, quarrel: animal.Quarrel.Settle, words: set, morningEnergy: 7,
    snack: animal.Snack.Sushi, avoid: [animal.Avoid.Crowds], pace: animal.Pace.Brisk, teamRole: animal.TeamRole.Leader,
    dreamHome: animal.DreamHome.Loft,
  }) === null;
}

/** A typed session: typed answers page by page, the typed result at the end, a token to resume. */
export function personaSession(quiz: persona.Quiz, clock: () => number): persona.Outcome | string {
  const session: persona.Session = quiz.start({ seed: 42n, locale: 'en', clock });
  const page: readonly persona.Question[] = session.page;
  if (page.includes(persona.Question.PrimaryGoal)) session.answerPrimaryGoal(persona.PrimaryGoal.LoseWeight);
  session.answerTargetLoss(null);
  const saved = session.save({ key: 'secret' });
  if (!saved.ok) return saved.error.code;
  const resumed: persona.Resumed = quiz.resume(saved.token, { key: 'secret', clock });
  if (!resumed.ok) return resumed.error.code;
  const progress: number = resumed.session.progress().most;
  const events: readonly string[] = resumed.session.events.map((event) => event.event);
  void progress, events;
  const finished: persona.Finished = resumed.session.finish();
  return finished.ok ? finished.result.outcome : finished.error.code;
}

// What the types refuse.
// @ts-expect-error an option id the quiz does not have (a renamed option breaks the build)
export const renamedOption: persona.Answers = { ...request, primaryGoal: 'lose-weight' };
// @ts-expect-error a required question left out
export const missing: persona.Answers = { primaryGoal: 'lose_weight', motivationStyle: 'data', fitnessLevel: 'beginner' };
// @ts-expect-error an outcome the quiz does not have
export const renamedOutcome: persona.Outcome = 'cassie';
// @ts-expect-error a scale value outside the scale
export const offScale: mbti.Answers['ei1'] = 6;
// @ts-expect-error a band the result does not have
export const noSuchBand: bigFive.NeuroticismBand = 'extreme';
// @ts-expect-error big-five has no outcome: its result has none
export const noOutcome = (result: bigFive.Result) => result.outcome;
// @ts-expect-error a session's typed answer takes the question's options only
export const wrongOption = (session: persona.Session) => session.answerPrimaryGoal(persona.MotivationStyle.Data);
// @ts-expect-error an answer method for a question the quiz does not have
export const noSuchQuestion = (session: persona.Session) => session.answerPrimaryGoals(null);
