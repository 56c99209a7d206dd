import type { ProductSpecies } from '#server/platform/db/schema/products';
import { ContentForm } from '#app/staff-kit/components/EditorParts';
import kit from '#app/staff-kit/components/ContentKit.module.css';
import { SelectField } from '#app/staff-kit/components/KitFields';
import type { ContentMeta } from '#app/staff-kit/content-state';
import { CheckboxField, Field, TextareaField } from '#app/ui/form/Field';
import { RowListField } from '#app/staff-kit/components/RowListField';
import { rowsFromFields } from '#app/staff-kit/row-fields';
import formStyles from '#app/ui/form/Form.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';
import { LIFE_STAGE_LABEL } from '../labels';
import { speciesLabel } from '#app/features/pets/species';
import { MAX_PURCHASE_LINKS, MAX_SHOP_NAME_LENGTH, MAX_URL_LENGTH, SHOP_CODES, SHOPS } from '../purchase-links';

export interface StaffProduct {
  meta: ContentMeta;
  name: string;
  species: 'Dog' | 'Cat';
  lifeStage: string;
  size: string;
  form: string;
  packageGrams: number;
  price: number;
  discountRate: number;
  codes: number[];
  kcalPerKg: number;
  summary: string;
  description: string;
  benefits: string[];
  ingredients: string;
  analysis: { label: string; value: string }[];
  isVet: boolean;
  sortOrder: number;
  seoTitle: string;
  seoDescription: string;
  images: { id: string; url: string; alt: string; width: number; height: number; sortOrder: number }[];
  purchaseLinks: { shop: string; name: string; url: string }[];
}

/** The shop column of the purchase links: a new row asks for a choice. */
const SHOP_OPTIONS = [{ value: '', label: '쇼핑몰 선택' }, ...SHOP_CODES.map((code) => ({ value: code, label: SHOPS[code].label }))];

const SIZES = [
  { value: 'all', label: '전체' },
  { value: 'small', label: '소형' },
  { value: 'medium', label: '중형' },
  { value: 'large', label: '대형' },
];

/**
 * The product editor: every field the catalogue, the detail page, the filters, the feeding
 * table, the Kakao share, the 1+1 flow and search use, and the photos (several, ordered, each
 * with its alt text; new ones go through the image pipeline on the server).
 */
