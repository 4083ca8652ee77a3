import type { DemoApi } from './classes';
import { demoParent } from './parents';

/** The day `offset` days from `today` (YYYY-MM-DD). */
const dayFrom = (today: string, offset: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const everyone = { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false };

/**
 * A school's fees for the current term, through the admin's own commands: the last few
 * days' official ZiG rates, a schedule of four items approved as version 1 and billed (a dry run,
 * then the run), and a fifth item defined after approval, so the list shows a draft of version 2
 * beside the approved items; the school's payment details; then the day's first payments in a
 * cash session, a credit note and a write-off. BEAM pays one learner's tuition and part of its
 * claim for the term; a family of two children has a sibling discount on the younger's tuition.
 * With `withOpeningBalances`, the school then imports what two families owed in its old books
 * (seedDemoOpeningBalances). With the school's `bursar` signed in, they take a share of the term's
 * collections (seedDemoCollections).
 */
export async function seedDemoFees(
  api: DemoApi,
  today: string,
  withOpeningBalances = false,
  bursar?: DemoApi,
): Promise<void> {
  const rates = ['26.7215', '26.7502', '26.7834'];
  for (const [i, rate] of rates.entries()) {
    await api.send('RecordExchangeRate', {
      date: dayFrom(today, i - rates.length + 1),
      base: 'USD',
      quote: 'ZWG',
      rate,
      source: 'RBZ interbank rate',
    });
  }
  const terms = await api.list<{ id: string; startDate: string; current: boolean }>('terms');
  const term =
    terms.find((t) => t.current) ?? terms.sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
  if (!term) return;
  const due = dayFrom(term.startDate, 14);
  const item = (
    name: string,
    category: string,
    currency: string,
    minor: string,
    payers = everyone,
  ) =>
    api.send('DefineFeeItem', {
      termId: term.id,
      name,
      category,
      amount: { currency, minor },
      dueDate: due,
      payers,
    });
  await item('Tuition', 'TUITION', 'USD', '45000');
  await item('Development levy', 'LEVY', 'USD', '5000');
  await item('Boarding fee', 'BOARDING', 'USD', '60000', { ...everyone, residence: 'BOARDERS' });
  await item('Bus to school', 'TRANSPORT', 'ZWG', '133917', {
    ...everyone,
    residence: 'DAY_SCHOLARS',
  });
  await api.send('ApproveFeeSchedule', { termId: term.id });
  const sponsored = await seedDemoSponsor(api, term.id);
  await seedDemoSiblingDiscount(api, term.id, sponsored?.studentId);
  // Billed as a bursar would: the dry run first, then the run that issues an invoice to each learner.
  await api.send('RunBilling', { termId: term.id, dryRun: true });
  await api.send('RunBilling', { termId: term.id, dryRun: false });
  await item('Sports tour', 'OTHER', 'USD', '2500');
  // How the school's families pay, as its parents see it on their Fees page.
  await api.send('ChangePaymentDetails', {
    bankName: 'CBZ Bank',
    accountName: 'School Fees Account',
    accountNumber: '0112-3456789-001',
    branch: 'Kwame Nkrumah Avenue, Harare',
    mobileMoney: [
      { channel: 'ECOCASH', merchantCode: '045123', name: 'School Fees Account' },
      { channel: 'ONEMONEY', merchantCode: '778812', name: 'School Fees Account' },
    ],
    notes: 'Use the learner’s name and class as the reference, then keep the receipt sent to you.',
  });
  const paid = await seedDemoPayments(api, sponsored);
  if (sponsored) await seedDemoSponsorPayment(api, sponsored.sponsorId, term.id);
  await seedDemoCollections(
    { admin: api, bursar },
    today,
    term.id,
    new Set([...paid, sponsored?.studentId ?? '']),
  );
  // After the collections, so what the old books say is still owed: a payment reaches it first.
  if (withOpeningBalances) await seedDemoOpeningBalances(api, today, sponsored);
}

/** Of each class's families, the share that has paid something this term: a different one per class. */
const payingShare = [8, 5, 6, 3, 7, 4, 6, 5];
const collectionChannels = ['CASH', 'ECOCASH', 'BANK', 'SWIPE'] as const;

/**
 * The term's collections so far (in US dollars, so no day's rate is needed): in each class a
 * different share of the families have paid, some in full and some half, by cash, EcoCash, bank
 * transfer or card, so the collections per day and the collection rate per class show real
 * figures. The admin takes those of the three weeks before today (back-dated, as the admin may);
 * the bursar, when there is one, today's at the desk (a bursar's payment is dated today), so the
 * collections name two cashiers.
 */
async function seedDemoCollections(
  { admin: api, bursar }: { admin: DemoApi; bursar?: DemoApi },
  today: string,
  termId: string,
  skipped: Set<string>,
): Promise<void> {
  const classes = (await api.list<{ id: string; name: string }>('classes')).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  // The demo parent's children (family Mutasa) are left owing, so their Fees page shows a balance.
  const mutasas = await api.list<{ id: string }>('students', { q: demoParent.lastName });
  for (const child of mutasas) skipped.add(child.id);
  let n = 0;
  for (const [c, klass] of classes.entries()) {
    const invoices = (
      await api.list<{ studentId: string; familyTotals: { currency: string; minor: string }[] }>(
        'invoices',
        { termId, classId: klass.id },
      )
    ).filter((i) => !skipped.has(i.studentId));
    const paying = Math.round((invoices.length * payingShare[c % payingShare.length]!) / 10);
    for (const [i, invoice] of invoices.slice(0, paying).entries()) {
      const usd = BigInt(invoice.familyTotals.find((t) => t.currency === 'USD')?.minor ?? '0');
      const minor = i % 3 === 2 ? usd / 2n : usd;
      if (minor <= 0n) continue;
      const channel = collectionChannels[n % collectionChannels.length]!;
      const payment = {
        studentId: invoice.studentId,
        amount: { currency: 'USD', minor: String(minor) },
        channel,
        ...(channel === 'CASH' ? {} : { reference: `${channel}-${String(1000 + n)}` }),
      };
      // Spread over today and the three weeks before it, about as many a day.
      const daysAgo = (n * 5) % 22;
      if (daysAgo === 0) await (bursar ?? api).send('RecordPayment', payment);
      else await api.send('RecordPayment', { ...payment, date: dayFrom(today, -daysAgo) });
      n += 1;
    }
  }
}

/**
 * What the school’s old books say two learners owed (the sixth and seventh billed, clear of the
 * payment desk's): USD 180.00 and ZWG 2,678.34 120 days ago, USD 95.50 200 days ago, by the bulk
 * import (the dry run, then the import), so the debtors show arrears older than the term's.
 */
async function seedDemoOpeningBalances(
  api: DemoApi,
  today: string,
  sponsored: { studentId: string } | null,
): Promise<void> {
  const billed = (
    await api.list<{ studentId: string; registrationNumber: string }>('invoices')
  ).filter((i) => i.studentId !== sponsored?.studentId);
  const [sixth, seventh] = billed.slice(5).map((i) => i.registrationNumber);
  if (!sixth || !seventh) return;
  const file = [
    'Registration number,Currency,Amount owed,As of,Note',
    `${sixth},USD,180.00,${dayFrom(today, -120)},Term 2 arrears from the old ledger`,
    `${sixth},ZWG,2678.34,${dayFrom(today, -120)},Bus fares from the old ledger`,
    `${seventh},USD,95.50,${dayFrom(today, -200)},Term 1 arrears from the old ledger`,
  ].join('\n');
  await api.importFile('openingBalances', 'old-ledger.csv', file, true);
  await api.importFile('openingBalances', 'old-ledger.csv', file);
}

/**
 * BEAM, the government's assistance scheme, pays all the tuition of one active learner (the last
 * listed), so the family owes only the other lines; billing then claims it from BEAM.
 */
async function seedDemoSponsor(
  api: DemoApi,
  termId: string,
): Promise<{ sponsorId: string; studentId: string } | null> {
  const learner = (await api.list<{ id: string; status: string }>('students'))
    .filter((s) => s.status === 'Active')
    .at(-1);
  if (!learner) return null;
  const { sponsorId } = await api.send('RegisterSponsor', { name: 'BEAM', kind: 'BEAM' });
  await api.send('GrantSponsorship', {
    sponsorId,
    studentId: learner.id,
    categories: ['TUITION'],
    percent: 100,
    fromTermId: termId,
  });
  return { sponsorId: String(sponsorId), studentId: learner.id };
}

/**
 * The first family (children sharing a parent's phone, among the first hundred learners) of exactly
 * two active children, BEAM's learner not among them: the younger gets a sibling discount of 10 %
 * of tuition from this term, granted before billing so the invoice shows it (USD 45.00 off USD 450.00).
 */
async function seedDemoSiblingDiscount(api: DemoApi, termId: string, sponsoredId?: string) {
  const learners = (
    await api.list<{ id: string; status: string; dob: string; parentPhone: string | null }>(
      'students',
    )
  ).filter((s) => s.status === 'Active' && s.parentPhone);
  const families = new Map<string, typeof learners>();
  for (const s of learners)
    families.set(s.parentPhone!, [...(families.get(s.parentPhone!) ?? []), s]);
  const pair = [...families.values()].find(
    (children) => children.length === 2 && !children.some((c) => c.id === sponsoredId),
  );
  if (!pair) return;
  const [younger] = [...pair].sort(
    (a, b) => b.dob.localeCompare(a.dob) || a.id.localeCompare(b.id),
  );
  await api.send('GrantDiscount', {
    studentId: younger!.id,
    kind: 'SIBLING',
    categories: ['TUITION'],
    percent: '10',
    fromTermId: termId,
    approvedBy: 'The head',
  });
}

/** BEAM pays part of the term's claim (USD 200.00 of the learner's USD 450.00 tuition) by bank transfer. */
async function seedDemoSponsorPayment(api: DemoApi, sponsorId: string, termId: string) {
  await api.send('RecordSponsorPayment', {
    sponsorId,
    amount: { currency: 'USD', minor: '20000' },
    channel: 'BANK',
    reference: 'BEAM-TRF-2026-0042',
    termId,
  });
}

/**
 * The payment desk's first day, in the cashier's session: USD cash, a ZiG EcoCash payment converted
 * at today's rate, and a payment taken for the wrong learner and reversed with its reason (its
 * receipt number stays); the session closed USD 5.00 short. Then a credit note and a write-off. The
 * learner BEAM sponsors is left out: their family owes only the levy.
 */
async function seedDemoPayments(
  api: DemoApi,
  sponsored: { studentId: string } | null,
): Promise<string[]> {
  const billed = (await api.list<{ id: string; studentId: string }>('invoices')).filter(
    (i) => i.studentId !== sponsored?.studentId,
  );
  const [first, second, third, fourth, fifth] = billed;
  if (!first || !second || !third || !fourth || !fifth) return [];
  const { sessionId } = await api.send('OpenCashSession', {});
  await api.send('RecordPayment', {
    studentId: first.studentId,
    amount: { currency: 'USD', minor: '30000' },
    channel: 'CASH',
  });
  await api.send('RecordPayment', {
    studentId: second.studentId,
    amount: { currency: 'ZWG', minor: '535668' },
    channel: 'ECOCASH',
    reference: 'MP250101.0930.C41',
  });
  const mistaken = await api.send('RecordPayment', {
    studentId: third.studentId,
    amount: { currency: 'USD', minor: '10000' },
    channel: 'CASH',
  });
  await api.send('ReversePayment', {
    paymentId: mistaken.paymentId,
    reason: 'Taken for the wrong learner',
  });
  // Expected USD 300.00 and ZWG 5,356.68 (the reversed USD 100.00 is not): USD 295.00 counted.
  await api.send('CloseCashSession', {
    sessionId,
    counted: [
      { currency: 'USD', minor: '29500' },
      { currency: 'ZWG', minor: '535668' },
    ],
  });
  await api.send('IssueCreditNote', {
    invoiceId: fourth.id,
    amount: { currency: 'USD', minor: '4500' },
    reason: 'Sibling discount: 10% of tuition',
  });
  await api.send('WriteOff', {
    invoiceId: fifth.id,
    amount: { currency: 'USD', minor: '2000' },
    reason: 'Family relocated; the balance of the levy will not be recovered',
  });
  return [first, second, third, fourth, fifth].map((i) => i.studentId);
}
