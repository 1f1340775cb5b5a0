'use client';
// The locker on a map, only when the user asks ("Ver mapa"): maplibre-gl (~300 KB gzip) is imported then,
// never in the first load. No tile server may be reachable (offline, or none configured), and the contract's
// locations carry no coordinates yet, so the readable fallback with the address is the normal outcome; the
// map replaces it only when a style URL and coordinates exist and the tiles actually load.
import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export interface LockerMapProps {
  description: string;
  address: string | null;
  /** [longitude, latitude]; null while the API does not provide them. */
  coordinates: [number, number] | null;
  labels: { viewMap: string; loading: string; fallback: string; noAddress: string };
}

type State = 'idle' | 'loading' | 'map' | 'fallback';

const styleUrl = process.env.NEXT_PUBLIC_MAP_STYLE_URL;

export function LockerMap({ description, address, coordinates, labels }: LockerMapProps) {
  const [state, setState] = useState<State>('idle');
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state !== 'loading') return;
    if (!styleUrl || !coordinates || !container.current) {
      setState('fallback');
      return;
    }
    let map: { remove(): void } | undefined;
    let cancelled = false;
    (async () => {
      try {
        const [{ Map, Marker }] = await Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]);
        if (cancelled || !container.current) return;
        const instance = new Map({ container: container.current, style: styleUrl, center: coordinates, zoom: 15 });
        map = instance;
        new Marker().setLngLat(coordinates).addTo(instance);
        instance.once('load', () => !cancelled && setState('map'));
        instance.once('error', () => !cancelled && setState('fallback'));
      } catch {
        if (!cancelled) setState('fallback');
      }
    })();
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [state, coordinates]);

  if (state === 'idle') {
    return (
      <Button variant="secondary" onClick={() => setState('loading')} className="print:hidden">
        <MapPin aria-hidden />
        {labels.viewMap}
      </Button>
    );
  }
  return (
    <div>
      {state === 'loading' && (
        <p role="status" className="mb-2 flex items-center gap-2 text-sm text-fg-muted">
          <Spinner className="size-4" />
          {labels.loading}
        </p>
      )}
      {state === 'fallback' ? (
        <div role="status" className="rounded-md border border-line bg-canvas p-4 text-sm">
          <p className="text-fg-muted">{labels.fallback}</p>
          <p className="mt-1 font-medium text-fg">{description}</p>
          <p className="text-fg">{address ?? labels.noAddress}</p>
        </div>
      ) : (
        <div ref={container} className="h-72 w-full overflow-hidden rounded-md border border-line" />
      )}
    </div>
  );
}
