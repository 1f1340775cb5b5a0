// The training quiz (docs/domain/bookings.md, docs/domain/validation.md, docs/domain/limits.md): unlock at 75% watched, next only after a correct answer, wrong answers
// can be changed, previous/next, congratulations only when all are correct; and the once-a-second watch check.
import { describe, expect, it, vi } from 'vitest';
import { canFinish, canGoNext, initialQuizState, isCorrect, quizReducer, type QuizEvent, type QuizState } from '@/lib/onboarding/quiz-machine';
import { trackWatching, type PlayerState, type VideoPlayer } from '@/lib/onboarding/watch-tracker';

const questions = [
  { correct: 0, options: 3 },
  { correct: 2, options: 3 },
  { correct: 1, options: 3 },
];
const run = (events: QuizEvent[], from: QuizState = initialQuizState(questions)) => events.reduce((s, e) => quizReducer(questions, s, e), from);

describe('quiz state machine', () => {
  it('keeps the questions locked until 75% of the video is watched', () => {
    expect(run([{ type: 'progress', fraction: 0.5 }]).phase).toBe('watching');
    expect(run([{ type: 'progress', fraction: 0.749 }, { type: 'choose', option: 0 }]).answers[0]).toBeNull();
    expect(run([{ type: 'progress', fraction: 0.75 }]).phase).toBe('questions');
  });

  it('never forgets what was watched when the user seeks back', () => {
    const s = run([{ type: 'progress', fraction: 0.8 }, { type: 'progress', fraction: 0.1 }]);
    expect(s.watched).toBe(0.8);
    expect(s.phase).toBe('questions');
  });

  it('enables next only after a correct answer; a wrong one may be changed', () => {
    const open = run([{ type: 'progress', fraction: 1 }]);
    const wrong = run([{ type: 'choose', option: 1 }], open);
    expect(isCorrect(questions, wrong)).toBe(false);
    expect(canGoNext(questions, wrong)).toBe(false);
    expect(run([{ type: 'next' }], wrong).index).toBe(0);
    const right = run([{ type: 'choose', option: 0 }], wrong);
    expect(canGoNext(questions, right)).toBe(true);
    expect(run([{ type: 'next' }], right).index).toBe(1);
  });

  it('goes back with previous, keeping the answers', () => {
    const s = run([{ type: 'progress', fraction: 1 }, { type: 'choose', option: 0 }, { type: 'next' }, { type: 'previous' }]);
    expect(s.index).toBe(0);
    expect(s.answers[0]).toBe(0);
    expect(run([{ type: 'previous' }], s).index).toBe(0);
  });

  it('finishes with the congratulations only when every answer is correct', () => {
    const atLast = run([{ type: 'progress', fraction: 1 }, { type: 'choose', option: 0 }, { type: 'next' }, { type: 'choose', option: 2 }, { type: 'next' }]);
    expect(atLast.index).toBe(2);
    expect(canFinish(questions, atLast)).toBe(false);
    expect(run([{ type: 'choose', option: 0 }, { type: 'finish' }], atLast).phase).toBe('questions');
    // Back to an earlier question, changed to a wrong answer: finishing is refused even if the last is right.
    const spoiled = run([{ type: 'previous' }, { type: 'previous' }, { type: 'choose', option: 2 }], atLast);
    expect(spoiled.index).toBe(0);
    expect(run([{ type: 'next' }], spoiled).index).toBe(0);
    const done = run([{ type: 'choose', option: 1 }, { type: 'finish' }], atLast);
    expect(done.phase).toBe('congratulations');
  });

  it('ignores options that do not exist', () => {
    const open = run([{ type: 'progress', fraction: 1 }]);
    expect(run([{ type: 'choose', option: 7 }], open).answers[0]).toBeNull();
    expect(run([{ type: 'choose', option: -1 }], open).answers[0]).toBeNull();
  });
});

function fakePlayer() {
  let listener: ((state: PlayerState) => void) | null = null;
  const player = {
    time: 0,
    length: 100,
    currentTime: () => player.time,
    duration: () => player.length,
    onStateChange: (l: (state: PlayerState) => void) => ((listener = l), () => (listener = null)),
    destroy: () => {},
    emit: (state: PlayerState) => listener?.(state),
  };
  return player satisfies VideoPlayer & { emit: unknown };
}

describe('watch tracker', () => {
  it('checks every second while playing and stops on pause, end and cue', () => {
    vi.useFakeTimers();
    try {
      const player = fakePlayer();
      const seen: number[] = [];
      const stop = trackWatching(player, (f) => seen.push(f));
      vi.advanceTimersByTime(3000);
      expect(seen).toEqual([]);
      player.emit('playing');
      player.time = 10;
      vi.advanceTimersByTime(1000);
      player.time = 20;
      vi.advanceTimersByTime(1000);
      expect(seen).toEqual([0.1, 0.2]);
      player.emit('paused');
      vi.advanceTimersByTime(5000);
      expect(seen).toHaveLength(2);
      player.emit('playing');
      player.emit('playing');
      vi.advanceTimersByTime(1000);
      expect(seen).toHaveLength(3);
      player.emit('cued');
      vi.advanceTimersByTime(3000);
      expect(seen).toHaveLength(3);
      player.time = 100;
      player.emit('ended');
      expect(seen.at(-1)).toBe(1);
      stop();
      player.emit('playing');
      vi.advanceTimersByTime(3000);
      expect(seen.at(-1)).toBe(1);
      expect(seen).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
