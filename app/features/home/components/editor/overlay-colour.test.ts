import { describe, expect, it } from 'vitest';
import { OverlayColor } from '../../layout-schema';
import { overlayOf, parseOverlay } from './overlay-colour';

describe('the background overlay colour (colour input and opacity ↔ rgba)', () => {
  it('reads rgba and rgb as a #rrggbb colour and an opacity in percent', () => {
    expect(parseOverlay('rgba(0,0,0,0.3)')).toEqual({ hex: '#000000', opacity: 30 });
    expect(parseOverlay('rgba( 255 , 128 , 1 , 0.55 )')).toEqual({ hex: '#ff8001', opacity: 55 });
    expect(parseOverlay('rgb(16,32,48)')).toEqual({ hex: '#102030', opacity: 100 });
  });

  it('takes a #rrggbb colour as fully opaque, and anything else as the default 30% black', () => {
    expect(parseOverlay('#A1b2C3')).toEqual({ hex: '#A1b2C3', opacity: 100 });
    expect(parseOverlay('#abc')).toEqual({ hex: '#000000', opacity: 30 });
    expect(parseOverlay('red')).toEqual({ hex: '#000000', opacity: 30 });
    expect(parseOverlay('')).toEqual({ hex: '#000000', opacity: 30 });
  });

  it('writes rgba with the opacity kept between 0 and 100%', () => {
    expect(overlayOf('#000000', 30)).toBe('rgba(0,0,0,0.3)');
    expect(overlayOf('#ff8001', 55)).toBe('rgba(255,128,1,0.55)');
    expect(overlayOf('#102030', 150)).toBe('rgba(16,32,48,1)');
    expect(overlayOf('#102030', -5)).toBe('rgba(16,32,48,0)');
  });

  it('round-trips, and what it writes is an overlay colour the schema takes', () => {
    for (const [hex, opacity] of [
      ['#000000', 30],
      ['#ff8001', 55],
      ['#ffffff', 0],
      ['#123456', 100],
    ] as const) {
      const written = overlayOf(hex, opacity);
      expect(parseOverlay(written)).toEqual({ hex, opacity });
      expect(OverlayColor.safeParse(written).success).toBe(true);
    }
  });
});
