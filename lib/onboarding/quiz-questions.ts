// The training quiz's answer key (docs/domain/limits.md: 6 questions). Texts live in messages/<locale>/onboarding.json
// (training.questions), in the same order; each question has 3 options.
import type { QuizQuestion } from './quiz-machine';

export const quizQuestions: readonly QuizQuestion[] = [
  { correct: 0, options: 3 }, // Reserva: not in the locker yet
  { correct: 1, options: 3 }, // pickup code sent at Ingresado
  { correct: 2, options: 3 }, // Retirado: collected
  { correct: 1, options: 3 }, // pickup code + last 4 CI digits
  { correct: 2, options: 3 }, // extend an expired booking
  { correct: 0, options: 3 }, // authorise withdrawal
];
