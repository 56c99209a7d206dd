import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#server/platform/audit/audit-trail';
import { auditSentence, auditValue } from './audit-sentence';
import { formatSeoulSpoken } from '#app/lib/seoul-time';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'e1',
  at: '2026-11-28T06:04:00.000Z',
  actor: { id: 's1', name: '상담 담당', role: 'support' },
  kind: 'change',
  action: 'recruitment.moveOrder',
  subject: { type: 'trial_order', id: 'order-1' },
  detail: {},
  ip: '127.0.0.1',
  requestId: 'r1',
  ...over,
});

describe('the audit sentence (issue 24, item 3)', () => {
  it('says who did what to which object, with a link to its staff page, in Seoul time', () => {
    const s = auditSentence(entry({ detail: { status: { before: 'applied', after: 'selected' }, trackingNumber: { before: null, after: '1234' } } }), {
      name: '김회원',
      valueLabel: (field, value) => (field === 'status' ? { applied: '신청완료', selected: '당첨' }[value] : undefined),
    });
    expect(s.sentence).toBe('상담 담당님이 체험 신청 ‘김회원’의 상태를 바꿨습니다.');
    expect(s.object).toEqual({ text: '체험 신청 ‘김회원’', to: '/staff/trials/detail?id=order-1' });
    expect(s.when).toBe('2026년 11월 28일 오후 3:04');
    expect(s.role).toBe('고객지원');
    expect(s.action).toBe('체험 신청 상태 변경');
    expect(s.changes).toEqual([
      { field: '상태', before: '신청완료', after: '당첨' },
      { field: '송장 번호', before: '(없음)', after: '1234' },
    ]);
  });

  it('words one action by the object it names: the campaign drawn, each application as the draw decided', () => {
    const draw = (type: string, name: string) => auditSentence(entry({ action: 'recruitment.drawCampaign', subject: { type, id: 'x1' } }), { name }).sentence;
    expect(draw('trial_campaign', '봄 체험')).toBe('상담 담당님이 체험 캠페인 ‘봄 체험’의 당첨자를 추첨했습니다.');
    expect(draw('trial_order', '김회원')).toBe('상담 담당님이 체험 신청 ‘김회원’을 추첨 결과에 따라 처리했습니다.');
  });

  it('chooses the particle by the last sound of the name', () => {
    const redeem = (name: string) => auditSentence(entry({ action: 'coupons.redeem', subject: { type: 'coupon', id: 'c1' } }), { name }).sentence;
    expect(redeem('12345678')).toBe('상담 담당님이 쿠폰 ‘12345678’을 사용 처리했습니다.');
    expect(redeem('봄맞이 쿠폰')).toBe('상담 담당님이 쿠폰 ‘봄맞이 쿠폰’을 사용 처리했습니다.');
    expect(redeem('여름 세트')).toBe('상담 담당님이 쿠폰 ‘여름 세트’를 사용 처리했습니다.');
    expect(auditSentence(entry({ action: 'product.publish', subject: { type: 'product.publish', id: '' }, detail: { id: { before: null, after: 'p-1' } } }), { name: '캣 츄' }).sentence).toBe(
      '상담 담당님이 상품 ‘캣 츄’를 게시했습니다.',
    );
  });

  it('a default entry of the kit names the record from its id and links its editor', () => {
    const s = auditSentence(entry({ action: 'article.save', subject: { type: 'article.save', id: '' }, detail: { id: { before: null, after: 'a-9' }, title: { before: null, after: '여름철 수분' } } }), { name: '여름철 수분' });
    expect(s.object.to).toBe('/staff/articles/edit?id=a-9');
    expect(s.changes.map((c) => c.field)).toEqual(['제목']);
  });

  it('a view says what it showed; a list view counts the records', () => {
    const s = auditSentence(entry({ kind: 'view', action: 'trials.list', subject: { type: 'trial_orders', id: 'a,b,c' }, detail: { fields: ['name', 'mobile'], search: 'phone' } }));
    expect(s.sentence).toBe('상담 담당님이 체험 신청 목록 ‘3건’을 열람했습니다.');
    expect(s.shown).toBe('열람한 항목: 이름, 휴대폰 번호 (전화번호로 검색)');
    expect(s.object.to).toBe('/staff/trials');
  });

  it('never shows an English code: unknown actions, objects and fields read in Korean', () => {
    const s = auditSentence(entry({ action: 'something.new', subject: { type: 'thing', id: 'x' }, detail: { fooBar: { before: true, after: false } } }));
    expect(s.sentence).toBe('상담 담당님이 기록에서 작업했습니다.');
    expect(s.changes).toEqual([{ field: '그 밖의 항목', before: '예', after: '아니요' }]);
    expect(s.sentence).not.toMatch(/[A-Za-z]/);
  });

  it('values: instants in Seoul time, nothing as (없음), lists joined', () => {
    expect(auditValue('usedAt', '2026-11-28T06:04:00.000Z')).toBe(formatSeoulSpoken('2026-11-28T06:04:00.000Z'));
    expect(auditValue('usedAt', null)).toBe('(없음)');
    expect(auditValue('tagIds', ['a', 'b'])).toBe('a, b');
    expect(formatSeoulSpoken('2026-11-27T15:30:00.000Z')).toBe('2026년 11월 28일 오전 12:30');
  });
});
