import { useEffect, useState } from 'react';
import { apex } from '#app/rpc-client/apex';
import { addGuestSearch, clearGuestSearches, readGuestSearches, removeGuestSearch } from '#app/lib/guest-storage';
import { AppLink } from '#app/ui/link/AppLink';
import { showErrorToast } from '#app/ui/toast/toast-store';
import type { RecentSearch } from '../search-types';
import styles from './Search.module.css';
import { href } from '#app/config/href';

/**
 * Recent searches (SPEC 9.3: newest first, at most 10, one per term). Guests keep them in local
 * storage; members' are kept on the server (SearchController). The current search is recorded
 * once the page is shown, by POST, never by the GET that rendered it.
 */
export function RecentSearches({ isGuest, initial, current }: { isGuest: boolean; initial: RecentSearch[]; current: string }) {
  const [items, setItems] = useState<RecentSearch[] | null>(isGuest ? null : initial);

  useEffect(() => {
    if (isGuest) {
      setItems(current ? addGuestSearch(current) : readGuestSearches());
      return;
    }
    if (!current) return;
    let cancelled = false;
    apex('SearchController', 'addMyRecentSearch', { term: current })
      .then((answer) => !cancelled && setItems(answer.data))
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
    };
  }, [isGuest, current]);

  async function remove(id: string) {
    if (isGuest) return setItems(removeGuestSearch(id));
    try {
      setItems((await apex('SearchController', 'deleteMyRecentSearch', { id })).data);
    } catch (error) {
      showErrorToast(error);
    }
  }

  async function clear() {
    if (isGuest) {
      clearGuestSearches();
      return setItems([]);
    }
    try {
      await apex('SearchController', 'clearMyRecentSearches', {});
      setItems([]);
    } catch (error) {
      showErrorToast(error);
    }
  }

  // Guests' list exists only in the browser: nothing is rendered on the server for it.
  if (items === null) return <div className={styles.recentPlaceholder} data-recent-searches="pending" />;
  return (
    <section aria-labelledby="recent-searches" className={styles.recent} data-recent-searches={isGuest ? 'guest' : 'member'}>
      <div className={styles.recentHead}>
        <h2 id="recent-searches" className={styles.recentTitle}>
          최근 검색어
        </h2>
        {items.length > 0 && (
          <button type="button" className={styles.textButton} onClick={() => void clear()}>
            전체 삭제
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.recentEmpty}>최근 검색한 내역이 없어요.</p>
      ) : (
        <ul className={styles.chips}>
          {items.map((s) => (
            <li key={s.Id} className={styles.chip}>
              <AppLink href={href('search', { q: s.SearchTerm__c })}>{s.SearchTerm__c}</AppLink>
              <button type="button" className={styles.chipRemove} onClick={() => void remove(s.Id)} aria-label={`최근 검색어 ${s.SearchTerm__c} 삭제`}>
                <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                  <path d="M2 2 L10 10 M10 2 L2 10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
