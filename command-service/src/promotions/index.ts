import type { CommandModule } from '../module';
import { registerPromotionCommands } from './routes';

/** The end of the year: a level's students promoted, repeating, graduating or leaving, as one batch that can be undone. */
export const promotionCommands: CommandModule = {
  register: (registry, { store }) => registerPromotionCommands(registry, store),
};
