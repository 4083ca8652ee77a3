import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  money,
  plainPercent,
  type BillingDiscount,
  type BillingSponsorship,
  type InvoiceLine,
} from '@chikoro/contracts';
import { percentOff, withDiscounts } from './discountSplit';
import { familyPart, withSponsorParts } from './sponsorSplit';

const usd = (minor: string) => ({ currency: 'USD' as const, minor });
const line = (
  feeItemId: string,
  category: InvoiceLine['category'],
  amount: { currency: 'USD' | 'ZWG'; minor: string },
): InvoiceLine => ({ feeItemId, name: feeItemId, category, amount, dueDate: '2026-01-20' });
const sibling: BillingDiscount = {
  discountId: 'd-sib',
  studentId: 'tendai',
  kind: 'SIBLING',
  categories: ['TUITION'],
  percent: '10',
  amount: null,
  fromStart: '2026-01-06',
  toStart: null,
};
const term1 = '2026-01-06';

describe('a discount’s part of a line', () => {
  it('10 % off USD 450.00 tuition is USD 45.00, leaving USD 405.00; the levy is untouched', () => {
    const [tuition, levy] = withDiscounts(
      [line('tuition', 'TUITION', usd('45000')), line('levy', 'LEVY', usd('5000'))],
      'tendai',
      term1,
      [sibling],
    );
    expect(tuition!.amount).toEqual(usd('45000'));
    expect(tuition!.discount).toEqual({
      amount: usd('4500'),
      leftToPay: usd('40500'),
      parts: [{ discountId: 'd-sib', kind: 'SIBLING', amount: usd('4500') }],
    });
    expect(levy!.discount).toBeUndefined();
  });

  it('rounds half up: 10 % of USD 123.45 is USD 12.35 (12.345), 12.5 % of USD 0.99 is USD 0.12 (0.12375)', () => {
    expect(percentOff(money('USD', 12345n), 1000n)).toEqual(money('USD', 1235n));
    expect(percentOff(money('USD', 99n), 1250n)).toEqual(money('USD', 12n));
    expect(percentOff(money('USD', 1n), 5000n)).toEqual(money('USD', 1n));
  });

  it('a fixed USD 25.00 a term off tuition USD 450.00 and levy USD 50.00 is spread by amount: USD 22.50 and USD 2.50', () => {
    const lines = withDiscounts(
      [line('tuition', 'TUITION', usd('45000')), line('levy', 'LEVY', usd('5000'))],
      'tendai',
      term1,
      [
        {
          ...sibling,
          categories: ['TUITION', 'LEVY'],
          percent: null,
          amount: usd('2500'),
        },
      ],
    );
    expect(lines.map((l) => l.discount?.amount)).toEqual([usd('2250'), usd('250')]);
  });

  it('a fixed USD 0.10 over three lines of USD 1.00 goes 4, 3, 3 cents (largest remainder, the earlier first)', () => {
    const lines = withDiscounts(
      ['a', 'b', 'c'].map((id) => line(id, 'TUITION', usd('100'))),
      'tendai',
      term1,
      [{ ...sibling, percent: null, amount: usd('10') }],
    );
    expect(lines.map((l) => l.discount?.amount.minor)).toEqual(['4', '3', '3']);
  });

  it('a fixed amount above the lines takes them whole, never more', () => {
    const [tuition] = withDiscounts([line('tuition', 'TUITION', usd('45000'))], 'tendai', term1, [
      { ...sibling, percent: null, amount: usd('60000') },
    ]);
    expect(tuition!.discount?.amount).toEqual(usd('45000'));
    expect(tuition!.discount?.leftToPay).toEqual(usd('0'));
  });

  it('a fixed amount in US dollars leaves a ZiG line alone', () => {
    const [zig] = withDiscounts(
      [line('tuition', 'TUITION', { currency: 'ZWG', minor: '90000' })],
      'tendai',
      term1,
      [{ ...sibling, percent: null, amount: usd('2500') }],
    );
    expect(zig!.discount).toBeUndefined();
  });

  it('two discounts stack in the order granted: 10 % then 50 % of USD 450.00 is USD 45.00 + USD 202.50', () => {
    const [tuition] = withDiscounts([line('tuition', 'TUITION', usd('45000'))], 'tendai', term1, [
      sibling,
      { ...sibling, discountId: 'd-staff', kind: 'STAFF_CHILD', percent: '50' },
    ]);
    expect(tuition!.discount).toEqual({
      amount: usd('24750'),
      leftToPay: usd('20250'),
      parts: [
        { discountId: 'd-sib', kind: 'SIBLING', amount: usd('4500') },
        { discountId: 'd-staff', kind: 'STAFF_CHILD', amount: usd('20250') },
      ],
    });
  });

  it('a discount ended before this term (its last term earlier) or another learner’s leaves the line whole', () => {
    const lines = [line('tuition', 'TUITION', usd('45000'))];
    expect(
      withDiscounts(lines, 'tendai', '2026-05-04', [{ ...sibling, toStart: term1 }])[0]!.discount,
    ).toBeUndefined();
    expect(withDiscounts(lines, 'rudo', term1, [sibling])[0]!.discount).toBeUndefined();
  });
});

