import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { LandingResult } from '../track-landing';
import { BASE_PATH } from '#app/lib/site-url';
import type * as TrackLanding from '../track-landing';

type Landed = { result: LandingResult; module: typeof TrackLanding } | null;

/**
 * Loaded on every page (root): after hydration it fetches the small tracking chunk, logs the
 * landing (SPEC 4.8, 5.2) and, for a member, links the browser's logs to the account. Every
 * later page view reached by client-side navigation is logged once too (its Product__c or
 * Article__c with the visit's attribution, SPEC 3.4). Renders nothing; any failure stays in the
 * console.
 */
export function VisitorTracking({ siteHosts, userId }: { siteHosts: string; userId: string | undefined }) {
  const landing = useRef<Promise<Landed> | null>(null);
  const location = useLocation();
  /** The router location key of the last page view logged: each key is one page view. */
  const logged = useRef<string | null>(null);

  useEffect(() => {
    landing.current ??= import('../track-landing')
      .then(async (module) => {
        module.watchOutboundLinks();
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

  useEffect(() => {
    const first = logged.current === null;
    if (logged.current === location.key) return;
    logged.current = location.key;
    if (first || !landing.current) return;
    const href = window.location.href;
    void landing.current.then((landed) => landed && landed.module.trackPageView(href, landed.result, BASE_PATH));
  }, [location.key]);

  return null;
}
