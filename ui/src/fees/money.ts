import { formatMoney, fromWire, type WireMoney } from '@chikoro/contracts';

/** "USD 1,250.00" from the wire form. */
export const moneyText = (amount: WireMoney): string => formatMoney(fromWire(amount));

/** "USD 980.00 · ZWG 1,339.17": totals or balances per currency on one line (nothing: "Nothing"). */
export const totalsText = (totals: readonly WireMoney[]): string =>
  totals.length ? totals.map(moneyText).join(' · ') : 'Nothing';

/** Amounts summed per currency, in the order each currency first appears. */
export function totalsOf(amounts: readonly WireMoney[]): WireMoney[] {
  const sums = new Map<WireMoney['currency'], bigint>();
  for (const a of amounts) sums.set(a.currency, (sums.get(a.currency) ?? 0n) + BigInt(a.minor));
  return [...sums].map(([currency, minor]) => ({ currency, minor: minor.toString() }));
}
