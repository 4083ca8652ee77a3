import { describe, expect, it } from 'vitest';
import { backoffMs } from './mailer';
import { isSignedByTwilio, toE164, twilioReason, twilioSignature } from './twilio';

describe("Twilio's request signature", () => {
  // The example of Twilio's security documentation (twilio.com/docs/usage/security#validating-requests).
  const docUrl = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const docParams = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+12349013030',
    Digits: '1234',
    From: '+12349013030',
    To: '+18005551212',
  };

  it("matches the documentation's example", () => {
    expect(twilioSignature('12345', docUrl, docParams)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(isSignedByTwilio('12345', docUrl, docParams, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
  });

  /*
   * A status callback, worked out with node:crypto:
   * createHmac('sha1', 'test-auth-token').update('https://school.example/api/sms/twilio/status'
   *   + 'AccountSidAC0123456789abcdef0123456789abcdef' + 'ErrorCode30003' + 'MessageSidSM00000000000000000000000000000001'
   *   + 'MessageStatusundelivered' + 'To+263771234567').digest('base64') === '8z6D9r46UudBDdEo2tLx+NaV6to='
   */
  const url = 'https://school.example/api/sms/twilio/status';
  const callback = {
    To: '+263771234567',
    MessageStatus: 'undelivered',
    MessageSid: 'SM00000000000000000000000000000001',
    ErrorCode: '30003',
    AccountSid: 'AC0123456789abcdef0123456789abcdef',
  };

  it('sorts the parameters by name whatever order they came in', () => {
    expect(isSignedByTwilio('test-auth-token', url, callback, '8z6D9r46UudBDdEo2tLx+NaV6to=')).toBe(
      true,
    );
  });

  it('refuses a changed parameter, another URL, another token, or no signature', () => {
    expect(
      isSignedByTwilio(
        'test-auth-token',
        url,
        { ...callback, MessageStatus: 'delivered' },
        '8z6D9r46UudBDdEo2tLx+NaV6to=',
      ),
    ).toBe(false);
    expect(
      isSignedByTwilio(
        'test-auth-token',
        'http://school.example/api/sms/twilio/status',
        callback,
        '8z6D9r46UudBDdEo2tLx+NaV6to=',
      ),
    ).toBe(false);
    expect(isSignedByTwilio('another-token', url, callback, '8z6D9r46UudBDdEo2tLx+NaV6to=')).toBe(
      false,
    );
    expect(isSignedByTwilio('test-auth-token', url, callback, undefined)).toBe(false);
    expect(isSignedByTwilio('test-auth-token', url, callback, 'short')).toBe(false);
  });
});

describe("Twilio's words", () => {
  it("gives the provider's reason with its code", () => {
    expect(twilioReason(21211, "The 'To' number +2637001 is not a valid phone number.")).toBe(
      "Twilio error 21211: The 'To' number +2637001 is not a valid phone number.",
    );
    expect(twilioReason('30003')).toBe('Twilio error 30003: unreachable destination handset');
  });

  it('sends to numbers in E.164', () => {
    expect(toE164('263771234567')).toBe('+263771234567');
    expect(toE164('+263771234567')).toBe('+263771234567');
  });
});

describe('the back-off between tries', () => {
  it('doubles from 30 seconds after each failure, up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffMs(n))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000,
    ]);
  });
});
