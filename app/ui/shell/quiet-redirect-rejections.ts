/**
 * React Router (7.18) runs a route's server action as `try { return handler() } finally { await
 * the route's stylesheets preloaded }`. Our stylesheets are inline, so the router preloads the
 * files again, and when the action answers a redirect before that preload ends, the redirect it
 * throws (a Response the router catches a moment later and follows) is briefly an unhandled
 * rejection: the browser reports "Uncaught (in promise) Response" though nothing failed. Only
 * that case is quieted: a redirect Response; any other rejection is still reported.
 */
export function quietRedirectRejections(target: Window): void {
  target.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Response && reason.status >= 300 && reason.status < 400 && reason.headers.has('Location')) event.preventDefault();
  });
}
