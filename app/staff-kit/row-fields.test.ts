import { describe, expect, it } from 'vitest';
import { hasRowFields, rowsFromFields } from './row-fields';

describe('rowsFromFields', () => {
  it('reads rows in row order, trimmed, leaving out empty rows and other fields', () => {
    const fields = {
      'analysis.10.label': '칼슘',
      'analysis.10.value': '1% 이상',
      'analysis.2.label': ' 조단백 ',
      'analysis.2.value': '25% 이상',
      'analysis.3.label': '',
      'analysis.3.value': '',
      'analysis.4.value': '값만',
      'analysis.4.extra': 'x',
      'analysisX.1.label': 'no',
      name: '상품',
    };
    expect(rowsFromFields(fields, 'analysis', ['label', 'value'])).toEqual([
      { label: '조단백', value: '25% 이상' },
      { label: '', value: '값만' },
      { label: '칼슘', value: '1% 이상' },
    ]);
    expect(hasRowFields(fields, 'analysis')).toBe(true);
    expect(hasRowFields(fields, 'benefits')).toBe(false);
  });
});
