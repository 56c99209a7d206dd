import { z } from 'zod';
import { Checkbox, EditTarget, editTargetRefinement, PublishFields, publishRefinement, requiredText, wholeNumber } from '#app/staff-kit/schemas';
import type { ProcessedImage } from '#server/platform/storage/image-pipeline';
import { WEIGHT_LIMITS } from './calculator-options';
import { internalCode } from './internal-codes';
import { speciesLabel } from '#app/features/pets/species';
import { withParticle } from '#app/lib/korean-particles';
import { checkPurchaseLinkRows, MAX_URL_LENGTH } from './purchase-links';
import { formatNumber } from '#app/lib/format';

/** Product ids are opaque strings (the demo's look like p-dog-derma-adult). */
export const ProductId = z.string({ error: '상품을 선택해 주세요.' }).trim().min(1, '상품을 선택해 주세요.').max(64, '상품 정보가 올바르지 않습니다.');

/** The feeding calculator of /custom-feed/prescription, read from the query string. */
export const calculatorSchema = z
  .object({
    species: z.enum(['Dog', 'Cat'], { error: '반려동물 종류를 선택해 주세요.' }),
    weight: z
      .string({ error: '몸무게를 입력해 주세요.' })
      .trim()
      .min(1, '몸무게를 입력해 주세요.')
      .regex(/^\d{1,2}(\.\d{1,2})?$/, '몸무게는 숫자로 입력해 주세요. (예: 4.5)')
      .transform(Number),
    stage: z.enum(['young', 'adult', 'senior'], { error: '나이를 선택해 주세요.' }),
    activity: z.enum(['low', 'normal', 'high'], { error: '활동량을 선택해 주세요.' }),
    neutered: z.enum(['yes', 'no'], { error: '중성화 여부를 선택해 주세요.' }).transform((v) => v === 'yes'),
    product: z.string().trim().max(64, '사료를 다시 선택해 주세요.').optional(),
  })
  .superRefine((value, ctx) => {
    const limits = WEIGHT_LIMITS[value.species];
    if (value.weight < limits.min || value.weight > limits.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['weight'],
        message: `${speciesLabel(value.species)} 몸무게는 ${limits.min}kg부터 ${limits.max}kg까지 입력할 수 있어요.`,
      });
    }
  });

export type CalculatorInput = z.output<typeof calculatorSchema>;

// --- Back-office: products (issue 15 item 1) ---

/** "label: value" lines of the guaranteed analysis, e.g. "조단백: 25% 이상". */
const analysisLines = z
  .string()
  .trim()
  .max(2000, '성분 분석은 2,000자까지 입력할 수 있습니다.')
  .optional()
  .default('')
  .transform((text, ctx) => {
    const rows: { label: string; value: string }[] = [];
    for (const [i, line] of text.split(/\r?\n/).entries()) {
      if (line.trim() === '') continue;
      const at = line.indexOf(':');
      if (at <= 0 || line.slice(at + 1).trim() === '') {
        ctx.addIssue({ code: 'custom', message: `성분 분석 ${i + 1}번째 줄을 "조단백: 25% 이상"처럼 항목과 값으로 적어 주세요.` });
        return z.NEVER;
      }
      rows.push({ label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() });
    }
    if (rows.length > 20) ctx.addIssue({ code: 'custom', message: '성분 분석은 20줄까지 입력할 수 있습니다.' });
    return rows;
  });

/** The analysis as the editor's rows send it: each row a label and its value. */
const analysisRows = z
  .array(z.object({ label: z.string().trim().max(40, '성분 분석 항목은 40자까지 입력할 수 있습니다.'), value: z.string().trim().max(80, '성분 분석 값은 80자까지 입력할 수 있습니다.') }))
  .max(20, '성분 분석은 20줄까지 입력할 수 있습니다.')
  .transform((rows, ctx) => {
    for (const [i, row] of rows.entries()) {
      if (row.label === '' || row.value === '') {
        ctx.addIssue({ code: 'custom', message: `성분 분석 ${i + 1}번째 줄의 ${row.label === '' ? '항목' : '값'}을 입력해 주세요.` });
        return z.NEVER;
      }
    }
    return rows;
  });

/** The benefits as the editor's rows send them. */
const benefitRows = z.array(z.string().trim().min(1).max(200, '특장점은 한 줄에 200자까지 입력할 수 있습니다.')).max(10, '특장점은 10줄까지 입력할 수 있습니다.');

/**
 * A field that comes as rows (the editor's row lists) or as lines (the server method): each
 * shape's own messages, which a union would hide behind a generic one.
 */
