/**
 * The ad pixel of SPEC 7.4 (Kakao Pixel API: `kakaoPixel(trackId).pageView()`), behind an
 * adapter. Nothing is loaded, inserted or requested unless the site is configured with a
 * pixel id (env AD_PIXEL_ID); then the pixel script is inserted once and one page view is
 * recorded per navigation (the first document load and every client-side navigation).
 */

export interface AdPixelConfig {
  id: string;
  scriptUrl: string;
}

interface PixelApi {
  pageView(tag?: string): void;
}

/** The globals the adapter touches, so tests can hand it fakes. */
export interface AdPixelHost {
  document: Pick<Document, 'createElement' | 'head'>;
  window: { kakaoPixel?: (trackId: string) => PixelApi };
}

export interface AdPixel {
  /** Records the page view of one navigation; the same navigation key twice records once. */
  pageView(navigationKey: string): void;
  readonly configured: boolean;
}

const NOT_CONFIGURED: AdPixel = { pageView() {}, configured: false };

export function createAdPixel(config: AdPixelConfig | null | undefined, host?: AdPixelHost): AdPixel {
  if (!config || config.id.trim() === '' || !host) return NOT_CONFIGURED;
  const { document, window } = host;
  let state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  let queued = 0;
  let lastKey: string | undefined;

  const send = () => {
    try {
      window.kakaoPixel?.(config.id).pageView();
    } catch {
      // A broken third-party script must never break the page.
    }
  };

  const load = () => {
    state = 'loading';
    const script = document.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    script.dataset.adPixel = 'true';
    script.addEventListener('load', () => {
      state = window.kakaoPixel ? 'ready' : 'failed';
      if (state === 'ready') for (; queued > 0; queued -= 1) send();
      queued = 0;
    });
    script.addEventListener('error', () => {
      state = 'failed';
      queued = 0;
    });
    document.head.appendChild(script);
  };

  return {
    configured: true,
    pageView(navigationKey: string) {
      if (navigationKey === lastKey) return;
      lastKey = navigationKey;
      if (state === 'ready') return send();
      if (state === 'failed') return;
      queued += 1;
      if (state === 'idle') load();
    },
  };
}
