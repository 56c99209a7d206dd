import type { SearchKind } from '#server/platform/audit/audit-trail';
import type { PersonalField } from '#server/platform/audit/personal-data';

/** Korean names of what the audit trail records (the page shows them; unknown names are shown as they are). */

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'recruitment.moveOrder': '체험 신청 상태 변경',
  'recruitment.drawOrders': '체험 신청 상태 일괄 변경',
  'recruitment.closeCampaign': '체험 모집 마감',
  'recruitment.drawCampaign': '체험 당첨자 추첨',
  'recruitment.importTracking': '운송장 번호 가져오기',
  'recruitment.moveClaim': '반품·환불 상태 변경',
  'qna.answerInquiry': '1:1 문의 답변',
  'coupons.redeem': '매장 쿠폰 사용 처리',
  'site.updateSiteConfig': '사이트 설정 변경',
  'staff.invite': '운영자 초대',
  'staff.revokeInvitation': '운영자 초대 취소',
  'staff.renewInvitation': '운영자 초대 링크 새로 만들기',
  'staff.acceptInvitation': '운영자 초대 수락',
  'staff.changeRole': '운영자 역할 변경',
  'staff.disable': '운영자 계정 사용 중지',
  'staff.enable': '운영자 계정 다시 사용',
  'staff.enrolSecondFactor': '2단계 인증 등록',
  'staff.newRecoveryCodes': '복구 코드 새로 발급',
  'staff.useRecoveryCode': '복구 코드로 로그인',
  'members.suspend': '회원 이용 정지',
  'members.reactivate': '회원 이용 정지 해제',
  'members.view': '회원 개인정보 열람',
  'files.deletePublicFile': '공개 파일 삭제',
  'members.search': '회원 검색',
  'members.exportMarketingConsent': '마케팅 수신 동의 목록 내보내기',
  'inquiries.list': '1:1 문의 목록 열람',
  'inquiries.view': '1:1 문의 열람',
  'inquiries.viewAttachment': '1:1 문의 첨부파일 열람',
  'trials.list': '체험 신청 목록 열람',
  'trials.view': '체험 신청 열람',
  'trials.campaign': '체험 추첨·배송 화면 열람',
  'trials.exportShipping': '체험 배송 목록 내보내기',
  'claims.list': '반품·환불 목록 열람',
  'claims.view': '반품·환불 열람',
  'coupons.lookup': '쿠폰 조회',
  'reviews.list': '리뷰 목록 열람',
  'mail.view': '메일 발송함 열람',
  'audit.view': '감사 기록 열람',
  'staff.changeEmail': '운영자 이메일 변경',
  'staff.changePassword': '운영자 비밀번호 변경',
  'staff.resetPassword': '운영자 비밀번호 재설정',
  'staff.resetSecondFactor': '2단계 인증 초기화',
  'staff.createAccount': '운영자 계정 만들기',
  'store.import': '매장 목록 가져오기',
};

export const AUDIT_OBJECT_LABELS: Record<string, string> = {
  trial_order: '체험 신청',
  trial_claim: '반품·환불',
  trial_campaign: '체험 캠페인',
  inquiry: '1:1 문의',
  coupon: '쿠폰',
  site_config: '사이트 설정',
  member: '회원',
  members: '회원 목록',
  staff_account: '운영자 계정',
  staff_invitation: '운영자 초대',
  uploaded_file: '공개 파일',
  inquiries: '1:1 문의 목록',
  inquiry_attachment: '1:1 문의 첨부파일',
  trial_orders: '체험 신청 목록',
  trial_claims: '반품·환불 목록',
  reviews: '리뷰 목록',
  mail_outbox: '메일 발송함',
  audit_log: '감사 기록',
  stores: '매장 목록',
};

/** What a view showed (server/platform/audit/personal-data.ts PERSONAL_FIELDS). */
export const PERSONAL_FIELD_LABELS: Record<PersonalField, string> = {
  name: '이름',
  email: '이메일',
  mobile: '휴대폰 번호',
  address: '주소',
  message: '문의·요청 내용',
  attachment: '첨부파일',
  profile: '회원 정보',
  marketingConsent: '마케팅 수신 동의',
  pets: '반려동물',
  trialApplications: '체험 신청',
  inquiries: '1:1 문의',
  coupons: '쿠폰',
  claims: '반품·환불',
  reviews: '리뷰',
  mail: '메일 내용',
  accountLinks: '계정 링크(비밀번호 재설정 등)',
};

/** The kind of a search term a view was found with (the term itself is not kept). */
const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  phone: '전화번호로 검색',
  email: '이메일로 검색',
  name: '이름으로 검색',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
export const auditObjectLabel = (type: string) => AUDIT_OBJECT_LABELS[type] ?? type;
export const personalFieldLabel = (field: string) => (PERSONAL_FIELD_LABELS as Record<string, string>)[field] ?? field;
export const searchKindLabel = (kind: string) => (SEARCH_KIND_LABELS as Record<string, string>)[kind] ?? kind;

/** Entries per page of /staff/audit. */
export const AUDIT_PER_PAGE = 20;
