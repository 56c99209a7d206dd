import { z } from 'zod';
import { defineMailTemplate } from '#server/platform/mail/template';

/** Every notice as e-mail: its title, its lines, the facts (courier, tracking number) and a button to the page. */
export const noticeMail = defineMailTemplate({
  name: 'notifications.notice',
  data: z.object({
    name: z.string(),
    title: z.string(),
    lines: z.array(z.string()),
    facts: z.array(z.object({ label: z.string(), value: z.string() })).default([]),
    path: z.string().startsWith('/'),
    action: z.string(),
  }),
  compose: (d) => ({
    subject: d.title,
    heading: `${d.name}님, ${d.title}`,
    paragraphs: d.lines,
    facts: d.facts,
    action: { label: d.action, path: d.path },
    notes: ['이 메일은 서비스 알림을 이메일로도 받겠다고 하신 분께 보내 드려요. 마이페이지 > 알림에서 끌 수 있어요.'],
  }),
});
