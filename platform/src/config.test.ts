import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const twilio = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'secret-token',
  TWILIO_FROM: '+263771234567',
};

describe('the SMS settings', () => {
  it('take Twilio with its account, token and sender; the API defaults to api.twilio.com and one SMS a second', () => {
    const config = loadConfig(twilio);
    expect([config.SMS_PROVIDER, config.TWILIO_API_URL, config.SMS_PER_SECOND]).toEqual([
      'twilio',
      'https://api.twilio.com',
      1,
    ]);
  });

  it('refuse Twilio without its account, naming what is missing', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(
      'Invalid configuration:\n  TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT_SID is required when SMS_PROVIDER=twilio\n' +
        '  TWILIO_AUTH_TOKEN: TWILIO_AUTH_TOKEN is required when SMS_PROVIDER=twilio\n  TWILIO_FROM: TWILIO_FROM is required when SMS_PROVIDER=twilio',
    );
  });

  it('refuse an unknown provider, a malformed account SID and a sender that is not a number', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(
      'SMS_PROVIDER: SMS_PROVIDER must be twilio (or unset)',
    );
    expect(() => loadConfig({ ...twilio, TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(
      'TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT_SID is AC followed by 32 hexadecimal digits',
    );
    expect(() => loadConfig({ ...twilio, TWILIO_FROM: '0771234567' })).toThrow(
      'TWILIO_FROM: TWILIO_FROM is a number such as +263771234567 or a Messaging Service SID (MG...)',
    );
  });

  it('leave SMS in the outbox when no provider is named', () => {
    expect(loadConfig({}).SMS_PROVIDER).toBeUndefined();
  });
});

describe('the load shedding settings', () => {
  it('answer 256 requests at once by default, 32 of those places kept for sign-ins and writes', () => {
    const config = loadConfig({});
    expect([config.MAX_REQUESTS_IN_FLIGHT, config.RESERVED_FOR_SCHOOL_WORK]).toEqual([256, 32]);
  });

  it('refuse a reserve as large as the limit, which would never admit a reader; a limit of 0 turns shedding off', () => {
    expect(() =>
      loadConfig({ MAX_REQUESTS_IN_FLIGHT: '10', RESERVED_FOR_SCHOOL_WORK: '10' }),
    ).toThrow(
      'RESERVED_FOR_SCHOOL_WORK: RESERVED_FOR_SCHOOL_WORK must be less than MAX_REQUESTS_IN_FLIGHT, or readers are never admitted',
    );
    expect(
      loadConfig({ MAX_REQUESTS_IN_FLIGHT: '0', RESERVED_FOR_SCHOOL_WORK: '32' })
        .MAX_REQUESTS_IN_FLIGHT,
    ).toBe(0);
  });
});
