import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { money, type BillingSponsorship, type InvoiceLine } from '@chikoro/contracts';
import { capParts, familyPart, percentPart, withSponsorParts } from './sponsorSplit';

const usd = (minor: string) => ({ currency: 'USD' as const, minor });
const line = (
  feeItemId: string,
  category: InvoiceLine['category'],
  minor: string,
): InvoiceLine => ({
  feeItemId,
  name: feeItemId,
  category,
  amount: usd(minor),
  dueDate: '2026-01-20',
});
const beam: BillingSponsorship = {
  sponsorshipId: 'sp-1',
  sponsorId: 's-beam',
  sponsorName: 'BEAM',
  studentId: 'rudo',
  categories: ['TUITION'],
  percent: 100,
  cap: null,
  fromStart: '2026-01-06',
  toStart: null,
};

describe('a sponsor’s part of a line', () => {
  it('33 % of USD 100.00 is USD 33.00, leaving the family USD 67.00', () => {
    const [split] = withSponsorParts([line('tuition', 'TUITION', '10000')], 'rudo', '2026-01-06', [
      { ...beam, percent: 33 },
    ]);
    expect(split!.sponsor?.amount).toEqual(usd('3300'));
    expect(familyPart(split!)).toEqual(usd('6700'));
  });

  it('33 % of USD 0.10 rounds by the largest remainder: the sponsor USD 0.03, the family USD 0.07', () => {
    expect(percentPart(money('USD', 10n), 33)).toEqual(money('USD', 3n));
  });

  it('50 % of USD 0.01 goes to the sponsor (the earlier part wins the tie)', () => {
    expect(percentPart(money('USD', 1n), 50)).toEqual(money('USD', 1n));
  });

  it('a cap of USD 100.00 over lines of USD 150.00 and USD 50.00 pays USD 75.00 and USD 25.00', () => {
    expect(capParts([money('USD', 15000n), money('USD', 5000n)], money('USD', 10000n))).toEqual([
      money('USD', 7500n),
      money('USD', 2500n),
    ]);
  });

  it('a cap above the lines pays them in full and no more', () => {
    expect(capParts([money('USD', 4000n), money('USD', 1000n)], money('USD', 90000n))).toEqual([
      money('USD', 4000n),
      money('USD', 1000n),
    ]);
  });

  it('covers only the categories named; a 100 % tuition sponsorship leaves the levy to the family', () => {
    const lines = withSponsorParts(
      [line('tuition', 'TUITION', '25000'), line('levy', 'LEVY', '5000')],
      'rudo',
      '2026-01-06',
      [beam],
    );
    expect(lines.map((l) => [l.feeItemId, l.sponsor?.amount ?? null, familyPart(l)])).toEqual([
      ['tuition', usd('25000'), usd('0')],
      ['levy', null, usd('5000')],
    ]);
  });

  it('a cap in US dollars covers no ZiG line', () => {
    const [zig] = withSponsorParts(
      [{ ...line('bus', 'TUITION', '133917'), amount: { currency: 'ZWG', minor: '133917' } }],
      'rudo',
      '2026-01-06',
      [{ ...beam, percent: null, cap: usd('10000') }],
    );
    expect(zig!.sponsor).toBeUndefined();
  });

  it('applies from its first term to its last, and to no other learner', () => {
    const ranged = { ...beam, fromStart: '2026-05-04', toStart: '2026-09-07' };
    const tuition = [line('tuition', 'TUITION', '25000')];
    expect(withSponsorParts(tuition, 'rudo', '2026-01-06', [ranged])[0]!.sponsor).toBeUndefined();
    expect(withSponsorParts(tuition, 'rudo', '2026-05-04', [ranged])[0]!.sponsor).toBeDefined();
    expect(withSponsorParts(tuition, 'rudo', '2026-09-07', [ranged])[0]!.sponsor).toBeDefined();
    expect(withSponsorParts(tuition, 'rudo', '2027-01-11', [ranged])[0]!.sponsor).toBeUndefined();
    expect(withSponsorParts(tuition, 'tapiwa', '2026-05-04', [ranged])[0]!.sponsor).toBeUndefined();
  });
});

describe('for any amount and percentage', () => {
  it('the family’s part and the sponsor’s add up to the line, neither negative', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 999_999_999_999_999n }),
        fc.integer({ min: 1, max: 100 }),
        (minor, percent) => {
          const [split] = withSponsorParts(
            [line('tuition', 'TUITION', minor.toString())],
            'rudo',
            '2026-01-06',
            [{ ...beam, percent }],
          );
          const sponsor = BigInt(split!.sponsor?.amount.minor ?? '0');
          const family = BigInt(familyPart(split!).minor);
          return sponsor + family === minor && sponsor >= 0n && family >= 0n;
        },
      ),
    );
  });

  it('a cap’s parts add up to the lesser of the cap and the lines, none more than its line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10_000_000n }), { minLength: 1, maxLength: 6 }),
        fc.bigInt({ min: 1n, max: 50_000_000n }),
        (lines, cap) => {
          const parts = capParts(
            lines.map((l) => money('USD', l)),
            money('USD', cap),
          );
          const whole = lines.reduce((a, b) => a + b, 0n);
          const paid = parts.reduce((a, p) => a + p.minor, 0n);
          return (
            paid === (whole < cap ? whole : cap) &&
            parts.every((p, i) => p.minor >= 0n && p.minor <= lines[i]!)
          );
        },
      ),
    );
  });
});
