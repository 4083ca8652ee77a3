import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type BillableLearner,
  type BillingEvent,
  type CommandContext,
  type RunBilling,
} from '@chikoro/contracts';
import { billingAnswer, billingDecider } from './decideBilling';

const schoolId = '5c0f0e00-0000-4000-8000-00000000000a';
const termId = '5c0f0e00-0000-4000-8000-0000000000e1';
const form1 = '5c0f0e00-0000-4000-8000-0000000000b1';
const form2 = '5c0f0e00-0000-4000-8000-0000000000b2';
const blue = '5c0f0e00-0000-4000-8000-0000000000c1';
const gold = '5c0f0e00-0000-4000-8000-0000000000c2';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-01-12T08:00:00.000Z',
};
const everyone = { levels: [], classes: [], residence: 'ALL' as const, newLearnersOnly: false };
const usd = (minor: string) => ({ currency: 'USD' as const, minor });
const zwg = (minor: string) => ({ currency: 'ZWG' as const, minor });

const learner = (
  studentId: string,
  name: string,
  classId: string,
  className: string,
  levelId: string,
  enrolledOn = '2025-01-10',
): BillableLearner => ({
  studentId,
  name,
  registrationNumber: `R-${studentId.slice(-2)}`,
  classId,
  className,
  levelId,
  enrolledOn,
});
const rudo = learner(
  '5c0f0e00-0000-4000-8000-000000000051',
  'Rudo Moyo',
  blue,
  'Form 1 Blue',
  form1,
);
const tapiwa = learner(
  '5c0f0e00-0000-4000-8000-000000000052',
  'Tapiwa Dube',
  blue,
  'Form 1 Blue',
  form1,
  '2026-01-08',
);
const chipo = learner(
  '5c0f0e00-0000-4000-8000-000000000053',
  'Chipo Ncube',
  gold,
  'Form 2 Gold',
  form2,
);

const schedule = {
  version: 2,
  items: [
    {
      feeItemId: 'f-levy',
      name: 'Levy',
      category: 'LEVY' as const,
      amount: usd('5000'),
      dueDate: '2026-02-01',
      payers: everyone,
    },
    {
      feeItemId: 'f-tuition',
      name: 'Tuition',
      category: 'TUITION' as const,
      amount: usd('45000'),
      dueDate: '2026-01-20',
      payers: everyone,
    },
    {
      feeItemId: 'f-bus',
      name: 'Bus',
      category: 'TRANSPORT' as const,
      amount: zwg('133917'),
      dueDate: '2026-01-20',
      payers: { ...everyone, levels: [{ id: form2, name: 'Form 2' }] },
    },
    {
      feeItemId: 'f-new',
      name: 'Uniform',
      category: 'OTHER' as const,
      amount: usd('3000'),
      dueDate: '2026-01-20',
      payers: { ...everyone, newLearnersOnly: true },
    },
    {
      feeItemId: 'f-board',
      name: 'Boarding',
      category: 'BOARDING' as const,
      amount: usd('60000'),
      dueDate: '2026-01-20',
      payers: { ...everyone, residence: 'BOARDERS' as const },
    },
  ],
};
const run = (roster: BillableLearner[], dryRun = false): RunBilling => ({
  type: 'RunBilling',
  termId,
  termName: 'Term 1 2026',
  termStart: '2026-01-06',
  dryRun,
  schedule,
  sponsorships: [],
  discounts: [],
  roster,
  invoiceIds: Object.fromEntries(
    roster.map((l) => [l.studentId, `inv-${l.name.split(' ')[0]!.toLowerCase()}`]),
  ),
});
const tuitionLine = {
  feeItemId: 'f-tuition',
  name: 'Tuition',
  category: 'TUITION',
  amount: usd('45000'),
  dueDate: '2026-01-20',
};
const levyLine = {
  feeItemId: 'f-levy',
  name: 'Levy',
  category: 'LEVY',
  amount: usd('5000'),
  dueDate: '2026-02-01',
};
const issued = (l: BillableLearner, invoiceId: string, version = 2): BillingEvent => ({
  type: 'InvoiceIssued',
  data: {
    schoolId,
    termId,
    termName: 'Term 1 2026',
    version,
    invoiceId,
    studentId: l.studentId,
    studentName: l.name,
    registrationNumber: l.registrationNumber,
    classId: l.classId,
    className: l.className,
    lines: [tuitionLine, levyLine] as never,
    totals: [usd('50000')],
    issuedBy: 'u-admin',
    issuedAt: '2026-01-10T08:00:00.000Z',
  },
});

function given(events: BillingEvent[]) {
  const state = events.reduce(billingDecider.evolve, billingDecider.initialState);
  return {
    when:
      (command: RunBilling, context = admin) =>
      () =>
        billingDecider.decide(command, state, context),
    answer: (command: RunBilling) => billingAnswer(command, state),
  };
}

