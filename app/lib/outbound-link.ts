/**
 * Links that leave the site through a counting redirect (issue 25 item 2, the purchase links):
 * the page marks them with OUTBOUND_LINK_ATTRIBUTE, and the tracking script, when it is on the
 * page, adds the browser's visitor UUID (SPEC 4.8) to the address as it is followed, so the
 * server can attribute the click. Without the script the link works the same, unattributed by
 * UUID.
 */
export const OUTBOUND_LINK_ATTRIBUTE = 'data-outbound';

/** The query parameter that carries the visitor's UUID. */
export const VISITOR_PARAM = 'uuid';

/** The address with `uuid={uuid}` set (replacing one already there); other addresses unchanged when unreadable. */
export function withVisitor(href: string, uuid: string, base = 'http://localhost'): string {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return href;
  }
  url.searchParams.set(VISITOR_PARAM, uuid);
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? url.href : `${url.pathname}${url.search}${url.hash}`;
}
