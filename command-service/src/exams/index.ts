import type { CommandModule } from '../module';
import { migrateExamPapers } from './papers';
import { registerExamCommands } from './routes';

/** Exams with weighted papers, their marks (recorded, then corrected after publication) and the term's mark-entry lock. */
export const examsCommands: CommandModule = {
  migrate: (pool) => migrateExamPapers(pool),
  register: (registry, { store, pool }) => registerExamCommands(registry, { store, pool }),
};
