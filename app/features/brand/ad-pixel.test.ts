import { describe, expect, it, vi } from 'vitest';
import { type AdPixelHost, createAdPixel } from './ad-pixel';

/** A fake document and window: records inserted scripts; "loading" a script installs the pixel API. */
function fakeHost() {
  const scripts: { src: string; fire: (event: 'load' | 'error') => void }[] = [];
  const pageViews: string[] = [];
  const win: AdPixelHost['window'] = {};
  const host: AdPixelHost = {
    window: win,
    document: {
      head: {
        appendChild: (node: unknown) => {
          const el = node as { src: string; listeners: Record<string, () => void> };
          scripts.push({ src: el.src, fire: (event) => el.listeners[event]?.() });
          return node;
        },
      } as unknown as HTMLHeadElement,
      createElement: (() => {
        const listeners: Record<string, () => void> = {};
        return { src: '', async: false, dataset: {}, listeners, addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) };
      }) as unknown as Document['createElement'],
    },
  };
  const installApi = () => {
    win.kakaoPixel = (id: string) => ({ pageView: () => void pageViews.push(id) });
  };
  return { host, scripts, pageViews, installApi };
}

describe('ad pixel adapter (SPEC 7.4)', () => {
  it('without a pixel id loads nothing and records nothing', () => {
    const { host, scripts } = fakeHost();
    const createElement = vi.spyOn(host.document, 'createElement');
    for (const config of [null, undefined, { id: '', scriptUrl: 'https://pixel.test/kp.js' }, { id: '  ', scriptUrl: 'https://pixel.test/kp.js' }]) {
      const pixel = createAdPixel(config, host);
      pixel.pageView('a');
      pixel.pageView('b');
      expect(pixel.configured).toBe(false);
    }
    expect(createElement).not.toHaveBeenCalled();
    expect(scripts).toEqual([]);
  });

  it('with a pixel id inserts the script once and records one page view per navigation', () => {
    const { host, scripts, pageViews, installApi } = fakeHost();
    const pixel = createAdPixel({ id: 'track-1', scriptUrl: 'https://pixel.test/kp.js' }, host);
    pixel.pageView('first');
    pixel.pageView('second'); // a navigation before the script arrived is queued
    expect(scripts.map((s) => s.src)).toEqual(['https://pixel.test/kp.js']);
    expect(pageViews).toEqual([]);
    installApi();
    scripts[0]!.fire('load');
    expect(pageViews).toEqual(['track-1', 'track-1']);
    pixel.pageView('third');
    pixel.pageView('third'); // the same navigation reported twice counts once
    pixel.pageView('fourth');
    expect(pageViews).toHaveLength(4);
    expect(scripts).toHaveLength(1);
  });

  it('stays quiet when the script fails to load or throws', () => {
    const { host, scripts, pageViews } = fakeHost();
    const pixel = createAdPixel({ id: 'track-1', scriptUrl: 'https://pixel.test/kp.js' }, host);
    pixel.pageView('a');
    scripts[0]!.fire('error');
    expect(() => pixel.pageView('b')).not.toThrow();
    expect(pageViews).toEqual([]);
    expect(scripts).toHaveLength(1);

    const second = fakeHost();
    const broken = createAdPixel({ id: 't', scriptUrl: 'https://pixel.test/kp.js' }, second.host);
    broken.pageView('a');
    second.host.window.kakaoPixel = () => {
      throw new Error('broken pixel');
    };
    expect(() => second.scripts[0]!.fire('load')).not.toThrow();
    expect(() => broken.pageView('b')).not.toThrow();
  });
});