export function ProductForm({
  item,
  codes,
  errors,
  values,
}: {
  item: StaffProduct | null;
  codes: { code: number; species: ProductSpecies; title: string }[];
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}) {
  const v = (name: string, fallback: string | number | undefined) => values?.[name] ?? (fallback === undefined ? '' : String(fallback));
  const chosenCodes = values?.codes !== undefined ? values.codes.split(',').map(Number) : (item?.codes ?? []);
  return (
    <ContentForm meta={item?.meta ?? null} errors={errors} values={values} multipart>
      <Field label="상품명" name="name" required maxLength={80} defaultValue={v('name', item?.name)} error={errors?.name} />
      <SelectField label="대상 반려동물" name="species" required options={(['Dog', 'Cat'] as const).map((s) => ({ value: s, label: speciesLabel(s) }))} defaultValue={v('species', item?.species ?? 'Dog')} error={errors?.species} />
      <SelectField label="생애 단계" name="lifeStage" required options={Object.entries(LIFE_STAGE_LABEL).map(([value, label]) => ({ value, label }))} defaultValue={v('lifeStage', item?.lifeStage ?? 'adult')} error={errors?.lifeStage} />
      <SelectField label="크기" name="size" required options={SIZES} defaultValue={v('size', item?.size ?? 'all')} error={errors?.size} hint="강아지 사료의 크기 필터에 쓰입니다. 고양이 사료는 전체." />
      <SelectField label="형태" name="form" required options={[{ value: 'dry', label: '건식' }, { value: 'wet', label: '습식' }]} defaultValue={v('form', item?.form ?? 'dry')} error={errors?.form} />
      <Field label="중량 (g)" name="packageGrams" type="number" inputMode="numeric" required defaultValue={v('packageGrams', item?.packageGrams ?? 1000)} error={errors?.packageGrams} />
      <Field label="정가 (원)" name="price" type="number" inputMode="numeric" required defaultValue={v('price', item?.price ?? 0)} error={errors?.price} />
      <Field label="할인율 (%)" name="discountRate" type="number" inputMode="numeric" required defaultValue={v('discountRate', item?.discountRate ?? 0)} error={errors?.discountRate} hint="0이면 할인 없음. 판매가는 10원 단위로 내림합니다." />
      <fieldset className={formStyles.fieldset} aria-describedby={errors?.codes ? 'product-codes-error' : undefined}>
        <legend>건강 고민 분류</legend>
        <p className={formStyles.hint}>이 상품이 돕는 건강 고민을 고르세요. 맞춤 사료 추천과 건강 체크 결과의 추천 상품이 이 분류로 고릅니다.</p>
        {errors?.codes && (
          <p id="product-codes-error" className={formStyles.error}>
            {errors.codes}
          </p>
        )}
        {codes.map((c) => (
          <CheckboxField key={c.code} name="codes" value={String(c.code)} label={`${speciesLabel(c.species)} · ${c.title}`} defaultChecked={chosenCodes.includes(c.code)} />
        ))}
      </fieldset>
      <Field label="열량 (kcal/kg)" name="kcalPerKg" type="number" inputMode="numeric" required defaultValue={v('kcalPerKg', item?.kcalPerKg ?? 0)} error={errors?.kcalPerKg} hint="급여량 표와 급여 계산기가 씁니다." />
      <Field label="한 줄 소개" name="summary" required maxLength={200} defaultValue={v('summary', item?.summary)} error={errors?.summary} hint="목록 카드, 카카오톡 공유, 검색 결과에 보입니다." />
      <TextareaField label="상품 설명" name="description" required rows={6} maxLength={5000} defaultValue={v('description', item?.description)} error={errors?.description} />
      <RowListField
        legend="특장점"
        name="benefits"
        columns={[{ key: 'text', label: '특장점', placeholder: '예: 피부와 털 건강에 도움', maxLength: 200 }]}
        rows={values ? rowsFromFields(values, 'benefits', ['text']).map((r) => [r.text!]) : (item?.benefits ?? []).map((b) => [b])}
        max={10}
        hint="상품 페이지에 목록으로 보입니다. 위에 있는 줄이 먼저 보입니다."
        error={errors?.benefits}
      />
      <TextareaField label="원재료" name="ingredients" required rows={4} maxLength={2000} defaultValue={v('ingredients', item?.ingredients)} error={errors?.ingredients} />
      <RowListField
        legend="성분 분석 (등록 성분량)"
        name="analysis"
        columns={[
          { key: 'label', label: '항목', placeholder: '예: 조단백', maxLength: 40 },
          { key: 'value', label: '값', placeholder: '예: 25% 이상', maxLength: 80 },
        ]}
        rows={values ? rowsFromFields(values, 'analysis', ['label', 'value']).map((r) => [r.label!, r.value!]) : (item?.analysis ?? []).map((a) => [a.label, a.value])}
        max={20}
        hint="게시하려면 한 줄 이상 필요합니다. 상품 페이지의 성분 표에 이 순서대로 보입니다."
        error={errors?.analysis}
      />
      <RowListField
        legend="구매 링크"
        name="purchaseLinks"
        columns={[
          { key: 'shop', label: '쇼핑몰', options: SHOP_OPTIONS },
          { key: 'name', label: '쇼핑몰 이름 (기타일 때)', placeholder: '예: 동네 펫샵 온라인몰', maxLength: MAX_SHOP_NAME_LENGTH },
          { key: 'url', label: '상품 주소', placeholder: '예: https://smartstore.naver.com/…', maxLength: MAX_URL_LENGTH, inputMode: 'url' },
        ]}
        rows={values ? rowsFromFields(values, 'purchaseLinks', ['shop', 'name', 'url']).map((r) => [r.shop!, r.name!, r.url!]) : (item?.purchaseLinks ?? []).map((l) => [l.shop, l.name, l.url])}
        max={MAX_PURCHASE_LINKS}
        hint="상품 페이지의 구매하기에 이 순서대로 보이고, 상품 목록 카드에는 첫 번째 쇼핑몰이 보입니다. https://로 시작하는 상품 주소를 넣어 주세요. 누른 횟수는 유입 분석에 캠페인별·상품별로 나옵니다."
        error={errors?.purchaseLinks}
      />
      <CheckboxField name="isVet" label="수의사 처방식 (동물병원 전용)" defaultChecked={values ? values.isVet === 'on' : (item?.isVet ?? false)} />
      <Field label="노출 순서" name="sortOrder" type="number" inputMode="numeric" required defaultValue={v('sortOrder', item?.sortOrder ?? 0)} error={errors?.sortOrder} hint="추천순 목록에서 작은 숫자가 먼저 보입니다." />
      <Field label="검색 제목 (선택)" name="seoTitle" maxLength={80} defaultValue={v('seoTitle', item?.seoTitle)} error={errors?.seoTitle} />
      <Field label="검색 설명 (선택)" name="seoDescription" maxLength={200} defaultValue={v('seoDescription', item?.seoDescription)} error={errors?.seoDescription} />

      <fieldset className={formStyles.fieldset}>
        <legend>사진</legend>
        <p className={formStyles.hint}>첫 번째 사진이 목록과 공유에 쓰이는 대표 사진입니다. 올린 사진은 서버에서 새로 인코딩하고(위치 정보 등 메타데이터 제거) 여러 크기로 만들어 둡니다.</p>
        {errors?.images && <p className={formStyles.error}>{errors.images}</p>}
        {item?.images.map((image) => (
          <div key={image.id} className={kit.row}>
            <input type="hidden" name="imageIds" value={image.id} />
            <SiteImage variants="pipeline" src={image.url} alt={image.alt} width={96} height={Math.round((96 * image.height) / Math.max(1, image.width))} />
            <Field label="사진 설명 (대체 텍스트)" name={`alt.${image.id}`} required maxLength={200} defaultValue={v(`alt.${image.id}`, image.alt)} />
            <Field label="순서" name={`order.${image.id}`} type="number" inputMode="numeric" defaultValue={v(`order.${image.id}`, image.sortOrder)} />
            <CheckboxField name={`keep.${image.id}`} label="이 사진 유지" defaultChecked={values ? values[`keep.${image.id}`] === 'on' : true} />
          </div>
        ))}
        {[1, 2, 3].map((slot) => (
          <div key={slot} className={kit.row}>
            <div className={formStyles.field}>
              <label htmlFor={`new-image-${slot}`} className={formStyles.label}>
                새 사진 {slot}
              </label>
              <input id={`new-image-${slot}`} type="file" name={`newImage${slot}`} accept="image/jpeg,image/png,image/webp" aria-invalid={errors?.[`newImage${slot}`] ? true : undefined} />
              {errors?.[`newImage${slot}`] && <p className={formStyles.error}>{errors[`newImage${slot}`]}</p>}
            </div>
            <Field label={`새 사진 ${slot} 설명 (대체 텍스트)`} name={`newAlt${slot}`} maxLength={200} error={errors?.[`newAlt${slot}`]} />
          </div>
        ))}
      </fieldset>
    </ContentForm>
  );
}
