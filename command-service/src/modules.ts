import { announcementsCommands } from './announcements';
import { classesCommands } from './classes';
import { directoryCommands } from './directory';
import { enquiriesCommands } from './enquiries';
import type { CommandModule } from './module';
import { parentsCommands } from './parents';
import { profileCommands } from './profile';
import { schoolsCommands } from './schools';
import { setupCommands } from './setup';
import { teachersCommands } from './teachers';

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
  announcementsCommands,
];
