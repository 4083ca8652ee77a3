import { z } from 'zod';
import { importMessages as m } from './messages';

/** The whole batch goes back, through each module's own commands. */
export const UndoImportInput = z.strictObject({
  batchId: z.string({ error: m.batchNotFound }).uuid({ error: m.batchNotFound }),
});
export type UndoImport = { type: 'UndoImport' } & z.infer<typeof UndoImportInput>;
