import type { CommandModule } from '../module';
import { migrateRegisterRoll, startRegisterRollReactor } from './roll';
import { registerAttendanceCommands } from './routes';

/** The daily class register: taken by the class teacher or the admin, corrected with its history. */
export const attendanceCommands: CommandModule = {
  migrate: (pool) => migrateRegisterRoll(pool),
  register: (registry, { store, pool, users }) =>
    registerAttendanceCommands(registry, { store, pool, users }),
  reactors: [
    ({ store, pool, onError }) =>
      startRegisterRollReactor({ store, pool, onError: onError('register roll reactor') }),
  ],
};
