import { ContentForm } from '#app/staff-kit/components/EditorParts';
import { SelectField } from '#app/staff-kit/components/KitFields';
import type { ContentMeta } from '#app/staff-kit/content-state';
import { isoToSeoulLocal } from '#app/lib/seoul-time';
import { Field, TextareaField } from '#app/ui/form/Field';
import { speciesLabel } from '#app/features/pets/species';

export interface StaffCampaign {
  meta: ContentMeta;
  title: string;
  summary: string;
  description: string;
  productId: string;
  species: 'dog' | 'cat' | 'all';
  capacity: number;
  applied: number;
  startsAt: string;
  endsAt: string;
  announceAt: string;
  sortOrder: number;
}

/** The free-trial campaign editor: texts, product, who may apply, capacity, the three dates (Seoul time), order. */
export function CampaignForm({
  item,
  products,
  errors,
  values,
}: {
  item: StaffCampaign | null;
  products: readonly { id: string; name: string; live: boolean }[];
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}) {
  const v = (name: string, fallback: string | number | undefined) => values?.[name] ?? (fallback === undefined ? '' : String(fallback));
  return (
    <ContentForm meta={item?.meta ?? null} errors={errors} values={values}>
      <Field label="캠페인 제목" name="title" required maxLength={80} defaultValue={v('title', item?.title)} error={errors?.title} />
      <Field label="한 줄 소개" name="summary" required maxLength={200} defaultValue={v('summary', item?.summary)} error={errors?.summary} hint="체험 목록의 카드에 보입니다." />
      <TextareaField label="상세 안내" name="description" required rows={8} maxLength={5000} defaultValue={v('description', item?.description)} error={errors?.description} hint="줄바꿈은 그대로 보입니다. 체험 구성, 대상, 발송 일정을 적어 주세요." />
      <SelectField
        label="체험 상품"
        name="productId"
        required
        options={products.map((p) => ({ value: p.id, label: p.live ? p.name : `${p.name} (비공개 상품)` }))}
        defaultValue={v('productId', item?.productId ?? products[0]?.id)}
        error={errors?.productId}
      />
      <SelectField
        label="대상 반려동물"
        name="species"
        required
        options={(['dog', 'cat', 'all'] as const).map((s) => ({ value: s, label: speciesLabel(s) }))}
        defaultValue={v('species', item?.species ?? 'dog')}
        error={errors?.species}
      />
      <Field
        label="모집 인원"
        name="capacity"
        type="number"
        inputMode="numeric"
        min={1}
        required
        defaultValue={v('capacity', item?.capacity ?? 100)}
        error={errors?.capacity}
        hint={item ? `지금까지 ${item.applied}명이 신청했습니다.` : undefined}
      />
      <Field label="신청 시작 (한국 시간)" name="startsAt" type="datetime-local" required defaultValue={v('startsAt', isoToSeoulLocal(item?.startsAt))} error={errors?.startsAt} hint="이 시각이 되면 저절로 신청을 받기 시작합니다." />
      <Field label="신청 마감 (한국 시간)" name="endsAt" type="datetime-local" required defaultValue={v('endsAt', isoToSeoulLocal(item?.endsAt))} error={errors?.endsAt} />
      <Field label="당첨 발표 (한국 시간)" name="announceAt" type="datetime-local" required defaultValue={v('announceAt', isoToSeoulLocal(item?.announceAt))} error={errors?.announceAt} />
      <Field label="노출 순서" name="sortOrder" type="number" inputMode="numeric" required defaultValue={v('sortOrder', item?.sortOrder ?? 0)} error={errors?.sortOrder} hint="진행 중인 캠페인 목록에서 작은 숫자가 먼저 보입니다." />
    </ContentForm>
  );
}
