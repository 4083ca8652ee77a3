import type { CommandModule } from '../module';
import { registerTermCloseCommands } from './routes';

/** The end of a term: CloseTerm locks its marks and registers, ReopenTerm opens them again with a reason. */
export const termCloseCommands: CommandModule = {
  register: (registry, { store }) => registerTermCloseCommands(registry, { store }),
};
