import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { type AdPixel as Pixel, type AdPixelConfig, createAdPixel } from '../ad-pixel';

/** Records a page view on the first load and on each client-side navigation; renders nothing. */
export function AdPixel({ config }: { config: AdPixelConfig | null }) {
  const location = useLocation();
  const pixel = useRef<Pixel | null>(null);
  useEffect(() => {
    if (!config) return;
    pixel.current ??= createAdPixel(config, { document, window: window as never });
    pixel.current.pageView(location.key);
  }, [config, location.key]);
  return null;
}
