import { OUTBOUND_LINK_ATTRIBUTE, VISITOR_PARAM } from '#app/lib/outbound-link';

/**
 * Part of the tracking chunk (loaded after hydration on every page): as a marked outbound link
 * is followed — clicked, middle-clicked, or opened from its context menu — its address gets the
 * visitor's UUID, read at that moment. One listener per event type on the document, whatever the
 * number of links, and none of the page's own code.
 */
export function carryVisitorOnOutboundLinks(doc: Pick<Document, 'addEventListener'>, uuid: () => string): void {
  const carry = (event: Event) => {
    const target = event.target;
    const link = target instanceof Element ? target.closest(`a[${OUTBOUND_LINK_ATTRIBUTE}]`) : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    try {
      link.href = withVisitor(link.href, uuid());
    } catch (error) {
      console.error(error);
    }
  };
  for (const type of ['click', 'auxclick', 'contextmenu'] as const) doc.addEventListener(type, carry, true);
}

/** The address with `uuid={uuid}` set (replacing one already there); an unreadable address as it is. */
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
