import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

/** Paths on this site ("/x"), as opposed to other origins ("https://…", "//host/…"). */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A real <a href> in the server HTML either way (works before and without JS); inside the app's
 * router an internal path becomes a client-side navigation instead of a full page load.
 * Widgets must also render outside a router (tests, isolated previews), hence the check.
 */
export function AppLink({ href, children, ...rest }: AppLinkProps) {
  const inRouter = useInRouterContext();
  if (inRouter && isInternalPath(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
