import { lazy, Suspense, useState } from 'react';
import { ClosedSessionTimeoutRegion } from '#app/ui/session-timeout/ClosedSessionTimeoutRegion';

const SessionTimeoutManager = lazy(() => import('./SessionTimeoutManager').then((m) => ({ default: m.SessionTimeoutManager })));

/**
 * A member's SessionTimeoutManager with its code (the warning dialog, the keep-alive calls) in a
 * chunk of its own: guests never load it, and a member's page shows the closed region it starts
 * with — the same HTML — until it has arrived (issue 27: first-load JavaScript ≤ 130 KB).
 */
export function LaterSessionTimeoutManager({ msLeft }: { msLeft: number }) {
  // The deadline counts from when the page learnt msLeft (this renders while the page hydrates),
  // not from when the chunk arrives: on a slow phone that can be seconds later.
  const [learnt, setLearnt] = useState(() => ({ msLeft, at: Date.now() }));
  if (learnt.msLeft !== msLeft) setLearnt({ msLeft, at: Date.now() });
  return (
    <Suspense fallback={<ClosedSessionTimeoutRegion />}>
      <SessionTimeoutManager msLeft={msLeft} learnedAt={learnt.at} />
    </Suspense>
  );
}
