import { useFetcher, useLocation } from 'react-router';
import { LOGIN_REQUIRED_MESSAGE } from '#app/config/access-check';
import { showToast } from '#app/ui/toast/toast-store';
import { loginLinks } from '../labels';
import styles from './BookmarkButton.module.css';

/**
 * 찜하기: a toggle (aria-pressed) posting to the page's own action, so it works without JS too.
 * Guests get the login toast of SPEC 5.1 instead (without JS, the action sends them to login).
 */
export function BookmarkButton({
  productId,
  productName,
  bookmarked,
  isGuest,
  variant = 'icon',
}: {
  productId: string;
  productName: string;
  bookmarked: boolean;
  isGuest: boolean;
  variant?: 'icon' | 'labelled';
}) {
  const fetcher = useFetcher();
  const location = useLocation();
  // Optimistic: the state asked for while the request runs, then what the server says.
  const pending = fetcher.formData?.get('bookmarked');
  const on = pending === 'on' ? true : pending === 'off' ? false : bookmarked;
  return (
    <fetcher.Form
      method="post"
      className={variant === 'icon' ? styles.iconForm : styles.labelledForm}
      onSubmit={(event) => {
        if (!isGuest) return;
        event.preventDefault();
        showToast({ message: LOGIN_REQUIRED_MESSAGE, variant: 'info', links: loginLinks(location.pathname + location.search) });
      }}
    >
      <input type="hidden" name="intent" value="bookmark" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="bookmarked" value={on ? 'off' : 'on'} />
      <button
        type="submit"
        className={variant === 'icon' ? styles.icon : styles.labelled}
        aria-pressed={on}
        aria-label={variant === 'icon' ? `${productName} 찜하기` : undefined}
        data-bookmark={productId}
      >
        <svg className={styles.heart} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
            fill={on ? '#e2001a' : 'none'}
            stroke={on ? '#e2001a' : '#444'}
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {variant === 'labelled' && <span>찜하기</span>}
      </button>
    </fetcher.Form>
  );
}
