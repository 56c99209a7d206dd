import type { ReactNode } from 'react';
import { navVisibility } from '#app/config/nav-visibility';
import type { PublicViewer } from '#server/platform/auth/public-viewer';
import type { ServicePromises } from '#app/lib/service-promises';
import { ClosedSessionTimeoutRegion } from '#app/ui/session-timeout/ClosedSessionTimeoutRegion';
import { Toast } from '#app/ui/toast/Toast';
import { DockBar } from './DockBar';
import { MobileNav } from './MobileNav';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header, main content, footer and the page-wide regions every page carries. */
export function SiteShell(props: {
  brand: string;
  /** Contacts and business details for the footer (site settings). */
  promises?: ServicePromises | null;
  viewer: PublicViewer;
  routeId: string | undefined;
  path: string;
  sessionWarning?: ReactNode;
  /** The member's unread notices, shown as a badge on the header's bell. */
  unreadNotices?: number;
  children: ReactNode;
}) {
  const { dockBar, mobileNav } = navVisibility(props.routeId);
  return (
    <div id="top" className={[mobileNav && 'has-mobile-nav', dockBar && 'has-dock'].filter(Boolean).join(' ') || undefined}>
      <a className="skip-link" href="#main">
        본문 바로가기
      </a>
      <SiteHeader brand={props.brand} viewer={props.viewer} currentPath={props.path} unreadNotices={props.unreadNotices ?? 0} />
      <main id="main" tabIndex={-1}>
        {props.children}
      </main>
      <SiteFooter brand={props.brand} promises={props.promises ?? null} />
      {dockBar && <DockBar aboveMobileNav={mobileNav} />}
      {mobileNav && <MobileNav />}
      <Toast />
      {props.sessionWarning ?? <ClosedSessionTimeoutRegion />}
    </div>
  );
}
