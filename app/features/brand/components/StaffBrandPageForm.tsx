import { useId, useState } from 'react';
import { ContentForm } from '#app/staff-kit/components/EditorParts';
import { LinkPicker } from '#app/staff-kit/components/LinkPicker';
import type { LinkTarget } from '#app/staff-kit/link-target';
import type { ContentMeta } from '#app/staff-kit/content-state';
import { siteUrl } from '#app/lib/site-url';
import { Field, TextareaField } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import { type BrandPage, EVENT_PAGE_ID, type SectionDraft, sectionDraftOf } from '../brand-types';
import styles from './StaffBrandPage.module.css';

export interface StaffBrandPageItem {
  meta: ContentMeta;
  page: BrandPage;
  title: string;
  path: string;
}

const EMPTY: SectionDraft = { heading: '', paragraphs: '', list: '', facts: '', timeline: '' };

function initialSections(item: StaffBrandPageItem, values: Record<string, string> | undefined): SectionDraft[] {
  if (values?.sectionsJson) {
    try {
      const parsed = JSON.parse(values.sectionsJson) as unknown;
      if (Array.isArray(parsed)) return parsed.map((s: Partial<SectionDraft>) => ({ ...EMPTY, ...s }));
    } catch {
      // Fall back to the stored sections.
    }
  }
  return item.page.sections.map(sectionDraftOf);
}

