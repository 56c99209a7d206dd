import type { ParticlePair } from '#app/lib/korean-particles';
import type { SearchKind } from '#server/platform/audit/audit-trail';
import type { PersonalField } from '#server/platform/audit/personal-data';

/**
 * Korean names of what the audit trail records (issue 24, item 3): every action, object and
 * field the code can record has its line here, and audit-actions.test.ts walks the source for
 * every place an action is recorded and fails on one without a label. The entry reads as a
 * sentence (audit-sentence.ts): "{사람}님이 {대상}{조사} {서술}", e.g. "상담 담당님이 체험 신청
 * ‘김회원’의 상태를 바꿨습니다."
 */

/** How an action reads: its name (filters, the export) and the sentence's particle after the object and what follows. */
export interface AuditActionWording {
  label: string;
  /** The particle after the object: a pair chosen by the object's last sound, or a fixed one. */
  particle: ParticlePair | '의' | '에서' | '에';
  predicate: string;
  /** Another wording for the entries one action writes about other objects (a draw's entry per application). */
  onObject?: Record<string, Pick<AuditActionWording, 'particle' | 'predicate'>>;
}

const w = (label: string, particle: AuditActionWording['particle'], predicate: string): AuditActionWording => ({ label, particle, predicate });

/** The content kit's state changes, the same for every kind of content (`${kind.type}.publish` …). */
const CONTENT_KINDS = ['product', 'article', 'news', 'faq', 'brand-page', 'store', 'plus1-campaign', 'trial-campaign'] as const;
const CONTENT_STATE_CHANGES = {
  publish: w('게시', '을/를', '게시했습니다'),
  unpublish: w('게시 중단', '을/를', '게시 중단했습니다'),
  delete: w('삭제', '을/를', '삭제했습니다'),
  restore: w('복원', '을/를', '복원했습니다'),
  bulk: w('일괄 게시·게시 중단', '을/를', '한꺼번에 게시하거나 게시 중단했습니다'),
  save: w('저장', '을/를', '저장했습니다'),
} as const;

const CONTENT_ACTIONS: Record<string, AuditActionWording> = Object.fromEntries(
  CONTENT_KINDS.flatMap((kind) => Object.entries(CONTENT_STATE_CHANGES).map(([verb, wording]) => [`${kind}.${verb}`, wording])),
);

