import { eventDefinition, readModel } from '../shared/modules';
import { ImportCompleted, ImportResumed, ImportStarted, ImportUndone } from './events';

export const importStream = (batchId: string): string => `import-${batchId}`;

/** A school's imports, newest first, with what each did and whether it can still be undone. */
export const importBatchesModel = readModel('import-batches', ['import_batches']);

/** Version 1 of ImportCompleted had no `updated`: nothing was added to an existing record then. */
const completedV1toV2 = (data: unknown) => ({ updated: 0, ...(data as object) });
/** Before version 3 every row of a file was clean when it was imported: none was skipped for its errors. */
const completedV2toV3 = (data: unknown) => ({ invalid: 0, ...(data as object) });

export const importEvents = [
  eventDefinition(ImportStarted),
  eventDefinition(ImportResumed),
  eventDefinition(ImportCompleted, {
    version: 3,
    upcasters: { 1: completedV1toV2, 2: completedV2toV3 },
  }),
  eventDefinition(ImportUndone),
];

/**
 * The advisory lock (this class, `hashtext(batchId)`) a batch's run holds on a session of its own
 * while it writes: the database frees it when that session ends, a SIGKILL or a lost machine too,
 * so a `Started` batch whose lock is free is no longer running (interrupted), on any replica.
 */
export const IMPORT_LEASE_CLASS = 0x494d5054;
