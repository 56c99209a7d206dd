import { describe, expect, it } from 'vitest';
import { STAFF_MENU_GROUPS, STAFF_ROUTES, staffMenuFor, staffMenuGroups } from './staff-routes';

describe('staffMenuFor', () => {
  it('lists the pages whose permission the role has, in menu order', () => {
    const labels = (role: Parameters<typeof staffMenuFor>[0]) => staffMenuFor(role).map((l) => l.label);
    expect(labels('admin')).toEqual(STAFF_ROUTES.filter((r) => r.menuLabel).map((r) => r.menuLabel));
    expect(labels('editor')).toEqual(['운영 홈', '유입 분석', '체감 성능', '상품', '건강 정보', '공지사항', '자주 묻는 질문', '체험 캠페인', '1+1 캠페인', '매장', '홈 화면', '브랜드 페이지', '리뷰 관리', '내 보안 설정']);
    expect(labels('support')).toEqual(['운영 홈', '1:1 문의 답변', '자주 쓰는 답변', '체험 신청 관리', '반품·환불 처리', '쿠폰 사용 처리', '회원 조회', '내 보안 설정']);
  });
});

describe('staffMenuGroups', () => {
  it('puts every menu entry in a group, only 운영 홈 above them', () => {
    const entries = STAFF_ROUTES.filter((r) => r.kind !== 'resource' && r.menuLabel !== undefined);
    for (const r of entries) expect(r.kind !== 'resource' && r.menuGroup, `${r.path} names its menu group`).not.toBeUndefined();
    expect(entries.filter((r) => r.kind !== 'resource' && r.menuGroup === null).map((r) => r.path)).toEqual(['/staff']);
  });

  it('shows the groups in their fixed order, each with only what the role may open', () => {
    const support = staffMenuGroups(staffMenuFor('support'));
    expect(support.top.map((l) => l.label)).toEqual(['운영 홈']);
    expect(support.groups.map((g) => g.label)).toEqual(['캠페인', '고객 지원', '매장', '설정']);
    const admin = staffMenuGroups(staffMenuFor('admin'));
    expect(admin.groups.map((g) => g.label)).toEqual([...STAFF_MENU_GROUPS]);
    expect(admin.groups.flatMap((g) => g.links).length + admin.top.length).toBe(staffMenuFor('admin').length);
  });
});
