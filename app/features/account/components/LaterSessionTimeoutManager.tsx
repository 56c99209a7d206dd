import { lazy, Suspense } from 'react';
import { ClosedSessionTimeoutRegion } from '#app/ui/session-timeout/ClosedSessionTimeoutRegion';

const SessionTimeoutManager = lazy(() => import('./SessionTimeoutManager').then((m) => ({ default: m.SessionTimeoutManager })));

/**
 * A member's SessionTimeoutManager with its code (the warning dialog, the keep-alive calls) in a
 * chunk of its own: guests never load it, and a member's page shows the closed region it starts
 * with — the same HTML — until it has arrived (issue 27: first-load JavaScript ≤ 130 KB).
 */
export function LaterSessionTimeoutManager({ msLeft }: { msLeft: number }) {
  return (
    <Suspense fallback={<ClosedSessionTimeoutRegion />}>
      <SessionTimeoutManager msLeft={msLeft} />
    </Suspense>
  );
}
