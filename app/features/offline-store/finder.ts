import type { LatLng } from '#app/lib/geo';
import type { Store } from './types';

/** The store finder's links (issue 25, item 3): pure, the server and the browser render them alike. */

export function positionOf(store: Pick<Store, 'Latitude__c' | 'Longitude__c'>): LatLng | null {
  return store.Latitude__c === null || store.Longitude__c === null ? null : { lat: store.Latitude__c, lng: store.Longitude__c };
}

/** Kakao Map's directions to the store; a search for its address when its position is unknown. */
export function directionsUrl(store: Pick<Store, 'Name' | 'Address__c' | 'Latitude__c' | 'Longitude__c'>): string {
  const at = positionOf(store);
  // The link format takes commas as separators: a name's own commas would shift the position.
  const name = encodeURIComponent(store.Name.replaceAll(',', ' '));
  return at ? `https://map.kakao.com/link/to/${name},${at.lat},${at.lng}` : `https://map.kakao.com/link/search/${encodeURIComponent(store.Address__c)}`;
}

/** A phone number as a `tel:` link (digits and a leading + only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
