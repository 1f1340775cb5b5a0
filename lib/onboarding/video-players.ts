// The player abstraction's two implementations: the self-hosted MP4 (<video>) and YouTube's IFrame API,
// used when a video id is configured (TRAINING_VIDEO_YOUTUBE_ID). Loaded only inside the training dialog.
import type { PlayerState, VideoPlayer } from './watch-tracker';

export function html5Player(video: HTMLVideoElement): VideoPlayer {
  const listeners = new Set<(state: PlayerState) => void>();
  const emit = (state: PlayerState) => listeners.forEach((listener) => listener(state));
  const events: [string, PlayerState][] = [['playing', 'playing'], ['pause', 'paused'], ['ended', 'ended'], ['emptied', 'cued'], ['waiting', 'buffering']];
  const handlers = events.map(([event, state]) => [event, () => emit(state)] as const);
  handlers.forEach(([event, handler]) => video.addEventListener(event, handler));
  return {
    currentTime: () => video.currentTime,
    duration: () => (Number.isFinite(video.duration) ? video.duration : 0),
    onStateChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: () => handlers.forEach(([event, handler]) => video.removeEventListener(event, handler)),
  };
}

interface YouTubePlayer {
  getCurrentTime(): number;
  getDuration(): number;
  destroy(): void;
}
interface YouTubeApi {
  Player: new (element: HTMLElement, options: { videoId: string; width: string; height: string; events: { onStateChange: (event: { data: number }) => void } }) => YouTubePlayer;
}
type YouTubeWindow = Window & { YT?: YouTubeApi; onYouTubeIframeAPIReady?: () => void };

let apiLoading: Promise<YouTubeApi> | undefined;

function loadYouTubeApi(): Promise<YouTubeApi> {
  const w = window as YouTubeWindow;
  if (w.YT?.Player) return Promise.resolve(w.YT);
  apiLoading ??= new Promise((resolve, reject) => {
    w.onYouTubeIframeAPIReady = () => resolve(w.YT!);
    const script = document.createElement('script');
    script.src = 'https://www.youtube.com/iframe_api';
    script.onerror = () => reject(new Error('YouTube IFrame API unavailable'));
    document.head.append(script);
  });
  return apiLoading;
}

/** YouTube states: -1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued. */
const youTubeStates: Record<number, PlayerState> = { 0: 'ended', 1: 'playing', 2: 'paused', 3: 'buffering', 5: 'cued' };

export async function youTubePlayer(element: HTMLElement, videoId: string): Promise<VideoPlayer> {
  const api = await loadYouTubeApi();
  const listeners = new Set<(state: PlayerState) => void>();
  const player = new api.Player(element, {
    videoId,
    width: '100%',
    height: '100%',
    events: {
      onStateChange: (event) => {
        const state = youTubeStates[event.data];
        if (state) listeners.forEach((listener) => listener(state));
      },
    },
  });
  return {
    currentTime: () => player.getCurrentTime?.() ?? 0,
    duration: () => player.getDuration?.() ?? 0,
    onStateChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: () => player.destroy(),
  };
}
