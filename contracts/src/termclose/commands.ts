import { z } from 'zod';
import { isoDate } from '../setup/commands';
import { termCloseMessages as m } from './messages';

const termId = z.string({ error: m.termRequired }).uuid({ error: m.termRequired });

/** The admin closes a term: its marks and registers are locked until it is reopened. */
export const CloseTermInput = z.strictObject({ termId });
/** A closed term opened again, always with the reason the audit log keeps. */
export const ReopenTermInput = z.strictObject({
  termId,
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: m.reopenReason }).min(3, { error: m.reopenReason }).max(500),
  ),
});

/** The day the next term opens, as the term's report cards print it. */
export const SetNextTermOpeningInput = z.strictObject({ termId, opensOn: isoDate(m.opensOn) });

export type CloseTermInput = z.infer<typeof CloseTermInput>;
export type ReopenTermInput = z.infer<typeof ReopenTermInput>;
