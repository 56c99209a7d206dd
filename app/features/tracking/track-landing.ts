import { apex } from '#app/lib/apex';
import { buildRefererLog, buildTrackingModuleLog, isBlank, parseSiteHosts, utmOf } from './tracking-rules';
import { visitorUuid } from './visitor-id';

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
}

export type ApexCall = typeof apex;

export async function trackLanding(context: LandingContext, call: ApexCall = apex, uuid = visitorUuid()): Promise<LandingResult> {
  const calls: Promise<unknown>[] = [];
  try {
    const log = buildTrackingModuleLog(context.href, uuid, context.basePath);
    if (log) calls.push(call('UserActivityController', 'createTrackingModuleLog', { trackingModuleLog: log }).catch((e: unknown) => console.error(e)));
    const referer = buildRefererLog(context.referrer, context.href, uuid, parseSiteHosts(context.siteHosts), context.basePath);
    if (referer) calls.push(call('UserActivityController', 'createRefererLog', { refererLog: referer }).catch((e: unknown) => console.error(e)));
  } catch (error) {
    console.error(error);
  }
  await Promise.all(calls);
  return { uuid, sent: calls.length > 0 };
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
  landing: LandingResult,
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
