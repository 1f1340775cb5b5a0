// The training quiz as a pure state machine (docs/domain/bookings.md, docs/domain/validation.md, docs/domain/limits.md): questions unlock at 75% of the video watched;
// one question at a time; a wrong answer shows its explanation and the user may choose again; "next" only
// after a correct answer; previous always; after the last question, finishing shows the congratulations only
// when every answer is correct.
export const unlockFraction = 0.75;

export interface QuizQuestion {
  /** Index of the correct option. */
  correct: number;
  options: number;
}

export interface QuizState {
  phase: 'watching' | 'questions' | 'congratulations';
  /** Highest fraction of the video watched so far (0–1). */
  watched: number;
  index: number;
  /** The option chosen for each question, or null. */
  answers: (number | null)[];
}

export type QuizEvent =
  | { type: 'progress'; fraction: number }
  | { type: 'choose'; option: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'finish' };

export function initialQuizState(questions: readonly QuizQuestion[]): QuizState {
  return { phase: 'watching', watched: 0, index: 0, answers: questions.map(() => null) };
}

export function isCorrect(questions: readonly QuizQuestion[], state: QuizState, index = state.index): boolean {
  const answer = state.answers[index];
  return answer !== null && answer !== undefined && answer === questions[index]?.correct;
}

export function canGoNext(questions: readonly QuizQuestion[], state: QuizState): boolean {
  return state.phase === 'questions' && state.index < questions.length - 1 && isCorrect(questions, state);
}

export function canFinish(questions: readonly QuizQuestion[], state: QuizState): boolean {
  return state.phase === 'questions' && state.index === questions.length - 1 && questions.every((_, i) => isCorrect(questions, state, i));
}

export function quizReducer(questions: readonly QuizQuestion[], state: QuizState, event: QuizEvent): QuizState {
  switch (event.type) {
    case 'progress': {
      if (!Number.isFinite(event.fraction)) return state;
      const watched = Math.max(state.watched, Math.min(1, Math.max(0, event.fraction)));
      const phase = state.phase === 'watching' && watched >= unlockFraction ? 'questions' : state.phase;
      return watched === state.watched && phase === state.phase ? state : { ...state, watched, phase };
    }
    case 'choose': {
      const question = questions[state.index];
      if (state.phase !== 'questions' || !question || event.option < 0 || event.option >= question.options) return state;
      const answers = [...state.answers];
      answers[state.index] = event.option;
      return { ...state, answers };
    }
    case 'next':
      return canGoNext(questions, state) ? { ...state, index: state.index + 1 } : state;
    case 'previous':
      return state.phase === 'questions' && state.index > 0 ? { ...state, index: state.index - 1 } : state;
    case 'finish':
      return canFinish(questions, state) ? { ...state, phase: 'congratulations' } : state;
  }
}