function eitherShape<R extends z.ZodType, L extends z.ZodType<z.output<R>>>(rows: R, lines: L) {
  return z.unknown().transform((value, ctx): z.output<R> => {
    const parsed = (Array.isArray(value) ? rows : lines).safeParse(value);
    if (parsed.success) return parsed.data as z.output<R>;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

/** One line per point (the product page's list of benefits). */
const benefitLines = z
  .string()
  .trim()
  .max(2000, '특장점은 2,000자까지 입력할 수 있습니다.')
  .optional()
  .default('')
  .transform((text) => text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean))
  .refine((lines) => lines.length <= 10, '특장점은 10줄까지 입력할 수 있습니다.');

/**
 * Where to buy it (issue 25 item 2): the editor's rows (`purchaseLinks.{n}.shop|name|url`) or the
 * server method's list, in order; each row checked by checkPurchaseLinkRows (shop, 기타's name,
 * the https address on the shop's hosts, no address twice). Absent: no links.
 */
const purchaseLinkRows = z
  .array(
    z.object({
      shop: z.string({ error: '구매 링크의 쇼핑몰을 골라 주세요.' }).max(40, '구매 링크의 쇼핑몰을 다시 골라 주세요.'),
      name: z.string().max(200, '쇼핑몰 이름은 30자까지 입력할 수 있습니다.').nullish().transform((v) => v ?? ''),
      url: z.string({ error: '구매 링크 주소를 입력해 주세요.' }).max(MAX_URL_LENGTH * 2, `주소는 ${formatNumber(MAX_URL_LENGTH)}자까지 입력할 수 있습니다.`),
    }),
    { error: '구매 링크를 다시 확인해 주세요.' },
  )
  .max(30, '구매 링크는 10개까지 넣을 수 있습니다.')
  .optional()
  .default([])
  .transform((rows, ctx) => {
    const checked = checkPurchaseLinkRows(rows);
    if (checked.ok) return checked.links;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });

const ALT = requiredText('사진 설명(대체 텍스트)을 입력해 주세요. 화면을 볼 수 없는 분께 읽어 주는 글입니다.', 200, '사진 설명은 200자까지 입력할 수 있습니다.');

export const ProductSaveSchema = z
  .object({
    ...EditTarget,
    name: requiredText('상품명을 입력해 주세요.', 80, '상품명은 80자까지 입력할 수 있습니다.'),
    species: z.enum(['Dog', 'Cat'], { error: '대상 반려동물을 선택해 주세요.' }),
    lifeStage: z.enum(['puppy', 'kitten', 'adult', 'senior', 'all'], { error: '생애 단계를 선택해 주세요.' }),
    size: z.enum(['small', 'medium', 'large', 'all'], { error: '크기를 선택해 주세요.' }),
    form: z.enum(['dry', 'wet'], { error: '형태를 선택해 주세요.' }),
    packageGrams: wholeNumber('중량(g)을 입력해 주세요.', 1, 100_000, '중량은 1~100,000g 사이로 입력해 주세요.'),
    price: wholeNumber('정가를 입력해 주세요.', 0, 10_000_000, '정가는 0~10,000,000원 사이로 입력해 주세요.'),
    discountRate: wholeNumber('할인율을 입력해 주세요.', 0, 90, '할인율은 0~90% 사이로 입력해 주세요.'),
    codes: z.array(z.string()).optional().default([]).transform((v) => v.map(Number)),
    kcalPerKg: wholeNumber('열량(kcal/kg)을 입력해 주세요.', 0, 10_000, '열량은 0~10,000kcal/kg 사이로 입력해 주세요.'),
    summary: requiredText('한 줄 소개를 입력해 주세요.', 200, '한 줄 소개는 200자까지 입력할 수 있습니다.'),
    description: requiredText('상품 설명을 입력해 주세요.', 5000, '상품 설명은 5,000자까지 입력할 수 있습니다.'),
    benefits: eitherShape(benefitRows, benefitLines),
    ingredients: requiredText('원재료를 입력해 주세요.', 2000, '원재료는 2,000자까지 입력할 수 있습니다.'),
    /** "항목: 값" lines (the server method) or the editor's rows. */
    analysis: eitherShape(analysisRows, analysisLines),
    isVet: Checkbox,
    sortOrder: wholeNumber('노출 순서를 입력해 주세요.', -99999, 99999, '노출 순서는 -99999~99999 사이의 숫자로 입력해 주세요.'),
    seoTitle: z.string().trim().max(80, '검색 제목은 80자까지 입력할 수 있습니다.').optional().default(''),
    seoDescription: z.string().trim().max(200, '검색 설명은 200자까지 입력할 수 있습니다.').optional().default(''),
    purchaseLinks: purchaseLinkRows,
    /** Photos kept: their alt text and order (the form's `alt.{id}`, `order.{id}`); absent ones are removed. */
    images: z.array(z.object({ id: z.string().max(64), alt: ALT, sortOrder: wholeNumber('사진 순서를 입력해 주세요.', -999, 999, '사진 순서는 -999~999 사이의 숫자로 입력해 주세요.') })).max(20).optional().default([]),
    /** New photos, already decoded and encoded again by the image pipeline (the adapter's work). */
    uploads: z.array(z.object({ image: z.custom<ProcessedImage>((v) => typeof v === 'object' && v !== null && 'variants' in v), alt: ALT, field: z.string() })).max(10).optional().default([]),
    ...PublishFields,
  })
  .superRefine(editTargetRefinement)
  .superRefine(publishRefinement)
  .superRefine((v, ctx) => {
    const wrong = v.codes.filter((code) => internalCode(code)?.species !== v.species);
    if (wrong.length > 0) {
      const names = wrong.map((code) => internalCode(code)).map((c) => (c ? `‘${speciesLabel(c.species)} · ${c.title}’` : '알 수 없는 분류'));
      ctx.addIssue({ code: 'custom', path: ['codes'], message: `${withParticle(names.join(', '), '은/는')} ${speciesLabel(v.species)} 상품에 고를 수 없는 건강 고민 분류입니다.` });
    }
    if (v.species === 'Cat' && v.size !== 'all') ctx.addIssue({ code: 'custom', path: ['size'], message: '고양이 상품의 크기는 "전체"로 골라 주세요.' });
    if (v.species === 'Dog' && v.lifeStage === 'kitten') ctx.addIssue({ code: 'custom', path: ['lifeStage'], message: '강아지 상품에는 키튼을 고를 수 없습니다.' });
    if (v.species === 'Cat' && v.lifeStage === 'puppy') ctx.addIssue({ code: 'custom', path: ['lifeStage'], message: '고양이 상품에는 퍼피를 고를 수 없습니다.' });
  });
export type ProductSaveInput = z.output<typeof ProductSaveSchema>;
