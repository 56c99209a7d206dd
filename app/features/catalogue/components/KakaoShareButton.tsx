import { loadKakaoSdk, share, type ShareInput } from '../kakao-share';
import styles from './KakaoShareButton.module.css';
import { siteUrl } from '#app/lib/site-url';

/**
 * '카카오톡 공유': shown only when a Kakao JavaScript key is configured. The SDK is fetched when
 * the pointer or focus reaches the button, so the share itself opens at once; a failure shows
 * nothing (SPEC 8).
 */
export function KakaoShareButton({ appKey, input, label = '카카오톡 공유' }: { appKey: string | null; input: () => ShareInput; label?: string }) {
  if (!appKey) return null;
  const warm = () => void loadKakaoSdk(appKey);
  return (
    <button type="button" className={styles.button} onPointerEnter={warm} onFocus={warm} onClick={() => void share(appKey, input())} data-kakao-share="">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 4C7 4 3 7.1 3 11c0 2.5 1.7 4.7 4.2 5.9l-.9 3.3c-.1.3.3.6.6.4l3.9-2.6c.4 0 .8.1 1.2.1 5 0 9-3.1 9-7S17 4 12 4z" fill="#3c1e1e" />
      </svg>
      <span>{label}</span>
    </button>
  );
}

/** Makes a site path absolute against the page's origin (Kakao needs absolute URLs). */
export function absoluteUrl(path: string): string {
  return new URL(siteUrl(path), window.location.origin).toString();
}
