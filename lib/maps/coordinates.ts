// A locker's place for the map: [longitude, latitude] as MapLibre takes it, or null when the API has none.
import type { Location } from '@/contract/reference';
import { version as maplibreVersion } from 'maplibre-gl/package.json';

export function coordinatesOf(location: Pick<Location, 'latitude' | 'longitude'>): [number, number] | null {
  const { latitude, longitude } = location;
  return typeof latitude === 'number' && typeof longitude === 'number' ? [longitude, latitude] : null;
}

/** Versioned, so the worker can be cached for a year and still change with the package. */
export const mapWorkerUrl = `/mapa/worker?v=${maplibreVersion}`;
