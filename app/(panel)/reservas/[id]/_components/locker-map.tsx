'use client';
// The locker on a map, only when the user asks ("Ver mapa"): maplibre-gl (~300 KB gzip) is imported then,
// never in the first load. Tiles may be unreachable (offline, blocked, none configured) and a locker may have
// no coordinates, so the readable fallback with the address is always at hand: it replaces the map as soon as
// a tile fails, and shows at once when there is nothing to draw.
import { MapPin } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { MapTiles } from '@/lib/maps/map-tiles';

export interface LockerMapProps {
  description: string;
  address: string | null;
  /** [longitude, latitude]; null when the locker has none. */
  coordinates: [number, number] | null;
  /** null: maps are off (MAP_TILES_URL=off). */
  tiles: MapTiles | null;
  /** URL of MapLibre's worker script (app/mapa/worker). */
  workerUrl: string;
  labels: { viewMap: string; loading: string; fallback: string; noAddress: string; mapOf: string };
}

type State = 'idle' | 'loading' | 'map' | 'fallback';

/** What replaces "Ver mapa" (or a failed map) takes the focus that went with it, not a user's focus elsewhere. */
function takeLostFocus(element: HTMLElement | null) {
  if (element && (!document.activeElement || document.activeElement === document.body)) element.focus({ preventScroll: true });
}

export function LockerMap({ description, address, coordinates, tiles, workerUrl, labels }: LockerMapProps) {
  const [state, setState] = useState<State>('idle');

  // The map lives as long as its container: made when the container mounts ("Ver mapa"), removed when the
  // fallback replaces it or the page goes away (a ref callback with cleanup, React 19).
  const drawMap = useCallback(
    (container: HTMLDivElement | null) => {
      if (!container || !tiles || !coordinates) return;
      let map: { remove(): void } | undefined;
      let cancelled = false;
      const fail = () => !cancelled && setState('fallback');
      (async () => {
        try {
          const [maplibre] = await Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]);
          if (cancelled) return;
          maplibre.setWorkerUrl(workerUrl);
          const instance = new maplibre.Map({
            container,
            center: coordinates,
            zoom: 15,
            style: {
              version: 8,
              sources: { tiles: { type: 'raster', tiles: [tiles.url], tileSize: 256, attribution: tiles.attribution } },
              layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
            },
          });
          map = instance;
          new maplibre.Marker().setLngLat(coordinates).addTo(instance);
          // "idle": every visible tile arrived. A tile that cannot be fetched fires "error" first.
          instance.on('error', fail);
          instance.once('idle', () => !cancelled && setState((current) => (current === 'loading' ? 'map' : current)));
        } catch {
          fail();
        }
      })();
      return () => {
        cancelled = true;
        map?.remove();
      };
    },
    [tiles, coordinates, workerUrl],
  );

  if (state === 'idle') {
    return (
      <Button variant="secondary" onClick={() => setState(tiles && coordinates ? 'loading' : 'fallback')} className="print:hidden">
        <Icon icon={MapPin} />
        {labels.viewMap}
      </Button>
    );
  }
  const place = (
    <>
      <p className="mt-1 font-medium text-fg">{description}</p>
      <p className="text-fg">{address ?? labels.noAddress}</p>
    </>
  );
  if (state === 'fallback') {
    return (
      <div ref={takeLostFocus} tabIndex={-1} role="status" className="rounded-md border border-line bg-canvas p-4 text-sm">
        <p className="text-fg-muted">{labels.fallback}</p>
        {place}
      </div>
    );
  }
  return (
    <div ref={takeLostFocus} tabIndex={-1} className="text-sm">
      {state === 'loading' && (
        <p role="status" className="mb-2 flex items-center gap-2 text-fg-muted">
          <Spinner className="size-4" />
          {labels.loading}
        </p>
      )}
      <div ref={drawMap} role="img" aria-label={labels.mapOf} className="h-72 w-full overflow-hidden rounded-md border border-line" />
      {place}
    </div>
  );
}
