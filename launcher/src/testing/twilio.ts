import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TWILIO_SID = 'AC0123456789abcdef0123456789abcdef';
export const TWILIO_TOKEN = 'test-auth-token-0123456789';
export const TWILIO_FROM = '+15005550006';

/** One POST to the Messages resource as the server saw it. */
export interface ReceivedSms {
  accountSid: string;
  /** The Authorization header's user and password, decoded. */
  user: string;
  password: string;
  fields: Record<string, string>;
  /** What the server answered. */
  status: number;
  sid?: string;
}

export interface TestTwilio {
  url: string;
  received: ReceivedSms[];
  /** The next `count` requests are answered 500 (Twilio is having a bad moment). */
  failNext(count: number): void;
  /** The newest message the server took (201) for a number (E.164), waiting for it. */
  waitForSms(to: string, timeoutMs?: number): Promise<ReceivedSms>;
  /** Posts a status callback for a message to the URL it named, signed as Twilio signs (or with the signature given). */
  report(
    sms: ReceivedSms,
    status: string,
    extra?: Record<string, string>,
    signature?: string,
  ): Promise<Response>;
  /** The env that points the platform at this server. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Numbers the server refuses as Twilio refuses an invalid 'To' (400, code 21211). */
export const INVALID_NUMBER = /^\+26370/;

/** X-Twilio-Signature, written here from Twilio's documentation (not from the platform's code). */
export function signAsTwilio(token: string, url: string, fields: Record<string, string>): string {
  const data =
    url +
    Object.keys(fields)
      .sort()
      .map((k) => `${k}${fields[k]}`)
      .join('');
  return createHmac('sha1', token).update(data).digest('base64');
}

/**
 * A local HTTP server speaking Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json
 * with Basic auth (the account SID and auth token) and form fields To, From, Body, StatusCallback;
 * 201 with the message's sid, 400 code 21211 for an invalid number, 401 code 20003 for bad credentials.
 */
export async function startTestTwilio(): Promise<TestTwilio> {
  const received: ReceivedSms[] = [];
  let failures = 0;
  let next = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
        return status;
      };
      const path = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !path)
        return answer(404, {
          code: 20404,
          message: 'The requested resource was not found',
          status: 404,
        });
      const [user = '', password = ''] = Buffer.from(
        (req.headers.authorization ?? '').replace(/^Basic /, ''),
        'base64',
      )
        .toString()
        .split(':');
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      const sms: ReceivedSms = {
        accountSid: decodeURIComponent(path[1]!),
        user,
        password,
        fields,
        status: 0,
      };
      received.push(sms);
      if (user !== TWILIO_SID || password !== TWILIO_TOKEN || sms.accountSid !== TWILIO_SID) {
        sms.status = answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      } else if (failures > 0) {
        failures -= 1;
        sms.status = answer(500, { code: 20500, message: 'Internal Server Error', status: 500 });
      } else if (INVALID_NUMBER.test(fields.To ?? '')) {
        sms.status = answer(400, {
          code: 21211,
          message: `The 'To' number ${fields.To} is not a valid phone number.`,
          status: 400,
        });
      } else {
        next += 1;
        sms.sid = `SM${String(next).padStart(32, '0')}`;
        sms.status = answer(201, {
          sid: sms.sid,
          status: 'queued',
          to: fields.To,
          from: fields.From,
          body: fields.Body,
          account_sid: TWILIO_SID,
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    failNext: (count) => {
      failures = count;
    },
    async waitForSms(to, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const sms = received.filter((s) => s.fields.To === to && s.status === 201).at(-1);
        if (sms) return sms;
        if (Date.now() > deadline)
          throw new Error(`no SMS reached ${to} at the Twilio test server`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    report(sms, status, extra = {}, signature) {
      const callback = sms.fields.StatusCallback!;
      const fields = {
        AccountSid: TWILIO_SID,
        From: TWILIO_FROM,
        To: sms.fields.To!,
        MessageSid: sms.sid!,
        SmsSid: sms.sid!,
        MessageStatus: status,
        SmsStatus: status,
        ApiVersion: '2010-04-01',
        ...extra,
      };
      return fetch(callback, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Twilio-Signature': signature ?? signAsTwilio(TWILIO_TOKEN, callback, fields),
        },
        body: new URLSearchParams(fields),
      });
    },
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO_SID,
      TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
      TWILIO_FROM,
      TWILIO_API_URL: url,
      SMS_PER_SECOND: '20',
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
