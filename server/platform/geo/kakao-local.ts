import { z } from 'zod';
import type { LatLng } from '#app/lib/geo';

/**
 * Geocoding adapter over the Kakao Local REST API's address search (issue 25, item 3):
 * `GET {baseUrl}/v2/local/search/address.json?query=…` with `Authorization: KakaoAK {restKey}`,
 * answering `documents[]` whose `x` is the longitude and `y` the latitude (text). The address
 * family's server side, beside the browser's postcode adapter (app/lib/postcode.ts). The base URL
 * is configurable so tests run it against a local stand-in speaking the same protocol; without a
 * key no geocoder exists and staff type positions by hand.
 */
export interface Geocoder {
  /** The position of an address; 'not_found' when the service knows no such address; throws when the service cannot be used. */
  locate(address: string): Promise<LatLng | 'not_found'>;
}

interface KakaoLocalConfig {
  restKey: string;
  baseUrl: string;
  /** Per request; a slow service must not hold a staff member's save. */
  timeoutMs?: number;
}

const AddressSearchAnswer = z.object({
  documents: z.array(z.object({ x: z.string(), y: z.string(), address_name: z.string().optional() })),
});

class GeocodingError extends Error {
  override name = 'GeocodingError';
}

export function kakaoLocalGeocoder(config: KakaoLocalConfig, fetchImpl: typeof fetch = fetch): Geocoder {
  return {
    async locate(address) {
      const query = address.trim().slice(0, 200);
      if (query === '') return 'not_found';
      const url = new URL('/v2/local/search/address.json', config.baseUrl);
      url.searchParams.set('query', query);
      url.searchParams.set('analyze_type', 'similar');
      url.searchParams.set('size', '1');
      const res = await fetchImpl(url, { headers: { Authorization: `KakaoAK ${config.restKey}` }, signal: AbortSignal.timeout(config.timeoutMs ?? 3000) });
      if (!res.ok) throw new GeocodingError(`address search failed: ${res.status}`);
      const parsed = AddressSearchAnswer.safeParse(await res.json());
      if (!parsed.success) throw new GeocodingError('address search answered an unexpected shape');
      const first = parsed.data.documents[0];
      if (!first) return 'not_found';
      const position = { lat: Number(first.y), lng: Number(first.x) };
      if (!Number.isFinite(position.lat) || !Number.isFinite(position.lng)) throw new GeocodingError('address search answered no usable position');
      return position;
    },
  };
}

/** The geocoder the environment configures: none without a REST key. */
export function geocoderFor(env: { KAKAO_REST_API_KEY?: string | undefined; KAKAO_LOCAL_URL: string }): Geocoder | null {
  return env.KAKAO_REST_API_KEY ? kakaoLocalGeocoder({ restKey: env.KAKAO_REST_API_KEY, baseUrl: env.KAKAO_LOCAL_URL }) : null;
}
