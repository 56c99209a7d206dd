import type { MailOutboxRow } from '#server/platform/db/schema/mail-outbox';

/**
 * The outbox page's words (issue 24, item 4): what happened to each message, said truthfully
 * from the message's own record — the way it went (a mail server, or only the development
 * outbox) is kept per message by the instance that handled it, so another instance's settings
 * never relabel it — and why it failed, in Korean first with the technical text secondary.
 * No environment variable is named on the screen.
 */

export const MAIL_PER_PAGE = 20;

/** What staff can filter and count by. */
export const MAIL_STATES = {
  waiting: '발송 대기',
  retrying: '다시 시도 대기',
  sending: '보내는 중',
  delivered: '메일 서버로 발송',
  stored: '개발용 보관함에만 저장',
  failed: '발송 실패',
} as const;

export type MailState = keyof typeof MAIL_STATES;

export function mailStateOf(row: Pick<MailOutboxRow, 'status' | 'transport' | 'attempts'>): MailState {
  switch (row.status) {
    case 'queued':
      return row.attempts > 0 ? 'retrying' : 'waiting';
    case 'sending':
      return 'sending';
    case 'sent':
      return row.transport === 'smtp' ? 'delivered' : 'stored';
    case 'failed':
      return 'failed';
  }
}

/** How a message in this state went, or will go, as one sentence. */
export const MAIL_WAY: Record<MailState, string> = {
  waiting: '아직 보내지 않았습니다. 곧 보냅니다.',
  retrying: '보내지 못해 잠시 뒤 다시 보냅니다.',
  sending: '지금 보내는 중입니다.',
  delivered: '메일 서버로 발송했습니다.',
  stored: '밖으로 보내지 않고 개발용 보관함에만 저장했습니다. 받는 사람에게는 가지 않았습니다.',
  failed: '보내지 못했고 더는 시도하지 않습니다. 다시 보내려면 ‘다시 보내기’를 누르세요.',
};

/** A failure as staff read it: the reason in Korean; the server's own words stay beside it as the detail. */
export function mailErrorLabel(error: string): string {
  const e = error.toLowerCase();
  if (e.includes('unknown mail template')) return '보낼 메일의 양식을 찾지 못했습니다.';
  if (e.includes('does not fit its template')) return '메일에 넣을 내용이 양식과 맞지 않습니다.';
  if (/\b535\b|auth/.test(e)) return '메일 서버에 로그인하지 못했습니다. 메일 서버 계정 설정을 확인해야 합니다.';
  if (/\b55[0-4]\b|mailbox|recipient|user unknown/.test(e)) return '메일 서버가 받는 주소를 거절했습니다. 주소가 없거나 받을 수 없는 주소입니다.';
  if (/^5\d\d\b/.test(e)) return '메일 서버가 메일을 거절했습니다.';
  if (/^4\d\d\b/.test(e)) return '메일 서버가 지금은 메일을 받지 않았습니다. 잠시 뒤 다시 보냅니다.';
  if (/econnrefused|enotfound|ehostunreach|econnreset|socket|connect|closed/.test(e)) return '메일 서버에 연결하지 못했습니다.';
  if (/timeout|timed out|etimedout/.test(e)) return '메일 서버가 제때 답하지 않았습니다.';
  return '메일을 보내지 못했습니다.';
}
