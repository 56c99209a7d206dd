import { useEffect } from 'react';

/**
 * Root: installs the uncaught error / rejection reporters once the page has hydrated, and on a
 * sample of page views reports the Core Web Vitals through the same logger (web-vitals.ts).
 */
export function ClientLogging() {
  useEffect(() => {
    import('../browser-logger')
      .then((m) => m.installGlobalHandlers())
      .catch((error: unknown) => console.error(error));
    import('../web-vitals')
      .then((m) => m.startBrowserWebVitals())
      .catch((error: unknown) => console.error(error));
  }, []);
  return null;
}
