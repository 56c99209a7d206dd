import { data, redirect } from 'react-router';
import { z } from 'zod';
import { listMyCoupons } from '#app/features/offline-store/data/coupons.server';
import { listPets } from '#app/features/pets/pets.server';
import { speciesLabel } from '#app/features/pets/species';
import { listMyOrders } from '#app/features/recruitment/data/orders.server';
import { staffHref } from '#app/config/staff-href';
import { requireStaff } from '#app/page-kit/auth.server';
import { readForm } from '#app/page-kit/forms.server';
import { performForm } from '#app/page-kit/operation-action.server';
import { type PageArgs, readQuery } from '#app/page-kit/page-args';
import { formatSeoulDate, formatSeoulSpoken } from '#app/lib/seoul-time';
import { getInquiryForStaff, listMyInquiries } from '../data/inquiries.server';
import { listInquiryNotes, listReplyTemplates } from '../data/replies.server';
import { addInquiryNoteOp, answerInquiryOp, deleteReplyTemplateOp, INQUIRY_NOT_FOUND, saveReplyTemplateOp } from '../operations.server';
import { fillReply } from '../reply-fill';

/**
 * The support desk's pages (issue 24, item 7): one inquiry with the member's context beside it
 * (pets, earlier inquiries, trial applications, coupons — its route declares these, so the
 * platform audits every view), the saved replies to insert, and the staff-only notes; and the
 * saved replies' own page.
 */

const DetailQuery = z.object({ id: z.string().optional().transform((v) => v ?? ''), saved: z.string().optional(), noted: z.string().optional() });

/** /staff/inquiries/detail?id=: the inquiry, its notes, the saved replies filled in for it, the member's context. */
export async function loadStaffInquiry(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { id, saved, noted } = readQuery(args, DetailQuery);
  const { services } = args.context;
  const db = services.db.kysely;
  const inquiry = id ? await getInquiryForStaff(db, id) : null;
  if (!inquiry) throw data(INQUIRY_NOT_FOUND, { status: 404 });
  const now = services.clock.now();
  const [notes, templates, pets, inquiries, orders, coupons] = await Promise.all([
    listInquiryNotes(db, id),
    listReplyTemplates(db),
    listPets(services, inquiry.memberId, now),
    listMyInquiries(db, inquiry.memberId, 1),
    listMyOrders(db, services.clock, inquiry.memberId, 'staff'),
    listMyCoupons(db, inquiry.memberId, now),
  ]);
  const fill = { memberName: inquiry.memberName, title: inquiry.title };
  return {
    inquiry,
    saved: saved !== undefined,
    noted: noted !== undefined,
    notes: notes.map((n) => ({ id: n.id, staffName: n.staffName, body: n.body, at: formatSeoulSpoken(n.createdAt) })),
    templates: templates.map((t) => ({ id: t.id, title: t.title, body: fillReply(t.body, fill) })),
    member: {
      detailHref: staffHref('staff-member-detail', { id: inquiry.memberId }),
      pets: pets.map((p) => ({ id: p.id, name: p.name, species: speciesLabel(p.species), breed: p.breed, weightKg: p.weightKg })),
      inquiries: inquiries.items.filter((i) => i.id !== id).slice(0, 5).map((i) => ({ id: i.id, title: i.title, status: i.statusLabel, createdAt: formatSeoulDate(i.createdAt), href: staffHref('staff-inquiry-detail', { id: i.id }) })),
      inquiriesTotal: Math.max(0, inquiries.total - 1),
      orders: orders.slice(0, 5).map((o) => ({ id: o.id, campaign: o.campaignTitle, pet: o.petName, status: o.statusLabel, createdAt: formatSeoulDate(o.createdAt), href: staffHref('staff-trial-detail', { id: o.id }) })),
      ordersTotal: orders.length,
      coupons: coupons.slice(0, 5).map((c) => ({ id: c.id, title: c.title, state: c.stateLabel, validUntil: formatSeoulDate(c.validUntil) })),
      couponsTotal: coupons.length,
    },
  };
}

/** The detail page's forms: the answer (intent answer) or a staff-only note (intent note). */
export async function staffInquiryAction(args: PageArgs) {
  requireStaff(args.context, args.request);
  const form = await readForm(args.request);
  const id = new URL(args.request.url).searchParams.get('id') ?? '';
  const intent = form.get('intent') ?? 'answer';
  if (intent === 'answer') {
    const done = await performForm(answerInquiryOp, args, form, { fromForm: (fields) => ({ ...fields, inquiryId: id }) });
    if (!done.ok) return done.answer;
    return redirect(staffHref('staff-inquiry-detail', { id, saved: 1 }));
  }
  if (intent === 'note') {
    const done = await performForm(addInquiryNoteOp, args, form, { fromForm: (fields) => ({ ...fields, inquiryId: id }) });
    if (!done.ok) return done.answer;
    return redirect(staffHref('staff-inquiry-detail', { id, noted: 1 }, 'notes'));
  }
  throw data('알 수 없는 요청입니다.', { status: 400 });
}

const TemplatesQuery = z.object({ edit: z.string().optional(), done: z.enum(['saved', 'deleted']).optional().catch(undefined) });

/** /staff/inquiries/templates: the saved replies, one open for editing (`?edit=id`) or a new one. */
export async function loadReplyTemplates(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { edit, done } = readQuery(args, TemplatesQuery);
  const templates = await listReplyTemplates(args.context.services.db.kysely);
  return {
    templates: templates.map((t) => ({ ...t, updatedAt: formatSeoulSpoken(t.updatedAt) })),
    editing: templates.find((t) => t.id === edit) ?? null,
    notice: done === 'saved' ? '자주 쓰는 답변을 저장했습니다.' : done === 'deleted' ? '자주 쓰는 답변을 지웠습니다.' : null,
  };
}

/** Save (new or changed) or delete a saved reply. */
export async function replyTemplatesAction(args: PageArgs) {
  requireStaff(args.context, args.request);
  const form = await readForm(args.request);
  const intent = form.get('intent');
  if (intent === 'save') {
    const done = await performForm(saveReplyTemplateOp, args, form);
    if (!done.ok) return done.answer;
    return redirect(staffHref('staff-reply-templates', { done: 'saved' }));
  }
  if (intent === 'delete') {
    const done = await performForm(deleteReplyTemplateOp, args, form);
    if (!done.ok) return done.answer;
    return redirect(staffHref('staff-reply-templates', { done: 'deleted' }));
  }
  throw data('알 수 없는 요청입니다.', { status: 400 });
}
