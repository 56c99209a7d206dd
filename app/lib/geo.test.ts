import { describe, expect, test } from 'vitest';
import { distanceMeters, formatDistance, isInKorea, isOnEarth, parseLatLng, sortByDistance } from './geo';

const SEOUL_CITY_HALL = { lat: 37.5663, lng: 126.9779 };
const BUSAN_STATION = { lat: 35.1151, lng: 129.0422 };
const GANGNAM_STATION = { lat: 37.4979, lng: 127.0276 };

describe('distanceMeters (haversine)', () => {
  test('zero for the same place, symmetric', () => {
    expect(distanceMeters(SEOUL_CITY_HALL, SEOUL_CITY_HALL)).toBe(0);
    expect(distanceMeters(SEOUL_CITY_HALL, BUSAN_STATION)).toBeCloseTo(distanceMeters(BUSAN_STATION, SEOUL_CITY_HALL), 6);
  });
  test('known distances: Seoul City Hall to Busan Station ≈ 325 km, to Gangnam Station ≈ 8.8 km', () => {
    expect(distanceMeters(SEOUL_CITY_HALL, BUSAN_STATION) / 1000).toBeGreaterThan(320);
    expect(distanceMeters(SEOUL_CITY_HALL, BUSAN_STATION) / 1000).toBeLessThan(330);
    expect(distanceMeters(SEOUL_CITY_HALL, GANGNAM_STATION) / 1000).toBeCloseTo(8.8, 0);
  });
  test('one degree of latitude ≈ 111.2 km', () => {
    expect(distanceMeters({ lat: 36, lng: 127 }, { lat: 37, lng: 127 })).toBeCloseTo(111_195, -2);
  });
});

describe('formatDistance', () => {
  test.each([
    [0, '10m'],
    [4, '10m'],
    [347, '350m'],
    [999, '1.0km'],
    [1000, '1.0km'],
    [1234, '1.2km'],
    [9949, '9.9km'],
    [9990, '10km'],
    [25_400, '25km'],
    [325_000, '325km'],
  ])('%d m → %s', (m, text) => expect(formatDistance(m)).toBe(text));
});

describe('coordinates', () => {
  test('Korea: Seoul, Busan, Jeju, Dokdo and Baengnyeongdo are in; Tokyo, Beijing, Pyongyang-north and swapped pairs are out', () => {
    for (const p of [SEOUL_CITY_HALL, BUSAN_STATION, { lat: 33.4996, lng: 126.5312 }, { lat: 37.2426, lng: 131.8669 }, { lat: 37.9676, lng: 124.6301 }]) expect(isInKorea(p)).toBe(true);
    for (const p of [{ lat: 35.6762, lng: 139.6503 }, { lat: 39.9042, lng: 116.4074 }, { lat: 39.0392, lng: 125.7625 }, { lat: 126.9779, lng: 37.5663 }, { lat: Number.NaN, lng: 127 }]) expect(isInKorea(p)).toBe(false);
  });
  test('on earth: any finite position within ±90/±180', () => {
    expect(isOnEarth({ lat: -33.9, lng: 151.2 })).toBe(true);
    expect(isOnEarth({ lat: 91, lng: 0 })).toBe(false);
    expect(isOnEarth({ lat: 0, lng: Number.POSITIVE_INFINITY })).toBe(false);
  });
  test('parseLatLng reads "lat,lng" and refuses anything else', () => {
    expect(parseLatLng('37.5663,126.9779')).toEqual(SEOUL_CITY_HALL);
    expect(parseLatLng(' 37.5 , 127 ')).toEqual({ lat: 37.5, lng: 127 });
    for (const bad of [null, '', '37.5', '37.5,abc', '91,0', '1e3,2', '37.5;127', '37.5,127,1']) expect(parseLatLng(bad)).toBeNull();
  });
});

describe('sortByDistance', () => {
  const stores = [
    { name: 'busan', at: BUSAN_STATION },
    { name: 'nowhere', at: null },
    { name: 'gangnam', at: GANGNAM_STATION },
    { name: 'city-hall', at: SEOUL_CITY_HALL },
    { name: 'unknown-too', at: null },
  ];
  test('nearest first, stores without a position last in their own order', () => {
    const sorted = sortByDistance(stores, { lat: 37.5, lng: 127.03 }, (s) => s.at);
    expect(sorted.map((s) => s.item.name)).toEqual(['gangnam', 'city-hall', 'busan', 'nowhere', 'unknown-too']);
    expect(sorted[0]!.meters).toBeLessThan(500);
    expect(sorted.at(-1)!.meters).toBeNull();
  });
  test('from Busan the order turns around', () => {
    expect(sortByDistance(stores, BUSAN_STATION, (s) => s.at).map((s) => s.item.name).slice(0, 3)).toEqual(['busan', 'gangnam', 'city-hall']);
  });
});
