import {
  ConflictError,
  feeMessages as m,
  type BillingEvent,
  type CommandContext,
  type RunBilling,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { feeKeepersOwn } from './keepers';
import { evolveBilling, initialBillingState, type BillingState } from './billing';
import { classTotals, planInvoices } from './billingPlan';

/** What a run bills now: every learner on the roster who pays something and has no invoice for the term yet. */
export function billingPlan(command: RunBilling, state: BillingState) {
  if (!command.schedule) throw new ConflictError(m.notApproved);
  const unbilled = command.roster.filter((l) => !state.billed[l.studentId]);
  const planned = planInvoices(
    command.schedule,
    unbilled,
    command.termStart,
    command.sponsorships,
    command.discounts,
  );
  return {
    version: command.schedule.version,
    planned,
    alreadyBilled: command.roster.length - unbilled.length,
  };
}

function invoiceIdOf(command: RunBilling, studentId: string): string {
  const id = command.invoiceIds[studentId];
  if (!id) throw new Error(`No invoice id was prepared for ${studentId}`);
  return id;
}

/**
 * One invoice per learner per term, from the latest approved version: a learner invoiced already
 * (whatever the version) is not billed again, so running it twice bills only who joined since. A dry
 * run decides the same and appends nothing.
 */
export function decideBilling(
  command: RunBilling,
  state: BillingState,
  context: CommandContext,
): BillingEvent[] {
  const schoolId = feeKeepersOwn(state.schoolId, context, m.termNotFound);
  const { version, planned } = billingPlan(command, state);
  if (command.dryRun) return [];
  const { termId, termName } = command;
  return planned.map(({ learner: l, lines, totals, familyTotals }) => ({
    type: 'InvoiceIssued',
    data: {
      schoolId,
      termId,
      termName,
      version,
      invoiceId: invoiceIdOf(command, l.studentId),
      studentId: l.studentId,
      studentName: l.name,
      registrationNumber: l.registrationNumber,
      classId: l.classId,
      className: l.className,
      lines,
      totals,
      ...(familyTotals ? { familyTotals } : {}),
      issuedBy: context.actorId,
      issuedAt: context.now,
    },
  }));
}

/** The run's answer: each learner billed now (or who would be), the totals per class, and how many were billed before. */
export function billingAnswer(command: RunBilling, state: BillingState) {
  const { version, planned, alreadyBilled } = billingPlan(command, state);
  const learners = planned.map(({ learner: l, lines, totals, familyTotals }) => ({
    studentId: l.studentId,
    name: l.name,
    classId: l.classId,
    className: l.className,
    lines,
    totals,
    familyTotals: familyTotals ?? totals,
  }));
  return {
    dryRun: command.dryRun,
    version,
    learners,
    classes: classTotals(planned),
    alreadyBilled,
  };
}

export const billingDecider: Decider<BillingState, RunBilling, BillingEvent> = {
  initialState: initialBillingState,
  decide: decideBilling,
  evolve: evolveBilling,
};
