import { useEffect } from 'react';

/** Root: installs the uncaught error / rejection reporters once the page has hydrated. */
export function ClientLogging() {
  useEffect(() => {
    import('../browser-logger')
      .then((m) => m.installGlobalHandlers())
      .catch((error: unknown) => console.error(error));
  }, []);
  return null;
}
