import { type LinkScope, staffLinkHref } from '#app/lib/site-link';
import { AppLink, type AppLinkProps } from './AppLink';

/**
 * A link staff wrote and the site stored (a button, a banner, a home section). Checked again as
 * it is rendered with the rule that saves it (site-link.ts), so a row stored before the rule, or
 * written around it, shows its content but never sends a visitor off the site.
 */
export function StoredLink({ href, scope = 'site', children, className, ...rest }: AppLinkProps & { scope?: LinkScope }) {
  const safe = staffLinkHref(href, scope);
  if (safe === null) return <span className={className}>{children}</span>;
  return (
    <AppLink href={safe} className={className} {...rest}>
      {children}
    </AppLink>
  );
}
