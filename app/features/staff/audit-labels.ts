/** Korean names of what the audit trail records (the page shows them; unknown names are shown as they are). */

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'recruitment.moveOrder': '체험 신청 상태 변경',
  'recruitment.drawOrders': '당첨·미당첨 일괄 처리',
  'recruitment.moveClaim': '반품·환불 상태 변경',
  'qna.answerInquiry': '1:1 문의 답변',
  'coupons.redeem': '매장 쿠폰 사용 처리',
  'site.updateSiteConfig': '사이트 설정 변경',
  'staff.invite': '운영자 초대',
  'staff.revokeInvitation': '운영자 초대 취소',
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
};

export const AUDIT_OBJECT_LABELS: Record<string, string> = {
  trial_order: '체험 신청',
  trial_claim: '반품·환불',
  inquiry: '1:1 문의',
  coupon: '쿠폰',
  site_config: '사이트 설정',
  member: '회원',
  members: '회원 목록',
  staff_account: '운영자 계정',
  staff_invitation: '운영자 초대',
  uploaded_file: '공개 파일',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
export const auditObjectLabel = (type: string) => AUDIT_OBJECT_LABELS[type] ?? type;

/** Entries per page of /staff/audit. */
export const AUDIT_PER_PAGE = 20;
