import {
  isRouteErrorResponse,
  Meta,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { findSiteRouteByPath, withBrand } from '#app/config/site-routes';
import { LaterSessionTimeoutManager } from '#app/features/account/components/LaterSessionTimeoutManager';
import { ClientLogging } from '#app/features/tracking/components/ClientLogging';
import { PreviewBanner } from '#app/ui/shell/PreviewBanner';
import { isStaffRole } from '#server/platform/auth/staff-roles';
import { STAFF_LAYOUT } from '#app/config/staff-layout';
import { countUnreadNotices } from '#app/features/account/data/notifications.server';
import { VisitorTracking } from '#app/features/tracking/components/VisitorTracking';
import { AccessGuard } from '#app/features/site/components/AccessGuard';
import { AdPixel } from '#app/features/brand/components/AdPixel';
import { publicViewer } from '#server/platform/auth/public-viewer';
import { getSiteSettings } from '#app/features/site/data/site-config.server';
import { useNonce } from '#app/lib/nonce';
import { AfterHydration } from '#app/ui/shell/AfterHydration';
import { DeferredScripts } from '#app/ui/shell/DeferredScripts';
import { DocumentLinks } from '#app/ui/shell/DocumentLinks';
import { PageFrame } from '#app/ui/shell/PageFrame';
import { SiteShell } from '#app/ui/shell/SiteShell';
import type { Route } from './+types/root';
import globalStyles from './styles/global.css?url';
import { siteUrl } from '#app/lib/site-url';
import type { ShellData } from '#app/ui/shell/use-brand';
import { quietRedirectRejections } from '#app/ui/shell/quiet-redirect-rejections';
import { href } from '#app/config/href';
import { breadcrumbJsonLd } from '#app/config/breadcrumbs';
import { isIndexable, isPrivate } from '#app/config/crawl-rules';
import { CRAWLER_FILES } from '#app/config/crawler-files';
import { homeStructuredData, structuredSite } from '#app/features/site/structured-data.server';
import type { JsonLd } from '#app/lib/structured-data';
import { appPathOf } from '#app/lib/site-url';
import { textFingerprint } from '#app/lib/text-fingerprint';
import { SearchEngineHead } from '#app/ui/shell/SearchEngineHead';

// In the browser, before the router handles any submission (see the module for why).
if (typeof window !== 'undefined') quietRedirectRejections(window);

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: globalStyles },
  { rel: 'icon', href: siteUrl('/favicon.svg'), type: 'image/svg+xml' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, viewer } = context;
  let settings: Awaited<ReturnType<typeof getSiteSettings>> | null = null;
  try {
    settings = await getSiteSettings(services.db.kysely, services);
  } catch (error) {
    // Pages still render; the access check then denies guests (SPEC 8).
    services.logger.error({ err: error, requestId: context.requestId }, 'site settings unavailable');
  }
  // The header's badge of unread notices (members only; never fails the page).
  const unreadNotices = viewer.isGuest ? 0 : await countUnreadNotices(services.db.kysely, viewer.userId).catch(() => 0);
  return {
    searchEngines: searchEngineData(context, request, settings?.brandName ?? '', settings?.searchVerification ?? null),
    brand: settings?.brandName ?? '',
    access: settings?.config ?? null,
    /** The one set of answer/shipping times and contacts every page quotes (site settings). */
    promises: settings?.promises ?? null,
    viewer: publicViewer(viewer),
    adPixel: services.env.AD_PIXEL_ID ? { id: services.env.AD_PIXEL_ID, scriptUrl: services.env.AD_PIXEL_SCRIPT_URL } : null,
    /** The site's own hosts, whose referrers are not logged (SPEC 5.2). */
    siteHosts: services.env.SITE_HOSTS,
    unreadNotices,
  };
}

/**
 * The document's search-engine data (SPEC 2.2, issue 25): the BreadcrumbList of the requested
 * page from the route table — once, here, so every page has it — and, on the home page, the
 * Organization and the WebSite with its search. `path` names the request it was made for: after
 * a client-side navigation the root data is not loaded again, and the head drops it.
 */
function searchEngineData(context: Route.LoaderArgs['context'], request: Request, brand: string, verification: { naver: string; google: string } | null) {
  const requested = new URL(request.url);
  const path = appPathOf(requested);
  const route = findSiteRouteByPath(path);
  const site = structuredSite(context, request, brand);
  const crumbs = route && isIndexable(route) ? breadcrumbJsonLd(route.id, brand, site.origin, site.pageUrl) : null;
  const jsonLd: JsonLd[] = [...(route?.id === 'home' ? homeStructuredData(site) : []), ...(crumbs ? [crumbs] : [])];
  // Staff pages say noindex themselves (staffMeta); an unknown path answers 404.
  const robots = !route ? null : isPrivate(route) ? 'noindex, nofollow' : isIndexable(route) ? null : 'noindex, follow';
  // The query is named by its fingerprint: whatever it holds is never written into the page.
  return { path: path + textFingerprint(requested.search), jsonLd, robots, verification };
}