export const AUDIT_ACTIONS: Record<string, AuditActionWording> = {
  ...CONTENT_ACTIONS,
  // Trials, returns and refunds
  'recruitment.moveOrder': w('체험 신청 상태 변경', '의', '상태를 바꿨습니다'),
  'recruitment.drawOrders': w('체험 신청 상태 일괄 변경', '의', '상태를 한꺼번에 바꿨습니다'),
  'recruitment.closeCampaign': w('체험 모집 마감', '을/를', '모집 마감했습니다'),
  'recruitment.drawCampaign': { ...w('체험 당첨자 추첨', '의', '당첨자를 추첨했습니다'), onObject: { trial_order: { particle: '을/를', predicate: '추첨 결과에 따라 처리했습니다' } } },
  'recruitment.importTracking': w('운송장 번호 가져오기', '에', '운송장 번호를 파일에서 넣었습니다'),
  'recruitment.moveClaim': w('반품·환불 상태 변경', '의', '상태를 바꿨습니다'),
  'review.moderate': w('리뷰 공개 여부 변경', '의', '공개 여부를 바꿨습니다'),
  // Inquiries
  'qna.answerInquiry': w('1:1 문의 답변', '에', '답변했습니다'),
  'qna.addNote': w('1:1 문의 내부 메모 작성', '에', '내부 메모를 남겼습니다'),
  'qna.saveReplyTemplate': w('자주 쓰는 답변 저장', '을/를', '저장했습니다'),
  'qna.deleteReplyTemplate': w('자주 쓰는 답변 삭제', '을/를', '삭제했습니다'),
  // Coupons and stores
  'coupons.find': w('쿠폰 조회', '을/를', '조회했습니다'),
  'coupons.redeem': w('매장 쿠폰 사용 처리', '을/를', '사용 처리했습니다'),
  'store.import': w('매장 목록 가져오기', '을/를', '파일에서 가져왔습니다'),
  // Content that is not in the kit
  'article-category.save': w('카테고리·태그 저장', '을/를', '저장했습니다'),
  'article-category.delete': w('카테고리·태그 삭제', '을/를', '삭제했습니다'),
  'article.uploadImage': w('건강 정보 사진 올리기', '을/를', '올렸습니다'),
  'home.uploadImage': w('홈 화면 사진 올리기', '을/를', '올렸습니다'),
  'home.saveDraft': w('홈 화면 임시 저장', '을/를', '임시 저장했습니다'),
  'home.publish': w('홈 화면 게시', '을/를', '게시했습니다'),
  'home.discardDraft': w('홈 화면 임시 저장본 버리기', '의', '임시 저장본을 버렸습니다'),
  'legal.saveDraft': w('약관 초안 저장', '을/를', '초안으로 저장했습니다'),
  'legal.publish': w('약관 게시', '을/를', '게시했습니다'),
  'legal.deleteDraft': w('약관 초안 삭제', '을/를', '삭제했습니다'),
  'site.updateSiteConfig': w('사이트 설정 변경', '을/를', '바꿨습니다'),
  'files.deletePublicFile': w('공개 파일 삭제', '을/를', '삭제했습니다'),
  // Staff accounts
  'staff.invite': w('운영자 초대', '을/를', '보냈습니다'),
  'staff.revokeInvitation': w('운영자 초대 취소', '을/를', '취소했습니다'),
  'staff.renewInvitation': w('운영자 초대 링크 새로 만들기', '의', '링크를 새로 만들었습니다'),
  'staff.acceptInvitation': w('운영자 초대 수락', '을/를', '수락했습니다'),
  'staff.changeRole': w('운영자 역할 변경', '의', '역할을 바꿨습니다'),
  'staff.disable': w('운영자 계정 사용 중지', '을/를', '사용 중지했습니다'),
  'staff.enable': w('운영자 계정 다시 사용', '을/를', '다시 쓸 수 있게 했습니다'),
  'staff.enrolSecondFactor': w('2단계 인증 등록', '에', '2단계 인증을 등록했습니다'),
  'staff.newRecoveryCodes': w('복구 코드 새로 발급', '의', '복구 코드를 새로 발급했습니다'),
  'staff.useRecoveryCode': w('복구 코드로 로그인', '으로/로', '복구 코드를 써서 로그인했습니다'),
  'staff.changeEmail': w('운영자 이메일 변경', '의', '이메일을 바꿨습니다'),
  'staff.changePassword': w('운영자 비밀번호 변경', '의', '비밀번호를 바꿨습니다'),
  'staff.resetPassword': w('운영자 비밀번호 재설정', '의', '비밀번호를 재설정했습니다'),
  'staff.resetSecondFactor': w('2단계 인증 초기화', '의', '2단계 인증을 초기화했습니다'),
  'staff.createAccount': w('운영자 계정 만들기', '을/를', '만들었습니다'),
  'staff.requeueMail': w('메일 다시 보내기', '을/를', '다시 보내도록 했습니다'),
  // Members
  'members.suspend': w('회원 이용 정지', '의', '이용을 정지했습니다'),
  'members.reactivate': w('회원 이용 정지 해제', '의', '이용 정지를 풀었습니다'),
  // Views of members' personal data (the platform records them)
  'members.view': w('회원 개인정보 열람', '의', '개인정보를 열람했습니다'),
  'members.search': w('회원 검색', '에서', '회원을 검색했습니다'),
  'members.exportMarketingConsent': w('마케팅 수신 동의 목록 내보내기', '을/를', '파일로 내려받았습니다'),
  'inquiries.list': w('1:1 문의 목록 열람', '을/를', '열람했습니다'),
  'inquiries.view': w('1:1 문의 열람', '을/를', '열람했습니다'),
  'inquiries.viewAttachment': w('1:1 문의 첨부파일 열람', '을/를', '열람했습니다'),
  'trials.list': w('체험 신청 목록 열람', '을/를', '열람했습니다'),
  'trials.view': w('체험 신청 열람', '을/를', '열람했습니다'),
  'trials.campaign': w('체험 추첨·배송 화면 열람', '을/를', '열람했습니다'),
  'trials.exportShipping': w('체험 배송 목록 내보내기', '의', '배송 목록을 파일로 내려받았습니다'),
  'claims.list': w('반품·환불 목록 열람', '을/를', '열람했습니다'),
  'claims.view': w('반품·환불 열람', '을/를', '열람했습니다'),
  'coupons.lookup': w('쿠폰 조회', '을/를', '조회했습니다'),
  'reviews.list': w('리뷰 목록 열람', '을/를', '열람했습니다'),
  'mail.view': w('메일 발송함 열람', '을/를', '열람했습니다'),
  'audit.view': w('감사 기록 열람', '을/를', '열람했습니다'),
  'audit.export': w('감사 기록 내보내기', '을/를', '파일로 내려받았습니다'),
};

/** The action names with their Korean name (the filter, the export, and the personal-data declarations' walk). */
export const AUDIT_ACTION_LABELS: Record<string, string> = Object.fromEntries(Object.entries(AUDIT_ACTIONS).map(([action, wording]) => [action, wording.label]));

export const AUDIT_OBJECT_LABELS: Record<string, string> = {
  trial_order: '체험 신청',
  trial_claim: '반품·환불',
  trial_campaign: '체험 캠페인',
  inquiry: '1:1 문의',
  inquiry_note: '1:1 문의 내부 메모',
  reply_template: '자주 쓰는 답변',
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
  review: '리뷰',
  mail_outbox: '메일 발송함',
  audit_log: '감사 기록',
  stores: '매장 목록',
  store: '매장',
  product: '상품',
  article: '건강 정보',
  'article-category': '카테고리·태그',
  news: '공지사항',
  faq: '자주 묻는 질문',
  'brand-page': '브랜드 페이지',
  brand_page: '브랜드 페이지',
  'plus1-campaign': '1+1 캠페인',
  'trial-campaign': '체험 캠페인',
  legal_document: '약관·개인정보처리방침',
  page_layout: '홈 화면',
  cms_media: '사진',
  mail: '메일',
};

