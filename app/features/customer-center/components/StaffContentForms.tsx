import { ContentForm } from '#app/features/backoffice/components/EditorParts';
import { SelectField } from '#app/features/backoffice/components/KitFields';
import type { ContentMeta } from '#app/features/backoffice/content-state';
import { Field, TextareaField } from '#app/ui/form/Field';

interface FormState {
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}

export interface StaffNewsItem {
  meta: ContentMeta;
  category: string;
  title: string;
  bodyHtml: string;
  pin: number;
  sortOrder: number;
}

/** The notice editor (SPEC 9.4: pin, sort order; the publish date is when it is published). */
export function NewsForm({ item, categories, errors, values }: FormState & { item: StaffNewsItem | null; categories: readonly { value: string; label: string }[] }) {
  const v = (name: string, fallback: string | number | undefined) => values?.[name] ?? (fallback === undefined ? '' : String(fallback));
  return (
    <ContentForm meta={item?.meta ?? null} errors={errors} values={values}>
      <SelectField label="분류" name="category" required options={categories} defaultValue={v('category', item?.category ?? categories[0]?.value)} error={errors?.category} />
      <Field label="제목" name="title" required maxLength={100} defaultValue={v('title', item?.title)} error={errors?.title} />
      <TextareaField
        label="내용"
        name="bodyHtml"
        required
        rows={12}
        defaultValue={v('bodyHtml', item?.bodyHtml)}
        error={errors?.bodyHtml}
        hint="문단(<p>), 제목(<h2>), 목록, 링크, 표를 쓸 수 있습니다. 허용되지 않은 태그와 스크립트는 저장할 때 지워집니다."
      />
      <Field label="상단 고정 순위" name="pin" type="number" inputMode="numeric" min={0} max={9} required defaultValue={v('pin', item?.pin ?? 0)} error={errors?.pin} hint="0은 고정하지 않음. 숫자가 클수록 위에 보입니다." />
      <Field label="정렬 순서" name="sortOrder" type="number" inputMode="numeric" required defaultValue={v('sortOrder', item?.sortOrder ?? 0)} error={errors?.sortOrder} hint="같은 고정 순위 안에서 작은 숫자가 먼저, 같으면 게시일이 최근인 것이 먼저 보입니다." />
    </ContentForm>
  );
}

export interface StaffFaqItem {
  meta: ContentMeta;
  category: string;
  question: string;
  answerHtml: string;
  sortOrder: number;
}

export function FaqForm({ item, categories, errors, values }: FormState & { item: StaffFaqItem | null; categories: readonly { value: string; label: string }[] }) {
  const v = (name: string, fallback: string | number | undefined) => values?.[name] ?? (fallback === undefined ? '' : String(fallback));
  return (
    <ContentForm meta={item?.meta ?? null} errors={errors} values={values}>
      <SelectField label="분류" name="category" required options={categories} defaultValue={v('category', item?.category ?? categories[0]?.value)} error={errors?.category} />
      <Field label="질문" name="question" required maxLength={200} defaultValue={v('question', item?.question)} error={errors?.question} />
      <TextareaField
        label="답변"
        name="answerHtml"
        required
        rows={10}
        defaultValue={v('answerHtml', item?.answerHtml)}
        error={errors?.answerHtml}
        hint="문단(<p>), 목록, 링크를 쓸 수 있습니다. 허용되지 않은 태그와 스크립트는 저장할 때 지워집니다."
      />
      <Field label="정렬 순서" name="sortOrder" type="number" inputMode="numeric" required defaultValue={v('sortOrder', item?.sortOrder ?? 0)} error={errors?.sortOrder} hint="분류 안에서 작은 숫자가 먼저 보입니다." />
    </ContentForm>
  );
}