/** The page's own schema.org data (`structuredData` of its loader), which replaces the shell's of the same type (a breadcrumb naming the item). */
function useSearchEngineHead(): Parameters<typeof SearchEngineHead>[0] {
  const data = useRouteLoaderData<RootData>('root');
  const matches = useMatches();
  const location = useLocation();
  const leaf = matches.length > 1 ? (matches[matches.length - 1]?.data as { structuredData?: unknown } | undefined) : undefined;
  const page = Array.isArray(leaf?.structuredData) ? (leaf.structuredData as JsonLd[]) : [];
  const pageTypes = new Set(page.map((item) => item['@type']));
  const forThisPage = data?.searchEngines.path === location.pathname + textFingerprint(location.search);
  const shell = forThisPage ? data.searchEngines.jsonLd.filter((item) => !pageTypes.has(item['@type'])) : [];
  return {
    verification: data?.searchEngines.verification ?? null,
    // Written by the server for the document; crawlers never navigate on the client.
    robots: forThisPage ? data.searchEngines.robots : null,
    feed: { href: siteUrl(CRAWLER_FILES.articleFeed), title: `${data?.brand ?? ''} 건강 정보`.trim() },
    jsonLd: [...shell, ...page],
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;
// The hooks of app/ui/shell/use-brand.ts read the root data through this narrower shape.
const _rootDataIsShellData = (data: RootData): ShellData => data;
void _rootDataIsShellData;

/** Titles come from the route table: "{label} | {brand}", the brand alone on the home page. */
export const meta: Route.MetaFunction = ({ data, location, error }) => {
  const brand = data?.brand ?? '';
  // The root's meta runs before its children's, so the page is found by its path.
  const route = error ? undefined : findSiteRouteByPath(location.pathname);
  const label = route ? withBrand(route.label, brand) : '페이지를 찾을 수 없습니다';
  const title = route?.id === 'home' ? `${brand} | 반려동물 맞춤 영양` : `${label} | ${brand}`;
  return [
    { title },
    { name: 'description', content: `${brand} - 강아지·고양이 건강 체크, 맞춤 사료, 무료 체험과 건강 정보` },
  ];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const searchEngineHead = useSearchEngineHead();
  return (
    <html lang="ko">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e2001a" />
        <Meta />
        <SearchEngineHead {...searchEngineHead} />
        <DocumentLinks />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <DeferredScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<RootData>('root');
  const matches = useMatches();
  const location = useLocation();
  const leafId = matches[matches.length - 1]?.id;
  const viewer = data?.viewer ?? { isGuest: true as const };
  // The staff area has a frame of its own (routes/staff-layout.tsx): no shopper header, dock or tab bar.
  if (matches.some((m) => m.id === STAFF_LAYOUT.id)) {
    return (
      <>
        <AfterHydration>
          <ClientLogging />
        </AfterHydration>
        <Outlet />
      </>
    );
  }
  return (
    <SiteShell
      brand={data?.brand ?? ''}
      promises={data?.promises ?? null}
      viewer={viewer}
      routeId={leafId}
      path={location.pathname}
      sessionWarning={viewer.isGuest ? undefined : <LaterSessionTimeoutManager key={viewer.userId} msLeft={viewer.sessionMsLeft} />}
      unreadNotices={data?.unreadNotices ?? 0}
    >
      {/* The home page's draft preview says so itself, naming the draft. */}
      {!viewer.isGuest && isStaffRole(viewer.role) && leafId !== 'home' && new URLSearchParams(location.search).get('preview') === '1' && <PreviewBanner />}
      <AccessGuard isGuest={data?.viewer.isGuest ?? true} config={data?.access ?? null} />
      {/* Effects only, started after hydration's own effects (issue 27). */}
      <AfterHydration>
        <AdPixel config={data?.adPixel ?? null} />
        <VisitorTracking siteHosts={data?.siteHosts ?? ''} userId={viewer.isGuest ? undefined : viewer.userId} />
        <ClientLogging />
      </AfterHydration>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>('root');
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const denied = isRouteErrorResponse(error) && error.status === 403;
  // A refused request (400, 413, 415, 429 …) names what was wrong in its own Korean message.
  const refusal = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && !notFound && !denied ? messageOf(error.data) : undefined;
  const heading = notFound ? '페이지를 찾을 수 없습니다' : denied ? '접근 권한이 없습니다' : refusal ? '요청을 처리할 수 없습니다' : '일시적인 오류가 발생했습니다';
  const text = notFound
    ? '주소가 바뀌었거나 더 이상 제공되지 않는 페이지입니다.'
    : denied
      ? '이 페이지는 운영 담당자만 볼 수 있습니다.'
      : (refusal ?? '잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 알려 주세요.');
  return (
    <SiteShell brand={data?.brand ?? ''} promises={data?.promises ?? null} viewer={data?.viewer ?? { isGuest: true }} routeId={undefined} path={location.pathname}>
      <title>{`${heading} | ${data?.brand ?? ''}`}</title>
      <PageFrame title={heading} crumbs={[{ label: 'Home', to: '/' }, { label: heading }]}>
        <p>{text}</p>
        <p>
          <a className="btn" href={siteUrl(href('home'))}>
            홈으로 가기
          </a>
        </p>
      </PageFrame>
    </SiteShell>
  );
}

function messageOf(data: unknown): string | undefined {
  if (typeof data === 'string' && data.trim() !== '') return data;
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
