import { describe, expect, test } from 'vitest';
import { geocoderFor, kakaoLocalGeocoder } from './kakao-local';

/** A fetch that answers like the address search and records what it was asked. */
function fakeFetch(answer: { status?: number; body?: unknown }) {
  const asked: { url: URL; auth: string | null }[] = [];
  const impl = (async (input: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: new URL(String(input)), auth: new Headers(init?.headers).get('authorization') });
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { impl, asked };
}

const config = { restKey: 'rest-key', baseUrl: 'https://dapi.example' };

describe('Kakao Local address search adapter', () => {
  test('asks with the REST key and reads x as the longitude, y as the latitude', async () => {
    const fake = fakeFetch({ body: { documents: [{ address_name: '서울 중구 세종대로 110', x: '126.9779', y: '37.5663' }] } });
    expect(await kakaoLocalGeocoder(config, fake.impl).locate(' 서울특별시 중구 세종대로 110 ')).toEqual({ lat: 37.5663, lng: 126.9779 });
    expect(fake.asked[0]!.auth).toBe('KakaoAK rest-key');
    expect(fake.asked[0]!.url.pathname).toBe('/v2/local/search/address.json');
    expect(fake.asked[0]!.url.searchParams.get('query')).toBe('서울특별시 중구 세종대로 110');
  });
  test('no document: not found; a blank address is not asked', async () => {
    const fake = fakeFetch({ body: { documents: [] } });
    expect(await kakaoLocalGeocoder(config, fake.impl).locate('없는 주소')).toBe('not_found');
    expect(await kakaoLocalGeocoder(config, fake.impl).locate('   ')).toBe('not_found');
    expect(fake.asked).toHaveLength(1);
  });
  test('an error status, an unexpected shape or a position that is no number throws', async () => {
    await expect(kakaoLocalGeocoder(config, fakeFetch({ status: 401 }).impl).locate('a')).rejects.toThrow(/401/);
    await expect(kakaoLocalGeocoder(config, fakeFetch({ body: { items: [] } }).impl).locate('a')).rejects.toThrow(/shape/);
    await expect(kakaoLocalGeocoder(config, fakeFetch({ body: { documents: [{ x: 'east', y: '37' }] } }).impl).locate('a')).rejects.toThrow(/position/);
  });
  test('no geocoder without a REST key', () => {
    expect(geocoderFor({ KAKAO_LOCAL_URL: 'https://dapi.kakao.com' })).toBeNull();
    expect(geocoderFor({ KAKAO_REST_API_KEY: 'k', KAKAO_LOCAL_URL: 'https://dapi.kakao.com' })).not.toBeNull();
  });
});
