import { apex } from '#app/rpc-client/apex';
import { buildRefererLog, buildTrackingModuleLog, isBlank, pageViewLogs, parseSiteHosts, type RefererLog, type TrackingModuleLog, utmOf, type VisitAttribution, visitAttribution } from './tracking-rules';
import { visitorUuid } from './visitor-id';
import { carryVisitorOnOutboundLinks } from './outbound-links';

/** Outbound (purchase) links carry this browser's UUID when followed (outbound-links.ts). */
export function watchOutboundLinks(doc: Document = document): void {
  carryVisitorOnOutboundLinks(doc, () => visitorUuid());
}

/**
 * The browser side of visitor attribution (SPEC 4.8, 5.2, 8), loaded after hydration as its own
 * small chunk. Every failure is written to the console and nothing else: tracking never breaks
 * a page.
 */

export interface LandingContext {
  href: string;
  referrer: string;
  siteHosts: string;
  basePath: string;
}

export interface LandingResult {
  uuid: string;
  /** A tracking or referer log was sent for this landing. */
  sent: boolean;
  /** What later page views of this visit carry (pageViewLogs). */
  visit: VisitAttribution;
}

export type ApexCall = typeof apex;

async function send(call: ApexCall, tracking: TrackingModuleLog | null, referer: RefererLog | null): Promise<boolean> {
  const calls: Promise<unknown>[] = [];
  if (tracking) calls.push(call('UserActivityController', 'createTrackingModuleLog', { trackingModuleLog: tracking }).catch((e: unknown) => console.error(e)));
  if (referer) calls.push(call('UserActivityController', 'createRefererLog', { refererLog: referer }).catch((e: unknown) => console.error(e)));
  await Promise.all(calls);
  return calls.length > 0;
}

/** The first page view of a document: its URL and the document's referrer (SPEC 4.8, 5.2). */
export async function trackLanding(context: LandingContext, call: ApexCall = apex, uuid = visitorUuid()): Promise<LandingResult> {
  let visit: VisitAttribution = { values: {}, referrer: null };
  let sent = false;
  try {
    const hosts = parseSiteHosts(context.siteHosts);
    visit = visitAttribution(context.href, context.referrer, hosts, context.basePath);
    sent = await send(call, buildTrackingModuleLog(context.href, uuid, context.basePath), buildRefererLog(context.referrer, context.href, uuid, hosts, context.basePath));
  } catch (error) {
    console.error(error);
  }
  return { uuid, sent, visit };
}

/**
 * A later page view of the same document, reached by client-side navigation: logged with the
 * visit's attribution and this page's record (pageViewLogs). Never throws.
 */
export async function trackPageView(href: string, landing: LandingResult, basePath: string, call: ApexCall = apex): Promise<boolean> {
  try {
    const { tracking, referer } = pageViewLogs(href, landing.uuid, landing.visit, basePath);
    return await send(call, tracking, referer);
  } catch (error) {
    console.error(error);
    return false;
  }
}

/** sessionStorage key: the member and browser last linked in this tab. */
export const SYNC_MARK_KEY = 'UUID_SYNCED';

/**
 * SPEC 4.8, for members after tracking: the browser's first tracking log → the account's UTM
 * values → the browser's logs become the member's. Runs when this landing sent a log, or once
 * per member and tab otherwise (e.g. right after signing in).
 */
export async function syncMember(
  userId: string,
  landing: Pick<LandingResult, 'uuid' | 'sent'>,
  call: ApexCall = apex,
  marks: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSessionStorage(),
): Promise<boolean> {
  const mark = `${userId}:${landing.uuid}`;
  try {
    if (!landing.sent && marks?.getItem(SYNC_MARK_KEY) === mark) return false;
  } catch {
    // no session storage: sync every time
  }
  try {
    const first = await call('UserActivityController', 'getFirstTrackingModuleLog', { uuid: landing.uuid }, { method: 'GET' });
    if (first) {
      const utm = utmOf(first);
      if (Object.values(utm).some((v) => !isBlank(v))) await call('AccountController', 'updateAccountUTM', utm);
    }
    await call('UserActivityController', 'updateAllLogs', { uuid: landing.uuid });
    try {
      marks?.setItem(SYNC_MARK_KEY, mark);
    } catch {
      // ignore
    }
    return true;
  } catch (error) {
    console.error(error);
    return false;
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
