import { isStaffRole } from '#server/platform/auth/staff-roles';
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { formFields, readForm } from '#app/page-kit/forms.server';
import { performForm, type Submitted } from '#app/page-kit/operation-action.server';
import { type PageArgs, urlOf } from '#app/page-kit/page-args';
import type { StaffOperation } from './staff-operation';
import type { StateOperations } from './data/content-kit.server';

/**
 * Page helpers of the back-office content kit: the lists' bulk action, the editors' save and
 * state buttons, the notices after a redirect, and the guests' pages' preview switch. Each
 * runs the kit's operations through the page adapter (docs/decisions/012-operations.md), so
 * the page and the server method share every rule and message.
 */

/**
 * `?preview=1` opened by staff: the public page shows the record as it is saved, published or
 * not (never a deleted one). Staff requests carry a session cookie, so such a page is never
 * kept in the guest page cache.
 */
export function previewRequested(args: PageArgs): boolean {
  const viewer = args.context.viewer;
  return !viewer.isGuest && isStaffRole(viewer.role) && urlOf(args).searchParams.get('preview') === '1';
}

const STATE_INTENTS = ['publish', 'unpublish', 'delete', 'restore'] as const;
type StateIntent = (typeof STATE_INTENTS)[number];

function stateOp(ops: StateOperations, intent: StateIntent) {
  return intent === 'publish' ? ops.publish : intent === 'unpublish' ? ops.unpublish : intent === 'delete' ? ops.remove : ops.restore;
}

/** A list page's action: the ticked rows published or made private; back to the list with a count. */
export async function bulkAction(args: PageArgs, ops: StateOperations) {
  const form = await readForm(args.request);
  const done = await performForm(ops.bulk, args, form, { intent: 'bulk', arrayFields: ['ids'] });
  if (!done.ok) return done.answer;
  const url = urlOf(args);
  url.searchParams.set('saved', `${form.get('action') === 'publish' ? 'bulk-publish' : 'bulk-unpublish'}-${done.value.changed}`);
  url.searchParams.delete('page');
  return redirect(url.pathname + url.search);
}

/**
 * An editor page's action: `intent=save` runs the content type's save operation (create when
 * the form has no id), the other intents the kit's state operations. A save answers the
 * editor of the saved record; a refusal (the version check among them) answers the form again
 * with what was typed and the message, having written nothing.
 */
export async function editorAction<I extends z.ZodType, C extends string>(
  args: PageArgs,
  save: StaffOperation<I, { id: string }, C>,
  ops: StateOperations,
  editPath: string,
  options: {
    arrayFields?: readonly string[];
    fromForm?: (fields: Record<string, unknown>, url: URL, form: FormData) => Record<string, unknown>;
    /** Work on the form's files before the save (the image pipeline): more input fields, or the fields' errors. */
    prepare?: (form: FormData) => Promise<{ ok: true; fields: Record<string, unknown> } | { ok: false; errors: Record<string, string> }>;
  } = {},
) {
  const form = await readForm(args.request);
  const intent = String(form.get('intent') ?? 'save');
  let done: Submitted<{ id: string }>;
  if ((STATE_INTENTS as readonly string[]).includes(intent)) {
    done = await performForm(stateOp(ops, intent as StateIntent), args, form);
  } else {
    let extra: Record<string, unknown> = {};
    if (options.prepare && intent === 'save') {
      const prepared = await options.prepare(form);
      if (!prepared.ok) return data({ errors: prepared.errors, values: formFields(form, options.arrayFields).values }, { status: 400 });
      extra = prepared.fields;
    }
    const given = options.fromForm;
    const fromForm = given || options.prepare ? (fields: Record<string, unknown>, url: URL, f: FormData) => ({ ...(given ? given(fields, url, f) : fields), ...extra }) : undefined;
    done = await performForm(save, args, form, {
      intent: 'save',
      ...(options.arrayFields && { arrayFields: options.arrayFields }),
      ...(fromForm && { fromForm: (fields: Record<string, unknown>, url: URL) => fromForm(fields, url, form) }),
    });
  }
  if (!done.ok) return done.answer;
  const created = intent === 'save' && !form.get('id');
  return redirect(`${editPath}?id=${encodeURIComponent(done.value.id)}&saved=${created ? 'created' : intent}`);
}

const NOTICES: Record<string, string> = {
  created: '만들었습니다.',
  save: '저장했습니다. 방문자 화면과 모든 서버의 캐시에 바로 반영됩니다.',
  publish: '게시했습니다.',
  unpublish: '비공개로 바꿨습니다. 방문자에게 더 이상 보이지 않습니다.',
  delete: '삭제했습니다. 이 화면에서 복원할 수 있습니다.',
  restore: '복원했습니다.',
};

/** The notice of `?saved=` after a redirect, in words; null for none (or an unknown value). */
export function savedNotice(saved: string | null): string | null {
  if (saved === null) return null;
  const bulk = /^bulk-(publish|unpublish)-(\d+)$/.exec(saved);
  if (bulk) return `${bulk[2]}개를 ${bulk[1] === 'publish' ? '게시했습니다' : '비공개로 바꿨습니다'}. 이미 그 상태였던 항목은 그대로 두었습니다.`;
  return NOTICES[saved] ?? null;
}
