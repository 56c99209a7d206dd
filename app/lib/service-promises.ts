/**
 * The service promises and contacts the site states (issue 13, item 6): one set, kept in the site
 * settings staff edit at /staff/site, read by every page (through the root loader), the footer,
 * the e-mail letterhead and the notices. Nothing else writes an answer time, a shipping time or
 * a phone number.
 */
export interface ServicePromises {
  /** 고객센터 전화, e.g. "080-000-0000" */
  csPhone: string;
  /** 상담 시간, e.g. "평일 09:00~18:00 (점심 12:00~13:00), 주말·공휴일 휴무" */
  csHours: string;
  /** 고객센터 이메일 */
  csEmail: string;
  /** 1:1 문의 답변 시간, completing "… 답변해 드려요": e.g. "영업일 기준 1일 안에" */
  inquiryAnswerTime: string;
  /** 체험 사료 발송, completing "… 보내 드려요": e.g. "당첨 발표 후 3영업일 안에" */
  trialShipping: string;
  /** 택배 배송 기간, completing "… 받아 보실 수 있어요": e.g. "보낸 날부터 1~2일 안에" */
  deliveryTime: string;
  /** The business details of the footer and every e-mail. */
  companyName: string;
  companyCeo: string;
  businessNumber: string;
  mailOrderNumber: string;
  companyAddress: string;
}

/** The footer's lines (the site's and every e-mail's): customer centre, then the company. */
export function contactLines(brand: string, p: ServicePromises): string[] {
  return [
    `${brand} 고객센터 ${p.csPhone} (${p.csHours}) · ${p.csEmail}`,
    `1:1 문의는 24시간 받고 ${p.inquiryAnswerTime} 답변해 드려요.`,
    `${p.companyName} · 대표 ${p.companyCeo} · 사업자등록번호 ${p.businessNumber} · 통신판매업 신고 ${p.mailOrderNumber}`,
    p.companyAddress,
  ];
}
