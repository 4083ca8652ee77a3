import { eventDefinition } from '../shared/modules';
import { ImportCompleted, ImportStarted, ImportUndone } from './events';

export const importStream = (batchId: string): string => `import-${batchId}`;

export const importEvents = [eventDefinition(ImportStarted), eventDefinition(ImportCompleted), eventDefinition(ImportUndone)];
