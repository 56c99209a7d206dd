import { describe, expect, test } from 'vitest';
import { locationNote, planLocation } from './store-location';

const stored = { address: '서울특별시 성동구 성수이로 78', latitude: 37.5446, longitude: 127.0557, status: 'geocoded' as const };
const none = { latitude: null, longitude: null };

describe('planLocation', () => {
  test('a new store: typed position is kept by hand, else the address is located', () => {
    expect(planLocation(null, stored.address, { latitude: 37.5, longitude: 127 })).toEqual({ kind: 'manual', position: { lat: 37.5, lng: 127 } });
    expect(planLocation(null, stored.address, none)).toEqual({ kind: 'locate' });
  });
  test('unchanged address and position: nothing to do', () => {
    expect(planLocation(stored, stored.address, { latitude: stored.latitude, longitude: stored.longitude })).toEqual({ kind: 'keep' });
  });
  test('a position typed over the stored one wins, whatever the address', () => {
    expect(planLocation(stored, stored.address, { latitude: 37.55, longitude: 127.05 })).toEqual({ kind: 'manual', position: { lat: 37.55, lng: 127.05 } });
    expect(planLocation(stored, '부산광역시 해운대구 우동 1', { latitude: 35.16, longitude: 129.16 })).toEqual({ kind: 'manual', position: { lat: 35.16, lng: 129.16 } });
  });
  test('a new address with the old position still in the fields, or cleared fields: locate again', () => {
    expect(planLocation(stored, '부산광역시 해운대구 우동 1', { latitude: stored.latitude, longitude: stored.longitude })).toEqual({ kind: 'locate' });
    expect(planLocation(stored, stored.address, none)).toEqual({ kind: 'locate' });
  });
});

describe('locationNote', () => {
  test('no note once a store has a position', () => {
    expect(locationNote(stored, true)).toBeNull();
  });
  test('says the address could not be located, or the service was away, in Korean', () => {
    expect(locationNote({ ...none, status: 'not_found' }, true)).toMatch(/^입력한 주소로 매장 위치를 찾지 못했어요\. .*위도와 경도를 직접 입력/);
    expect(locationNote({ ...none, status: 'error' }, true)).toMatch(/연결하지 못해/);
    expect(locationNote({ ...none, status: null }, false)).toMatch(/위도와 경도를 입력해 주세요/);
    expect(locationNote({ ...none, status: null }, true)).toMatch(/저장하면 주소로 위치를 찾고/);
  });
});
