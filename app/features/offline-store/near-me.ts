import { type LatLng, sortByDistance } from '#app/lib/geo';
import { positionOf } from './finder';
import type { Store } from './types';

/**
 * "내 주변" (issue 25, item 3): the browser's position, asked only when the button is pressed, and
 * the list sorted by distance from it. Loaded with a dynamic import when the button is pressed, so
 * no page carries it before. The position stays in the browser.
 */

export type Located = { ok: true; position: LatLng } | { ok: false; reason: 'denied' | 'unavailable' | 'unsupported' };

export function locateMe(timeoutMs = 10_000): Promise<Located> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ ok: true, position: { lat: p.coords.latitude, lng: p.coords.longitude } }),
      (error) => resolve({ ok: false, reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 5 * 60_000 },
    );
  });
}

/** Store ids nearest first, with their distances in metres (null: the store's position is unknown). */
export function distancesFrom<S extends Pick<Store, 'Id' | 'Latitude__c' | 'Longitude__c'>>(stores: readonly S[], origin: LatLng): { id: string; meters: number | null }[] {
  return sortByDistance(stores, origin, positionOf).map(({ item, meters }) => ({ id: item.Id, meters }));
}
