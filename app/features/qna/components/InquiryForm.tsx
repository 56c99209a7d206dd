import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { CheckboxField, ErrorSummary, Field } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import { ATTACHMENT_ACCEPT, INQUIRY_CATEGORIES, MAX_ATTACHMENTS } from '../categories';
import type { AttachmentView, InquiryDetail } from '../data/inquiries.server';
import styles from './Qna.module.css';
import { useServicePromises } from '#app/ui/shell/use-brand';
import { href } from '#app/config/href';
import { formatNumber } from '#app/lib/format';

interface ProductChoice {
  id: string;
  name: string;
  species: string;
}

export interface InquiryFormProps {
  inquiry: InquiryDetail | null;
  products: readonly ProductChoice[];
  /** Prefilled from the query (?productId= / ?orderNo=) when the form is opened from elsewhere. */
  prefill?: { productId?: string | undefined; orderNo?: string | undefined };
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}

const BODY_MAX = 2000;

export function InquiryForm({ inquiry, products, prefill, errors, values }: InquiryFormProps) {
  const busy = useNavigation().state === 'submitting';
  const promises = useServicePromises();
  const v = values ?? {};
  const value = (key: string, fallback: string | null | undefined) => v[key] ?? fallback ?? '';
  const [bodyLength, setBodyLength] = useState(value('body', inquiry?.body).length);
  const category = value('category', inquiry?.category);
  const dogs = products.filter((p) => p.species === 'Dog');
  const cats = products.filter((p) => p.species !== 'Dog');
  const existing: readonly AttachmentView[] = inquiry?.attachments ?? [];
  const room = MAX_ATTACHMENTS - existing.length;

  return (
    <Form method="post" encType="multipart/form-data" className={formStyles.form} noValidate>
      <ErrorSummary errors={errors} />
      <input type="hidden" name="intent" value="save" />

      <fieldset className={formStyles.fieldset} aria-invalid={errors?.category ? true : undefined} aria-describedby={errors?.category ? 'category-error' : undefined}>
        <legend>
          문의 유형 <span className={formStyles.required}>(필수)</span>
        </legend>
        <div className={styles.categories}>
          {INQUIRY_CATEGORIES.map((c) => (
            <label key={c.value} className={styles.chip}>
              <input type="radio" name="category" value={c.value} defaultChecked={category === c.value} required />
              <span>{c.label}</span>
            </label>
          ))}
        </div>
        {errors?.category && (
          <p id="category-error" className={formStyles.error}>
            {errors.category}
          </p>
        )}
      </fieldset>

      <Field label="제목" name="title" required maxLength={100} defaultValue={value('title', inquiry?.title)} error={errors?.title} autoComplete="off" />

      <div className={formStyles.field}>
        <label htmlFor="inquiry-body" className={formStyles.label}>
          문의 내용 <span className={formStyles.required}>(필수)</span>
        </label>
        <textarea
          id="inquiry-body"
          name="body"
          className={formStyles.textarea}
          rows={8}
          required
          maxLength={BODY_MAX}
          defaultValue={value('body', inquiry?.body)}
          onChange={(e) => setBodyLength(e.currentTarget.value.length)}
          aria-invalid={errors?.body ? true : undefined}
          aria-describedby={`inquiry-body-hint${errors?.body ? ' inquiry-body-error' : ''}`}
          placeholder="반려동물의 종류와 나이, 급여 중인 사료, 증상이나 궁금한 점을 적어 주시면 더 정확히 안내해 드릴 수 있어요."
        />
        <p id="inquiry-body-hint" className={styles.counter} aria-live="polite">
          {formatNumber(bodyLength)} / {formatNumber(BODY_MAX)}자
        </p>
        {errors?.body && (
          <p id="inquiry-body-error" className={formStyles.error}>
            {errors.body}
          </p>
        )}
      </div>

      <div className={styles.twoCols}>
        <div className={formStyles.field}>
          <label htmlFor="inquiry-product" className={formStyles.label}>
            관련 상품 (선택)
          </label>
          <select
            id="inquiry-product"
            name="productId"
            className={formStyles.select}
            defaultValue={value('productId', inquiry?.product?.id ?? prefill?.productId)}
            aria-invalid={errors?.productId ? true : undefined}
            aria-describedby={errors?.productId ? 'inquiry-product-error' : undefined}
          >
            <option value="">선택 안 함</option>
            <optgroup label="강아지 사료">
              {dogs.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="고양이 사료">
              {cats.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          </select>
          {errors?.productId && (
            <p id="inquiry-product-error" className={formStyles.error}>
              {errors.productId}
            </p>
          )}
        </div>
        <Field
          label="관련 주문번호 (선택)"
          name="orderNo"
          maxLength={40}
          defaultValue={value('orderNo', inquiry?.orderNo ?? prefill?.orderNo)}
          error={errors?.orderNo}
          hint="무료 체험 신청 내역에서 확인할 수 있어요."
          autoComplete="off"
        />
      </div>

      {existing.length > 0 && (
        <fieldset className={formStyles.fieldset}>
          <legend>등록된 첨부파일</legend>
          <ul className={styles.existing}>
            {existing.map((a) => (
              <li key={a.id}>
                <CheckboxField name="removeAttachment" value={a.id} label={`${a.label} 삭제`} />
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      <Field
        label={`첨부파일 (선택, ${existing.length > 0 ? `추가 ${Math.max(0, room)}개까지` : `${MAX_ATTACHMENTS}개까지`})`}
        name="attachments"
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        error={errors?.attachments}
        hint="JPG, PNG, WEBP 이미지와 PDF / 파일당 5MB 이하. 사진 속 위치 정보 등 부가 정보는 지우고 저장하며, 첨부파일은 본인과 상담 담당자만 볼 수 있어요."
      />

      <div className={styles.guide}>
        <strong>문의 전에 확인해 주세요</strong>
        <ul>
          <li>
            {promises ? `답변은 ${promises.inquiryAnswerTime} 드리며, ` : '답변이 '}등록되면 화면 위 종 모양 알림과 마이페이지 &gt; 알림으로 알려 드려요.
          </li>
          <li>주민등록번호, 카드번호 같은 개인정보는 적지 말아 주세요.</li>
          <li>반려동물이 갑자기 아프거나 먹은 뒤 이상 증상을 보이면 문의보다 먼저 가까운 동물병원에 방문해 주세요.</li>
        </ul>
      </div>

      <div className={formStyles.actions}>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? '저장 중…' : inquiry ? '수정하기' : '문의 등록하기'}
        </button>
        <Link className="btn btn--ghost" to={inquiry ? href('myqna-detail', { id: inquiry.id }) : href('myqna')}>
          취소
        </Link>
      </div>
    </Form>
  );
}
