import { useCallback, useEffect, useRef, useState } from 'react';
import { href } from '#app/config/href';
import { useLocation, useSubmit } from 'react-router';
import { apex } from '#app/rpc-client/apex';
import { SessionTimeoutWarning } from '#app/ui/session-timeout/SessionTimeoutWarning';
import { showToast } from '#app/ui/toast/toast-store';
import { SESSION_TIMEOUT_MESSAGE, sessionPhase, shouldRenew } from '../session-clock';

type Message = { type: 'expires'; at: number } | { type: 'logout'; reason: 'timeout' | 'user' };

export interface SessionTimeoutManagerProps {
  /** What was left of the session when the page's data was read. */
  msLeft: number;
  /**
   * When the page learnt `msLeft` (Date.now()); by default when this mounts. A manager whose code
   * arrives in a later chunk is given the time the page hydrated, so a slow download does not
   * move the deadline.
   */
  learnedAt?: number;
}

/**
 * Keeps a member's session alive while they use the site and warns before the inactivity
 * logout (SPEC 2.7, 4.7). Tabs share what they learn through a BroadcastChannel, so activity in
 * one tab counts for all and a logout in one logs out all.
 */
export function SessionTimeoutManager({ msLeft, learnedAt }: SessionTimeoutManagerProps) {
  const [expiresAt, setExpiresAt] = useState(() => (learnedAt ?? Date.now()) + msLeft);
  const [watching, setWatching] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const lastActivity = useRef(0);
  const lastRenewal = useRef(Date.now());
  const channel = useRef<BroadcastChannel | null>(null);
  const ended = useRef(false);
  const submit = useSubmit();
  const location = useLocation();
  const phase = sessionPhase(expiresAt, now);

  const endSession = useCallback(
    (reason: 'timeout' | 'user', broadcast: boolean) => {
      if (ended.current) return;
      ended.current = true;
      if (broadcast) channel.current?.postMessage({ type: 'logout', reason } satisfies Message);
      if (reason === 'timeout') showToast({ message: SESSION_TIMEOUT_MESSAGE, variant: 'warning' });
      const startURL = location.pathname + location.search;
      void submit({ startURL }, { method: 'post', action: reason === 'timeout' ? href('logout', { to: 'login' }) : href('logout') });
    },
    [submit, location.pathname, location.search],
  );

  const renew = useCallback(async () => {
    lastRenewal.current = Date.now();
    try {
      const answer = await apex('SessionController', 'keepAlive', {});
      if (answer.data.msLeft > 0) {
        const at = Date.now() + answer.data.msLeft;
        setExpiresAt(at);
        setDismissedFor(null);
        channel.current?.postMessage({ type: 'expires', at } satisfies Message);
      }
    } catch (error) {
      // The session is already gone on the server (expired elsewhere): end it here too.
      console.error(error);
      endSession('timeout', true);
    }
  }, [endSession]);

  useEffect(() => {
    setExpiresAt((learnedAt ?? Date.now()) + msLeft);
  }, [msLeft, learnedAt]);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const bc = new BroadcastChannel('session');
    channel.current = bc;
    bc.onmessage = (event: MessageEvent<Message>) => {
      const message = event.data;
      if (message.type === 'expires') {
        // Tabs share one browser clock, so an absolute time is safe between them.
        setExpiresAt((current) => Math.max(current, message.at));
        // The renewal covers this tab's activity so far: without this, an idle tab would renew
        // again for activity that is already counted, and stretch the inactivity limit.
        lastRenewal.current = Date.now();
        setDismissedFor(null);
      } else if (message.type === 'logout') {
        endSession(message.reason, false);
      }
    };
    return () => bc.close();
  }, [endSession]);

  useEffect(() => {
    const mark = () => {
      lastActivity.current = Date.now();
    };
    window.addEventListener('pointerdown', mark, { passive: true });
    window.addEventListener('keydown', mark);
    return () => {
      window.removeEventListener('pointerdown', mark);
      window.removeEventListener('keydown', mark);
    };
  }, []);

  // Navigating is activity too.
  useEffect(() => {
    lastActivity.current = Date.now();
  }, [location.key]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      const current = sessionPhase(expiresAt, t);
      if (current === 'expired') endSession('timeout', true);
      else if (shouldRenew(current, lastActivity.current, lastRenewal.current, t)) void renew();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, endSession, renew]);

  // After the channel and the timer above are set up (effects run in order).
  useEffect(() => setWatching(true), []);

  return (
    <SessionTimeoutWarning
      open={phase === 'warning' && dismissedFor !== expiresAt}
      secondsLeft={(expiresAt - now) / 1000}
      onContinue={() => void renew()}
      onLogout={() => endSession('user', true)}
      onClose={() => setDismissedFor(expiresAt)}
      watching={watching}
    />
  );
}
