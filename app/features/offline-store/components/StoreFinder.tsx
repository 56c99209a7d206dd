import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { formatDistance, type LatLng } from '#app/lib/geo';
import { href } from '#app/config/href';
import { REGIONS } from '../regions';
import { directionsUrl, positionOf, telHref } from '../finder';
import type { Store } from '../types';
import styles from './StoreFinder.module.css';

/**
 * The store finder (issue 25, item 3), on /stores and in step 1 of the 1+1 flow: regions and a
 * search as links and a GET form (they work before any script), "내 주변" sorting the list by the
 * browser's position (asked only when pressed; the code loads then), and a map through the Kakao
 * Maps adapter loaded only when opened. Without a position or a map, the list stays as it is.
 */

type FinderStore = Store & { meters: number | null };

export interface FinderProps {
  routeId: 'stores' | 'store-step1';
  stores: FinderStore[];
  region: string;
  q: string;
  /** The position the server sorted from (a `near` link), or null. */
  near: LatLng | null;
  /** The map's SDK and key, or null when no map is configured. */
  map: { sdkUrl: string; appKey: string } | null;
  /** What a store offers besides its links (step 1: "이 매장 선택"). */
  action?: (store: FinderStore) => ReactNode;
}

const NO_POSITION: Record<'denied' | 'unavailable' | 'unsupported', string> = {
  denied: '위치 권한이 없어 내 주변 매장을 찾을 수 없어요. 지역을 고르거나 매장 이름으로 찾아 주세요.',
  unavailable: '지금 위치를 확인할 수 없어요. 지역을 고르거나 매장 이름으로 찾아 주세요.',
  unsupported: '이 브라우저에서는 위치를 쓸 수 없어요. 지역을 고르거나 매장 이름으로 찾아 주세요.',
};
const MAP_FAILED = '지도를 불러오지 못했어요. 매장 목록과 길찾기 링크는 그대로 쓸 수 있어요.';

const nearParam = (near: LatLng | null) => (near ? `${near.lat},${near.lng}` : '');

function finderHref(routeId: FinderProps['routeId'], query: { region?: string; q?: string; near: LatLng | null }): string {
  const params = new URLSearchParams();
  if (query.region) params.set('region', query.region);
  if (query.q) params.set('q', query.q);
  if (query.near) params.set('near', nearParam(query.near));
  const text = params.toString();
  return `${href(routeId)}${text ? `?${text}` : ''}`;
}

