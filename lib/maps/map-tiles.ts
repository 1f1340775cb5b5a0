// Where the booking page's map gets its tiles (raster, XYZ): MAP_TILES_URL, OpenStreetMap's by default,
// "off" for none (the page then shows the address). Read on the server at request time, so changing it needs
// no rebuild; the map code in the browser only receives the result. proxy.ts reads the origin for the CSP.

export interface MapTiles {
  url: string;
  attribution: string;
}

const openStreetMap: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

export function mapTiles(): MapTiles | null {
  const url = process.env.MAP_TILES_URL?.trim();
  if (url === 'off') return null;
  if (!url) return openStreetMap;
  return { url, attribution: process.env.MAP_TILES_ATTRIBUTION ?? '' };
}

/** The tile server's origin, which the pages' Content-Security-Policy must let images and fetches reach. */
export function mapTilesOrigin(): string | null {
  const tiles = mapTiles();
  if (!tiles) return null;
  try {
    return new URL(tiles.url.replace(/[{}]/g, '')).origin;
  } catch {
    return null;
  }
}
