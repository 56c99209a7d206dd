import { OUTBOUND_LINK_ATTRIBUTE, withVisitor } from '#app/lib/outbound-link';

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
