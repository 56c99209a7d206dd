import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/**
 * A local SMTP server standing in for the real one (npm smtp-server): it keeps every message it
 * accepts, parsed (mailparser), and can be taken down and brought back on the same port, or
 * made to refuse a recipient for good (550), as a real server does.
 */
interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface SmtpStandIn {
  readonly port: number;
  /** SMTP_URL for the site. */
  readonly url: string;
  readonly messages: ReceivedMail[];
  /** Stops listening (connections are refused) until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  /** Recipients refused with 550 (no such mailbox). */
  refuse: Set<string>;
  /** The first message (arrived or arriving within `timeoutMs`) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages to one address. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const refuse = new Set<string>();
  let server: SMTPServer | undefined;
  let port = 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address: SMTPServerAddress, _session, callback) {
        if (refuse.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
            messages.push({
              to,
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      },
    });

  const listen = async () => {
    if (server) return;
    server = create();
    const s = server;
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    const address = s.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    port = address.port;
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    refuse,
    down: stop,
    up: listen,
    to: (address) => messages.filter((m) => m.to.includes(address)),
    async waitFor(match, timeoutMs = 10_000) {
      const found = () => messages.find(match);
      const already = found();
      if (already) return already;
      return new Promise<ReceivedMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received: ${messages.map((m) => `${m.to.join(',')} "${m.subject}"`).join('; ') || 'none'})`));
        }, timeoutMs);
        const check = () => {
          const mail = found();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        waiters.add(check);
      });
    },
    close: stop,
  };
}
