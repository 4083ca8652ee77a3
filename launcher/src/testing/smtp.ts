import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface TestSmtpServer {
  port: number;
  /** For SMTP_URL: a plain local server; nodemailer must not try STARTTLS against its self-signed certificate. */
  url: string;
  received: ReceivedMail[];
  /** The newest mail to an address, waiting for it to arrive. */
  waitForMail(
    to: string,
    match?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Enough MIME for the platform's single-part text mails: headers, then a 7bit, QP or base64 body. */
function parseMessage(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to, subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/**
 * A real SMTP server on a free local port that keeps what it receives (no auth, any recipient but
 * those `refuses` names, answered 550 as a mailbox that does not exist).
 */
export async function startTestSmtpServer(
  refuses: (address: string) => boolean = () => false,
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuses(address.address.toLowerCase())) return callback();
      callback(
        Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), {
          responseCode: 550,
        }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          parseMessage(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    async waitForMail(to, match = () => true, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.filter((m) => m.to.includes(to.toLowerCase()) && match(m)).at(-1);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail reached ${to} over SMTP`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit one-time code in a mail's text. */
export function codeIn(mail: ReceivedMail): string {
  const code = /one-time code is (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail "${mail.subject}"`);
  return code;
}
