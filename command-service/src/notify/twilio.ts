import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '@chikoro/platform';
import { SendFailure, type OutgoingSms, type SmsSender } from './sms';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service's sender. */
  from: string;
  /** https://api.twilio.com, or a test server speaking the same API. */
  apiUrl: string;
}

/** Twilio's words for the errors a family is most likely to meet, by error code. */
const twilioErrors: Record<string, string> = {
  '21211': "invalid 'To' phone number",
  '21408': 'sending to this region is not enabled',
  '21610': 'the recipient has opted out (replied STOP)',
  '21614': "'To' number is not a valid mobile number",
  '30003': 'unreachable destination handset',
  '30004': 'message blocked',
  '30005': 'unknown destination handset',
  '30006': 'landline or unreachable carrier',
  '30007': 'filtered by the carrier',
  '30008': 'unknown error from the carrier',
};

/** "Twilio error 21211: invalid 'To' phone number", with Twilio's own message when it gave one. */
export function twilioReason(code: string | number | null | undefined, message?: string): string {
  if (code === null || code === undefined || code === '')
    return message ? `Twilio: ${message}` : 'Twilio gave no reason';
  return `Twilio error ${code}: ${message || twilioErrors[String(code)] || 'see twilio.com/docs/errors'}`;
}

/**
 * Twilio's request signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed with the auth token,
 * over the full URL Twilio called followed by each POST parameter's name and value, sorted by name.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const signed =
    url +
    Object.keys(params)
      .sort()
      .map((name) => name + params[name])
      .join('');
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Whether a request came from Twilio: its signature, compared in constant time. */
export function isSignedByTwilio(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json, Basic auth with the
 * account SID and auth token, form fields To, From, Body, StatusCallback; 201 with the message's
 * sid. A 4xx is permanent (the number or the account is wrong: sending again fails the same way)
 * except 429, which like a 5xx or a lost connection is tried again later.
 */
export class TwilioSms implements SmsSender {
  readonly name = 'twilio';

  constructor(private readonly settings: TwilioSettings) {}

  async send(sms: OutgoingSms): Promise<{ providerId: string }> {
    const { accountSid, authToken, from, apiUrl } = this.settings;
    const url = `${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({
          To: toE164(sms.to),
          From: from,
          Body: sms.body,
          StatusCallback: sms.statusCallback,
        }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new SendFailure(`Twilio could not be reached: ${(error as Error).message}`, false);
    }
    const answer = (await response.json().catch(() => ({}))) as {
      sid?: string;
      code?: number;
      message?: string;
    };
    if (response.status === 201 || response.status === 200) {
      if (!answer.sid) throw new SendFailure('Twilio answered without a message sid', false);
      return { providerId: answer.sid };
    }
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
    throw new SendFailure(
      twilioReason(answer.code, answer.message ?? `HTTP ${response.status}`),
      permanent,
    );
  }
}

/** Phones are kept as 263771234567; Twilio wants E.164 (+263771234567). */
export function toE164(phone: string): string {
  return phone.startsWith('+') ? phone : `+${phone}`;
}

/** Twilio's settings from the configuration, when SMS_PROVIDER=twilio (the config has checked the rest is there). */
export function twilioSettings(
  config: Pick<
    Config,
    'SMS_PROVIDER' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_URL'
  >,
): TwilioSettings | undefined {
  if (
    config.SMS_PROVIDER !== 'twilio' ||
    !config.TWILIO_ACCOUNT_SID ||
    !config.TWILIO_AUTH_TOKEN ||
    !config.TWILIO_FROM
  )
    return undefined;
  return {
    accountSid: config.TWILIO_ACCOUNT_SID,
    authToken: config.TWILIO_AUTH_TOKEN,
    from: config.TWILIO_FROM,
    apiUrl: config.TWILIO_API_URL,
  };
}
