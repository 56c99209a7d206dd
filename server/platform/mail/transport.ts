import nodemailer from 'nodemailer';
import type { MailTransportKind } from '#server/platform/db/schema/mail-outbox';
import type { RenderedMail } from './template';

/** One message as the transport hands it over. */
interface OutgoingMail extends RenderedMail {
  to: string;
  from: string;
  /** Stable per outbox row (`<row id@host>`): a receiver can recognise a repeat after a crash. */
  messageId: string;
}

export interface MailTransport {
  kind: MailTransportKind;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A refusal the server will repeat however often we ask (5xx: no such mailbox, rejected): no retry. */
export class PermanentMailError extends Error {}

export interface SmtpSettings {
  url: string;
  timeoutMs: number;
}

/** Nodemailer over SMTP (SMTP_URL: smtp://user:pass@host:587, smtps://… for implicit TLS). */
export function smtpTransport(settings: SmtpSettings): MailTransport {
  const transporter = nodemailer.createTransport(settings.url, {
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs * 2,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, messageId: mail.messageId });
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode;
        if (typeof code === 'number' && code >= 500 && code < 600) throw new PermanentMailError(`${code} ${(error as Error).message}`, { cause: error });
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * The development default (no SMTP_URL): nothing leaves the machine. The message stays in the
 * outbox table with its data, and staff read it at /staff/mail, so `npm start` needs no mail
 * server and a reset link can still be followed.
 */
export function localOutboxTransport(): MailTransport {
  return { kind: 'outbox', send: async () => undefined, close: () => undefined };
}