describe('a percentage as kept', () => {
  it('is written plain: 010.50 is 10.5, 7.00 is 7, 0.05 stays 0.05, 100 stays 100', () => {
    expect(['010.50', '7.00', '0.05', '100', '12.5'].map(plainPercent)).toEqual([
      '10.5',
      '7',
      '0.05',
      '100',
      '12.5',
    ]);
  });
});

describe('a discount and a sponsor on the same line', () => {
  const beam: BillingSponsorship = {
    sponsorshipId: 'sp-1',
    sponsorId: 's-beam',
    sponsorName: 'BEAM',
    studentId: 'tendai',
    categories: ['TUITION'],
    percent: 33,
    cap: null,
    fromStart: term1,
    toStart: null,
  };

  it('the discount comes first: USD 450.00 less 10 % is USD 405.00, BEAM’s 33 % of it USD 133.65, the family USD 271.35', () => {
    const [tuition] = withSponsorParts(
      withDiscounts([line('tuition', 'TUITION', usd('45000'))], 'tendai', term1, [sibling]),
      'tendai',
      term1,
      [beam],
    );
    expect(tuition!.discount?.amount).toEqual(usd('4500'));
    expect(tuition!.sponsor?.amount).toEqual(usd('13365'));
    expect(familyPart(tuition!)).toEqual(usd('27135'));
  });

  it('a cap of USD 300.00 is taken of what the discount left: BEAM USD 300.00, the family USD 105.00', () => {
    const [tuition] = withSponsorParts(
      withDiscounts([line('tuition', 'TUITION', usd('45000'))], 'tendai', term1, [sibling]),
      'tendai',
      term1,
      [{ ...beam, percent: null, cap: usd('30000') }],
    );
    expect(tuition!.sponsor?.amount).toEqual(usd('30000'));
    expect(familyPart(tuition!)).toEqual(usd('10500'));
  });

  it('whatever the amounts, percentages and sponsor’s share, the discount, the sponsor and the family add up to the full price', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10_000_000n }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 10000 }),
        fc.option(fc.bigInt({ min: 1n, max: 1_000_000n })),
        fc.integer({ min: 0, max: 100 }),
        (amounts, hundredths, fixed, sponsorPercent) => {
          const percent = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
          const discounts: BillingDiscount[] = [
            { ...sibling, percent },
            ...(fixed === null
              ? []
              : [
                  {
                    ...sibling,
                    discountId: 'd-adhoc',
                    kind: 'AD_HOC' as const,
                    percent: null,
                    amount: usd(fixed.toString()),
                  },
                ]),
          ];
          const lines = withSponsorParts(
            withDiscounts(
              amounts.map((a, i) => line(`l${i}`, 'TUITION', usd(a.toString()))),
              'tendai',
              term1,
              discounts,
            ),
            'tendai',
            term1,
            sponsorPercent === 0 ? [] : [{ ...beam, percent: sponsorPercent }],
          );
          lines.forEach((l, i) => {
            const off = BigInt(l.discount?.amount.minor ?? '0');
            const sponsor = BigInt(l.sponsor?.amount.minor ?? '0');
            const family = BigInt(familyPart(l).minor);
            expect(BigInt(l.amount.minor)).toBe(amounts[i]);
            expect(off + sponsor + family).toBe(amounts[i]);
            expect(off >= 0n && sponsor >= 0n && family >= 0n).toBe(true);
            expect(
              (l.discount?.parts ?? []).reduce((sum, p) => sum + BigInt(p.amount.minor), 0n),
            ).toBe(off);
          });
          if (fixed !== null) {
            const fixedOff = lines.reduce(
              (sum, l) =>
                sum +
                BigInt(l.discount?.parts.find((p) => p.kind === 'AD_HOC')?.amount.minor ?? '0'),
              0n,
            );
            expect(fixedOff <= fixed).toBe(true);
          }
        },
      ),
    );
  });
});
