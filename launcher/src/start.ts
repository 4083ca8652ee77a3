import { loadConfig } from '@chikoro/platform';
import { startPlatform } from './platform';
import { logIsFresh } from './seed/freshLog';
import { demoParent, demoParentStatus } from './seed/parents';
import { DEMO_PASSWORD, seedDemo } from './seed/seed';
import { demoSchools } from './seed/schools';
import { demoTeacherEmail } from './seed/teachers';

/** `npm start`: the whole platform with its embedded defaults, demo data on first start, sign-ins printed. */
async function main() {
  const config = loadConfig();
  const platform = await startPlatform(config);
  const { superadmin } = platform.commands;
  let signIns = demoSchools.filter((s) => s.outcome.decision === 'approve').map((s) => ({ role: 'ADMIN', identifier: String(s.details.adminEmail), note: String(s.details.name) }));
  signIns.push({ role: 'TEACHER', identifier: demoTeacherEmail, note: signIns[0]?.note ?? '' });
  if (config.SEED_DEMO && (await logIsFresh(platform.store))) {
    console.log('Creating the demo data through commands...');
    signIns = await seedDemo(platform.url, platform.pool, { email: superadmin.email, password: superadmin.password! });
  }
  const hasDemo = (await platform.pool.query("SELECT 1 FROM auth_users WHERE email LIKE '%.example' LIMIT 1")).rowCount;
  console.log(`\nChikoro is running at ${platform.url}\n`);
  console.log('Sign in at /login with:');
  console.log(`  SUPERADMIN  ${superadmin.email}  ${superadmin.password ?? '(the password you set in Settings)'}`);
  const admins = signIns.filter((s) => s.role === 'ADMIN');
  if (hasDemo) for (const a of admins) console.log(`  ADMIN       ${a.identifier}  ${DEMO_PASSWORD}  (${a.note})`);
  const teacher = hasDemo ? signIns.find((s) => s.role === 'TEACHER') : undefined;
  const teacherReady = teacher && (await platform.pool.query('SELECT 1 FROM auth_users WHERE email = $1 AND password_hash IS NOT NULL', [teacher.identifier])).rowCount;
  if (teacher && teacherReady) console.log(`  TEACHER     ${teacher.identifier}  ${DEMO_PASSWORD}  (${teacher.note})`);
  const parent = hasDemo ? await demoParentStatus(platform.pool) : undefined;
  if (parent?.registered) console.log(`  PARENT      ${demoParent.phoneNumber}  (the password chosen at registration)`);
  else if (parent?.link) console.log(`\nA demo parent is invited by ${admins[0]?.note ?? 'a demo school'}; register at:\n  ${parent.link}`);
  console.log(`\nMail (set-password codes and notices) is in the outbox: npm run outbox\n`);
  const shutdown = async () => {
    await platform.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
