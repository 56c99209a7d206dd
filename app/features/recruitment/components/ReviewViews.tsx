import { Form, Link, useNavigation } from 'react-router';
import { formatDate } from '#app/lib/format';
import { CheckboxField, ErrorSummary } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import { MAX_PHOTOS } from '../form-options';
import type { CampaignProduct, Review } from '../types';
import { EmptyState } from './EmptyState';
import { PhotoList } from './PhotoList';
import { Stars } from './Stars';
import { PhotoInput } from './ClaimViews';
import styles from './Recruitment.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';
import { href } from '#app/config/href';

const RATING_TEXT = ['', '별로예요', '아쉬워요', '보통이에요', '좋아요', '최고예요'];

export function ReviewList({ reviews, pending }: { reviews: Review[]; pending: { id: string; campaignTitle: string; product: CampaignProduct; petName: string }[] }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      {pending.length > 0 && (
        <section aria-labelledby="pending-reviews">
          <h2 id="pending-reviews" className={styles.sectionTitle}>
            리뷰를 기다리는 체험
          </h2>
          <ul className={styles.list}>
            {pending.map((o) => (
              <li key={o.id} className={styles.card}>
                <div className={styles.cardHead}>
                  <SiteImage className={styles.thumb} src={o.product.ThumbnailImageUrl__c} alt={o.product.Name} width={88} height={88} />
                  <div>
                    <h3 className={styles.cardTitle}>{o.product.Name}</h3>
                    <p className={styles.muted}>
                      {o.campaignTitle} · {o.petName}
                    </p>
                  </div>
                </div>
                <div className={styles.actions}>
                  <Link className="btn" to={href('review-request', { orderId: o.id })} aria-label={`${o.product.Name} 리뷰 쓰기`}>
                    리뷰 쓰기
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="my-reviews">
        <h2 id="my-reviews" className={styles.sectionTitle}>
          내가 쓴 리뷰
        </h2>
        {reviews.length === 0 ? (
          <EmptyState>
            <p>아직 쓴 리뷰가 없어요. 체험 사료를 받고 아이의 반응을 들려주세요.</p>
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {reviews.map((r) => (
              <li key={r.id} className={styles.card}>
                <div className={styles.cardHead}>
                  <SiteImage className={styles.thumb} src={r.productThumbnail} alt={r.productName} width={88} height={88} />
                  <div>
                    <h3 className={styles.cardTitle}>{r.productName}</h3>
                    <p className={styles.muted}>
                      <Stars rating={r.rating} /> · {r.petName} · {formatDate(r.createdAt)}
                    </p>
                  </div>
                </div>
                {r.hidden && (
                  <p className={styles.hiddenNotice} role="note">
                    운영 정책에 따라 이 리뷰는 상품 페이지에 보이지 않아요({formatDate(r.hidden.at)}). 이유: {r.hidden.reason}
                  </p>
                )}
                <p className={styles.reviewBody}>{r.body}</p>
                <PhotoList ids={r.photoIds} label="리뷰 사진" />
                <div className={styles.actions}>
                  <Link className="btn btn--ghost" to={href('review-request', { id: r.id })} aria-label={`${r.productName} 리뷰 수정`}>
                    수정
                  </Link>
                  <Form method="post" className={styles.inline} onSubmit={(e) => { if (!window.confirm('리뷰를 삭제할까요? 삭제한 리뷰는 되돌릴 수 없어요.')) e.preventDefault(); }}>
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="reviewId" value={r.id} />
                    <button type="submit" className="btn btn--ghost" disabled={busy} aria-label={`${r.productName} 리뷰 삭제`}>
                      삭제
                    </button>
                  </Form>
                  <Link to={href('product-detail', { id: r.productId })}>상품 페이지에서 보기</Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function ReviewForm({
  product,
  review,
  errors,
  values,
}: {
  product: { name: string; thumbnail: string; subtitle: string };
  review: Review | null;
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const rating = values?.rating ?? (review ? String(review.rating) : '');
  return (
    <div className={styles.twoCols}>
      <section className={styles.card} aria-labelledby="review-product">
        <div className={styles.cardHead}>
          <SiteImage className={styles.thumb} src={product.thumbnail} alt={product.name} width={88} height={88} priority="eager" />
          <div>
            <h2 id="review-product" className={styles.cardTitle}>
              {product.name}
            </h2>
            <p className={styles.muted}>{product.subtitle}</p>
          </div>
        </div>
        <div className={styles.notice}>
          <strong>이런 내용이 도움이 돼요</strong>
          <ul>
            <li>처음 먹을 때 기호성(잘 먹었는지)</li>
            <li>바꾸고 나서 변 상태, 피부·털 변화</li>
            <li>아이의 나이, 체중, 평소 고민</li>
          </ul>
        </div>
      </section>
      <Form method="post" encType="multipart/form-data" className={formStyles.form} noValidate>
        <ErrorSummary errors={errors} />
        <fieldset className={formStyles.fieldset} aria-describedby={errors?.rating ? 'rating-error' : undefined}>
          <legend>별점 (필수)</legend>
          <div className={styles.ratingGroup}>
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n}>
                <input type="radio" name="rating" value={n} defaultChecked={rating === String(n)} required />
                <span>
                  {n}점 <span className={styles.muted}>{RATING_TEXT[n]}</span>
                </span>
              </label>
            ))}
          </div>
          {errors?.rating && (
            <p id="rating-error" className={formStyles.error}>
              {errors.rating}
            </p>
          )}
        </fieldset>
        <div className={formStyles.field}>
          <label htmlFor="review-body" className={formStyles.label}>
            리뷰 <span className={formStyles.required}>(필수)</span>
          </label>
          <textarea
            id="review-body"
            name="body"
            className={formStyles.textarea}
            required
            minLength={20}
            maxLength={1000}
            rows={8}
            defaultValue={values?.body ?? review?.body ?? ''}
            aria-invalid={errors?.body ? true : undefined}
            aria-describedby={errors?.body ? 'review-body-error' : 'review-body-hint'}
          />
          <p id="review-body-hint" className={formStyles.hint}>
            20~1,000자. 작성한 리뷰는 상품 페이지에 이름 일부를 가리고 공개돼요.
          </p>
          {errors?.body && (
            <p id="review-body-error" className={formStyles.error}>
              {errors.body}
            </p>
          )}
        </div>
        {review && review.photoIds.length > 0 && (
          <fieldset className={formStyles.fieldset}>
            <legend>올린 사진</legend>
            <PhotoList ids={review.photoIds} label="리뷰 사진" />
            {review.photoIds.map((id, i) => (
              <CheckboxField key={id} name="removePhoto" value={id} label={`리뷰 사진 ${i + 1} 삭제`} />
            ))}
          </fieldset>
        )}
        <PhotoInput
          label="사진 (선택)"
          error={errors?.photos}
          existing={review?.photoIds.length ?? 0}
          hint={`JPG, PNG, WEBP / ${MAX_PHOTOS}장까지, 모두 합쳐 6MB 이하. 사진 속 위치 정보는 지우고 저장해요.`}
        />
        <div className={formStyles.actions}>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? '저장하는 중…' : review ? '리뷰 수정하기' : '리뷰 등록하기'}
          </button>
          <Link className="btn btn--ghost" to={href('review-list')}>
            취소
          </Link>
        </div>
      </Form>
    </div>
  );
}
