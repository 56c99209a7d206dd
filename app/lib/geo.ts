/**
 * Positions on the earth for the store finder (issue 25, item 3): the great-circle distance
 * (haversine), the bounds a position in Korea lies within, sorting by distance and the distance
 * as people read it ("350m", "1.2km"). Pure: the server sorts the list it renders with it, the
 * browser the list it shows after "내 주변".
 */

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Metres between two positions along the earth's surface (haversine, mean earth radius). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where a store of this site can be: South Korea with its islands (Marado 33.1°N to the north of
 * Gangwon 38.62°N; Baengnyeongdo 124.6°E to Dokdo 131.87°E), with a small margin.
 */
export const KOREA_BOUNDS = { minLat: 33, maxLat: 38.7, minLng: 124.5, maxLng: 132 } as const;

export function isInKorea(p: LatLng): boolean {
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) && p.lat >= KOREA_BOUNDS.minLat && p.lat <= KOREA_BOUNDS.maxLat && p.lng >= KOREA_BOUNDS.minLng && p.lng <= KOREA_BOUNDS.maxLng;
}

/** A position anywhere on earth: what a browser may report (a visitor abroad still gets a sorted list). */
export function isOnEarth(p: LatLng): boolean {
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
}

/** "350m" under a kilometre (to 10 m), "1.2km" under 10 km, "25km" beyond. */
export function formatDistance(meters: number): string {
  const tens = Math.max(10, Math.round(meters / 10) * 10);
  if (tens < 1000) return `${tens}m`;
  if (meters < 10_000) {
    const km = Math.round(meters / 100) / 10;
    return km >= 10 ? '10km' : `${km.toFixed(1)}km`;
  }
  return `${Math.round(meters / 1000)}km`;
}

/**
 * Items by distance from `origin`, nearest first, each with its distance in metres; items
 * without a position keep their order after all the others (distance null). Stable.
 */
export function sortByDistance<T>(items: readonly T[], origin: LatLng, positionOf: (item: T) => LatLng | null): { item: T; meters: number | null }[] {
  const withDistance = items.map((item, index) => {
    const p = positionOf(item);
    return { item, meters: p ? distanceMeters(origin, p) : null, index };
  });
  withDistance.sort((a, b) => {
    if (a.meters === null || b.meters === null) return a.meters === b.meters ? a.index - b.index : a.meters === null ? 1 : -1;
    return a.meters - b.meters || a.index - b.index;
  });
  return withDistance.map(({ item, meters }) => ({ item, meters }));
}

/** Reads "37.5,127.0" (a position in a query parameter); null unless both are finite numbers on earth. */
export function parseLatLng(text: string | null | undefined): LatLng | null {
  if (!text) return null;
  const match = /^\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*$/.exec(text);
  if (!match) return null;
  const p = { lat: Number(match[1]), lng: Number(match[2]) };
  return isOnEarth(p) ? p : null;
}
