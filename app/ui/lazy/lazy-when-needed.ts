import { type ComponentType, lazy } from 'react';

/** Resolves when the person first scrolls, touches, clicks or types, or when the anchor nears the viewport. */
function whenNeeded(anchorId: string): Promise<void> {
  return new Promise((resolve) => {
    const events = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;
    let observer: IntersectionObserver | undefined;
    const done = () => {
      for (const type of events) window.removeEventListener(type, done);
      observer?.disconnect();
      resolve();
    };
    for (const type of events) window.addEventListener(type, done, { passive: true, once: true });
    const anchor = document.getElementById(anchorId);
    if (anchor && 'IntersectionObserver' in window) {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '400px 0px' });
      observer.observe(anchor);
    }
  });
}

/**
 * React.lazy for a part of a page that nobody needs before they scroll to it or interact (issue 27:
 * hydrate only what is used, split the code not needed before the first interaction). `anchorId`
 * names an element the server renders in the part or next to it (its heading). When that element
 * is already in the document as React first asks for the part, the part is server HTML waiting to
 * be hydrated (React hydrates a Suspense boundary after the rest of the page): its chunk is then
 * fetched only once the person scrolls, touches, clicks or types, or once the anchor comes within
 * 400 px of the viewport, and until then the part stays the server's HTML, whose links and forms
 * work as plain HTML. Otherwise (client-side navigation: the page is being rendered in the
 * browser) it loads at once. On the server it renders as any component.
 * Wrap it in <Suspense fallback={null}>.
 */
export function lazyWhenNeeded<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, anchorId: string) {
  return lazy(() => (typeof document !== 'undefined' && document.getElementById(anchorId) ? whenNeeded(anchorId).then(load) : load()));
}
