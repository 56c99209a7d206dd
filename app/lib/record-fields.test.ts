import { describe, expect, it } from 'vitest';
import { getFieldValue } from './record-fields';

describe('getFieldValue', () => {
  const record = { Name: '캣 7+ 시니어', Product__r: { ThumbnailImageUrl__c: '/img/p.svg' } };

  it('reads a field and a related field by their qualified names', () => {
    expect(getFieldValue(record, 'Product2.Name')).toBe('캣 7+ 시니어');
    expect(getFieldValue(record, 'CampaignProduct__c.Product__r.ThumbnailImageUrl__c')).toBe('/img/p.svg');
    expect(getFieldValue(record, 'Product2.Missing')).toBeUndefined();
  });

  it('refuses a name without the object part (SPEC 8)', () => {
    expect(() => getFieldValue(record, 'Name')).toThrow('Value does not include an object API name.');
    expect(() => getFieldValue(record, '.Name')).toThrow('Value does not include an object API name.');
  });
});
