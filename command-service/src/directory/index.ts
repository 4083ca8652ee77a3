import type { CommandModule } from '../module';
import { registerDirectoryCommands } from './routes';

/** Schools listed in the public directory before they enrol. */
export const directoryCommands: CommandModule = {
  register: (registry) => registerDirectoryCommands(registry),
};
