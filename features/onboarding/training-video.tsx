'use client';
// The training video behind the player abstraction: the self-hosted MP4 by default, YouTube when an id is
// configured. Reports the watched fraction every second while playing (lib/onboarding/watch-tracker).
import { useEffect, useRef } from 'react';
import { html5Player, youTubePlayer } from '@/lib/onboarding/video-players';
import { trackWatching, type VideoPlayer } from '@/lib/onboarding/watch-tracker';

export type TrainingVideoSource = { kind: 'mp4'; src: string } | { kind: 'youtube'; id: string };

export function TrainingVideo({ source, label, onProgress }: { source: TrainingVideoSource; label: string; onProgress: (fraction: number) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const progressRef = useRef(onProgress);
  useEffect(() => {
    progressRef.current = onProgress;
  }, [onProgress]);

  useEffect(() => {
    let player: VideoPlayer | null = null;
    let stop = () => {};
    let cancelled = false;
    const attach = (p: VideoPlayer) => {
      if (cancelled) return p.destroy();
      player = p;
      stop = trackWatching(p, (fraction) => progressRef.current(fraction));
    };
    if (source.kind === 'mp4' && videoRef.current) attach(html5Player(videoRef.current));
    if (source.kind === 'youtube' && frameRef.current) {
      youTubePlayer(frameRef.current, source.id).then(attach, () => console.error('No se pudo cargar el video de capacitación'));
    }
    return () => {
      cancelled = true;
      stop();
      player?.destroy();
    };
  }, [source]);

  return (
    <div className="aspect-video w-full overflow-hidden rounded-md bg-black">
      {source.kind === 'mp4' ? (
        // The training video has no speech: its slides are on screen, so it needs no captions track.
        <video ref={videoRef} src={source.src} controls preload="metadata" playsInline aria-label={label} className="size-full" data-testid="training-video" />
      ) : (
        <div ref={frameRef} aria-label={label} className="size-full" />
      )}
    </div>
  );
}
