import { z } from 'zod';
import { staffLink } from '#app/lib/staff-link';
import { BACKGROUND_POSITIONS, BACKGROUND_REPEAT_CHOICES, BACKGROUND_SIZES, COLUMN_WIDTHS, MAX_COLUMNS, MAX_SECTIONS, MAX_WIDGETS } from './layout-words';

/**
 * The home page's layout (SPEC 2.8) and its widgets, as one zod schema with Korean messages:
 * the home loader keeps only valid widgets of the stored sections, the staff editor checks
 * every change in the browser with it, and the save operation checks it again on the server
 * (docs/decisions/041-home-editor.md). Browser-safe: imported by the staff editor only (the public
 * home page reads it on the server), so zod stays out of the guests' bundles.
 */


const text = (missing: string, max: number) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${max}자까지 입력할 수 있습니다.`);
const optionalText = (max: number) => z.string().trim().max(max, `${max}자까지 입력할 수 있습니다.`).optional();

/** A link of the site: a picked item (`ref:campaign:<id>`) or a path of this site (`/recruitment`), never another site or `//host` (the shared staff-link rule). */
const SitePath = staffLink({ scope: 'site', missing: '연결할 곳을 골라 주세요.', invalid: '링크는 찾아서 고르거나, /로 시작하는 사이트 주소로 입력해 주세요. 예: /recruitment', tooLong: '링크는 300자까지 입력할 수 있습니다.' });

/** An uploaded picture (CMS media, resized variants): `/cms/delivery/media/{key}`. */
export const MEDIA_PREFIX = '/cms/delivery/media/';
const MediaPath = z
  .string({ error: '사진을 골라 주세요.' })
  .regex(/^\/cms\/delivery\/media\/[A-Za-z0-9_-]{1,80}$/, '사진은 올린 사진 중에서 골라 주세요.');

const Cta = z.object({ label: text('버튼 글자를 입력해 주세요.', 40), href: SitePath });

/** An instant (ISO, UTC); the editor turns Seoul times into it. */
const Instant = z.string().refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(v) && !Number.isNaN(Date.parse(v)), '일시를 다시 입력해 주세요.');

const ImageRef = z.object({
  src: z.string().refine((v) => v.startsWith('/') && !v.startsWith('//'), '사진을 골라 주세요.'),
  alt: z.string().trim().max(200, '200자까지 입력할 수 있습니다.'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const BannerWidgetSchema = z
  .object({
    type: z.literal('banner'),
    image: z.object({ src: MediaPath, width: z.number().int().positive(), height: z.number().int().positive() }, { error: '배너 사진을 올리거나 골라 주세요.' }),
    alt: text('배너 설명(대체 텍스트)을 입력해 주세요. 화면을 볼 수 없는 분께 읽어 주는 글입니다.', 200),
    href: SitePath,
    /** The display period (UTC instants, entered in Seoul time): outside it guests do not see the banner. */
    startsAt: Instant.optional(),
    endsAt: Instant.optional(),
  })
  .refine((b) => b.startsAt === undefined || b.endsAt === undefined || b.startsAt < b.endsAt, { path: ['endsAt'], message: '노출 종료 일시는 시작 일시보다 뒤여야 합니다.' });

export const HomeWidgetSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('hero'), eyebrow: optionalText(40), title: text('제목을 입력해 주세요.', 80), text: text('설명을 입력해 주세요.', 300), cta: Cta, secondary: Cta.optional() }),
    z.object({ type: z.literal('section-title'), title: text('제목을 입력해 주세요.', 80), text: optionalText(300) }),
    z.object({ type: z.literal('program-card'), title: text('제목을 입력해 주세요.', 60), text: text('설명을 입력해 주세요.', 200), href: SitePath, image: ImageRef }),
    z.object({ type: z.literal('promo'), tone: z.enum(['warm', 'cool'], { error: '색을 골라 주세요.' }).default('warm'), title: text('제목을 입력해 주세요.', 80), text: text('설명을 입력해 주세요.', 300), cta: Cta }),
    z.object({
      type: z.literal('link-list'),
      title: text('제목을 입력해 주세요.', 80),
      text: optionalText(300),
      links: z.array(Cta).min(1, '링크를 하나 이상 넣어 주세요.').max(12, '링크는 12개까지 넣을 수 있습니다.'),
    }),
    // Real products, chosen by id (in that order) or by species/internal codes; the page's loader
    // attaches them (catalogue's attachFeaturedProducts), so stored data never carries products.
    z.object({
      type: z.literal('featured-products'),
      title: text('제목을 입력해 주세요.', 80),
      text: optionalText(300),
      productIds: z.array(z.string().max(64)).max(12, '상품은 12개까지 고를 수 있습니다.').optional(),
      species: z.enum(['Dog', 'Cat']).optional(),
      codes: z.array(z.number().int()).max(12).optional(),
      limit: z.number({ error: '보여 줄 개수를 입력해 주세요.' }).int().min(1, '보여 줄 개수는 1~12개입니다.').max(12, '보여 줄 개수는 1~12개입니다.').default(4),
      cta: Cta.optional(),
    }),
    // The newest health articles; the page's loader fills in `items` (LatestArticleItem[]).
    z.object({
      type: z.literal('latest-articles'),
      title: text('제목을 입력해 주세요.', 80),
      text: optionalText(300),
      limit: z.number({ error: '보여 줄 개수를 입력해 주세요.' }).int().min(1, '보여 줄 개수는 1~8개입니다.').max(8, '보여 줄 개수는 1~8개입니다.').default(4),
      cta: Cta.optional(),
    }),
    BannerWidgetSchema,
  ],
  { error: '위젯 종류를 골라 주세요.' },
);

