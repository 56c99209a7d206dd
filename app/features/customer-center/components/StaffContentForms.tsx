import { lazy, type ReactNode, Suspense } from 'react';
import { ContentForm } from '#app/staff-kit/components/EditorParts';
import { SelectField } from '#app/staff-kit/components/KitFields';
import type { ContentMeta } from '#app/staff-kit/content-state';
import { Field, TextareaField } from '#app/ui/form/Field';

/** TipTap and ProseMirror load after the page (their own chunk), as for articles. */
const RichTextEditor = lazy(() => import('#app/staff-kit/components/RichTextEditor'));

interface FormState {
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}

interface EditorProps<T> extends FormState {
  item: T | null;
  categories: readonly { value: string; label: string }[];
}

/** The wording of an entry type's heading and HTML body fields, and how its sort order reads. */
interface EntryTexts {
  heading: { name: string; label: string; maxLength: number };
  body: { name: string; label: string; rows: number; hint: string; tools: 'notice' | 'answer' };
  sortHint: string;
}

export interface StaffNewsItem {
  meta: ContentMeta;
  category: string;
  title: string;
  bodyHtml: string;
  pin: number;
  sortOrder: number;
}

export interface StaffFaqItem {
  meta: ContentMeta;
  category: string;
  question: string;
  answerHtml: string;
  sortOrder: number;
}

const NEWS_TEXTS: EntryTexts = {
  heading: { name: 'title', label: '제목', maxLength: 100 },
  body: { name: 'bodyHtml', label: '내용', rows: 12, hint: '위의 단추로 제목, 굵게, 목록, 링크, 표를 넣을 수 있습니다.', tools: 'notice' },
  sortHint: '같은 고정 순위 안에서 작은 숫자가 먼저, 같으면 게시일이 최근인 것이 먼저 보입니다.',
};

const FAQ_TEXTS: EntryTexts = {
  heading: { name: 'question', label: '질문', maxLength: 200 },
  body: { name: 'answerHtml', label: '답변', rows: 10, hint: '위의 단추로 굵게, 목록, 링크를 넣을 수 있습니다.', tools: 'answer' },
  sortHint: '분류 안에서 작은 숫자가 먼저 보입니다.',
};

/**
 * What the notice and FAQ editors share: a category, a heading, an HTML body and the sort order;
 * `children` are a type's own fields, placed before the sort order.
 */
function EntryForm({
  item,
  categories,
  errors,
  values,
  texts,
  heading,
  body,
  children,
}: EditorProps<{ meta: ContentMeta; category: string; sortOrder: number }> & { texts: EntryTexts; heading: string | undefined; body: string | undefined; children?: ReactNode }) {
  const v = (name: string, fallback: string | number | undefined) => values?.[name] ?? (fallback === undefined ? '' : String(fallback));
  const { heading: h, body: b } = texts;
  return (
    <ContentForm meta={item?.meta ?? null} errors={errors} values={values}>
      <SelectField label="분류" name="category" required options={categories} defaultValue={v('category', item?.category ?? categories[0]?.value)} error={errors?.category} />
      <Field label={h.label} name={h.name} required maxLength={h.maxLength} defaultValue={v(h.name, heading)} error={errors?.[h.name]} />
      <Suspense fallback={<TextareaField label={b.label} name={b.name} required rows={b.rows} defaultValue={v(b.name, body)} error={errors?.[b.name]} />}>
        <RichTextEditor name={b.name} label={b.label} initialHtml={v(b.name, body)} tools={b.tools} hint={b.hint} error={errors?.[b.name]} />
      </Suspense>
      {children}
      <Field label="정렬 순서" name="sortOrder" type="number" inputMode="numeric" required defaultValue={v('sortOrder', item?.sortOrder ?? 0)} error={errors?.sortOrder} hint={texts.sortHint} />
    </ContentForm>
  );
}

/** The notice editor (SPEC 9.4: pin, sort order; the publish date is when it is published). */
export function NewsForm(props: EditorProps<StaffNewsItem>) {
  const { item, errors, values } = props;
  return (
    <EntryForm {...props} texts={NEWS_TEXTS} heading={item?.title} body={item?.bodyHtml}>
      <Field label="상단 고정 순위" name="pin" type="number" inputMode="numeric" min={0} max={9} required defaultValue={values?.pin ?? String(item?.pin ?? 0)} error={errors?.pin} hint="0은 고정하지 않음. 숫자가 클수록 위에 보입니다." />
    </EntryForm>
  );
}

export function FaqForm(props: EditorProps<StaffFaqItem>) {
  return <EntryForm {...props} texts={FAQ_TEXTS} heading={props.item?.question} body={props.item?.answerHtml} />;
}
