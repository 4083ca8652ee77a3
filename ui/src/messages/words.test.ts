import { describe, expect, it } from 'vitest';
import { countWords } from '@chikoro/contracts';
import { addressOf, localPhone, stateWords } from './words';

describe('how a message is told', () => {
  it('writes Zimbabwean numbers as families do', () => {
    expect(localPhone('263772999111')).toBe('0772 999 111');
    expect(addressOf({ channel: 'EMAIL', to: 'mai.tendai@families.test' })).toBe(
      'mai.tendai@families.test',
    );
  });

  it('says what became of it, with the reason', () => {
    expect(stateWords({ state: 'not-sent', reason: 'no SMS provider is configured' })).toBe(
      'not sent: no SMS provider is configured',
    );
    expect(
      stateWords({ state: 'failed', reason: "Twilio error 21211: invalid 'To' phone number" }),
    ).toBe("failed: Twilio error 21211: invalid 'To' phone number");
    expect(stateWords({ state: 'delivered', reason: null })).toBe('delivered');
  });

  it('counts in the singular for one', () => {
    expect(`${countWords(1, 'mail')}, ${countWords(11, 'SMS', 'SMS')}`).toBe('1 mail, 11 SMS');
    expect(countWords(2, 'mail')).toBe('2 mails');
  });
});
