import { useContext } from 'react';
import { type LinkDescriptor, UNSAFE_FrameworkContext as FrameworkContext, useMatches } from 'react-router';
import { StylesheetTextContext } from '#app/lib/inline-styles';

/** Every stylesheet is one React resource of this precedence, so they keep their order in <head>. */
const PRECEDENCE = 'site';

/**
 * The document's <link>s, in place of React Router's <Links>: the same stylesheets (each matched
 * route's CSS from the build manifest, then its `links()`), but the server writes them inline as
 * React 19 style resources — no request blocks the first paint — and the browser adopts those
 * (same key) without fetching anything. A route reached later by client navigation gets its
 * stylesheets as <link precedence> resources: React Router preloads them before the navigation
 * and React commits only once they are loaded, so nothing shifts. Other links (the icon) are
 * rendered as they are.
 */
export function DocumentLinks() {
  const framework = useContext(FrameworkContext);
  const stylesheetText = useContext(StylesheetTextContext);
  const matches = useMatches();
  if (framework === undefined) return null;
  const sheets: string[] = [];
  const others: LinkDescriptor[] = [];
  for (const match of matches) {
    sheets.push(...(framework.manifest.routes[match.id]?.css ?? []));
    for (const link of framework.routeModules[match.id]?.links?.() ?? []) {
      if ('rel' in link && link.rel === 'stylesheet' && typeof link.href === 'string') sheets.push(link.href);
      else if (!('page' in link)) others.push(link);
    }
  }
  return (
    <>
      {[...new Set(sheets)].map((href) => {
        const text = stylesheetText?.(href);
        if (text !== undefined) {
          return (
            <style key={href} href={href} precedence={PRECEDENCE}>
              {text}
            </style>
          );
        }
        // In the browser: the server's inline copy when the page came with it (React finds it by
        // its key and uses it, whatever the children), otherwise the file.
        if (typeof document !== 'undefined' && document.querySelector(`style[data-href~="${CSS.escape(href)}"]`) !== null) {
          return (
            <style key={href} href={href} precedence={PRECEDENCE}>
              {''}
            </style>
          );
        }
        return <link key={href} rel="stylesheet" href={href} precedence={PRECEDENCE} />;
      })}
      {others.map((link) => (
        <link key={JSON.stringify(link)} {...link} />
      ))}
    </>
  );
}
