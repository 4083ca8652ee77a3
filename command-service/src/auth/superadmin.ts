import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Users } from './users';
import { hashPassword, verifyPassword } from './passwords';

export const DEFAULT_SUPERADMIN_EMAIL = 'superadmin@chikoro.local';

/**
 * Makes sure the platform has its superadmin. With SUPERADMIN_EMAIL/SUPERADMIN_PASSWORD the
 * environment is the truth; otherwise a password is generated once and kept (mode 0600) in
 * DATA_DIR so the embedded launcher can print it at every start.
 */
export async function ensureSuperadmin(
  users: Users,
  options: { email?: string; password?: string; dataDir: string },
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
  const existing = await users.findByIdentifier(email);
  if (!existing) {
    await users.create({ id: randomUUID(), role: 'SUPERADMIN', schoolId: null, firstName: 'Platform', lastName: 'Superadmin', email, phone: null, passwordHash: await hashPassword(password) });
  } else if (!(await verifyPassword(existing.passwordHash, password))) {
    await users.setPasswordHash(existing.id, await hashPassword(password));
  }
  return { email, password };
}
