import { z } from 'zod';
import { announceContent, claimVersion } from '#app/staff-kit/data/content-kit.server';
import { VERSION_CONFLICT_MESSAGE } from '#app/staff-kit/content-state';
import { staffOperation } from '#app/staff-kit/staff-operation';
import { answer, type OperationContext, type Refused } from '#server/platform/operations/operation';
import type { StaffAccess } from '#server/platform/operations/credentials';
import type { DbConn } from '#server/platform/db/database';
import { mediaUploadOperation } from '#server/platform/media/upload';
import { HOME_NOT_FOUND, HOME_PAGE_KEY, HOME_PHOTOS, homeLayoutRow, insertHomeDraft, publishHomeDraft, writeHomeDraft } from './data/home-admin.server';
import { HomeLayoutSchema, layoutIssues } from './layout-schema';

/**
 * The home page editor's operations (issue 15 item 6): save the draft, publish it, discard it,
 * and upload a banner or background photo. Each checks the `content` permission (staffOperation),
 * writes an audit entry, and the ones that change what guests see announce CONTENT_TOPIC after
 * the commit, so every instance drops its cached home page.
 */

/** The version the editor was opened on: 0 while the page has no stored layout yet. */
const HomeVersion = z
  .union([z.string(), z.number()], { error: '수정하던 내용의 버전이 없습니다. 페이지를 새로 고쳐 주세요.' })
  .transform((v) => Number(v))
  .refine((v) => Number.isInteger(v) && v >= 0, '수정하던 내용의 버전이 올바르지 않습니다. 페이지를 새로 고쳐 주세요.');

/** The whole layout as the editor sends it (JSON text), checked by the editor's own schema. */
const LayoutJson = z
  .string({ error: '저장할 화면 구성이 없습니다.' })
  .max(500_000, '화면 구성이 너무 큽니다. 섹션이나 위젯을 줄여 주세요.')
  .transform((text, ctx) => {
    let raw: unknown;
    try {
      raw = JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: '화면 구성을 읽을 수 없습니다. 페이지를 새로 고쳐 주세요.' });
      return z.NEVER;
    }
    const parsed = HomeLayoutSchema.safeParse(raw);
    if (!parsed.success) {
      // One message naming where each problem is (the page shows it at the top and by the field).
      const issues = layoutIssues(parsed.error).slice(0, 5);
      ctx.addIssue({ code: 'custom', message: issues.map((i) => (i.place ? `${i.place}: ${i.message}` : i.message)).join(' / ') });
      return z.NEVER;
    }
    return parsed.data;
  });

const HomeDraftSchema = z.object({ version: HomeVersion, layout: LayoutJson });
const HomeVersionSchema = z.object({ version: HomeVersion });

const REFUSALS = {
  NOT_FOUND: { status: 404, message: HOME_NOT_FOUND },
  VERSION_CONFLICT: { status: 409, message: VERSION_CONFLICT_MESSAGE },
  NO_DRAFT: { status: 409, message: '게시할 임시 저장본이 없습니다. 먼저 임시 저장해 주세요.' },
};

const SUBJECT = { type: 'page_layout', id: HOME_PAGE_KEY };

/** Counts for the audit entry (the layout itself is too large to repeat in the trail). */
function summary(layout: z.output<typeof HomeLayoutSchema>) {
  const widgets = layout.flatMap((s) => s.columns.flatMap((c) => c.seedComponents.map((w) => w.type)));
  return { sections: layout.length, columns: layout.reduce((n, s) => n + s.columns.length, 0), widgets: widgets.length, banners: widgets.filter((t) => t === 'banner').length };
}

type HomeRefused = Refused<keyof typeof REFUSALS>;

/** Claims the version the editor was opened on, so two editors cannot overwrite each other: null, or the refusal. */
async function claimHome(db: DbConn, version: number, now: string): Promise<HomeRefused | null> {
  const claim = await claimVersion(db, 'page_layout', HOME_PAGE_KEY, version, now);
  return claim === 'ok' ? null : answer.refuse(claim === 'missing' ? 'NOT_FOUND' : 'VERSION_CONFLICT');
}

/** An operation of the home editor: `change` refuses or makes the change; the editor is then answered the version it sends next. */
function homeOperation<V extends { version: number }>(name: string, input: z.ZodType<V>, change: (input: V, ctx: OperationContext<StaffAccess>, now: string) => Promise<HomeRefused | null>) {
  return staffOperation('content', {
    name,
    input,
    refusals: REFUSALS,
    run: async (values, ctx) => (await change(values, ctx, new Date().toISOString())) ?? answer.ok({ version: values.version + 1 }),
  });
}

/** Saves the staff draft (guests keep seeing the published layout); creates the page's row on an empty site. */
export const saveHomeDraftOp = homeOperation('home.saveDraft', HomeDraftSchema, async ({ version, layout }, ctx, now) => {
  const json = JSON.stringify(layout);
  if (!(await homeLayoutRow(ctx.db))) {
    if (version !== 0) return answer.refuse('NOT_FOUND');
    await insertHomeDraft(ctx.db, json, now);
  } else {
    const refused = await claimHome(ctx.db, version, now);
    if (refused) return refused;
    await writeHomeDraft(ctx.db, json, now);
  }
  await ctx.audit(SUBJECT, null, { draft: summary(layout) });
  return null;
});

/** The draft becomes what guests see; the draft is cleared and every instance drops its cached home page. */
export const publishHomeOp = homeOperation('home.publish', HomeVersionSchema, async ({ version }, ctx, now) => {
  const row = await homeLayoutRow(ctx.db);
  if (!row) return answer.refuse('NOT_FOUND');
  const refused = await claimHome(ctx.db, version, now);
  if (refused) return refused;
  if (row.draft_json === null) return answer.refuse('NO_DRAFT');
  const draft = HomeLayoutSchema.safeParse(JSON.parse(row.draft_json) as unknown);
  if (!draft.success) return answer.refuse('NO_DRAFT', { message: '임시 저장본에 고칠 곳이 있습니다. 편집 화면에서 다시 저장해 주세요.' });
  await publishHomeDraft(ctx.db, row.draft_json);
  await ctx.audit(SUBJECT, { published: row.sections_json.length }, { published: summary(draft.data) });
  announceContent(ctx, 'page', [HOME_PAGE_KEY]);
  return null;
});

/** Drops the draft: the editor shows the published layout again. */
export const discardHomeDraftOp = homeOperation('home.discardDraft', HomeVersionSchema, async ({ version }, ctx, now) => {
  const refused = await claimHome(ctx.db, version, now);
  if (refused) return refused;
  await writeHomeDraft(ctx.db, null, null);
  await ctx.audit(SUBJECT, { draft: 'kept' }, { draft: null });
  return null;
});

/** A banner or background photo: through the image pipeline into CMS media; answers where it is served. */
export const uploadHomeImageOp = mediaUploadOperation('home.uploadImage', HOME_PHOTOS);
