import { data, redirect } from 'react-router';
import { z } from 'zod';
import { requireStaff } from '#app/page-kit/auth.server';
import { readForm } from '#app/page-kit/forms.server';
import { performForm } from '#app/page-kit/operation-action.server';
import { optionalParam, type PageArgs, readQuery } from '#app/page-kit/page-args';
import { deleteLegalDraftOp, getStaffLegal, legalVersions, listStaffLegal, publishLegalOp, saveLegalDraftOp } from '../data/legal.server';
import { LEGAL_KINDS, LEGAL_LABEL, type LegalKind } from '../legal-types';
import { href } from '#app/config/href';
import { staffHref } from '#app/config/staff-href';
import { koreanPlaceholdersIn } from '#app/lib/text-placeholders';

/** The staff pages of the terms of use and the privacy policy (issue 15 item 7; permission `site`). */

const NOTICES: Record<string, string> = {
  created: '새 버전 초안을 만들었습니다. 미리보기로 확인한 뒤 게시해 주세요.',
  save: '초안을 저장했습니다.',
  publish: '게시했습니다. 이 버전은 이제 고칠 수 없고, 시행일부터 가입하는 회원이 이 버전에 동의합니다.',
  deleted: '초안을 지웠습니다.',
};

const ListQuery = z.object({ saved: optionalParam });
const EditQuery = z.object({ id: optionalParam, kind: z.enum(LEGAL_KINDS).optional().catch(undefined), saved: optionalParam });

export async function loadStaffLegalList(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { saved } = readQuery(args, ListQuery);
  const rows = await listStaffLegal(args.context.services.db.kysely);
  const now = new Date().toISOString();
  return {
    notice: saved ? (NOTICES[saved] ?? null) : null,
    kinds: LEGAL_KINDS.map((kind) => {
      const mine = rows.filter((r) => r.kind === kind);
      const current = mine.find((r) => r.number !== null && r.effectiveAt <= now) ?? null;
      return {
        kind,
        label: LEGAL_LABEL[kind],
        rows: mine.map((r) => ({
          ...r,
          state: r.number === null ? ('draft' as const) : r.id === current?.id ? ('current' as const) : r.effectiveAt > now ? ('coming' as const) : ('past' as const),
        })),
      };
    }),
  };
}

/** The editor: a draft (new, or one being written), or a published version shown read-only. */
export async function loadStaffLegalEditor(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { id, kind, saved } = readQuery(args, EditQuery);
  const db = args.context.services.db.kysely;
  const item = id ? await getStaffLegal(db, id) : null;
  if (id && !item) throw data('문서를 찾을 수 없습니다.', { status: 404 });
  const docKind: LegalKind = item?.kind ?? kind ?? 'terms';
  // A new version starts from the newest published text of its kind.
  const latest = item ? null : ((await legalVersions(db, docKind))[0] ?? null);
  const base = latest ? await getStaffLegal(db, latest.id) : null;
  return {
    kind: docKind,
    label: LEGAL_LABEL[docKind],
    // Staff read the settings' placeholders by their Korean names ({회사명}); both forms are filled on the site.
    item: item && koreanPlaceholdersIn(item),
    base: base ? koreanPlaceholdersIn({ title: base.title, body: base.body, number: base.number }) : null,
    notice: saved ? (NOTICES[saved] ?? null) : null,
    previewHref: item && item.number === null ? href(docKind, { preview: 1, id: item.id }) : item ? href(docKind, { version: item.number }) : null,
  };
}

export async function staffLegalEditorAction(args: PageArgs) {
  const form = await readForm(args.request);
  const intent = String(form.get('intent') ?? 'save');
  if (intent === 'publish') {
    const done = await performForm(publishLegalOp, args, form);
    return done.ok ? redirect(staffHref('staff-legal-edit', { id: done.value.id, saved: 'publish' })) : done.answer;
  }
  if (intent === 'delete') {
    const done = await performForm(deleteLegalDraftOp, args, form);
    return done.ok ? redirect(staffHref('staff-legal', { saved: 'deleted' })) : done.answer;
  }
  const done = await performForm(saveLegalDraftOp, args, form, { intent: 'save' });
  if (!done.ok) return done.answer;
  return redirect(staffHref('staff-legal-edit', { id: done.value.id, saved: form.get('id') ? 'save' : 'created' }));
}
