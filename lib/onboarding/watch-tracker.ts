// How much of the training video was watched (docs/domain/validation.md): checked every second while the player plays; pausing,
// ending or cueing stops the check. Works with any player behind the VideoPlayer abstraction.
export type PlayerState = 'playing' | 'paused' | 'ended' | 'cued' | 'buffering';

export interface VideoPlayer {
  /** Seconds; NaN or 0 while unknown. */
  currentTime(): number;
  duration(): number;
  onStateChange(listener: (state: PlayerState) => void): () => void;
  destroy(): void;
}

export const checkIntervalMs = 1000;

export interface Clock {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realClock: Clock = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Calls onProgress(fraction) every second while playing; returns the function that stops tracking. */
export function trackWatching(player: VideoPlayer, onProgress: (fraction: number) => void, clock: Clock = realClock): () => void {
  let timer: unknown = null;
  const check = () => {
    const duration = player.duration();
    if (duration > 0) onProgress(player.currentTime() / duration);
  };
  const stop = () => {
    if (timer !== null) clock.clearInterval(timer);
    timer = null;
  };
  const unsubscribe = player.onStateChange((state) => {
    if (state === 'playing') {
      if (timer === null) timer = clock.setInterval(check, checkIntervalMs);
    } else if (state === 'paused' || state === 'ended' || state === 'cued') {
      // A finished video counts as watched to its end.
      if (state === 'ended') check();
      stop();
    }
  });
  return () => {
    stop();
    unsubscribe();
  };
}
