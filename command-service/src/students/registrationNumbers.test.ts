import { describe, expect, it } from 'vitest';
import { formatRegistrationNumber, schoolCodeBase } from './registrationNumbers';

describe('registration numbers', () => {
  it("take three letters of the school's name", () => {
    expect(schoolCodeBase('Mabvazuva High School')).toBe('MAB');
    expect(schoolCodeBase("St Mary's Mission")).toBe('STM');
    expect(schoolCodeBase('Ō-Zi')).toBe('OZI');
    expect(schoolCodeBase('42')).toBe('SCH');
  });
  it('read school code, two-digit year, four-digit sequence', () => {
    expect(formatRegistrationNumber('MAB', 2026, 42)).toBe('MAB-26-0042');
    expect(formatRegistrationNumber('MAB2', 2031, 12345)).toBe('MAB2-31-12345');
  });
});
