import type { CommandModule } from '../module';
import { registerFeeCommands } from './routes';

/** Fees: the school's exchange rates and each term's versioned fee schedule. */
export const feesCommands: CommandModule = {
  register: (registry, { store }) => registerFeeCommands(registry, { store }),
};
