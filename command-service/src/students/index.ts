import type { CommandModule } from '../module';
import { graduateGuards } from '../scope/graduates';
import { startStudentAccountsReactor } from './accounts';
import { migrateRegistrationNumbers } from './registrationNumbers';
import { registerStudentCommands } from './routes';
import { signInSheetRoutes } from './signInSheetRoute';

/** Students of a school: enrolment with a registration number, class, status, withdrawal, sign-in codes (one student's, or a class's sheet). */
export const studentsCommands: CommandModule = {
  migrate: (pool) => migrateRegistrationNumbers(pool),
  register: (registry, { store, pool, secret }) =>
    registerStudentCommands(registry, { store, pool, secret }),
  routes: (registry, deps) => signInSheetRoutes(registry, deps),
  guards: ({ store }) => graduateGuards(store),
  reactors: [
    ({ store, pool, onError }) =>
      startStudentAccountsReactor({ store, pool, onError: onError('student accounts reactor') }),
  ],
};
