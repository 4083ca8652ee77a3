import { z } from 'zod';
import { commandAnswer, commandSpecs } from '../shared/commandSpec';
import { UndoImportInput } from './commands';

/** An import batch taken back as a whole (the import itself is a route of many commands). */
export const importCommandSpecs = commandSpecs({
  UndoImport: {
    input: UndoImportInput,
    answer: commandAnswer({ batchId: z.string(), undone: z.number() }),
    // Each batch's kind decides who may undo it (importRoles): opening balances the fee keepers too.
    access: ['ADMIN', 'BURSAR'],
  },
});
