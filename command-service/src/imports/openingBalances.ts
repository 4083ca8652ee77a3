import { randomUUID } from 'node:crypto';
import {
  ConflictError,
  currencies,
  openingBalanceMessages as om,
  paymentsStream,
  schoolDate,
  type CommandContext,
  type Currency,
  type OpeningBalanceCommand,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import type pg from 'pg';
import { executeCommand } from '../commands/execute';
import { fold } from '../commands/decider';
import { paymentDecider } from '../fees/decidePayments';
import {
  checkOpeningBalanceRow,
  paidOpeningBalances,
  type ImportLearner,
} from '../fees/openingBalances';
import { billableLearners } from '../fees/roster';
import { importDate } from './cells';
import type { Importer, PreparedRow } from './plan';
import { schoolEvents } from './records';

const PAGE = 5000;

/** Registration numbers (upper case) of every other school's learners. */
async function numbersElsewhere(store: EventStore, schoolId: string): Promise<Set<string>> {
  const out = new Set<string>();
  for (let after = 0; ;) {
    const page = await store.readAll({ after, limit: PAGE, types: ['StudentEnrolled'] });
    for (const e of page)
      if (e.metadata.schoolId !== schoolId)
        out.add(
          String((e.data as { registrationNumber?: unknown }).registrationNumber).toUpperCase(),
        );
    if (page.length < PAGE) return out;
    after = page.at(-1)!.position;
  }
}

/** The currencies the school's fee items are in (any term's schedule). */
async function pricedIn(store: EventStore, schoolId: string): Promise<Currency[]> {
  const events = await schoolEvents(store, schoolId, ['FeeItemDefined', 'FeeItemChanged']);
  const used = new Set(
    events.map((e) => (e.data as { amount: { currency: string } }).amount.currency),
  );
  return currencies.filter((c) => used.has(c));
}

const paymentsOf = (schoolId: string) => ({
  streamId: () => paymentsStream(schoolId),
  decider: paymentDecider,
  retriesOnConflict: 20,
});

async function paymentsState(store: EventStore, schoolId: string) {
  return fold(paymentDecider, (await store.readStream(paymentsStream(schoolId))).map(decodeEvent));
}

/**
 * Opening balances from the school's old books: each row, one learner and currency, checked
 * against the school's learners, its currencies and the balances it has (checkOpeningBalanceRow),
 * and recorded on the school's payments stream with the batch's id. A resumed batch's rows it
 * recorded already are done, not refused. The undo takes back the batch's balances together,
 * refused while a standing payment reaches any of them.
 */
export function openingBalanceImporter(store: EventStore, pool: pg.Pool): Importer {
  return {
    records: ['OpeningBalanceRecorded'],
    rowsShareStream: true,
    async prepare(rows, context) {
      const schoolId = context.schoolId ?? '';
      const [roster, elsewhere, priced, state] = await Promise.all([
        billableLearners(store, pool, schoolId),
        numbersElsewhere(store, schoolId),
        pricedIn(store, schoolId),
        paymentsState(store, schoolId),
      ]);
      const learners = new Map<string, ImportLearner>(
        roster.map((l) => [
          l.registrationNumber.toUpperCase(),
          {
            studentId: l.studentId,
            name: l.name,
            registrationNumber: l.registrationNumber,
            className: l.className,
          },
        ]),
      );
      const facts = {
        learners,
        elsewhere,
        priced,
        balances: state.openingBalances,
        batchId: context.batchId,
        today: schoolDate(context.now),
      };
      const earlier = new Map<string, number>();
      return rows.map(({ row, cells }): PreparedRow => {
        const label =
          `${cells.registrationNumber ?? ''} ${(cells.currency ?? '').toUpperCase()}`.trim();
        const checked = checkOpeningBalanceRow(
          { ...cells, asOf: importDate(cells.asOf) },
          facts,
          earlier,
        );
        if (!checked.ok) return { plan: { row, action: 'create', errors: checked.errors, label } };
        earlier.set(checked.key, row);
        // Written by the resumed batch's interrupted run: counted as its own, not written again.
        if (checked.done)
          return {
            plan: { row, action: 'skip', errors: [], label: `${checked.row.studentName} ${label}` },
            existing: paymentsStream(schoolId),
          };
        return {
          plan: { row, action: 'create', errors: [], label: `${checked.row.studentName} ${label}` },
          async run(ctx: CommandContext) {
            const command: OpeningBalanceCommand = {
              type: 'RecordOpeningBalance',
              batchId: ctx.batchId ?? '',
              openingBalanceId: randomUUID(),
              ...checked.row,
            };
            return [(await executeCommand(store, paymentsOf(schoolId), command, ctx)).streamId];
          },
        };
      });
    },
    async refuseUndo(_streams, context) {
      const state = await paymentsState(store, context.schoolId ?? '');
      const paid = paidOpeningBalances(state, context.batchId ?? '');
      if (paid.length > 0) throw new ConflictError(om.paid(paid));
    },
    async undo(_streamId, context) {
      const command: OpeningBalanceCommand = {
        type: 'UndoOpeningBalances',
        batchId: context.batchId ?? '',
      };
      return (await executeCommand(store, paymentsOf(context.schoolId ?? ''), command, context))
        .appended;
    },
  };
}