describe('RunBilling when no one in the term is billed yet', () => {
  it('issues one invoice per learner from the approved version: the lines each pays, due first first, with totals per currency', () => {
    expect(given([]).when(run([rudo, chipo]))()).toEqual([
      {
        type: 'InvoiceIssued',
        data: {
          schoolId,
          termId,
          termName: 'Term 1 2026',
          version: 2,
          invoiceId: 'inv-rudo',
          studentId: rudo.studentId,
          studentName: 'Rudo Moyo',
          registrationNumber: 'R-51',
          classId: blue,
          className: 'Form 1 Blue',
          lines: [tuitionLine, levyLine],
          totals: [usd('50000')],
          issuedBy: 'u-admin',
          issuedAt: admin.now,
        },
      },
      {
        type: 'InvoiceIssued',
        data: {
          schoolId,
          termId,
          termName: 'Term 1 2026',
          version: 2,
          invoiceId: 'inv-chipo',
          studentId: chipo.studentId,
          studentName: 'Chipo Ncube',
          registrationNumber: 'R-53',
          classId: gold,
          className: 'Form 2 Gold',
          lines: [
            tuitionLine,
            {
              feeItemId: 'f-bus',
              name: 'Bus',
              category: 'TRANSPORT',
              amount: zwg('133917'),
              dueDate: '2026-01-20',
            },
            levyLine,
          ],
          totals: [usd('50000'), zwg('133917')],
          issuedBy: 'u-admin',
          issuedAt: admin.now,
        },
      },
    ]);
  });

  it('bills an item for new learners only to a learner enrolled on or after the term’s first day, and a boarders’ item to no one (who boards is not recorded)', () => {
    const [event] = given([]).when(run([tapiwa]))();
    expect((event?.data as { lines: { name: string }[] }).lines.map((l) => l.name)).toEqual([
      'Tuition',
      'Uniform',
      'Levy',
    ]);
    expect((event?.data as { totals: unknown }).totals).toEqual([usd('53000')]);
  });

  it('a dry run appends nothing and answers each learner’s lines and the totals per class', () => {
    const command = run([rudo, tapiwa, chipo], true);
    expect(given([]).when(command)()).toEqual([]);
    const answer = given([]).answer(command);
    expect(answer.dryRun).toBe(true);
    expect(answer.version).toBe(2);
    expect(answer.alreadyBilled).toBe(0);
    expect(answer.learners.map((l) => [l.name, l.totals])).toEqual([
      ['Rudo Moyo', [usd('50000')]],
      ['Tapiwa Dube', [usd('53000')]],
      ['Chipo Ncube', [usd('50000'), zwg('133917')]],
    ]);
    expect(answer.classes).toEqual([
      { classId: blue, className: 'Form 1 Blue', learners: 2, totals: [usd('103000')] },
      {
        classId: gold,
        className: 'Form 2 Gold',
        learners: 1,
        totals: [usd('50000'), zwg('133917')],
      },
    ]);
  });

  it('is refused while the term has no approved schedule', () => {
    expect(given([]).when({ ...run([rudo]), schedule: null })).toThrow(
      new ConflictError(
        'This term’s fee schedule has not been approved yet: approve it before billing',
      ),
    );
  });

  it('is refused to anyone but the school’s admin', () => {
    expect(given([]).when(run([rudo]), { ...admin, actorRole: 'TEACHER' })).toThrow(ForbiddenError);
    expect(given([]).when(run([rudo]), { ...admin, actorRole: 'PARENT' })).toThrow(ForbiddenError);
    expect(
      given([]).when(run([rudo]), { ...admin, actorRole: 'SUPERADMIN', schoolId: null }),
    ).toThrow(ForbiddenError);
  });
});

describe('RunBilling when learners of the term are billed already', () => {
  it('bills only the learner enrolled since, and says how many were billed before', () => {
    const history = [issued(rudo, 'inv-rudo')];
    const events = given(history).when(run([rudo, chipo]))();
    expect(events.map((e) => e.data.studentName)).toEqual(['Chipo Ncube']);
    expect(given(history).answer(run([rudo, chipo])).alreadyBilled).toBe(1);
  });

  it('running it again with no one new is nothing to do', () => {
    expect(
      given([issued(rudo, 'inv-rudo'), issued(chipo, 'inv-chipo')]).when(run([rudo, chipo]))(),
    ).toEqual([]);
  });

  it('a learner billed from an earlier version is not billed again from a later one (corrections are credit notes)', () => {
    expect(given([issued(rudo, 'inv-rudo', 1)]).when(run([rudo]))()).toEqual([]);
  });

  it('another school’s term is not found', () => {
    expect(
      given([issued(rudo, 'inv-rudo')]).when(run([chipo]), {
        ...admin,
        schoolId: '5c0f0e00-0000-4000-8000-00000000000b',
      }),
    ).toThrow(new NotFoundError('No such term in this school'));
  });
});

