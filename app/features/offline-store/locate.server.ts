import { setTimeout as sleep } from 'node:timers/promises';
import { geocoderFor, type Geocoder } from '#server/platform/geo/kakao-local';
import type { Services } from '#server/platform/services';
import { isInKorea } from '#app/lib/geo';
import { type LocationWrite, setStoreLocation, type ToLocate } from './data/store-admin.server';

/**
 * Finding stores' positions from their addresses (issue 25, item 3) through the geocoding
 * adapter, after the store was saved (never inside its transaction: a slow service must hold no
 * lock). Without a configured geocoder nothing is asked and staff type positions by hand.
 */

/** What locating an address gave: a position in Korea, none found (or one outside Korea), or no answer. */
async function locateAddress(geocoder: Geocoder, address: string, services: Pick<Services, 'logger'>): Promise<LocationWrite> {
  try {
    const found = await geocoder.locate(address);
    if (found === 'not_found' || !isInKorea(found)) return { latitude: null, longitude: null, status: 'not_found' };
    return { latitude: found.lat, longitude: found.lng, status: 'geocoded' };
  } catch (error) {
    services.logger.warn({ err: error }, 'store geocoding failed');
    return { latitude: null, longitude: null, status: 'error' };
  }
}

/** Locates one saved store's address and writes what was found (the editor's save). */
export async function locateStore(services: Services, id: string, address: string): Promise<void> {
  const geocoder = geocoderFor(services.env);
  if (!geocoder) return;
  await setStoreLocation(services.db.kysely, id, await locateAddress(geocoder, address, services));
}

export interface LocateReport {
  located: number;
  /** Stores left without a position, with their file line and why. */
  unlocated: { line: number; name: string; reason: 'not_found' | 'error' | 'time' }[];
}

const IMPORT_LOCATE = {
  /** Requests in flight at once. */
  concurrency: 4,
  /** At least this long between two requests' starts (about 20 a second, well under the service's limits). */
  gapMs: 50,
  /** Stores not reached by then stay without a position (saving one in the editor locates it). */
  budgetMs: 60_000,
};

/** Locates the imported stores, paced, within a time budget; answers what could not be located. */
export async function locateImported(services: Services, stores: readonly ToLocate[], pace = IMPORT_LOCATE): Promise<LocateReport | null> {
  const geocoder = geocoderFor(services.env);
  if (!geocoder || stores.length === 0) return null;
  const report: LocateReport = { located: 0, unlocated: [] };
  const deadline = performance.now() + pace.budgetMs;
  let next = 0;
  let lastStart = 0;
  const worker = async () => {
    for (;;) {
      const store = stores[next++];
      if (!store) return;
      const wait = lastStart + pace.gapMs - performance.now();
      lastStart = performance.now() + Math.max(0, wait);
      if (wait > 0) await sleep(wait);
      if (performance.now() > deadline) {
        report.unlocated.push({ line: store.line, name: store.name, reason: 'time' });
        continue;
      }
      const location = await locateAddress(geocoder, store.address, services);
      await setStoreLocation(services.db.kysely, store.id, location);
      if (location.status === 'geocoded') report.located += 1;
      else report.unlocated.push({ line: store.line, name: store.name, reason: location.status === 'not_found' ? 'not_found' : 'error' });
    }
  };
  await Promise.all(Array.from({ length: Math.min(pace.concurrency, stores.length) }, worker));
  report.unlocated.sort((a, b) => a.line - b.line);
  return report;
}
