import type { CommandModule } from '../module';
import { startStudentAccountsReactor } from './accounts';
import { migrateRegistrationNumbers } from './registrationNumbers';
import { registerStudentCommands } from './routes';

/** Students of a school: enrolment with a registration number, class, status, withdrawal, sign-in codes. */
export const studentsCommands: CommandModule = {
  migrate: (pool) => migrateRegistrationNumbers(pool),
  register: (registry, { store, pool, secret }) =>
    registerStudentCommands(registry, { store, pool, secret }),
  reactors: [
    ({ store, pool, onError }) =>
      startStudentAccountsReactor({ store, pool, onError: onError('student accounts reactor') }),
  ],
};
