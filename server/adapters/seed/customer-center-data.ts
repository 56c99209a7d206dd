/** Korean demo content of the customer centre: FAQs by category and notices (SPEC 9.4 fields). */

export interface DemoFaq {
  id: string;
  category: 'member' | 'trial' | 'product' | 'health' | 'order' | 'etc';
  question: string;
  /** May hold conditional parts (app/lib/text-conditions.ts), resolved by the seed from the configuration. */
  answer: string;
}

export const DEMO_FAQS: readonly DemoFaq[] = [
  // 회원/로그인
  { id: 'faq-member-signup', category: 'member', question: '회원가입은 어떻게 하나요?', answer: '<p>화면 오른쪽 위의 <strong>회원가입</strong>을 눌러 이메일로 가입할 수 있어요.{카카오 로그인} 카카오 계정으로도 간편하게 가입할 수 있어요.{/카카오 로그인} 가입 후 반려동물을 등록하면 건강 체크 결과와 맞춤 사료 추천을 아이별로 저장해 드려요.</p>' },
  { id: 'faq-member-password', category: 'member', question: '비밀번호를 잊어버렸어요.', answer: '<p>로그인 화면의 <strong>비밀번호 찾기</strong>를 누르고 가입한 이메일을 입력하면, 비밀번호를 다시 정하는 링크를 메일로 보내 드려요. 링크는 30분 동안 한 번만 쓸 수 있어요.{카카오 로그인} 카카오로 가입하셨다면 카카오 로그인 버튼을 이용해 주세요.{/카카오 로그인} 해결되지 않으면 1:1 문의로 알려 주세요.</p>' },
  { id: 'faq-member-edit', category: 'member', question: '휴대폰 번호와 주소는 어디서 바꾸나요?', answer: '<p><strong>마이페이지 &gt; 회원정보 수정</strong>에서 이름, 휴대폰 번호, 주소를 바꿀 수 있어요. 무료 체험 사료는 신청 당시의 주소로 배송되니, 신청 전에 주소를 확인해 주세요.</p>' },
  { id: 'faq-member-withdrawal', category: 'member', question: '회원 탈퇴 후 다시 가입할 수 있나요?', answer: '<p>네, 언제든 다시 가입할 수 있어요. 다만 탈퇴하면 반려동물 정보, 건강 체크 기록, 쿠폰이 모두 삭제되고 되살릴 수 없어요. 사용하지 않은 쿠폰이 있는지 먼저 확인해 주세요.</p>' },
  { id: 'faq-member-marketing', category: 'member', question: '마케팅 정보 수신 동의는 꼭 해야 하나요?', answer: '<p>아니요, 선택 사항이에요. 광고성 소식(새 무료 체험, 할인)을 받을 방법을 문자·이메일·카카오톡 중에서 고르실 수 있고, 동의하지 않은 방법으로는 보내지 않아요. <strong>마이페이지 &gt; 마케팅 정보 수신 동의</strong>에서 언제든 바꿀 수 있어요. 체험 당첨·배송·문의 답변 같은 서비스 알림은 동의와 관계없이 마이페이지 알림으로 받아요.</p>' },
  // 무료 체험/쿠폰
  { id: 'faq-trial-apply', category: 'trial', question: '무료 체험은 어떻게 신청하나요?', answer: '<p><strong>이벤트/혜택</strong>에서 진행 중인 체험을 고르고 반려동물 정보와 배송지를 입력하면 신청이 끝나요. 체험은 캠페인마다 회원 한 분당 한 번 신청할 수 있어요.</p>' },
  { id: 'faq-trial-delivery', category: 'trial', question: '체험 사료는 언제 받을 수 있나요?', answer: '<p>당첨되시면 체험 신청서와 고객센터에 안내한 기간 안에 신청하신 주소로 보내 드려요. 보내는 날 택배사와 운송장 번호를 마이페이지 알림(이메일 알림을 켜 두셨다면 이메일로도)으로 알려 드리고, 배송 현황은 <strong>마이페이지 &gt; 무료 체험 신청 내역</strong>에서 확인할 수 있어요.</p>' },
  { id: 'faq-trial-coupon', category: 'trial', question: '체험 후 받은 쿠폰은 어디서 보나요?', answer: '<p><strong>마이페이지 &gt; 쿠폰함</strong>에서 쿠폰과 사용 기한을 확인할 수 있어요. 기한이 지난 쿠폰은 다시 발급되지 않으니 기한 안에 사용해 주세요.</p>' },
  { id: 'faq-trial-1plus1', category: 'trial', question: '1+1 매장 쿠폰은 어떻게 쓰나요?', answer: '<p>쿠폰함에서 1+1 매장 쿠폰을 고른 뒤 ① 방문할 매장을 선택하고 ② 구매할 상품을 고르면 ③ 매장에서 보여 줄 쿠폰이 발급돼요. 매장 재고에 따라 선택한 상품을 구매하지 못할 수 있으니 방문 전에 매장에 확인해 주세요.</p>' },
  { id: 'faq-trial-return', category: 'trial', question: '체험 사료가 맞지 않으면 반품할 수 있나요?', answer: '<p>무료 체험 사료는 반품 대상이 아니에요. 다만 제품에 이상이 있거나 잘못 배송된 경우에는 받은 날부터 7일 안에 1:1 문의로 사진과 함께 알려 주시면 교환해 드려요.</p>' },
  // 제품/급여
  { id: 'faq-product-switch', category: 'product', question: '사료를 바꿀 때는 어떻게 하나요?', answer: '<p>7~10일에 걸쳐 천천히 바꿔 주세요. 처음 2~3일은 새 사료 25%, 다음 2~3일은 50%, 그다음 75%로 늘린 뒤 100%로 바꾸면 배탈이 날 위험이 줄어요.</p><ul><li>1~3일: 새 사료 25%</li><li>4~6일: 새 사료 50%</li><li>7~9일: 새 사료 75%</li><li>10일부터: 새 사료 100%</li></ul>' },
  { id: 'faq-product-amount', category: 'product', question: '하루에 사료를 얼마나 줘야 하나요?', answer: '<p>포장지의 급여량표는 평균값이에요. <strong>맞춤 사료 찾기</strong>에서 체중, 나이, 활동량을 입력하면 우리 아이의 하루 급여량을 그램으로 계산해 드려요. 2주마다 체중을 재어 10%씩 조절해 주세요.</p>' },
  { id: 'faq-product-storage', category: 'product', question: '개봉한 사료는 어떻게 보관하나요?', answer: '<p>원래 봉투째로 지퍼를 잘 닫아 서늘하고 그늘진 곳에 두세요. 다른 통에 옮겨 담으면 봉투 안쪽의 산패 방지 코팅 효과가 줄어요. 개봉 후 4~6주 안에 먹이는 것이 좋고, 습식 사료는 뚜껑을 덮어 냉장 보관 후 하루 안에 먹여 주세요.</p>' },
  { id: 'faq-product-vet', category: 'product', question: '수의사 처방식은 아무나 먹여도 되나요?', answer: '<p>처방식은 특정 질환의 관리를 위해 설계된 식단이라, 건강한 아이가 오래 먹으면 영양 균형이 맞지 않을 수 있어요. 반드시 수의사 진료 후 권고에 따라 급여해 주세요.</p>' },
  { id: 'faq-product-allergy', category: 'product', question: '알레르기가 있는 아이에게 맞는 사료가 있나요?', answer: '<p>단일 동물성 단백질을 쓴 더마 케어 제품이나, 수의사 상담 후 급여하는 가수분해 단백질 처방식이 있어요. 식이 알레르기가 의심되면 먼저 수의사와 상의해 6~8주간 식단을 바꿔 반응을 확인해 주세요.</p>' },
  // 건강 체크
  { id: 'faq-health-bcs', category: 'health', question: 'BCS 체크는 무엇인가요?', answer: '<p>BCS(Body Condition Score)는 갈비뼈, 허리, 배 모양으로 체형을 평가하는 방법이에요. 몇 가지 질문에 답하면 적정 체중, 과체중, 비만 중 어디에 해당하는지와 관리 팁, 하루 급여량을 알려 드려요.</p>' },
  { id: 'faq-health-result', category: 'health', question: '건강 체크 결과는 어디에 저장되나요?', answer: '<p>로그인한 상태로 체크하면 <strong>마이페이지 &gt; 반려동물 건강 리포트</strong>에 반려동물별로 저장돼요. 비회원으로 체크한 결과는 저장되지 않아요.</p>' },
  { id: 'faq-health-diagnosis', category: 'health', question: '민감도 체크 결과가 진단인가요?', answer: '<p>아니요. 민감도 체크는 보호자가 관찰한 내용을 바탕으로 관리가 필요한 영역을 알려 드리는 참고 자료예요. 결과가 ‘주의’로 나오거나 증상이 계속되면 꼭 동물병원에서 진료를 받아 주세요.</p>' },
  // 구매/매장
  { id: 'faq-order-where', category: 'order', question: '제품은 어디서 살 수 있나요?', answer: '<p>가까운 동물병원과 반려동물 용품점, 제휴 온라인몰에서 구매할 수 있어요. 1+1 매장 쿠폰은 쿠폰에 안내된 오프라인 매장에서만 쓸 수 있어요.</p>' },
  { id: 'faq-order-expiry', category: 'order', question: '유통기한은 어디에 적혀 있나요?', answer: '<p>건식 사료는 봉투 뒷면 아래쪽, 습식 캔은 바닥, 파우치는 뒷면 윗부분에 ‘년.월.일’ 형식으로 적혀 있어요.</p>' },
  // 기타
  { id: 'faq-etc-contact', category: 'etc', question: '고객센터 운영 시간이 궁금해요.', answer: '<p>전화 상담 번호와 시간, 1:1 문의 답변 시간은 <a href="/customer-center">고객센터</a> 첫 화면의 ‘고객센터 연락처’와 모든 화면 아래쪽에 안내해 두었어요. 1:1 문의는 주말과 공휴일에도 24시간 남길 수 있어요.</p>' },
  { id: 'faq-etc-inquiry', category: 'etc', question: '1:1 문의 답변은 어디서 확인하나요?', answer: '<p><strong>마이페이지 &gt; 1:1 문의</strong>에서 확인할 수 있어요. 답변이 등록되면 화면 위 종 모양 알림과 <strong>마이페이지 &gt; 알림</strong>으로 알려 드리고, 알림을 이메일로도 받도록 정하셨다면 이메일로도 보내 드려요.</p>' },
];

