import { type ReactNode, useEffect, useState } from 'react';

/**
 * Mounts its children one task after the page's hydration has committed (issue 27). For components
 * that render nothing and only start work in effects — page-view tracking, the client logger, the
 * ad pixel: each begins with a dynamic import, whose module preloads and checks cost the main
 * thread. Mounted with the page, their effects ran in the same task as every other effect of
 * hydration (a 50–160 ms long task at 4× CPU slowdown); mounted here they run in a task of
 * their own, a few milliseconds later. Its state lives here, so only this wrapper renders again.
 * On the server and during hydration it renders nothing, as its children do.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return mounted ? children : null;
}
