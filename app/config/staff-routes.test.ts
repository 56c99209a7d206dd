import { describe, expect, it } from 'vitest';
import { STAFF_ROUTES, staffMenuFor } from './staff-routes';

describe('staffMenuFor', () => {
  it('lists the pages whose permission the role has, in menu order', () => {
    const labels = (role: Parameters<typeof staffMenuFor>[0]) => staffMenuFor(role).map((l) => l.label);
    expect(labels('admin')).toEqual(STAFF_ROUTES.filter((r) => r.menuLabel).map((r) => r.menuLabel));
    expect(labels('editor')).toEqual(['운영 홈', '유입 분석', '체감 성능', '상품', '건강 정보', '공지사항', '자주 묻는 질문', '체험 캠페인', '1+1 캠페인', '매장', '홈 화면', '브랜드 페이지', '리뷰 관리', '내 보안 설정']);
    expect(labels('support')).toEqual(['운영 홈', '1:1 문의 답변', '자주 쓰는 답변', '체험 신청 관리', '반품·환불 처리', '쿠폰 사용 처리', '회원 조회', '내 보안 설정']);
  });
});