export interface DemoNews {
  id: string;
  category: '공지' | '이벤트' | '안내';
  title: string;
  /** Pin__c: above 0 keeps the notice on top; higher first. */
  pin: number;
  /** SortOrder__c: ascending among the same pin. */
  sortOrder: number;
  /** PublishDate__c. */
  publishDate: string;
  body: string;
  /** Published only while the service it announces is configured (issue 25, item 4b). */
  when?: 'kakao';
}

export const DEMO_NEWS: readonly DemoNews[] = [
  { id: 'news-privacy-2026', category: '공지', title: '개인정보 처리방침 개정 안내 (2026년 12월 1일 시행)', pin: 2, sortOrder: 1, publishDate: '2026-11-16T00:00:00.000Z', body: '<p>더 나은 서비스를 위해 개인정보 처리방침을 아래와 같이 개정합니다.</p><h2>주요 변경 내용</h2><ul><li>무료 체험 배송을 위한 위탁 업체 변경</li><li>건강 체크 기록 보관 기간 명시(회원 탈퇴 시 즉시 삭제)</li></ul><p>시행일: 2026년 12월 1일. 개정 내용에 동의하지 않으시면 회원 탈퇴를 요청하실 수 있어요.</p>' },
  { id: 'news-maintenance-nov', category: '공지', title: '11월 28일(토) 새벽 시스템 점검 안내', pin: 1, sortOrder: 1, publishDate: '2026-11-18T00:00:00.000Z', body: '<p>안정적인 서비스를 위해 시스템 점검을 진행합니다.</p><ul><li>일시: 2026년 11월 28일(토) 02:00 ~ 06:00</li><li>영향: 무료 체험 신청과 매장 쿠폰 발급이 일시 중단돼요.</li></ul><p>점검 시간에도 건강 정보와 제품 정보는 보실 수 있어요. 이용에 불편을 드려 죄송합니다.</p>' },
  { id: 'news-holiday-cs', category: '공지', title: '연말연시 고객센터 운영 안내', pin: 1, sortOrder: 2, publishDate: '2026-11-20T00:00:00.000Z', body: '<p>12월 31일(목)과 1월 1일(금)은 고객센터 전화 상담을 쉬어요. 이 기간의 1:1 문의는 1월 4일(월)부터 순서대로 답변해 드릴게요.</p>' },
  { id: 'news-senior-cat-trial', category: '이벤트', title: '7살 이상 고양이 시니어 사료 무료 체험 (~12월 15일)', pin: 0, sortOrder: 0, publishDate: '2026-11-10T00:00:00.000Z', body: '<p>7살이 넘은 고양이 보호자라면 시니어 7+ 고양이 사료를 무료로 먼저 먹여 보세요.</p><ul><li>기간: 2026년 11월 10일 ~ 12월 15일</li><li>대상: 7살 이상 고양이를 등록한 회원 300명(선착순)</li><li>혜택: 시니어 7+ 고양이 400g, 체험 후 1+1 매장 쿠폰</li></ul><p><a href="/recruitment">이벤트/혜택</a>에서 신청할 수 있어요.</p>' },
  { id: 'news-bcs-renewal', category: '안내', title: 'BCS 체크가 더 쉬워졌어요', pin: 0, sortOrder: 0, publishDate: '2026-10-30T00:00:00.000Z', body: '<p>체형 사진을 보며 고르는 방식으로 BCS 체크를 새로 단장했어요. 결과 화면에서 하루 급여량을 그램으로 바로 확인할 수 있어요.</p>' },
  { id: 'news-dental-month', category: '이벤트', title: '11월 반려동물 치아 건강의 달, 양치 인증 이벤트', pin: 0, sortOrder: 0, publishDate: '2026-11-01T00:00:00.000Z', body: '<p>양치하는 모습을 사진으로 인증하면 추첨으로 100분께 덴탈 케어 바삭 트릿을 드려요.</p><ul><li>기간: 2026년 11월 1일 ~ 11월 30일</li><li>발표: 2026년 12월 7일, 공지사항</li></ul>' },
  { id: 'news-store-expand', category: '안내', title: '1+1 쿠폰 사용 매장이 늘었어요', pin: 0, sortOrder: 0, publishDate: '2026-10-15T00:00:00.000Z', body: '<p>부산, 대구, 광주 지역의 제휴 매장 24곳에서도 1+1 매장 쿠폰을 쓸 수 있게 됐어요. 쿠폰 발급 단계에서 가까운 매장을 확인해 보세요.</p>' },
  { id: 'news-winner-oct', category: '이벤트', title: '10월 가을 산책 사진 이벤트 당첨자 발표', pin: 0, sortOrder: 0, publishDate: '2026-10-08T00:00:00.000Z', body: '<p>참여해 주신 모든 분께 감사드려요. 당첨되신 50분께는 개별로 안내해 드렸어요. 다음 이벤트도 <a href="/recruitment">이벤트/혜택</a>에서 만나요.</p>' },
  { id: 'news-kakao-login', category: '안내', title: '카카오 계정으로 간편 로그인을 시작했어요', pin: 0, sortOrder: 0, publishDate: '2026-09-21T00:00:00.000Z', when: 'kakao', body: '<p>이제 카카오 계정으로 간편하게 가입하고 로그인할 수 있어요. 기존 회원도 같은 이메일이면 카카오 계정을 연결할 수 있어요.</p>' },
  { id: 'news-recall-none', category: '안내', title: '사료 안전성 검사 결과 공개 (2026년 3분기)', pin: 0, sortOrder: 0, publishDate: '2026-09-05T00:00:00.000Z', body: '<p>3분기에 생산한 모든 제품의 원료와 완제품 검사 결과, 곰팡이 독소와 중금속은 기준치 이하로 확인되었어요. 자세한 내용은 <a href="/about-us/quality-and-food-safety">품질과 식품 안전</a>에서 볼 수 있어요.</p>' },
  { id: 'news-summer-delivery', category: '안내', title: '여름철 습식 사료 배송 안내', pin: 0, sortOrder: 0, publishDate: '2026-07-01T00:00:00.000Z', body: '<p>7~8월에는 습식 사료를 아이스팩과 함께 보내 드려요. 받으신 뒤에는 서늘한 곳에 보관해 주세요.</p>' },
  { id: 'news-site-open', category: '공지', title: '새 홈페이지를 열었어요', pin: 0, sortOrder: 0, publishDate: '2026-06-01T00:00:00.000Z', body: '<p>건강 체크, 맞춤 사료 찾기, 건강 정보를 한곳에서 볼 수 있도록 홈페이지를 새로 열었어요. 이용하시며 불편한 점은 1:1 문의로 알려 주세요.</p>' },
  { id: 'news-app-survey', category: '이벤트', title: '보호자 설문조사 참여하고 간식 받기', pin: 0, sortOrder: 0, publishDate: '2026-05-15T00:00:00.000Z', body: '<p>반려동물 식습관 설문에 참여해 주신 분 중 200분을 추첨해 카밍 케어 트릿을 보내 드렸어요. 소중한 의견 감사합니다.</p>' },
];