describe('RunBilling when BEAM pays Rudo’s tuition', () => {
  const beam = {
    sponsorshipId: 'sp-1',
    sponsorId: 's-beam',
    sponsorName: 'BEAM',
    studentId: rudo.studentId,
    categories: ['TUITION' as const],
    percent: 100,
    cap: null,
    fromStart: '2026-01-06',
    toStart: null,
  };

  it('writes BEAM’s part on her tuition line and bills the family the levy only', () => {
    const [event] = given([]).when({ ...run([rudo]), sponsorships: [beam] })();
    const data = event!.data;
    expect(data.lines).toEqual([
      {
        ...tuitionLine,
        sponsor: {
          sponsorId: 's-beam',
          sponsorName: 'BEAM',
          sponsorshipId: 'sp-1',
          amount: usd('45000'),
        },
      },
      levyLine,
    ]);
    expect(data.totals).toEqual([usd('50000')]);
    expect(data.familyTotals).toEqual([usd('5000')]);
  });

  it('a 33 % share of the tuition: BEAM USD 148.50, the family USD 301.50 + USD 50.00 levy', () => {
    const answer = given([]).answer({ ...run([rudo]), sponsorships: [{ ...beam, percent: 33 }] });
    expect(answer.learners[0]!.lines[0]!.sponsor?.amount).toEqual(usd('14850'));
    expect(answer.learners[0]!.familyTotals).toEqual([usd('35150')]);
  });

  it('a sponsorship that starts next term leaves this term’s invoice to the family', () => {
    const [event] = given([]).when({
      ...run([rudo]),
      sponsorships: [{ ...beam, fromStart: '2026-05-04' }],
    })();
    expect(event!.data.lines).toEqual([tuitionLine, levyLine]);
    expect(event!.data.familyTotals).toBeUndefined();
  });

  it('does not touch Chipo’s invoice', () => {
    const [event] = given([]).when({ ...run([chipo]), sponsorships: [beam] })();
    expect(event!.data.lines.some((l) => l.sponsor)).toBe(false);
  });
});

describe('RunBilling when Rudo has a 10 % sibling discount on tuition and BEAM pays a third of it', () => {
  const sibling = {
    discountId: 'd-sib',
    studentId: rudo.studentId,
    kind: 'SIBLING' as const,
    categories: ['TUITION' as const],
    percent: '10',
    amount: null,
    fromStart: '2026-01-06',
    toStart: null,
  };
  const beam = {
    sponsorshipId: 'sp-1',
    sponsorId: 's-beam',
    sponsorName: 'BEAM',
    studentId: rudo.studentId,
    categories: ['TUITION' as const],
    percent: 33,
    cap: null,
    fromStart: '2026-01-06',
    toStart: null,
  };

  it('takes the discount off first (USD 45.00), splits what is left (BEAM USD 133.65) and bills the family USD 271.35 + USD 50.00', () => {
    const [event] = given([]).when({
      ...run([rudo]),
      discounts: [sibling],
      sponsorships: [beam],
    })();
    expect(event!.data.lines).toEqual([
      {
        ...tuitionLine,
        discount: {
          amount: usd('4500'),
          leftToPay: usd('40500'),
          parts: [{ discountId: 'd-sib', kind: 'SIBLING', amount: usd('4500') }],
        },
        sponsor: {
          sponsorId: 's-beam',
          sponsorName: 'BEAM',
          sponsorshipId: 'sp-1',
          amount: usd('13365'),
        },
      },
      levyLine,
    ]);
    expect(event!.data.totals).toEqual([usd('50000')]);
    expect(event!.data.familyTotals).toEqual([usd('32135')]);
  });

  it('the dry run shows the discount and appends nothing', () => {
    expect(given([]).when({ ...run([rudo], true), discounts: [sibling] })()).toEqual([]);
    const answer = given([]).answer({ ...run([rudo], true), discounts: [sibling] });
    expect(answer.learners[0]!.lines[0]!.discount?.amount).toEqual(usd('4500'));
    expect(answer.learners[0]!.totals).toEqual([usd('50000')]);
    expect(answer.learners[0]!.familyTotals).toEqual([usd('45500')]);
  });

  it('an invoice issued before the discount is not billed again nor changed', () => {
    expect(
      given([issued(rudo, 'inv-rudo')]).when({ ...run([rudo]), discounts: [sibling] })(),
    ).toEqual([]);
  });
});
