import {
  ConflictError,
  ValidationError,
  allocatePayment,
  convertMoney,
  feeMessages as m,
  fromWire,
  money,
  toWire,
  type Currency,
  type DirectedAllocation,
  type Money,
  type OpenLine,
  type PaymentAllocation,
  type WireMoney,
} from '@chikoro/contracts';

/** A line with what it still owes. */
export interface OwingLine extends OpenLine {
  outstanding: Money;
}

export interface Applied {
  allocations: PaymentAllocation[];
  credit: WireMoney;
  converted: { from: WireMoney; to: WireMoney; residue: string } | null;
}

function rateOf(rate: string | null): string {
  if (!rate) throw new ConflictError(m.noRate, [{ field: 'date', message: m.noRate }]);
  return rate;
}

const keyOf = (l: { invoiceId: string; feeItemId: string }) => `${l.invoiceId}:${l.feeItemId}`;

function allocation(line: OwingLine, amount: Money): PaymentAllocation {
  return {
    invoiceId: line.invoiceId,
    feeItemId: line.feeItemId,
    studentId: line.studentId,
    name: line.name,
    category: line.category,
    amount: toWire(amount),
  };
}

/** The hand-made allocations in one currency, each within what its line (or its invoice's lines but EXAM, oldest due first) owes. */
function directedIn(
  currency: Currency,
  directed: readonly DirectedAllocation[],
  lines: OwingLine[],
  left: Money,
  out: PaymentAllocation[],
): Money {
  for (const d of directed.filter((x) => x.amount.currency === currency)) {
    const targets = lines.filter(
      (l) =>
        l.invoiceId === d.invoiceId &&
        (d.feeItemId ? l.feeItemId === d.feeItemId : l.category !== 'EXAM'),
    );
    if (targets.length === 0)
      throw new ValidationError(m.invoiceNotFound, [
        { field: 'allocations', message: m.invoiceNotFound },
      ]);
    const amount = fromWire(d.amount);
    if (amount.minor > left.minor)
      throw new ConflictError(m.overAllocated, [
        { field: 'allocations', message: m.overAllocated },
      ]);
    const owed = targets.reduce((sum, l) => sum + l.outstanding.minor, 0n);
    if (amount.minor > owed)
      throw new ConflictError(m.lineOverpaid, [{ field: 'allocations', message: m.lineOverpaid }]);
    spread(amount, targets, out);
    left = money(currency, left.minor - amount.minor);
  }
  return left;
}

/** Oldest due first over the lines given, each taking at most what it owes; records each share and lowers what the line owes. */
function spread(amount: Money, lines: OwingLine[], out: PaymentAllocation[]) {
  const result = allocatePayment(
    amount,
    lines.map((l) => ({ id: keyOf(l), dueDate: l.dueDate, outstanding: l.outstanding })),
  );
  for (const a of result.allocations) {
    const line = lines.find((l) => keyOf(l) === a.id)!;
    out.push(allocation(line, a.amount));
    line.outstanding = money(line.outstanding.currency, line.outstanding.minor - a.amount.minor);
  }
  return result;
}

/**
 * Applies a payment to a family's lines: first what the cashier directed, then the oldest due first,
 * EXAM lines only when directed. A US dollar payment pays US dollar lines. A ZiG payment pays ZiG
 * lines, then what remains is converted to US dollars at the day's rate (half up, the residue kept)
 * for the US dollar lines. What is left is credit on the account.
 */
export function applyPayment(
  amount: WireMoney,
  rate: string | null,
  lines: readonly OwingLine[],
  directed: readonly DirectedAllocation[],
): Applied {
  const owing = lines.map((l) => ({ ...l })).filter((l) => l.outstanding.minor > 0n);
  const out: PaymentAllocation[] = [];
  const payment = fromWire(amount);
  if (payment.currency === 'USD' && directed.some((d) => d.amount.currency !== 'USD')) {
    throw new ValidationError(m.allocationCurrency, [
      { field: 'allocations', message: m.allocationCurrency },
    ]);
  }
  const dayRate = payment.currency === 'ZWG' ? rateOf(rate) : null;
  const inCurrency = (c: Currency) => owing.filter((l) => l.outstanding.currency === c);
  let left = directedIn(payment.currency, directed, inCurrency(payment.currency), payment, out);
  left = spread(
    left,
    inCurrency(payment.currency).filter((l) => l.category !== 'EXAM'),
    out,
  ).credit;
  if (payment.currency === 'USD')
    return { allocations: out, credit: toWire(left), converted: null };
  const conversion = convertMoney(left, rateOf(dayRate), 'USD');
  const converted = {
    from: toWire(left),
    to: toWire(conversion.amount),
    residue: `${conversion.residue.numerator}/${conversion.residue.denominator}`,
  };
  let usd = directedIn('USD', directed, inCurrency('USD'), conversion.amount, out);
  usd = spread(
    usd,
    inCurrency('USD').filter((l) => l.category !== 'EXAM'),
    out,
  ).credit;
  return { allocations: out, credit: toWire(usd), converted: left.minor > 0n ? converted : null };
}
