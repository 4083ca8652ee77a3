import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EventStore } from '@chikoro/eventstore';
import { systemClock, type Clock } from '@chikoro/platform';
import { recordSuperadminRegistration } from '../profile/registration';
import type { Users } from './users';
import { hashPassword, verifyPassword } from './passwords';

export const DEFAULT_SUPERADMIN_EMAIL = 'superadmin@chikoro.local';

/**
 * Makes sure the platform has its superadmin. With SUPERADMIN_PASSWORD the environment is the
 * truth at every start; otherwise a password is generated once and kept (mode 0600) in DATA_DIR so
 * the embedded launcher can print it, until the superadmin changes it in Settings: from then on
 * the changed password stands and `password` comes back undefined.
 */
export async function ensureSuperadmin(
  users: Users,
  options: {
    email?: string;
    password?: string;
    dataDir: string;
    store?: EventStore;
    clock?: Clock;
  },
): Promise<{ email: string; password: string | undefined }> {
  const email = (options.email ?? DEFAULT_SUPERADMIN_EMAIL).toLowerCase();
  const keptFile = path.join(options.dataDir, 'superadmin-password');
  let password = options.password;
  if (!password) {
    if (existsSync(keptFile)) password = readFileSync(keptFile, 'utf8').trim();
    else {
      password = randomBytes(12).toString('base64url');
      writeFileSync(keptFile, password, { mode: 0o600 });
    }
  }
  const existing = await users.findByEmail(email);
  const account = existing ?? { id: randomUUID(), firstName: 'Platform', lastName: 'Superadmin' };
  if (!existing) {
    await users.create({
      id: account.id,
      role: 'SUPERADMIN',
      schoolId: null,
      firstName: account.firstName,
      lastName: account.lastName,
      email,
      phone: null,
      passwordHash: await hashPassword(password),
    });
  } else if (!(await verifyPassword(existing.passwordHash, password))) {
    if (!options.password) return finish(undefined);
    await users.setPasswordHash(existing.id, await hashPassword(password));
  }
  return finish(password);

  async function finish(current: string | undefined) {
    // The account in the log (SuperadminRegistered, actor SYSTEM): the audit log and the people read model name it.
    if (options.store)
      await recordSuperadminRegistration(
        options.store,
        { id: account.id, firstName: account.firstName, lastName: account.lastName, email },
        options.clock ?? systemClock,
      );
    return { email, password: current };
  }
}