export type HomeWidget = z.infer<typeof HomeWidgetSchema>;
export type BannerWidget = z.infer<typeof BannerWidgetSchema>;

const Key = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, '섹션을 구별하는 내부 이름이 잘못되었습니다. 페이지를 새로 고쳐 주세요.');
const Direction = z.enum(['row', 'column'], { error: '배치 방향을 골라 주세요.' });

/** An overlay colour: #rgb / #rrggbb / #rrggbbaa or rgb()/rgba() (the editor writes rgba). */
export const OverlayColor = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/, '덮는 색을 다시 골라 주세요.');

const SectionBackgroundSchema = z
  .object({
    mobile: MediaPath.optional(),
    tablet: MediaPath.optional(),
    desktop: MediaPath.optional(),
    alt: z.string().trim().max(200, '200자까지 입력할 수 있습니다.').optional(),
    position: z.enum(BACKGROUND_POSITIONS, { error: '위치를 골라 주세요.' }).optional(),
    size: z.enum(BACKGROUND_SIZES, { error: '크기를 골라 주세요.' }).optional(),
    repeat: z.enum(BACKGROUND_REPEAT_CHOICES, { error: '반복 방식을 골라 주세요.' }).optional(),
    overlayColor: OverlayColor.optional(),
  })
  .refine((b) => !(b.mobile ?? b.tablet ?? b.desktop) || (b.alt ?? '') !== '', { path: ['alt'], message: '배경 사진의 설명(대체 텍스트)을 입력해 주세요.' });

const LayoutColumnSchema = z.object({
  columnKey: Key,
  columnName: text('칸 이름을 입력해 주세요.', 40),
  columnWidth: z.enum(COLUMN_WIDTHS, { error: '칸 너비를 골라 주세요.' }),
  seedComponents: z.array(HomeWidgetSchema).max(MAX_WIDGETS, `한 칸에는 위젯을 ${MAX_WIDGETS}개까지 넣을 수 있습니다.`),
});

const LayoutSectionSchema = z.object({
  sectionKey: Key,
  direction: z.object({ desktop: Direction, tablet: Direction, mobile: Direction }),
  background: SectionBackgroundSchema.optional(),
  columns: z.array(LayoutColumnSchema).min(1, '섹션에는 칸이 하나 이상 있어야 합니다.').max(MAX_COLUMNS, `한 섹션에는 칸을 ${MAX_COLUMNS}개까지 넣을 수 있습니다.`),
});

export const HomeLayoutSchema = z
  .array(LayoutSectionSchema)
  .min(1, '섹션이 하나 이상 있어야 합니다.')
  .max(MAX_SECTIONS, `섹션은 ${MAX_SECTIONS}개까지 만들 수 있습니다.`)
  .superRefine((sections, ctx) => {
    const seen = new Set<string>();
    sections.forEach((s, i) => {
      if (seen.has(s.sectionKey)) ctx.addIssue({ code: 'custom', path: [i, 'sectionKey'], message: '섹션의 내부 이름이 겹칩니다. 섹션을 지우고 다시 추가해 주세요.' });
      seen.add(s.sectionKey);
      const columns = new Set<string>();
      s.columns.forEach((c, j) => {
        if (columns.has(c.columnKey)) ctx.addIssue({ code: 'custom', path: [i, 'columns', j, 'columnKey'], message: '칸의 내부 이름이 겹칩니다. 칸을 지우고 다시 추가해 주세요.' });
        columns.add(c.columnKey);
      });
    });
  });

/** Where in the layout an issue is, in words: "섹션 2 · 칸 1 · 위젯 3". */
export function issuePlace(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i];
    const next = path[i + 1];
    if (typeof key === 'number' && i === 0) parts.push(`섹션 ${key + 1}`);
    else if (key === 'columns' && typeof next === 'number') parts.push(`칸 ${next + 1}`);
    else if (key === 'seedComponents' && typeof next === 'number') parts.push(`위젯 ${next + 1}`);
    else if (key === 'background') parts.push('배경');
  }
  return parts.join(' · ');
}

/** One issue per field (its path joined with dots), in the order they were found. */
export function layoutIssues(error: z.ZodError): { path: string; place: string; message: string }[] {
  const seen = new Set<string>();
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) return [];
    seen.add(path);
    return [{ path, place: issuePlace(issue.path), message: issue.message }];
  });
}

/** Whether a banner is shown at `now` (ISO): inside its display period (either end may be open). */
export function bannerLive(banner: Pick<BannerWidget, 'startsAt' | 'endsAt'>, now: string): boolean {
  return (banner.startsAt === undefined || banner.startsAt <= now) && (banner.endsAt === undefined || now < banner.endsAt);
}
