import { announcementsCommands } from './announcements';
import { attendanceCommands } from './attendance';
import { classesCommands } from './classes';
import { directoryCommands } from './directory';
import { documentsCommands } from './documents';
import { enquiriesCommands } from './enquiries';
import { examsCommands } from './exams';
import { feesCommands } from './fees';
import { importsCommands } from './imports';
import type { CommandModule } from './module';
import { parentsCommands } from './parents';
import { profileCommands } from './profile';
import { resultsCommands } from './results';
import { schoolsCommands } from './schools';
import { setupCommands } from './setup';
import { teachersCommands } from './teachers';
import { bursarsCommands } from './bursars';
import { studentsCommands } from './students';
import { termCloseCommands } from './termclose';
import { promotionCommands } from './promotions';

/** Every business module's commands and reactors: one line a module. */
export const commandModules: readonly CommandModule[] = [
  schoolsCommands,
  directoryCommands,
  enquiriesCommands,
  parentsCommands,
  profileCommands,
  setupCommands,
  classesCommands,
  teachersCommands,
  bursarsCommands,
  studentsCommands,
  resultsCommands,
  examsCommands,
  importsCommands,
  attendanceCommands,
  announcementsCommands,
  documentsCommands,
  feesCommands,
  termCloseCommands,
  promotionCommands,
];

/** The reactors of these modules: each holds one database session for good, the pool is sized on it. */
export const reactorCount = (modules: readonly CommandModule[]): number =>
  modules.reduce((n, m) => n + (m.reactors?.length ?? 0), 0);
