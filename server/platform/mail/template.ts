import type { z } from 'zod';

/**
 * A kind of e-mail: its name (stored with each outbox row), the schema of its data (read back
 * from JSON when it is sent) and how its content is composed. Features define their templates
 * beside their code and the adapter `server/mail-setup.ts` registers them at start-up; the
 * platform wraps every message in the same letterhead (brand, footer business details).
 */
export interface MailTemplate<D> {
  name: string;
  data: z.ZodType<D>;
  compose(data: D, letterhead: Letterhead): MailContent;
}

/** Any template, as registries hold them (the data type is checked where a message is queued). */
export interface AnyMailTemplate {
  name: string;
  data: z.ZodType;
  compose(data: never, letterhead: Letterhead): MailContent;
}

export function defineMailTemplate<D>(template: MailTemplate<D>): MailTemplate<D> {
  return template;
}

/** What one message says; the layout turns it into HTML and plain text alike. */
export interface MailContent {
  subject: string;
  /** The first line of the body (also the HTML heading). */
  heading: string;
  paragraphs: string[];
  /** A button (HTML) or a line with the address (text). `path` is a site path ("/login"), made absolute when sent. */
  action?: { label: string; path: string };
  /** Lines under the button, e.g. "이 링크는 30분 동안 쓸 수 있어요." */
  notes?: string[];
  /** Label/value rows (택배사 / 운송장 번호…). */
  facts?: { label: string; value: string }[];
}

/** The sender's identity every message carries: brand name and the footer's business details (site settings). */
export interface Letterhead {
  brand: string;
  /** Lines of the footer: customer centre, hours, company details. */
  footer: string[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The message as HTML (inline styles, table-free, readable without images) and as plain text. */
export function renderMail(content: MailContent, letterhead: Letterhead, absoluteUrl: (path: string) => string): RenderedMail {
  const subject = `[${letterhead.brand}] ${content.subject}`;
  const actionUrl = content.action ? absoluteUrl(content.action.path) : undefined;
  const facts = content.facts ?? [];
  const notes = content.notes ?? [];

  const html = [
    '<!doctype html>',
    '<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f6f6f6;font-family:-apple-system,BlinkMacSystemFont,\'Apple SD Gothic Neo\',\'Malgun Gothic\',\'Noto Sans KR\',sans-serif;color:#1f1f1f;">',
    '<div style="max-width:560px;margin:0 auto;padding:24px 16px;">',
    `<p style="margin:0 0 16px;font-size:18px;font-weight:700;color:#e2001a;">${escapeHtml(letterhead.brand)}</p>`,
    '<div style="background:#ffffff;border-radius:8px;padding:24px;">',
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.4;">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((p) => `<p style="margin:0 0 12px;font-size:15px;line-height:1.6;">${escapeHtml(p)}</p>`),
    facts.length > 0
      ? `<dl style="margin:16px 0;font-size:15px;line-height:1.6;">${facts.map((f) => `<dt style="font-weight:700;">${escapeHtml(f.label)}</dt><dd style="margin:0 0 8px;">${escapeHtml(f.value)}</dd>`).join('')}</dl>`
      : '',
    actionUrl && content.action
      ? `<p style="margin:24px 0;"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;background:#e2001a;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:6px;">${escapeHtml(content.action.label)}</a></p>` +
        `<p style="margin:0 0 12px;font-size:13px;line-height:1.6;color:#555555;word-break:break-all;">버튼이 열리지 않으면 이 주소를 브라우저에 붙여 넣어 주세요: ${escapeHtml(actionUrl)}</p>`
      : '',
    ...notes.map((n) => `<p style="margin:0 0 8px;font-size:13px;line-height:1.6;color:#555555;">${escapeHtml(n)}</p>`),
    '</div>',
    `<div style="padding:16px 4px;font-size:12px;line-height:1.6;color:#555555;">${letterhead.footer.map((l) => `<p style="margin:0 0 4px;">${escapeHtml(l)}</p>`).join('')}<p style="margin:8px 0 0;">이 메일은 발신 전용입니다. 문의는 고객센터나 1:1 문의를 이용해 주세요.</p></div>`,
    '</div></body></html>',
  ].join('');

  const text = [
    letterhead.brand,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...facts.map((f) => `${f.label}: ${f.value}`),
    ...(facts.length > 0 ? [''] : []),
    ...(actionUrl && content.action ? [`${content.action.label}: ${actionUrl}`, ''] : []),
    ...notes,
    ...(notes.length > 0 ? [''] : []),
    '--',
    ...letterhead.footer,
    '이 메일은 발신 전용입니다. 문의는 고객센터나 1:1 문의를 이용해 주세요.',
  ].join('\n');

  return { subject, html, text };
}
