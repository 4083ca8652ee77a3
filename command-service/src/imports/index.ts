import type { ImportKind } from '@chikoro/contracts';
import type { CommandDeps, CommandModule } from '../module';
import type { CommandRegistry } from '../commands/registry';
import type { Importer } from './plan';
import { importRoutes } from './routes';
import { openingBalanceImporter } from './openingBalances';
import { parentImporter } from './parents';
import { studentImporter } from './students';
import { teacherImporter } from './teachers';
import { registerUndoImport } from './undo';

const importersOf = (
  registry: CommandRegistry,
  deps: CommandDeps,
): Record<ImportKind, Importer> => ({
  students: studentImporter(deps.store, deps.pool, registry),
  teachers: teacherImporter(deps.store, registry, deps.users),
  parents: parentImporter(deps.store, registry),
  openingBalances: openingBalanceImporter(deps.store, deps.pool),
});

/** Bulk import of teachers, students, parents and opening balances through their modules' own commands, and its undo. */
export const importsCommands: CommandModule = {
  register: (registry, deps) =>
    registerUndoImport(registry, deps.store, deps.pool, importersOf(registry, deps)),
  routes: (registry, deps) =>
    importRoutes(deps.store, deps.pool, importersOf(registry, deps), deps.clock),
};
