import { useState } from 'react';
import type { ShareInput } from '../kakao-share';
import styles from './KakaoShareButton.module.css';
import { siteUrl } from '#app/lib/site-url';

/**
 * The share code (the SDK loader and the message it sends), fetched with the SDK when the pointer
 * or focus reaches the button: nobody needs it before then, and it is no part of the product
 * page's first load (issue 27's 130 KB budget).
 */
const loadShare = () => import('../kakao-share');

/**
 * '카카오톡 공유': shown only when a Kakao JavaScript key is configured. The SDK is fetched when
 * the pointer or focus reaches the button, so the share itself opens at once; a failure shows
 * nothing (SPEC 8).
 */
function KakaoShareButton({ appKey, input, label = '카카오톡 공유' }: { appKey: string | null; input: () => ShareInput; label?: string }) {
  if (!appKey) return null;
  const warm = () => void loadShare().then((m) => m.loadKakaoSdk(appKey), () => undefined);
  const share = () => {
    // Read at the click, as before: the page's address and data of that moment.
    const message = input();
    void loadShare().then((m) => m.share(appKey, message), () => undefined);
  };
  return (
    <button type="button" className={styles.button} onPointerEnter={warm} onFocus={warm} onClick={share} data-kakao-share="">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 4C7 4 3 7.1 3 11c0 2.5 1.7 4.7 4.2 5.9l-.9 3.3c-.1.3.3.6.6.4l3.9-2.6c.4 0 .8.1 1.2.1 5 0 9-3.1 9-7S17 4 12 4z" fill="#3c1e1e" />
      </svg>
      <span>{label}</span>
    </button>
  );
}

/**
 * Sharing when no Kakao key is configured: '링크 복사' puts the page's address on the
 * clipboard. Where the clipboard is refused, the address is shown selected for copying by hand.
 */
function CopyLinkButton({ url, label = '링크 복사' }: { url: () => string; label?: string }) {
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; url: string }>({ kind: 'idle' });
  async function copy() {
    const href = url();
    try {
      await navigator.clipboard.writeText(href);
      setState({ kind: 'copied' });
    } catch {
      setState({ kind: 'manual', url: href });
    }
  }
  return (
    <span className={styles.copy}>
      <button type="button" className={styles.copyButton} onClick={() => void copy()} data-copy-link="">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{label}</span>
      </button>
      <span role="status" className={styles.copyStatus}>
        {state.kind === 'copied' ? '링크를 복사했어요. 원하는 곳에 붙여 넣어 공유해 주세요.' : ''}
      </span>
      {state.kind === 'manual' && (
        <label className={styles.manual}>
          <span>아래 주소를 길게 눌러 복사해 주세요.</span>
          <input readOnly value={state.url} onFocus={(e) => e.currentTarget.select()} autoFocus />
        </label>
      )}
    </span>
  );
}

/** '카카오톡 공유' when the Kakao key is set, otherwise '링크 복사' (README, KAKAO_JS_KEY). */
export function ShareButton({ appKey, input, label, copyLabel }: { appKey: string | null; input: () => ShareInput; label?: string; copyLabel?: string }) {
  if (appKey) return <KakaoShareButton appKey={appKey} input={input} {...(label !== undefined && { label })} />;
  return <CopyLinkButton url={() => input().url} {...(copyLabel !== undefined && { label: copyLabel })} />;
}

/** Makes a site path absolute against the page's origin (Kakao needs absolute URLs). */
export function absoluteUrl(path: string): string {
  return new URL(siteUrl(path), window.location.origin).toString();
}
