import { describe, expect, test } from 'vitest';
import { directionsUrl, positionOf, telHref } from './finder';

const store = { Name: '도담 성수점', Address__c: '서울특별시 성동구 성수이로 78 (성수동2가)', Latitude__c: 37.5446, Longitude__c: 127.0557 };

describe('store finder links', () => {
  test('directions to the store by name and position', () => {
    expect(directionsUrl(store)).toBe(`https://map.kakao.com/link/to/${encodeURIComponent('도담 성수점')},37.5446,127.0557`);
  });
  test('a name with a comma does not shift the position', () => {
    expect(directionsUrl({ ...store, Name: '도담, 성수점' })).toMatch(/,37\.5446,127\.0557$/);
  });
  test('a search for the address when the position is unknown', () => {
    expect(directionsUrl({ ...store, Latitude__c: null, Longitude__c: null })).toBe(`https://map.kakao.com/link/search/${encodeURIComponent(store.Address__c)}`);
    expect(positionOf({ Latitude__c: 37.5, Longitude__c: null })).toBeNull();
  });
  test('tel: links keep digits only', () => {
    expect(telHref('02-6953-1021')).toBe('tel:0269531021');
    expect(telHref('1588-1234')).toBe('tel:15881234');
  });
});
