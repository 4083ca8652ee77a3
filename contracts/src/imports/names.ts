import { eventDefinition, readModel } from '../shared/modules';
import { ImportCompleted, ImportStarted, ImportUndone } from './events';

export const importStream = (batchId: string): string => `import-${batchId}`;

/** A school's imports, newest first, with what each did and whether it can still be undone. */
export const importBatchesModel = readModel('import-batches', ['import_batches']);

/** Version 1 of ImportCompleted had no `updated`: nothing was added to an existing record then. */
const completedV1toV2 = (data: unknown) => ({ updated: 0, ...(data as object) });
/** Before version 3 every row of a file was clean when it was imported: none was skipped for its errors. */
const completedV2toV3 = (data: unknown) => ({ invalid: 0, ...(data as object) });

export const importEvents = [
  eventDefinition(ImportStarted),
  eventDefinition(ImportCompleted, { version: 3, upcasters: { 1: completedV1toV2, 2: completedV2toV3 } }),
  eventDefinition(ImportUndone),
];
