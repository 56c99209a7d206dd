import { useEffect, useRef } from 'react';
import type { LandingResult } from '../track-landing';
import { BASE_PATH } from '#app/lib/site-url';

/**
 * Loaded on every page (root): after hydration it fetches the small tracking chunk, logs the
 * landing (SPEC 4.8, 5.2) and, for a member, links the browser's logs to the account. Renders
 * nothing; any failure stays in the console.
 */
export function VisitorTracking({ siteHosts, userId }: { siteHosts: string; userId: string | undefined }) {
  const landing = useRef<Promise<{ result: LandingResult; module: typeof import('../track-landing') } | null> | null>(null);

  useEffect(() => {
    landing.current ??= import('../track-landing')
      .then(async (module) => {
        const result = await module.trackLanding({ href: window.location.href, referrer: document.referrer, siteHosts, basePath: BASE_PATH });
        return { result, module };
      })
      .catch((error: unknown) => {
        console.error(error);
        return null;
      });
    if (!userId) return;
    void landing.current.then((landed) => landed && landed.module.syncMember(userId, landed.result));
  }, [siteHosts, userId]);

  return null;
}