export function StoreFinder({ routeId, stores, region, q, near, map, action }: FinderProps) {
  const [mine, setMine] = useState<{ origin: LatLng; order: { id: string; meters: number | null }[] } | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const [mapState, setMapState] = useState<'closed' | 'loading' | 'open' | 'failed'>('closed');
  const mapBox = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // A new list (another region or search) is sorted again from the position already known.
  useEffect(() => {
    if (!mine) return;
    let current = true;
    void import('../near-me').then(({ distancesFrom }) => {
      if (current) setMine((m) => (m ? { origin: m.origin, order: distancesFrom(stores, m.origin) } : m));
    });
    return () => {
      current = false;
    };
    // Only the list: the position itself changes through the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stores]);

  async function nearMe() {
    setLocating(true);
    setLocateError(null);
    try {
      const { locateMe, distancesFrom } = await import('../near-me');
      const found = await locateMe();
      if (found.ok) setMine({ origin: found.position, order: distancesFrom(stores, found.position) });
      else setLocateError(NO_POSITION[found.reason]);
    } catch {
      setLocateError(NO_POSITION.unavailable);
    } finally {
      setLocating(false);
    }
  }

  const shown: FinderStore[] = mine
    ? mine.order.flatMap(({ id, meters }) => {
        const store = stores.find((s) => s.Id === id);
        return store ? [{ ...store, meters: meters === null ? null : Math.round(meters) }] : [];
      })
    : stores;
  const origin = mine?.origin ?? near;

  async function openMap() {
    if (!map) return;
    setMapState('loading');
    // The box is rendered on the next frame; the map draws into it once it is in the DOM.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    try {
      const { showStoresMap } = await import('../kakao-maps');
      if (!mapBox.current) return;
      const placed = shown.flatMap((s) => {
        const position = positionOf(s);
        return position ? [{ id: s.Id, name: s.Name, position }] : [];
      });
      await showStoresMap(mapBox.current, map, placed, {
        origin,
        onPick: (id) => {
          const item = listRef.current?.querySelector<HTMLElement>(`[data-store-id="${CSS.escape(id)}"]`);
          item?.scrollIntoView({ block: 'center' });
          item?.focus();
        },
      });
      setMapState('open');
    } catch {
      setMapState('failed');
    }
  }

  const sorted = mine !== null || near !== null;
  return (
    <div className={styles.finder}>
      <div className={styles.filters}>
        <nav aria-label="지역">
          <ul className={styles.regions}>
            {['', ...REGIONS].map((r) => (
              <li key={r || 'all'}>
                <Link to={finderHref(routeId, { region: r, q, near })} aria-current={r === region ? 'true' : undefined} preventScrollReset>
                  {r || '전체'}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" role="search" className={styles.search}>
          {region && <input type="hidden" name="region" value={region} />}
          {near && <input type="hidden" name="near" value={nearParam(near)} />}
          <label htmlFor="store-q" className="visually-hidden">
            매장 이름이나 주소로 찾기
          </label>
          <input id="store-q" name="q" type="search" defaultValue={q} placeholder="매장 이름이나 동네로 찾기 (예: 성수)" maxLength={40} />
          <button type="submit" className="btn">
            찾기
          </button>
        </Form>
        <div className={styles.tools}>
          <button type="button" className={`btn btn--ghost ${styles.tool}`} onClick={() => void nearMe()} disabled={locating} aria-describedby="near-me-note">
            {locating ? '위치 확인 중…' : '내 주변'}
          </button>
          {map && (
            <button type="button" className={`btn btn--ghost ${styles.tool}`} aria-expanded={mapState === 'open' || mapState === 'loading'} aria-controls="store-map" onClick={() => (mapState === 'open' || mapState === 'loading' ? setMapState('closed') : void openMap())}>
              {mapState === 'open' || mapState === 'loading' ? '지도 닫기' : '지도 보기'}
            </button>
          )}
          <p id="near-me-note" className={styles.note}>
            ‘내 주변’을 누르면 브라우저가 위치 사용을 물어요. 위치는 이 화면에서 거리를 재는 데만 쓰고 저장하지 않아요.
          </p>
        </div>
        {locateError && (
          <p className={styles.problem} role="alert">
            {locateError}
          </p>
        )}
        {mapState === 'failed' && (
          <p className={styles.problem} role="alert">
            {MAP_FAILED}
          </p>
        )}
      </div>
      {(mapState === 'loading' || mapState === 'open') && <div id="store-map" ref={mapBox} className={styles.map} role="region" aria-label="매장 지도" aria-busy={mapState === 'loading'} />}
      <p className={styles.count} aria-live="polite">
        {region || '전체'} 지역 매장 {shown.length}곳{sorted ? ', 가까운 순' : ''}
      </p>
      {shown.length === 0 ? (
        <p>조건에 맞는 매장이 없어요. 지역을 바꾸거나 다른 이름으로 찾아 주세요.</p>
      ) : (
        <ul className={styles.storeList} aria-label="매장 목록" ref={listRef}>
          {shown.map((s) => (
            <li key={s.Id} className={styles.store} data-store-id={s.Id} tabIndex={-1}>
              <p className={styles.tags}>
                <span className={styles.region}>{s.Region__c}</span>
                {s.meters !== null && <span className={styles.distance}>{formatDistance(s.meters)}</span>}
              </p>
              <h2>{s.Name}</h2>
              <dl className={styles.storeMeta}>
                <dt>주소</dt>
                <dd>{s.Address__c}</dd>
                <dt>전화</dt>
                <dd>
                  <a href={telHref(s.Phone__c)}>{s.Phone__c}</a>
                </dd>
                <dt>영업</dt>
                <dd>{s.BusinessHours__c}</dd>
              </dl>
              <p className={styles.actions}>
                <a className={styles.directions} href={directionsUrl(s)} target="_blank" rel="noopener noreferrer" aria-label={`${s.Name} 길찾기 (카카오맵, 새 창)`}>
                  길찾기
                </a>
                {action?.(s)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
