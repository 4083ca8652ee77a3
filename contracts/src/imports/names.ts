import { eventDefinition } from '../shared/modules';
import { ImportCompleted, ImportStarted, ImportUndone } from './events';

export const importStream = (batchId: string): string => `import-${batchId}`;

/** Version 1 of ImportCompleted had no `updated`: nothing was added to an existing record then. */
const completedV1toV2 = (data: unknown) => ({ updated: 0, ...(data as object) });

export const importEvents = [
  eventDefinition(ImportStarted),
  eventDefinition(ImportCompleted, { version: 2, upcasters: { 1: completedV1toV2 } }),
  eventDefinition(ImportUndone),
];
