import { z } from 'zod';
import { staffLink } from '#app/lib/staff-link';
import { ContentId, PublishFields, publishRefinement, requiredText, VersionField } from '#app/staff-kit/schemas';
import type { ProcessedImage } from '#server/platform/storage/image-pipeline';
import type { BrandSection } from './brand-types';
import { withParticle } from '#app/lib/korean-particles';

/** The brand page editor's form (issue 15 item 7): the page and the operation read it. */

const Photo = z.custom<ProcessedImage>((v) => typeof v === 'object' && v !== null && 'variants' in v, { error: '사진을 다시 올려 주세요.' });

const lines = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

/** "값 | 설명" per line (facts, history), each side required. */
function pairs(label: string, text: string, ctx: z.RefinementCtx): [string, string][] {
  const out: [string, string][] = [];
  for (const line of lines(text)) {
    const at = line.indexOf('|');
    const left = at < 0 ? '' : line.slice(0, at).trim();
    const right = at < 0 ? '' : line.slice(at + 1).trim();
    if (left === '' || right === '') {
      ctx.addIssue({ code: 'custom', message: `${withParticle(label, '은/는')} 한 줄에 하나씩 "앞 | 뒤" 형식으로 입력해 주세요: ${line.slice(0, 30)}` });
      return [];
    }
    out.push([left, right]);
  }
  return out;
}

/** One section as typed: a heading, paragraphs (blank lines part them), and optional list, figures and history lines. */
const SectionSchema = z
  .object({
    heading: requiredText('섹션 제목을 입력해 주세요.', 100, '섹션 제목은 100자까지 입력할 수 있습니다.'),
    paragraphs: z.string().max(5000, '문단은 한 섹션에 5,000자까지 입력할 수 있습니다.').optional().default(''),
    list: z.string().max(3000, '목록은 한 섹션에 3,000자까지 입력할 수 있습니다.').optional().default(''),
    facts: z.string().max(1000, '숫자 강조는 1,000자까지 입력할 수 있습니다.').optional().default(''),
    timeline: z.string().max(3000, '연혁은 3,000자까지 입력할 수 있습니다.').optional().default(''),
  })
  .transform((s, ctx): BrandSection => {
    const paragraphs = s.paragraphs
      .replace(/\r\n?/g, '\n')
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
      .filter((p) => p !== '');
    const list = lines(s.list);
    const facts = pairs('숫자 강조', s.facts, ctx).map(([value, label]) => ({ value, label }));
    const timeline = pairs('연혁', s.timeline, ctx).map(([year, text]) => ({ year, text }));
    if (paragraphs.length === 0 && list.length === 0 && facts.length === 0 && timeline.length === 0) {
      ctx.addIssue({ code: 'custom', message: '섹션에 문단이나 목록을 하나 이상 입력해 주세요.' });
    }
    return {
      heading: s.heading,
      paragraphs,
      ...(list.length > 0 && { list }),
      ...(facts.length > 0 && { facts }),
      ...(timeline.length > 0 && { timeline }),
    };
  });

/** The button's link: a picked item or a page of this site (the shared rule of every staff-written link). */
const Href = staffLink({ scope: 'site', invalid: '버튼이 여는 곳을 찾아 고르거나, 사이트 안의 주소(/로 시작)를 직접 입력해 주세요.', tooLong: '버튼 링크는 300자까지 입력할 수 있습니다.' })
  .optional()
  .default('');

export const BrandPageSaveSchema = z
  .object({
    id: ContentId,
    version: VersionField,
    lead: requiredText('첫 문단(리드)을 입력해 주세요.', 1000, '첫 문단은 1,000자까지 입력할 수 있습니다.'),
    imageAlt: requiredText('대표 사진의 설명(대체 텍스트)을 입력해 주세요. 화면을 볼 수 없는 분께 읽어 주는 글입니다.', 200, '사진 설명은 200자까지 입력할 수 있습니다.'),
    /** A new picture, already through the image pipeline (the page adapter's work). */
    image: Photo.optional(),
    sections: z.array(SectionSchema, { error: '섹션을 하나 이상 입력해 주세요.' }).min(1, '섹션을 하나 이상 입력해 주세요.').max(20, '섹션은 20개까지 둘 수 있습니다.'),
    ctaLabel: z.string().trim().max(40, '버튼 글자는 40자까지 입력할 수 있습니다.').optional().default(''),
    ctaHref: Href,
    ...PublishFields,
  })
  .superRefine(publishRefinement)
  .superRefine((v, ctx) => {
    if ((v.ctaLabel === '') !== (v.ctaHref === '')) ctx.addIssue({ code: 'custom', path: [v.ctaLabel === '' ? 'ctaLabel' : 'ctaHref'], message: '아래 버튼은 글자와 링크를 함께 입력하거나 둘 다 비워 주세요.' });
  });
export type BrandPageSaveInput = z.output<typeof BrandPageSaveSchema>;

/** The form's `sectionsJson` as the schema's sections (anything unreadable is no sections: the schema asks for one). */
export function sectionsFromForm(fields: Record<string, unknown>): unknown[] {
  const text = fields.sectionsJson;
  if (typeof text !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

