import type { CommandModule } from '../module';
import { documentDownloadRoutes, registerDocumentCommands } from './routes';

/** The school's documents: upload, share with staff or families too, take down; and their download. */
export const documentsCommands: CommandModule = {
  register: (registry, { files }) => registerDocumentCommands(registry, { files }),
  routes: (_registry, { store, files }) => documentDownloadRoutes(store, files),
};