/** One section's fields, with its move and remove buttons. */
function SectionFields({ index, count, section, onChange, onMove, onRemove }: { index: number; count: number; section: SectionDraft; onChange: (s: SectionDraft) => void; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  const id = useId();
  const field = (name: keyof SectionDraft, label: string, hint: string, rows: number) => (
    <div className={formStyles.field}>
      <label htmlFor={`${id}-${name}`} className={formStyles.label}>
        {label}
      </label>
      <textarea id={`${id}-${name}`} rows={rows} value={section[name]} onChange={(e) => onChange({ ...section, [name]: e.target.value })} aria-describedby={`${id}-${name}-hint`} className={formStyles.textarea} />
      <p id={`${id}-${name}-hint`} className={formStyles.hint}>
        {hint}
      </p>
    </div>
  );
  return (
    <fieldset className={`${formStyles.fieldset} ${styles.section}`}>
      <legend>섹션 {index + 1}</legend>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-heading`} className={formStyles.label}>
          섹션 제목<span className={formStyles.required}> (필수)</span>
        </label>
        <input id={`${id}-heading`} type="text" maxLength={100} value={section.heading} onChange={(e) => onChange({ ...section, heading: e.target.value })} className={formStyles.input} />
      </div>
      {field('paragraphs', '문단', '빈 줄로 문단을 나눕니다.', 5)}
      {field('list', '목록 (선택)', '한 줄에 항목 하나.', 3)}
      {field('facts', '숫자 강조 (선택)', '한 줄에 "값 | 설명". 예: 100% | 로트별 출고 전 검사', 2)}
      {field('timeline', '연혁 (선택)', '한 줄에 "연도 | 내용". 예: 2014 | 연구 모임을 시작했어요.', 3)}
      <div className={styles.sectionActions}>
        <button type="button" className={`btn ${styles.small}`} onClick={() => onMove(-1)} disabled={index === 0} aria-label={`섹션 ${index + 1} 위로`}>
          위로
        </button>
        <button type="button" className={`btn ${styles.small}`} onClick={() => onMove(1)} disabled={index === count - 1} aria-label={`섹션 ${index + 1} 아래로`}>
          아래로
        </button>
        <button type="button" className={`btn ${styles.small} ${styles.remove}`} onClick={onRemove} disabled={count === 1} aria-label={`섹션 ${index + 1} 지우기`}>
          지우기
        </button>
      </div>
    </fieldset>
  );
}

/**
 * The brand page editor: the lead, the picture (a new one goes through the image pipeline), the
 * sections (add, remove, reorder), the button under the page, and the kit's publish choice.
 * The sections travel as one JSON field, so a refused save shows them again as typed.
 */
export function BrandPageForm({ item, links, errors, values }: { item: StaffBrandPageItem; links: LinkTarget[]; errors?: Record<string, string> | undefined; values?: Record<string, string> | undefined }) {
  const [sections, setSections] = useState<SectionDraft[]>(() => initialSections(item, values));
  const v = (name: string, fallback: string) => values?.[name] ?? fallback;
  const [ctaHref, setCtaHref] = useState(() => v('ctaHref', item.page.cta?.href ?? ''));
  const { page } = item;
  const isEvent = page.routeId === EVENT_PAGE_ID;
  const move = (from: number, by: -1 | 1) =>
    setSections((list) => {
      const to = from + by;
      if (to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  return (
    <ContentForm meta={item.meta} errors={errors} values={values} multipart>
      {isEvent && (
        <p className={styles.guide}>
          이벤트 페이지: 첫 문단은 맨 위의 작은 머리글, 섹션 1은 큰 제목과 소개, 섹션 2는 변화 목록(아래에 캣츠 시그널 버튼), 섹션 3은 이벤트 혜택입니다. 혜택 목록에서 ‘:’ 앞은 굵게 보이고, 섹션 3의 문단은 버튼 아래의 작은 안내 문구가 됩니다. 신청·쿠폰 버튼과 상품 목록은 바뀌지 않습니다.
        </p>
      )}
      <TextareaField label={isEvent ? '첫 문단 (맨 위 머리글)' : '첫 문단 (리드)'} name="lead" required rows={3} maxLength={1000} defaultValue={v('lead', page.lead)} error={errors?.lead} hint="{브랜드명}은 사이트 설정의 브랜드 이름으로 바뀝니다." />
      {isEvent ? (
        <input type="hidden" name="imageAlt" value={page.image.alt} />
      ) : (
        <fieldset className={formStyles.fieldset}>
          <legend>대표 사진</legend>
          {page.image.key && <img src={siteUrl(`/cms/delivery/media/${page.image.key}`)} alt={page.image.alt} width={240} height={135} className={styles.thumb} />}
          <div className={formStyles.field}>
            <label htmlFor="brand-image" className={formStyles.label}>
              대표 사진 바꾸기
            </label>
            <input id="brand-image" type="file" name="image" accept="image/jpeg,image/png,image/webp" aria-invalid={errors?.image ? true : undefined} />
            {errors?.image && <p className={formStyles.error}>{errors.image}</p>}
          </div>
          <Field label="대표 사진 설명 (대체 텍스트)" name="imageAlt" required maxLength={200} defaultValue={v('imageAlt', page.image.alt)} error={errors?.imageAlt} />
        </fieldset>
      )}
      <input type="hidden" name="sectionsJson" value={JSON.stringify(sections)} />
      <div className={styles.sections} role="group" aria-label="섹션">
        {errors?.sections && (
          <p className={formStyles.error} role="alert">
            {errors.sections}
          </p>
        )}
        {sections.map((s, i) => (
          <SectionFields
            key={i}
            index={i}
            count={sections.length}
            section={s}
            onChange={(next) => setSections((list) => list.map((x, j) => (j === i ? next : x)))}
            onMove={(by) => move(i, by)}
            onRemove={() => setSections((list) => list.filter((_, j) => j !== i))}
          />
        ))}
        <button type="button" className={`btn ${styles.add}`} onClick={() => setSections((list) => [...list, { ...EMPTY }])} disabled={sections.length >= 20}>
          섹션 추가
        </button>
      </div>
      {!isEvent && (
        <>
      <fieldset className={formStyles.fieldset}>
        <legend>페이지 아래 버튼 (선택)</legend>
        <Field label="버튼 글자" name="ctaLabel" maxLength={40} defaultValue={v('ctaLabel', page.cta?.label ?? '')} error={errors?.ctaLabel} />
        <LinkPicker label="버튼이 여는 곳" name="ctaHref" value={ctaHref} onChange={(value) => setCtaHref(value)} target={links.find((t) => t.value === ctaHref)} error={errors?.ctaHref} hint="상품, 캠페인, 공지 등을 이름으로 찾아 고르면 이름이나 주소가 바뀌어도 링크가 따라갑니다." />
      </fieldset>
        </>
      )}
    </ContentForm>
  );
}
