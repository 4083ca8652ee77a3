import type pg from 'pg';
import type { DemoApi } from './classes';

/** Each demo school's bursar, at the school's own demo domain (the admin's). */
export const demoBursar = { firstName: 'Fadzai', lastName: 'Mapfumo' };
export const demoBursarEmail = (domain: string): string => `fadzai.mapfumo@${domain}`;

/** The school's admin adds its bursar with RegisterBursar, as the Bursars page does; the code is mailed. */
export async function seedDemoBursar(api: DemoApi, domain: string): Promise<string> {
  const email = demoBursarEmail(domain);
  await api.send('RegisterBursar', { ...demoBursar, email, phone: '0772 410 410' });
  return email;
}

/** After a restart: each school's demo bursar whose password is set, as `npm start` prints them. */
export async function demoBursarSignIns(
  pool: pg.Pool,
  schools: { adminEmail: string; name: string }[],
): Promise<{ role: string; identifier: string; note: string }[]> {
  const found: { role: string; identifier: string; note: string }[] = [];
  for (const school of schools) {
    const email = demoBursarEmail(school.adminEmail.split('@')[1] ?? '');
    const ready = await pool.query(
      "SELECT 1 FROM auth_users WHERE email = $1 AND role = 'BURSAR' AND password_hash IS NOT NULL",
      [email],
    );
    if (ready.rowCount) found.push({ role: 'BURSAR', identifier: email, note: school.name });
  }
  return found;
}
