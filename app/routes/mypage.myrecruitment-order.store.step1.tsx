import { Form, Link } from 'react-router';
import styles from '#app/features/offline-store/components/Store.module.css';
import { REGIONS } from '#app/features/offline-store/regions';
import { STORE_STEPS } from '#app/features/offline-store/step2';
import { loadStoreStep1 } from '#app/features/offline-store/pages/store.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import { StepIndicator } from '#app/ui/step-indicator/StepIndicator';
import type { Route } from './+types/mypage.myrecruitment-order.store.step1';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => loadStoreStep1(args);

function regionHref(region: string, q: string) {
  const params = new URLSearchParams();
  if (region) params.set('region', region);
  if (q) params.set('q', q);
  const query = params.toString();
  return `${href('store-step1')}${query ? `?${query}` : ''}`;
}

export default function StoreStep1({ loaderData }: Route.ComponentProps) {
  const { stores, region, q } = loaderData;
  return (
    <RoutePage routeId="store-step1">
      <StepIndicator steps={STORE_STEPS} current={1} />
      <div className={styles.filters}>
        <nav aria-label="지역">
          <ul className={styles.regions}>
            {['', ...REGIONS].map((r) => (
              <li key={r || 'all'}>
                <Link to={regionHref(r, q)} aria-current={r === region ? 'true' : undefined} preventScrollReset>
                  {r || '전체'}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" role="search" className={styles.search}>
          {region && <input type="hidden" name="region" value={region} />}
          <label htmlFor="store-q" className="visually-hidden">
            매장 이름이나 주소로 찾기
          </label>
          <input id="store-q" name="q" type="search" defaultValue={q} placeholder="매장 이름이나 동네로 찾기 (예: 성수)" maxLength={40} />
          <button type="submit" className="btn">
            찾기
          </button>
        </Form>
      </div>
      <p className={styles.count} aria-live="polite">
        {region || '전체'} 지역 매장 {stores.length}곳
      </p>
      {stores.length === 0 ? (
        <p>조건에 맞는 매장이 없어요. 지역을 바꾸거나 다른 이름으로 찾아 주세요.</p>
      ) : (
        <ul className={styles.storeList} aria-label="매장 목록">
          {stores.map((s) => (
            <li key={s.Id} className={styles.store}>
              <span className={styles.region}>{s.Region__c}</span>
              <h2>{s.Name}</h2>
              <dl className={styles.storeMeta}>
                <dt>주소</dt>
                <dd>{s.Address__c}</dd>
                <dt>전화</dt>
                <dd>
                  <a href={`tel:${s.Phone__c.replaceAll('-', '')}`}>{s.Phone__c}</a>
                </dd>
                <dt>영업</dt>
                <dd>{s.BusinessHours__c}</dd>
              </dl>
              <p>
                <Link className="btn" to={href('store-step2', { storeId: s.Id })} aria-label={`${s.Name}, 이 매장 선택`}>
                  이 매장 선택
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </RoutePage>
  );
}
