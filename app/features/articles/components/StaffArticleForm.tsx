import type { ProductSpecies } from '#server/platform/db/schema/products';
import { ContentForm } from '#app/staff-kit/components/EditorParts';
import { SelectField } from '#app/staff-kit/components/KitFields';
import type { ContentMeta } from '#app/staff-kit/content-state';
import { CheckboxField, Field, TextareaField } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import { siteUrl } from '#app/lib/site-url';
import { lazy, Suspense } from 'react';
import { speciesLabel } from '#app/features/pets/species';
import { staffHref } from '#app/config/staff-href';

/** TipTap and ProseMirror load after the page (their own chunk): the staff page's first load stays within the JS budget. */
const RichTextEditor = lazy(() => import('#app/staff-kit/components/RichTextEditor'));

export interface StaffArticle {
  meta: ContentMeta;
  categoryId: string;
  tagIds: string[];
  species: string;
  title: string;
  summary: string;
  bodyHtml: string;
  productCodes: number[];
  author: string;
  reviewer: string;
  thumbnail: { url: string; alt: string };
}

interface Tree {
  id: string;
  label: string;
  tags: { id: string; label: string }[];
}

/** The article editor: category and tags (SPEC 9.10), species, texts, the rich-text body, related products (codes), banner photo, people. */
export function ArticleForm({
  item,
  tree,
  codes,
  errors,
  values,
}: {
  item: StaffArticle | null;
  tree: Tree[];
  codes: { code: number; species: ProductSpecies; title: string }[];
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}) {
  const v = (name: string, fallback: string | number | undefined) => values?.[name] ?? (fallback === undefined ? '' : String(fallback));
  const tags = values?.tagIds !== undefined ? values.tagIds.split(',') : (item?.tagIds ?? []);
  const chosenCodes = values?.productCodes !== undefined ? values.productCodes.split(',').map(Number) : (item?.productCodes ?? []);
  return (
    <ContentForm meta={item?.meta ?? null} errors={errors} values={values} multipart>
      <SelectField label="카테고리" name="categoryId" required options={tree.map((c) => ({ value: c.id, label: c.label }))} defaultValue={v('categoryId', item?.categoryId ?? tree[0]?.id)} error={errors?.categoryId} />
      <fieldset className={formStyles.fieldset}>
        <legend>태그 (고른 카테고리의 태그만)</legend>
        {errors?.tagIds && <p className={formStyles.error}>{errors.tagIds}</p>}
        {tree.map((c) =>
          c.tags.length === 0 ? null : (
            <div key={c.id}>
              <p className={formStyles.hint}>{c.label}</p>
              {c.tags.map((t) => (
                <CheckboxField key={t.id} name="tagIds" value={t.id} label={t.label} defaultChecked={tags.includes(t.id)} />
              ))}
            </div>
          ),
        )}
      </fieldset>
      <SelectField
        label="대상 반려동물"
        name="species"
        required
        options={[
          { value: 'All', label: '강아지·고양이' },
          { value: 'Dog', label: speciesLabel('Dog') },
          { value: 'Cat', label: speciesLabel('Cat') },
        ]}
        defaultValue={v('species', item?.species ?? 'All')}
        error={errors?.species}
      />
      <Field label="제목" name="title" required maxLength={120} defaultValue={v('title', item?.title)} error={errors?.title} />
      <TextareaField label="요약" name="summary" required rows={3} maxLength={300} defaultValue={v('summary', item?.summary)} error={errors?.summary} hint="목록 카드와 검색 결과에 보입니다." />
      <Suspense fallback={<TextareaField label="본문" name="bodyHtml" required rows={14} defaultValue={v('bodyHtml', item?.bodyHtml)} error={errors?.bodyHtml} />}>
        <RichTextEditor name="bodyHtml" label="본문" initialHtml={v('bodyHtml', item?.bodyHtml)} uploadUrl={staffHref('staff-article-image')} error={errors?.bodyHtml} />
      </Suspense>
      <fieldset className={formStyles.fieldset}>
        <legend>대표 사진</legend>
        {item && <img src={siteUrl(item.thumbnail.url)} alt={item.thumbnail.alt} width={240} height={135} style={{ objectFit: 'cover', borderRadius: 8 }} />}
        <div className={formStyles.field}>
          <label htmlFor="article-banner" className={formStyles.label}>
            {item ? '대표 사진 바꾸기' : '대표 사진'}
            {!item && <span className={formStyles.required}> (필수)</span>}
          </label>
          <input id="article-banner" type="file" name="banner" accept="image/jpeg,image/png,image/webp" aria-invalid={errors?.banner ? true : undefined} />
          {errors?.banner && <p className={formStyles.error}>{errors.banner}</p>}
        </div>
        <Field label="대표 사진 설명 (대체 텍스트)" name="bannerAlt" maxLength={200} defaultValue={v('bannerAlt', '')} error={errors?.bannerAlt} hint="새 사진을 올릴 때 필수입니다." />
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend>관련 상품 (관리 코드)</legend>
        {errors?.productCodes && <p className={formStyles.error}>{errors.productCodes}</p>}
        {codes.map((c) => (
          <CheckboxField key={c.code} name="productCodes" value={String(c.code)} label={`${c.code} · ${speciesLabel(c.species)} ${c.title}`} defaultChecked={chosenCodes.includes(c.code)} />
        ))}
      </fieldset>
      <Field label="글쓴이" name="author" required maxLength={60} defaultValue={v('author', item?.author ?? '수의영양팀')} error={errors?.author} />
      <Field label="감수 (선택)" name="reviewer" maxLength={60} defaultValue={v('reviewer', item?.reviewer)} error={errors?.reviewer} />
    </ContentForm>
  );
}
