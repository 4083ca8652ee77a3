import { loadConfig } from '@chikoro/platform';
import { startPlatform } from './platform';
import { publicUrlWarning } from './publicUrl';
import { logIsFresh } from './seed/freshLog';
import { demoParentNote, demoParentStatus, demoPeopleSignIns } from './seed/parents';
import { DEMO_PASSWORD, seedDemo } from './seed/seed';
import { demoBursarSignIns } from './seed/bursars';
import { demoSchools } from './seed/schools';
import { demoTeacherEmail } from './seed/teachers';

/** `npm start`: the whole platform with its embedded defaults, demo data on first start, sign-ins printed. */
async function main() {
  const config = loadConfig();
  const platform = await startPlatform(config);
  const { superadmin } = platform.commands;
  let signIns: { role: string; identifier: string; note: string }[] = demoSchools
    .filter((s) => s.outcome.decision === 'approve')
    .map((s) => ({
      role: 'ADMIN',
      identifier: String(s.details.adminEmail),
      note: String(s.details.name),
    }));
  const fresh = config.SEED_DEMO && (await logIsFresh(platform.store));
  if (fresh) {
    console.log('Creating the demo data through commands...');
    signIns = await seedDemo(
      platform.url,
      platform.pool,
      { email: superadmin.email, password: superadmin.password! },
      platform.clock,
    );
  }
  const hasDemo = (
    await platform.pool.query("SELECT 1 FROM auth_users WHERE email LIKE '%.example' LIMIT 1")
  ).rowCount;
  if (hasDemo && !fresh) {
    // After a restart: the demo teacher, student and parent whose passwords are set.
    const teacherReady = (
      await platform.pool.query(
        'SELECT 1 FROM auth_users WHERE email = $1 AND password_hash IS NOT NULL',
        [demoTeacherEmail],
      )
    ).rowCount;
    if (teacherReady)
      signIns.push({ role: 'TEACHER', identifier: demoTeacherEmail, note: signIns[0]?.note ?? '' });
    signIns.push(
      ...(await demoBursarSignIns(
        platform.pool,
        demoSchools
          .filter((s) => s.outcome.decision === 'approve')
          .map((s) => ({ adminEmail: String(s.details.adminEmail), name: String(s.details.name) })),
      )),
    );
    signIns.push(
      ...(await demoPeopleSignIns(
        platform.pool,
        signIns[0]?.note ?? '',
        demoParentNote(signIns.map((s) => s.note)),
      )),
    );
  }
  console.log(`\nChikoro is running at ${platform.url}\n`);
  console.log('Sign in at /login with:');
  console.log(
    `  SUPERADMIN  ${superadmin.email}  ${superadmin.password ?? '(the password you set in Settings)'}`,
  );
  if (hasDemo)
    for (const a of signIns)
      console.log(`  ${a.role.padEnd(10)}  ${a.identifier}  ${DEMO_PASSWORD}  (${a.note})`);
  const parent =
    hasDemo && !signIns.some((a) => a.role === 'PARENT')
      ? await demoParentStatus(platform.pool)
      : undefined;
  if (parent && !parent.registered && parent.link)
    console.log(
      `\nA demo parent is invited by ${signIns[0]?.note ?? 'a demo school'}; register at:\n  ${parent.link}`,
    );
  console.log(`\nMail (set-password codes and notices) is in the outbox: npm run outbox\n`);
  const warning = publicUrlWarning(config.PUBLIC_URL, platform.url);
  if (warning) console.warn(`${warning}\n`);
  // Ctrl-C reaches every process of the terminal's group (npm, tsx, this one) and is often sent
  // twice: a second signal while stopping must not end the process before the database is stopped.
  let stopping: Promise<void> | undefined;
  const shutdown = () => {
    stopping ??= platform.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
