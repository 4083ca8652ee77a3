import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CurrencyMismatchError, money } from './money';
import { allocatePayment, splitByWeights, splitEvenly, type OpenInvoice } from './split';

const usd = (minor: bigint | number) => money('USD', minor);

describe('splitting an amount', () => {
  it('1,000.00 over 3 terms is 333.34 + 333.33 + 333.33', () => {
    expect(splitEvenly(usd(100000), 3)).toEqual([usd(33334), usd(33333), usd(33333)]);
  });

  it('by weights gives each its share and the left-over cent to the largest remainder', () => {
    // 10.00 × 1/3 = 3.333…, × 2/3 = 6.666…: floors 3.33 and 6.66, the cent left goes to the second.
    expect(splitByWeights(usd(1000), [1n, 2n])).toEqual([usd(333), usd(667)]);
    // 0.05 over 3: 0.02 + 0.02 + 0.01
    expect(splitEvenly(usd(5), 3)).toEqual([usd(2), usd(2), usd(1)]);
  });

  it('refuses a negative whole, no parts, or weights that add up to nothing', () => {
    expect(() => splitEvenly(usd(-1), 2)).toThrow(RangeError);
    expect(() => splitEvenly(usd(100), 0)).toThrow(RangeError);
    expect(() => splitByWeights(usd(100), [0n, 0n])).toThrow(RangeError);
  });

  it('always adds up to the whole, equal parts differing by at most one minor unit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.integer({ min: 1, max: 40 }),
        (cents, n) => {
          const parts = splitEvenly(usd(cents), n).map((p) => p.minor);
          expect(parts).toHaveLength(n);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(cents);
          const [max, min] = [
            parts.reduce((a, b) => (a > b ? a : b)),
            parts.reduce((a, b) => (a < b ? a : b)),
          ];
          expect(max - min <= 1n).toBe(true);
        },
      ),
    );
  });

  it('by weights always adds up to the whole, each part within one minor unit of its exact share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.array(fc.bigInt({ min: 1n, max: 1000n }), { minLength: 1, maxLength: 12 }),
        (cents, weights) => {
          const parts = splitByWeights(usd(cents), weights).map((p) => p.minor);
          const total = weights.reduce((a, b) => a + b, 0n);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(cents);
          parts.forEach((p, i) => {
            const exact = cents * (weights[i] ?? 0n); // the share × total
            expect(p * total <= exact + total && p * total >= exact - total).toBe(true);
          });
        },
      ),
    );
  });
});

const invoice = (id: string, dueDate: string, outstanding: number): OpenInvoice => ({
  id,
  dueDate,
  outstanding: usd(outstanding),
});

describe('allocating a payment over invoices', () => {
  it('pays the oldest due first, then the next, and keeps the rest as credit', () => {
    const open = [invoice('term2', '2026-05-10', 10000), invoice('term1', '2026-01-15', 8000)];
    expect(allocatePayment(usd(15000), open)).toEqual({
      allocations: [
        { id: 'term1', amount: usd(8000) },
        { id: 'term2', amount: usd(7000) },
      ],
      credit: usd(0),
    });
    expect(allocatePayment(usd(20000), open)).toEqual({
      allocations: [
        { id: 'term1', amount: usd(8000) },
        { id: 'term2', amount: usd(10000) },
      ],
      credit: usd(2000),
    });
  });

  it('takes invoices due the same day in the order given, and skips what is already paid', () => {
    const open = [
      invoice('levy', '2026-01-15', 2000),
      invoice('paid', '2026-01-15', 0),
      invoice('tuition', '2026-01-15', 5000),
    ];
    expect(allocatePayment(usd(3000), open)).toEqual({
      allocations: [
        { id: 'levy', amount: usd(2000) },
        { id: 'tuition', amount: usd(1000) },
      ],
      credit: usd(0),
    });
  });

  it('refuses a payment in another currency than the invoices', () => {
    expect(() => allocatePayment(money('ZWG', 100), [invoice('term1', '2026-01-15', 100)])).toThrow(
      CurrencyMismatchError,
    );
  });

  const invoices = fc
    .array(
      fc.record({
        dueDate: fc.constantFrom('2026-01-15', '2026-02-01', '2026-05-10'),
        owed: fc.bigInt({ min: 0n, max: 10n ** 9n }),
      }),
      { maxLength: 10 },
    )
    .map((rows) =>
      rows.map((r, i) => ({ id: `i${i}`, dueDate: r.dueDate, outstanding: usd(r.owed) })),
    );

  it('never pays an invoice more than it owes, and loses no cent', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 10n }), invoices, (cents, open) => {
        const { allocations, credit } = allocatePayment(usd(cents), open);
        for (const a of allocations) {
          const owed = open.find((i) => i.id === a.id)!.outstanding.minor;
          expect(a.amount.minor > 0n && a.amount.minor <= owed).toBe(true);
        }
        expect(allocations.reduce((s, a) => s + a.amount.minor, 0n) + credit.minor).toBe(cents);
        expect(credit.minor >= 0n).toBe(true);
        const owedInAll = open.reduce((s, i) => s + i.outstanding.minor, 0n);
        // Credit only once everything is paid.
        expect(credit.minor).toBe(cents > owedInAll ? cents - owedInAll : 0n);
      }),
    );
  });

  it('never pays a later invoice while an earlier one still owes', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 10n }), invoices, (cents, open) => {
        const paid = new Map(
          allocatePayment(usd(cents), open).allocations.map((a) => [a.id, a.amount.minor]),
        );
        for (const early of open)
          for (const late of open) {
            if (early.dueDate < late.dueDate && (paid.get(late.id) ?? 0n) > 0n)
              expect(paid.get(early.id) ?? 0n).toBe(early.outstanding.minor);
          }
      }),
    );
  });
});
