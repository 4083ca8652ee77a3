import { randomUUID } from 'node:crypto';
import { reactorPassed } from '@chikoro/launcher/testing/harness';
import { approvedSchool } from '@chikoro/launcher/testing/schools';
import { setUpRecords } from '@chikoro/launcher/testing/staff';
import { benchHttpPlatform } from './httpPlatform';
import { percentile, round, type BenchContext } from './context';
import { studentsCsv } from './imports';

const CASHIERS = 20;
const everyone = { levelIds: [], classIds: [], residence: 'ALL', newLearnersOnly: false };

/**
 * Fees at a school's size (`--only=fees`): the term billed for 2,000 learners (enrolled by the bulk
 * import), its dry run and its run; then the payment desk, 20 cashiers at once over HTTP, each
 * recording payments for families of its own for a while. Afterwards the receipt numbers the
 * cashiers were answered must be 1..n, each once, and the school's payments stream must hold
 * exactly those: the bench fails otherwise.
 */
export async function benchFees(ctx: BenchContext, databaseUrl: string): Promise<void> {
  const learners = ctx.quick ? 500 : 2000;
  const deskMs = ctx.quick ? 10_000 : 30_000;
  const t = await benchHttpPlatform(databaseUrl, 'fees');
  const { request, login, superadmin, platform } = t;
  try {
    const school = await approvedSchool(t, await login(superadmin.email, superadmin.password));
    const send = async (type: string, json: unknown, key?: string) =>
      request(`/api/commands/${type}`, {
        json,
        token: school.admin.token,
        headers: key ? { 'Idempotency-Key': key } : {},
      });
    const must = async (type: string, json: unknown) => {
      const res = await send(type, json);
      // A dry run answers 200 (nothing appended), a command that appended 201.
      if (res.status !== 201 && res.status !== 200)
        throw new Error(
          `${type} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`,
        );
      return res.body as Record<string, unknown>;
    };
    const records = await setUpRecords(t, school);
    await must('CreateClass', { levelId: records.levels.form1, name: 'Form 1 Blue' });
    const body = new FormData();
    body.append('kind', 'students');
    body.append('file', new Blob([studentsCsv(learners, 'Form 1 Blue')]), 'students.csv');
    const imported = await request('/api/imports', { body, token: school.admin.token });
    if (imported.status >= 300) throw new Error(`the import answered ${imported.status}`);
    for (const [name, category, minor] of [
      ['Tuition', 'TUITION', '45000'],
      ['Development levy', 'LEVY', '5000'],
      ['Sports', 'OTHER', '2500'],
    ] as const)
      await must('DefineFeeItem', {
        termId: records.termId,
        name,
        category,
        amount: { currency: 'USD', minor },
        dueDate: '2030-01-20',
        payers: everyone,
      });
    await must('ApproveFeeSchedule', { termId: records.termId });
    // Billing reads who sits where from the class directory: the import's students are in it first.
    await reactorPassed(platform, 'class-directory', await platform.store.headPosition(), 300_000);

    for (const dryRun of [true, false]) {
      const t0 = performance.now();
      const billed = await must('RunBilling', { termId: records.termId, dryRun });
      const ms = performance.now() - t0;
      const invoices = (billed.learners as unknown[]).length;
      if (invoices !== learners)
        throw new Error(`RunBilling (dryRun ${dryRun}) billed ${invoices} of ${learners} learners`);
      ctx.report(`fees-billing-${dryRun ? 'dry-run' : 'run'}`, {
        learners,
        invoices,
        seconds: round(ms / 1000, 2),
        invoicesPerSecond: round((invoices / ms) * 1000),
      });
    }

    const { rows } = await platform.pool.query<{ student_id: string }>(
      'SELECT student_id::text FROM class_members ORDER BY student_id',
    );
    const families = rows.map((r) => r.student_id);
    const receipts: string[] = [];
    const latencies: number[] = [];
    let conflicts = 0;
    const deadline = performance.now() + deskMs;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CASHIERS }, async (_, cashier) => {
        // Each cashier serves families of its own: every 20th learner from its place.
        for (let i = 0; performance.now() < deadline; i++) {
          const studentId = families[(cashier + i * CASHIERS) % families.length]!;
          const payment = {
            studentId,
            amount: { currency: 'USD', minor: '2500' },
            channel: 'CASH',
          };
          const key = randomUUID();
          const started = performance.now();
          for (let attempt = 0; ; attempt++) {
            const res = await send('RecordPayment', payment, key);
            if (res.status === 201) {
              receipts.push(String(res.body.receiptNo));
              break;
            }
            // A cashier sends the same payment again (the same key) when the school's stream was busy.
            if (res.status !== 409 || attempt >= 10)
              throw new Error(
                `RecordPayment answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`,
              );
            conflicts += 1;
          }
          latencies.push(performance.now() - started);
        }
      }),
    );
    const ms = performance.now() - t0;
    const numbers = receipts.map((r) => Number(r.split('-')[1])).sort((a, b) => a - b);
    const gapless = numbers.every((n, i) => n === i + 1);
    const stream = (await platform.store.readStream(`fee-payments-${school.schoolId}`)).filter(
      (e) => e.type === 'PaymentRecorded',
    );
    const inStream = stream.map((e) => String((e.data as { receiptNo: string }).receiptNo)).sort();
    const sameAsStream = JSON.stringify(inStream) === JSON.stringify([...receipts].sort());
    ctx.report('fees-payment-desk', {
      cashiers: CASHIERS,
      seconds: round(ms / 1000, 1),
      payments: receipts.length,
      paymentsPerSecond: round((receipts.length / ms) * 1000, 1),
      p50Ms: round(percentile(latencies, 50), 1),
      p95Ms: round(percentile(latencies, 95), 1),
      retriedAfter409: conflicts,
      receiptsGaplessAndUnique: gapless && new Set(receipts).size === receipts.length,
      receiptsAsInStream: sameAsStream,
    });
    if (!gapless || new Set(receipts).size !== receipts.length)
      throw new Error(
        `receipt numbers are not 1..${receipts.length} each once: ${numbers.slice(0, 50).join(',')}…`,
      );
    if (!sameAsStream)
      throw new Error(
        `the payments stream holds ${inStream.length} receipts, the cashiers were answered ${receipts.length}`,
      );
  } finally {
    await t.stop();
  }
}
