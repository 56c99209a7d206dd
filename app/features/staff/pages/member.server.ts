import { writeCsv } from '#server/platform/spreadsheet/xlsx-write';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { getMarketingConsent, getProfile } from '#app/features/account/accounts.server';
import { accountSummary, marketingConsentRows, searchMembers, suspensionOf } from '#app/features/account/data/account.server';
import { listMyCoupons } from '#app/features/offline-store/data/coupons.server';
import { listPets } from '#app/features/pets/pets.server';
import { listMyInquiries } from '#app/features/qna/data/inquiries.server';
import { listMyClaims } from '#app/features/recruitment/data/claims.server';
import { listMyOrders } from '#app/features/recruitment/data/orders.server';
import { requireStaff } from '#app/page-kit/auth.server';
import { readForm } from '#app/page-kit/forms.server';
import { performForm } from '#app/page-kit/operation-action.server';
import { type PageArgs, pageParam, readQuery } from '#app/page-kit/page-args';
import { formatSeoulDate, formatSeoulDateTime } from '#app/lib/seoul-time';
import { staffMay } from '#server/platform/auth/staff-roles';
import { reactivateMemberOp, suspendMemberOp } from '../operations.server';
import { speciesLabel } from '#app/features/pets/species';
import { staffHref } from '#app/config/staff-href';

/**
 * Member support (issue 14, item 5): search, one view of a member, suspension, the
 * marketing-consent export. Every view of members' personal data is in the audit trail (who,
 * whose, when, which fields): the platform writes it from the pages' `personalData` declaration
 * in staff-routes.ts, so these loaders only report which members a search listed.
 */

const MEMBERS_PER_PAGE = 20;

const SearchQuery = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim().slice(0, 60)),
  page: pageParam,
});

/** /staff/members?q=: members by partial e-mail, name or phone. */
export async function loadMemberSearch(args: PageArgs) {
  const staff = requireStaff(args.context, args.request);
  const { q, page } = readQuery(args, SearchQuery);
  const db = args.context.services.db.kysely;
  if (q.length < 2) return { q, page, total: 0, hits: [], tooShort: q.length > 0, canExport: staffMay(staff.role, 'members.export') };
  const { total, hits } = await searchMembers(db, q, page, MEMBERS_PER_PAGE);
  args.context.shownRecords.push(...hits.map((h) => h.id));
  return {
    q,
    page,
    total,
    tooShort: false,
    canExport: staffMay(staff.role, 'members.export'),
    hits: hits.map((h) => ({ ...h, createdAt: formatSeoulDate(h.createdAt) })),
  };
}

const DetailQuery = z.object({ id: z.string().optional().transform((v) => v ?? ''), done: z.enum(['suspended', 'reactivated']).optional().catch(undefined) });

/** /staff/members/detail?id=: profile, pets, trial applications, inquiries, coupons and claims in one view (logged). */
export async function loadMemberDetail(args: PageArgs) {
  const staff = requireStaff(args.context, args.request);
  const { id, done } = readQuery(args, DetailQuery);
  const { services } = args.context;
  const account = id ? await accountSummary(services.db.kysely, id) : undefined;
  if (!account || account.role !== 'member') throw data('회원을 찾을 수 없습니다.', { status: 404 });
  const [profile, consent, suspension, pets, orders, returns, refunds, inquiries, coupons] = await Promise.all([
    getProfile(services, id),
    getMarketingConsent(services, id),
    suspensionOf(services.db.kysely, id),
    listPets(services, id),
    listMyOrders(services.db.kysely, services.clock, id, 'staff'),
    listMyClaims(services.db.kysely, id, 'return'),
    listMyClaims(services.db.kysely, id, 'refund'),
    listMyInquiries(services.db.kysely, id, 1),
    listMyCoupons(services.db.kysely, id),
  ]);
  return {
    id,
    notice: done === 'suspended' ? '이용을 정지했습니다. 이 회원의 로그인이 모두 끝났고, 다시 로그인하면 정지 사유를 봅니다.' : done === 'reactivated' ? '이용 정지를 풀었습니다.' : null,
    canSuspend: staffMay(staff.role, 'members.suspend'),
    profile: profile && {
      name: profile.name,
      email: profile.email,
      mobile: profile.mobile,
      address: [profile.postcode && `(${profile.postcode})`, profile.roadAddress, profile.extraAddress, profile.addressDetail].filter(Boolean).join(' '),
      joined: formatSeoulDate(profile.createdAt),
      kakaoLinked: profile.kakaoLinked,
    },
    consent: consent && { sms: consent.sms, email: consent.email, kakao: consent.kakao, updatedAt: consent.updatedAt ? formatSeoulDateTime(consent.updatedAt) : null },
    suspension: suspension && { at: formatSeoulDateTime(suspension.at), reason: suspension.reason },
    pets: pets.map((p) => ({ id: p.id, name: p.name, species: speciesLabel(p.species), breed: p.breed, weightKg: p.weightKg, birth: `${p.birthYear}년${p.birthMonth ? ` ${p.birthMonth}월` : ''}` })),
    orders: orders.map((o) => ({ id: o.id, campaign: o.campaignTitle, pet: o.petName, status: o.statusLabel, createdAt: formatSeoulDate(o.createdAt) })),
    claims: [...returns, ...refunds].map((c) => ({ id: c.id, kind: c.kind === 'return' ? '반품' : '환불', product: c.productName, status: c.statusLabel, createdAt: formatSeoulDate(c.createdAt) })),
    inquiries: { total: inquiries.total, items: inquiries.items.map((i) => ({ id: i.id, title: i.title, status: i.statusLabel, createdAt: formatSeoulDate(i.createdAt) })) },
    coupons: coupons.map((c) => ({ id: c.id, title: c.title, state: c.stateLabel, validUntil: formatSeoulDate(c.validUntil) })),
  };
}

/** Suspend (with the reason the member will read) or reactivate; support and admins (the role table). */
export async function memberDetailAction(args: PageArgs) {
  requireStaff(args.context, args.request);
  const form = await readForm(args.request);
  const withId = (fields: Record<string, unknown>, url: URL) => ({ ...fields, memberId: url.searchParams.get('id') ?? '' });
  const intent = form.get('intent');
  if (intent === 'suspend') {
    const done = await performForm(suspendMemberOp, args, form, { fromForm: withId });
    if (!done.ok) return done.answer;
    return redirect(staffHref('staff-member-detail', { id: done.value.memberId, done: 'suspended' }));
  }
  if (intent === 'reactivate') {
    const done = await performForm(reactivateMemberOp, args, form, { fromForm: withId });
    if (!done.ok) return done.answer;
    return redirect(staffHref('staff-member-detail', { id: done.value.memberId, done: 'reactivated' }));
  }
  throw data('알 수 없는 요청입니다.', { status: 400 });
}

/** /staff/members/marketing-consent.csv: one row per member and channel (channel, consent, date) for the mailing tools; logged. */
export async function marketingConsentCsv(args: PageArgs) {
  requireStaff(args.context, args.request);
  const db = args.context.services.db.kysely;
  const rows = await marketingConsentRows(db);
  args.context.shownRecords.push(`${rows.length}명`);
  const lines: string[][] = [['email', 'name', 'mobile', 'channel', 'consent', 'consent_date']];
  for (const r of rows) {
    for (const [channel, value] of [['email', r.email_ok], ['sms', r.sms], ['kakao', r.kakao]] as const) {
      lines.push([r.email, r.name, r.mobile ?? '', channel, value === 1 ? 'Y' : 'N', r.updatedAt ?? '']);
    }
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(writeCsv(lines), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="marketing-consent-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
