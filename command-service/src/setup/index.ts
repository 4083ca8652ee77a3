import type { CommandModule } from '../module';
import { registerSetupCommands } from './routes';

/** School set-up: academic years, terms, departments, levels with versioned grading scales, subjects. */
export const setupCommands: CommandModule = {
  register: (registry) => registerSetupCommands(registry),
};
