import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MetaLine } from './MetaLine';

const texts = (html: string) => [...html.matchAll(/>([^<]+)</g)].map((m) => m[1]!);

describe('MetaLine', () => {
  it('puts a separator only between the items that are there, at the end of the item before it', () => {
    const html = renderToStaticMarkup(<MetaLine items={[undefined, '강아지', '', '어덜트', false, '2kg', null]} />);
    expect(texts(html).filter((t) => t.trim() !== '')).toEqual(['강아지\u00a0·', '어덜트\u00a0·', '2kg']);
    // No text starts with the separator, so no wrapped line can.
    for (const text of texts(html)) expect(text.trimStart().startsWith('·')).toBe(false);
  });

  it('shows nothing without items', () => {
    expect(renderToStaticMarkup(<MetaLine items={[undefined, '']} />)).toBe('');
  });
});
