import { describe, expect, it } from 'vitest';
import { displayPhone } from './phones';

describe('a phone on the profile', () => {
  it('a Zimbabwean mobile is written locally, in groups', () =>
    expect(displayPhone('263772123456')).toBe('0772 123 456'));
  it('anything else is shown as it is', () =>
    expect(displayPhone('27821234567')).toBe('27821234567'));
  it('no phone is an empty field', () => expect(displayPhone(null)).toBe(''));
});
