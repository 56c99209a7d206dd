import type { ProductSpecies } from '#server/platform/db/schema/products';
import { ContentForm } from '#app/staff-kit/components/EditorParts';
import kit from '#app/staff-kit/components/ContentKit.module.css';
import type { ContentMeta } from '#app/staff-kit/content-state';
import { isoToSeoulLocal } from '#app/lib/seoul-time';
import { Field } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import { RecordTable } from '#app/staff-kit/components/RecordList';
import { speciesLabel } from '#app/features/pets/species';

export interface StaffPlus1 {
  meta: ContentMeta;
  title: string;
  startsAt: string;
  endsAt: string;
  couponValidDays: number;
  products: { productId: string; sortOrder: number }[];
}

/**
 * The 1+1 campaign editor: title, period (Seoul time), how long a coupon stays usable, and the
 * target products with their order (ticked rows; a smaller number comes first in step 2).
 */
export function Plus1Form({
  item,
  products,
  errors,
  values,
}: {
  item: StaffPlus1 | null;
  products: readonly { id: string; name: string; species: ProductSpecies; live: boolean }[];
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}) {
  const v = (name: string, fallback: string | number | undefined) => values?.[name] ?? (fallback === undefined ? '' : String(fallback));
  const chosen = new Map(item?.products.map((p) => [p.productId, p.sortOrder]));
  const typed = values?.include !== undefined ? new Set(values.include.split(',')) : null;
  return (
    <ContentForm meta={item?.meta ?? null} errors={errors} values={values}>
      <Field label="캠페인 제목" name="title" required maxLength={80} defaultValue={v('title', item?.title)} error={errors?.title} />
      <Field label="시작 (한국 시간)" name="startsAt" type="datetime-local" required defaultValue={v('startsAt', isoToSeoulLocal(item?.startsAt))} error={errors?.startsAt} />
      <Field label="종료 (한국 시간)" name="endsAt" type="datetime-local" required defaultValue={v('endsAt', isoToSeoulLocal(item?.endsAt))} error={errors?.endsAt} hint="시작과 종료 시각이 되면 쿠폰 발급이 저절로 열리고 닫힙니다." />
      <Field
        label="쿠폰 사용 기간 (일)"
        name="couponValidDays"
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        required
        defaultValue={v('couponValidDays', item?.couponValidDays ?? 14)}
        error={errors?.couponValidDays}
        hint="발급일부터 이 기간 동안 쓸 수 있고, 캠페인 종료일을 넘지 않습니다."
      />
      <fieldset className={formStyles.fieldset} aria-describedby={errors?.products ? 'plus1-products-error' : undefined}>
        <legend>1+1 상품과 순서</legend>
        {errors?.products && (
          <p id="plus1-products-error" className={formStyles.error}>
            {errors.products}
          </p>
        )}
        <RecordTable label="1+1 상품 선택 표" caption={<caption className="visually-hidden">1+1 상품 선택</caption>} columns={['포함', '상품', '순서']} rows={products}>
          {(p) => {
            const checked = typed ? typed.has(p.id) : chosen.has(p.id);
            return (
              <tr key={p.id}>
                <td>
                  <input type="checkbox" name="include" value={p.id} defaultChecked={checked} aria-label={`포함: ${p.name}`} />
                </td>
                <td>
                  {p.name}
                  <span className={kit.sub}>
                    {speciesLabel(p.species)}
                    {p.live ? '' : ' · 비공개 상품'}
                  </span>
                </td>
                <td>
                  <input
                    type="number"
                    name={`order.${p.id}`}
                    inputMode="numeric"
                    defaultValue={values?.[`order.${p.id}`] ?? String(chosen.get(p.id) ?? 0)}
                    aria-label={`순서: ${p.name}`}
                    className={formStyles.input}
                    style={{ maxWidth: 96 }}
                  />
                </td>
              </tr>
            );
          }}
        </RecordTable>
      </fieldset>
    </ContentForm>
  );
}
