import { z } from 'zod';
import { defineMailTemplate } from '#server/platform/mail/template';

/** The staff platform's e-mails (registered in server/adapters/background.ts). */

export const staffInvitationMail = defineMailTemplate({
  name: 'staff.invitation',
  data: z.object({ inviterName: z.string(), roleLabel: z.string(), path: z.string().startsWith('/'), expiresAt: z.string() }),
  compose: (d, { brand }) => ({
    subject: `${brand} 운영 관리 초대`,
    heading: `${brand} 운영 관리에 초대되었어요`,
    paragraphs: [`${d.inviterName}님이 ${brand} 운영 관리의 ‘${d.roleLabel}’ 역할로 초대했어요. 아래 버튼을 눌러 이름과 비밀번호를 정하면 바로 쓸 수 있어요.`],
    action: { label: '초대 수락하기', path: d.path },
    notes: [`이 링크는 ${d.expiresAt}까지, 한 번만 쓸 수 있어요.`, '초대받을 일이 없으셨다면 이 메일은 무시하셔도 돼요.'],
  }),
});
