import { describe, expect, it } from 'vitest';
import { PERSONAL_FIELDS } from '#server/platform/audit/personal-data';
import type { RpcMethod } from '#server/adapters/rpc/define';
import { controllers } from '#server/adapters/rpc/registry';
import { isStaffAccess } from '#server/platform/operations/credentials';
import { AUDIT_ACTION_LABELS, AUDIT_OBJECT_LABELS, PERSONAL_FIELD_LABELS } from './audit-labels';
import { personalDataRouteAt, STAFF_VIEWED_MEMBER_ROUTES } from './personal-data-routes';
import { STAFF_ROUTES } from '../../config/staff-routes';

const staffMethods = Object.entries(controllers).flatMap(([className, methods]) =>
  Object.entries(methods as Record<string, RpcMethod>)
    .filter(([, def]) => isStaffAccess(def.access))
    .map(([name, def]) => ({ id: `${className}.${name}`, def })),
);

describe('personal-data declarations', () => {
  it('every staff page and every staff server method makes one (a spread or cast cannot drop it)', () => {
    expect(STAFF_ROUTES.filter((r) => r.personalData === undefined).map((r) => r.id)).toEqual([]);
    expect(staffMethods.length).toBeGreaterThan(0);
    expect(staffMethods.filter((m) => m.def.personalData === undefined).map((m) => m.id)).toEqual([]);
  });

  it('the audit page has a Korean name for every declared action, object and field', () => {
    const declared = [
      ...STAFF_ROUTES.map((r) => r.personalData),
      ...STAFF_VIEWED_MEMBER_ROUTES.map((r) => r.personalData),
      ...staffMethods.map((m) => m.def.personalData),
    ].flatMap((d) => (d ? [d] : []));
    expect(declared.filter((d) => AUDIT_ACTION_LABELS[d.action] === undefined).map((d) => d.action)).toEqual([]);
    expect(declared.filter((d) => AUDIT_OBJECT_LABELS[d.subject] === undefined).map((d) => d.subject)).toEqual([]);
    expect(PERSONAL_FIELDS.filter((f) => !PERSONAL_FIELD_LABELS[f])).toEqual([]);
  });

  it('finds the declared route at a path, with or without a trailing slash', () => {
    expect(personalDataRouteAt('/staff/trials/detail/')?.personalData.action).toBe('trials.view');
    expect(personalDataRouteAt('/mypage/myqna/attachment')?.personalData.action).toBe('inquiries.viewAttachment');
    expect(personalDataRouteAt('/staff/products')).toBeUndefined();
    expect(personalDataRouteAt('/mypage/myqna')).toBeUndefined();
  });
  it('finds the declared page by the path React Router matches: any case, percent-encoded letters, a trailing slash', () => {
    const detail = personalDataRouteAt('/staff/trials/detail');
    expect(detail).toBeDefined();
    for (const variant of ['/Staff/Trials/Detail', '/staff/trials/%64etail', '/staff/trials/detail/', '/STAFF/TRIALS/DETAIL/']) {
      expect(personalDataRouteAt(variant)?.id, variant).toBe(detail?.id);
    }
    expect(personalDataRouteAt('/staff/trials/%E0%A4%A')).toBeUndefined();
  });
});
