import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { apex } from '#app/rpc-client/apex';
import { Paginator } from '#app/ui/paginator/Paginator';
import { StepIndicator } from '#app/ui/step-indicator/StepIndicator';
import { showToast } from '#app/ui/toast/toast-store';
import {
  afterLoad,
  changePage,
  initialState,
  isChecked,
  isStoreMissing,
  MISSING_STORE_MESSAGE,
  MISSING_STORE_REDIRECT_MS,
  nextUrl,
  offerText,
  pageItems,
  previousUrl,
  productIdOf,
  select,
  STEP1_PATH,
  STORE_STEPS,
  type Step2State,
} from '../step2';
import type { CampaignProductRecord, Store } from '../types';
import styles from './Store.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';

/**
 * Offline store step 2 (SPEC 2.4, 4.3, 5.3, 8): the store and the campaign products are fetched
 * in the browser through the two server methods; the frame is server-rendered.
 */
export function Step2Products({ storeId }: { storeId: string | null }) {
  const navigate = useNavigate();
  const [state, setState] = useState<Step2State>(initialState);
  const [products, setProducts] = useState<CampaignProductRecord[]>([]);
  const [store, setStore] = useState<Store | null>(null);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    if (isStoreMissing(storeId)) {
      // SPEC 5.3: warn, then back to step 1 after 1 s.
      showToast({ message: MISSING_STORE_MESSAGE, variant: 'warning' });
      const timer = setTimeout(() => void navigate(STEP1_PATH), MISSING_STORE_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    let active = true;
    apex('StoreController', 'getStoreById', { storeId: storeId! })
      .then((answer) => {
        if (active) setStore(answer.data);
      })
      .catch((error: unknown) => console.error(error));
    apex('ProductController', 'getPlus1CampaignTargetProducts')
      .then((answer) => {
        if (!active) return;
        const list = Array.isArray(answer.data) ? answer.data : [];
        setProducts(list);
        setState((s) => afterLoad(s, list));
        setStatus('loaded');
      })
      .catch((error: unknown) => {
        // SPEC 8: console only, no message; the list stays empty.
        console.error(error);
        if (active) setStatus('failed');
      });
    return () => {
      active = false;
    };
  }, [storeId, navigate]);

  const items = pageItems(products, state.currentPage, state.productsPerPage);
  const total = products.length;

  function goNext(clickedProductId?: string) {
    const url = nextUrl(storeId ?? '', clickedProductId, state.selectedProductId);
    if (url === null) {
      console.warn('offline store step 2: no product selected');
      return;
    }
    void navigate(url);
  }

  function onGoodsSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'prev') void navigate(previousUrl());
    else goNext();
  }

  const paginator = (
    <Paginator
      totalEntries={total}
      perPage={state.productsPerPage}
      page={state.currentPage}
      onPageChange={(page) => setState((s) => changePage(s, page))}
      label="상품 페이지 이동"
    />
  );

  return (
    <div data-testid="store-step2" data-status={status}>
      <StepIndicator steps={STORE_STEPS} current={2} />

      <div className={styles.desktop} data-testid="step2-desktop">
        {/* The heading appears with the store's Name; the space is kept so nothing shifts. */}
        {store?.Name ? <h2 className={styles.storeName}>{store.Name}</h2> : <div className={styles.storeName} aria-hidden="true" />}
        <div className={styles.texts}>
          <p>1+1 쿠폰으로 구매하실 상품을 선택해 주세요.</p>
          <p>매장 재고 현황에 따라 선택하신 상품의 구매가 불가능하실 수 있습니다.</p>
        </div>
        <div className={styles.listHead}>
          <h2>사료 선택</h2>
          <span className={styles.total} aria-live="polite">
            총 {total}건
          </span>
        </div>
        {status === 'loaded' && total === 0 ? <p>지금 1+1로 고를 수 있는 사료가 없어요.</p> : null}
        <ul className={styles.grid} aria-label="1+1 사료 목록">
          {items.map((record) => {
            const product = record.Product__r;
            const id = productIdOf(record);
            const selected = id === state.selectedProductId;
            return (
              <li key={record.Id} className={styles.card} data-selected={selected} onClick={() => setState((s) => select(s, id))} data-testid="product-card">
                <SiteImage src={product.ThumbnailImageUrl__c} alt={product.Name} width={200} height={200} />
                <p className={styles.weight}>{offerText(product.Species__c)}</p>
                <p className={styles.name}>{product.Name}</p>
                <button
                  type="button"
                  className="btn"
                  aria-label={`${product.Name} 선택`}
                  onClick={(event) => {
                    event.stopPropagation();
                    setState((s) => select(s, id));
                    goNext(id);
                  }}
                >
                  선택
                </button>
              </li>
            );
          })}
        </ul>
        {paginator}
        <div className={styles.controls}>
          <button type="button" className="btn btn--ghost" onClick={() => navigate(previousUrl())}>
            이전
          </button>
          <button type="button" className="btn" onClick={() => goNext()}>
            다음
          </button>
        </div>
      </div>

      <div className={styles.mobile} data-testid="step2-mobile">
        <div className={styles.mobileHead}>
          <button type="button" className={styles.back} onClick={() => navigate(previousUrl())} aria-label="뒤로 가기">
            ‹
          </button>
          <h2>선택 매장 상품 리스트</h2>
        </div>
        {store?.Name && <p className={styles.count}>{store.Name}</p>}
        <form name="goods" onSubmit={onGoodsSubmit} aria-label="1+1 사료 선택">
          <p className={styles.count} aria-live="polite">
            <span className={styles.total}>{total}건</span>
          </p>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className="visually-hidden">1+1 쿠폰으로 구매할 사료</legend>
            <ul className={styles.radioList}>
              {items.map((record) => {
                const product = record.Product__r;
                const id = productIdOf(record);
                return (
                  <li key={record.Id}>
                    <label className={styles.radio}>
                      <input
                        type="radio"
                        name="store_seq"
                        value={id}
                        checked={isChecked(id, state.selectedProductId, items)}
                        onChange={() => setState((s) => select(s, id))}
                      />
                      <SiteImage src={product.ThumbnailImageUrl__c} alt={product.Name} width={64} height={64} />
                      <span>
                        <span className={`${styles.weight} ${styles.block}`}>{offerText(product.Species__c)}</span>
                        <span className={styles.block}>{product.Name}</span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {paginator}
          <div className={styles.controls}>
            <button type="submit" className="btn btn--ghost" value="prev">
              이전
            </button>
            <button type="submit" className="btn" value="next">
              다음
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
