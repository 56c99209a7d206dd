import type { LatLng } from '#app/lib/geo';
import type { LocationStatus } from '#server/platform/db/schema/offline-store';

/**
 * Where a saved store's position comes from (issue 25, item 3): what staff typed, or the address
 * through the geocoding adapter. Pure; the save and the import apply it.
 */

export interface StoredLocation {
  address: string;
  latitude: number | null;
  longitude: number | null;
  status: LocationStatus | null;
}

/**
 * - `manual`: staff typed a position (a new one, or the one on file for an address they kept);
 * - `keep`: nothing changed (the address and the position on file stay);
 * - `locate`: find the address's position (no position given, or the address changed while the
 *   fields still held the old address's position).
 */
export type LocationPlan = { kind: 'manual'; position: LatLng } | { kind: 'keep' } | { kind: 'locate' };

export function planLocation(before: StoredLocation | null, address: string, typed: { latitude: number | null; longitude: number | null }): LocationPlan {
  const given = typed.latitude !== null && typed.longitude !== null ? { lat: typed.latitude, lng: typed.longitude } : null;
  if (!before) return given ? { kind: 'manual', position: given } : { kind: 'locate' };
  const sameAddress = before.address === address;
  const sameAsStored = given !== null && before.latitude === given.lat && before.longitude === given.lng;
  if (given && !sameAsStored) return { kind: 'manual', position: given };
  if (given && sameAddress) return { kind: 'keep' };
  // No position typed (cleared), or the old address's position kept with a new address.
  return { kind: 'locate' };
}

/** The editor's note about a store's position: null when there is nothing to say. */
export function locationNote(stored: Pick<StoredLocation, 'latitude' | 'longitude' | 'status'>, canLocate: boolean): string | null {
  if (stored.latitude !== null && stored.longitude !== null) return null;
  if (stored.status === 'not_found') return '입력한 주소로 매장 위치를 찾지 못했어요. 주소를 확인하거나 위도와 경도를 직접 입력해 주세요. 위치가 없는 매장은 ‘내 주변’ 정렬과 지도에 나오지 않아요.';
  if (stored.status === 'error') return '위치 찾기 서비스에 연결하지 못해 매장 위치를 저장하지 못했어요. 잠시 후 다시 저장하거나 위도와 경도를 직접 입력해 주세요.';
  return canLocate
    ? '이 매장은 아직 위치가 없어요. 저장하면 주소로 위치를 찾고, 찾지 못하면 위도와 경도를 직접 입력할 수 있어요.'
    : '이 매장은 위치가 없어 ‘내 주변’ 정렬과 지도에 나오지 않아요. 지도에서 확인한 위도와 경도를 입력해 주세요.';
}
