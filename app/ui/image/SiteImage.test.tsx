import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteImage } from './SiteImage';

const attrs = (html: string, tag: string) => html.match(new RegExp(`<${tag}[^>]*>`, 'g')) ?? [];

describe('SiteImage', () => {
  it('sizes every image and loads it lazily unless told otherwise', () => {
    const html = renderToString(<SiteImage src="/cms/delivery/media/pack2-a" alt="사료" width={800} height={800} />);
    expect(html).toBe('<img width="800" height="800" alt="사료" loading="lazy" decoding="async" src="/cms/delivery/media/pack2-a"/>');
  });

  it('marks only the LCP image as high priority, never lazy', () => {
    const lcp = renderToString(<SiteImage src="/a.svg" alt="" width={10} height={10} priority="lcp" />);
    expect(lcp).toContain('fetchPriority="high"');
    expect(lcp).not.toContain('loading=');
    const eager = renderToString(<SiteImage src="/a.svg" alt="" width={10} height={10} priority="eager" />);
    expect(eager).toContain('loading="eager"');
    expect(eager).not.toContain('fetchPriority');
  });

  it('offers pipeline photos as AVIF, then WebP, then their own format at every width', () => {
    const html = renderToString(<SiteImage variants="pipeline" src="/mypage/mypet/photo?id=p1" alt="보리 사진" width={96} height={96} />);
    const [avif, webp] = attrs(html, 'source');
    expect(avif).toContain('type="image/avif"');
    expect(avif).toContain('srcSet="/mypage/mypet/photo?id=p1&amp;w=320&amp;f=avif 320w, /mypage/mypet/photo?id=p1&amp;w=640&amp;f=avif 640w, /mypage/mypet/photo?id=p1&amp;w=1280&amp;f=avif 1280w"');
    expect(avif).toContain('sizes="96px"');
    expect(webp).toContain('type="image/webp"');
    const [img] = attrs(html, 'img');
    expect(img).toContain('src="/mypage/mypet/photo?id=p1&amp;w=320&amp;f=orig"');
    expect(img).toContain('width="96"');
    expect(img).toContain('loading="lazy"');
  });

  it('art-directs a banner that fills its box', () => {
    const html = renderToString(
      <SiteImage fill src="/m.svg" alt="배너" priority="lcp" sources={[{ media: '(min-width: 1024px)', src: '/d.svg' }, { media: '(max-width: 767px)', src: '/m.svg' }]} />,
    );
    expect(attrs(html, 'source')).toEqual(['<source media="(min-width: 1024px)" srcSet="/d.svg"/>', '<source media="(max-width: 767px)" srcSet="/m.svg"/>']);
    const [img] = attrs(html, 'img');
    expect(img).not.toContain('width=');
    expect(img).toContain('fetchPriority="high"');
  });
});
