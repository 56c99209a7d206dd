import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  countdownAnnouncement,
  isAnnouncedSecond,
  SESSION_WARNING_SECONDS,
  wholeSecondsLeft,
} from './session-timeout';
import styles from './SessionTimeoutWarning.module.css';

export interface SessionTimeoutWarningProps {
  open: boolean;
  /** Seconds until the automatic logout; shown live while open. */
  secondsLeft: number;
  /** "계속 작업": keep the session (SPEC 4.7). */
  onContinue: () => void;
  /** "로그아웃" */
  onLogout: () => void;
  /** "닫기", and Escape. */
  onClose: () => void;
  /**
   * The caller's timers run: marks the region `data-session-timeout-warning="watching"`, so a
   * browser test (or a person in devtools) can tell the deadline is being watched — the closed
   * region's HTML is otherwise the same before and after the session code has arrived.
   */
  watching?: boolean;
}

/**
 * The session time-out warning every page carries (SPEC 2.7). Presentational only: the
 * caller owns the timers and the session. The region is in the HTML even while closed.
 *
 * A div with role="alertdialog" rather than <dialog>.showModal(): it renders the same on the
 * server and in tests, and the open state stays a plain prop.
 */
export function SessionTimeoutWarning({ open, secondsLeft, onContinue, onLogout, onClose, watching = false }: SessionTimeoutWarningProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const seconds = wholeSecondsLeft(secondsLeft);

  // The polite announcement changes only at a few points (see isAnnouncedSecond); the last
  // one stays until the next so nothing is re-read on unrelated renders.
  const [announced, setAnnounced] = useState<number | null>(null);
  if (open && isAnnouncedSecond(seconds) && announced !== seconds) setAnnounced(seconds);
  if (!open && announced !== null) setAnnounced(null);

  // Latest onClose without re-running the effect (and re-focusing) on every parent render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    continueRef.current?.focus();
    // On the document, so Escape works even if focus was lost to the page behind.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const buttons = [...dialogRef.current.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // A click on the backdrop would otherwise move focus to the page behind the modal.
  function keepFocusOnBackdrop(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) event.preventDefault();
  }

  return (
    <div className={styles.region} data-session-timeout-warning={watching ? 'watching' : ''} hidden={!open}>
      {open ? (
        <div className={styles.backdrop} onMouseDown={keepFocusOnBackdrop}>
          <div
            ref={dialogRef}
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            className={styles.dialog}
            onKeyDown={keepFocusInside}
          >
            <h2 id={titleId} className={styles.title}>
              아직 로그아웃하지 않으셨습니까?
            </h2>
            <p id={descriptionId} className={styles.description}>
              일정 시간 동안 활동이 없어 세션이 일시 중지됩니다. 약 {SESSION_WARNING_SECONDS}초 안에 ‘계속 작업’을 누르지 않으시면 자동으로
              로그아웃됩니다.
            </p>
            <p className={styles.countdown}>
              남은 시간{' '}
              <span role="timer" aria-live="off" className={styles.seconds}>
                {seconds}초
              </span>
            </p>
            <p aria-live="polite" className={styles.srOnly}>
              {announced === null ? '' : countdownAnnouncement(announced)}
            </p>
            <div className={styles.actions}>
              <button ref={continueRef} type="button" className={styles.primary} onClick={onContinue}>
                계속 작업
              </button>
              <button type="button" className={styles.secondary} onClick={onLogout}>
                로그아웃
              </button>
              <button type="button" className={styles.secondary} onClick={onClose}>
                닫기
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