/**
 * What earlier seeds wrote where the text promised what the site does not do (issue 13, item 6:
 * answer and delivery times now come from the site settings; no SMS). A seeded site whose row
 * still holds exactly this text gets the current one (docs/decisions/030-demo-copy-corrections.md).
 */
export const FORMER_FAQ_ANSWERS: Record<string, readonly string[]> = {
  'faq-member-marketing': ['<p>아니요, 선택 사항이에요. 동의하시면 새 무료 체험과 할인 소식을 문자, 이메일, 카카오톡으로 먼저 알려 드려요. <strong>마이페이지 &gt; 회원정보 수정</strong>에서 언제든 바꿀 수 있어요.</p>'],
  'faq-trial-delivery': ['<p>신청이 확정된 날부터 영업일 기준 3~5일 안에 받아 보실 수 있어요. 배송 현황은 <strong>마이페이지 &gt; 무료 체험 신청 내역</strong>에서 확인할 수 있어요.</p>'],
  'faq-etc-contact': ['<p>평일 오전 9시부터 오후 6시까지(점심시간 12시~1시) 전화 상담을 받아요. 주말과 공휴일에는 1:1 문의를 남겨 주시면 다음 영업일에 순서대로 답변해 드려요.</p>'],
  'faq-etc-inquiry': ['<p><strong>마이페이지 &gt; 1:1 문의</strong>에서 확인할 수 있어요. 답변이 등록되면 알림 수신에 동의하신 방법으로 알려 드려요.</p>'],
  'faq-member-signup': ['<p>화면 오른쪽 위의 <strong>회원가입</strong>을 눌러 이메일로 가입하거나, 카카오 계정으로 간편하게 가입할 수 있어요. 가입 후 반려동물을 등록하면 건강 체크 결과와 맞춤 사료 추천을 아이별로 저장해 드려요.</p>'],
  'faq-member-password': [
    '<p>로그인 화면의 <strong>비밀번호 찾기</strong>를 누르고 가입한 이메일을 입력하면, 비밀번호를 다시 정하는 링크를 메일로 보내 드려요. 링크는 30분 동안 한 번만 쓸 수 있어요. 카카오로 가입하셨다면 카카오 로그인 버튼을 이용해 주세요. 해결되지 않으면 1:1 문의로 알려 주세요.</p>',
    '<p>로그인 화면의 안내에 따라 가입한 이메일로 비밀번호를 다시 설정할 수 있어요. 카카오로 가입하셨다면 카카오 로그인 버튼을 이용해 주세요. 해결되지 않으면 1:1 문의로 알려 주세요.</p>'],
};

export const FORMER_NEWS_BODIES: Record<string, readonly string[]> = {
  'news-winner-oct': ['<p>참여해 주신 모든 분께 감사드려요. 당첨되신 50분께는 11월 중 등록된 휴대폰 번호로 모바일 쿠폰을 보내 드려요. 당첨 여부는 <strong>마이페이지 &gt; 쿠폰함</strong>에서도 확인할 수 있어요.</p>'],
};