/** The changed fields as staff read them; a field not here is shown as '그 밖의 항목'. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  // trial campaigns: closing early, the draw (issue 24 item 5)
  closedEarly: '조기 마감',
  seed: '추첨 번호(같은 결과를 다시 뽑는 데 쓰는 값)',
  winnersWanted: '뽑을 인원',
  duplicates: '중복 신청 처리',
  eligible: '추첨 대상',
  excluded: '추첨에서 뺀 신청',
  winners: '당첨',
  draw: '추첨',
  // invitations renewed and resent
  link: '초대 링크',
  mailed: '메일 발송',
  // statuses and notes
  status: '상태',
  note: '안내 메모',
  answer: '답변',
  answerHtml: '답변',
  courier: '택배사',
  trackingNumber: '송장 번호',
  state: '상태',
  reason: '사유',
  suspended: '이용 정지',
  disabled: '사용 중지',
  // coupons
  usedAt: '사용 일시',
  usedStoreId: '사용 매장',
  code: '쿠폰 번호',
  storeId: '매장',
  // accounts and invitations
  email: '이메일',
  name: '이름',
  role: '역할',
  expiresAt: '만료 일시',
  invitation: '초대',
  password: '비밀번호',
  secondFactor: '2단계 인증',
  recoveryCodes: '복구 코드',
  recoveryCodeUsed: '복구 코드 사용',
  owner: '올린 회원',
  contentType: '파일 형식',
  size: '파일 크기',
  // site settings
  AlertMessage__c: '사이트 알림 문구',
  IsMaintenance__c: '점검 중',
  DisabledPaths__c: '점검 중 막을 경로',
  LoginRequiredPaths__c: '로그인이 필요한 경로',
  BrandName: '브랜드 이름',
  ServicePromises: '서비스 약속',
  // content
  id: '번호',
  version: '버전',
  title: '제목',
  body: '본문',
  bodyHtml: '본문',
  summary: '요약',
  description: '설명',
  category: '분류',
  categoryId: '카테고리',
  tagIds: '태그',
  parentId: '상위 카테고리',
  sortOrder: '순서',
  sort: '순서',
  publish: '게시',
  published: '게시',
  publishAt: '게시 일시',
  announceAt: '발표 일시',
  startsAt: '시작 일시',
  endsAt: '종료 일시',
  image: '사진',
  images: '사진',
  imageAlt: '사진 설명',
  alt: '사진 설명',
  banner: '배너',
  bannerAlt: '배너 설명',
  seoTitle: '검색 제목',
  seoDescription: '검색 설명',
  question: '질문',
  species: '반려동물 종류',
  lifeStage: '생애 단계',
  price: '가격',
  capacity: '모집 인원',
  productId: '상품',
  products: '상품',
  productCodes: '관리 코드',
  ingredients: '원료',
  heading: '제목',
  lead: '소개 문구',
  paragraphs: '문단',
  sections: '구성',
  draft: '임시 저장본',
  kind: '종류',
  number: '버전 번호',
  publishedAt: '게시 일시',
  effectiveAt: '시행 일시',
  effective_at: '시행 일시',
  change_note: '바뀐 점 설명',
  changeNote: '바뀐 점 설명',
  updated_at: '수정 일시',
  address: '주소',
  roadAddress: '주소',
  phone: '전화번호',
  hours: '영업시간',
  region: '지역',
  discountRate: '할인율',
  purchaseLinks: '구매 링크',
  form: '형태',
  packageGrams: '중량',
  codes: '건강 고민 분류',
  kcalPerKg: '열량',
  benefits: '특장점',
  analysis: '성분 분석',
  isVet: '수의사 처방식',
  uploads: '새 사진',
  couponValidDays: '쿠폰 유효 기간(일)',
  imported: '가져온 매장 수',
  created: '새로 만든 매장 수',
  updated: '고친 매장 수',
  stores: '매장',
  ids: '대상',
  action: '처리',
  orderIds: '체험 신청',
  text: '내용',
  template: '자주 쓰는 답변',
  reply: '답변 문구',
  visible: '공개',
  hidden: '숨김',
};

/** Values shown as words rather than codes (true/false, statuses). */
export const AUDIT_VALUE_LABELS: Record<string, string> = {
  true: '예',
  false: '아니요',
  open: '열림',
  revoked: '취소됨',
  waiting: '답변대기',
  answered: '답변완료',
  admin: '관리자',
  editor: '편집자',
  support: '고객지원',
  store: '매장 직원',
  old: '이전 것',
  new: '새것',
  kept: '있음',
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
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  phone: '전화번호로 검색',
  email: '이메일로 검색',
  name: '이름으로 검색',
};

/** Entries per page of /staff/audit. */
export const AUDIT_PER_PAGE = 20;

/** Most entries one export holds. */
export const AUDIT_EXPORT_MAX = 10_000;
