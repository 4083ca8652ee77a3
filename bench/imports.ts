import { levelWithClass } from '@chikoro/launcher/testing/classes';
import { approvedSchool } from '@chikoro/launcher/testing/schools';
import { benchHttpPlatform } from './httpPlatform';
import { round, type BenchContext } from './context';

const HEADER =
  'First Name,Last Name,Date of birth,Gender,Parent Phone,Email,Home Address,Country,City,Province,District,Class';

/** A students file of `rows` distinct students in one class, as a school would fill the template. */
export function studentsCsv(rows: number, className: string): string {
  const lines = Array.from({ length: rows }, (_, i) =>
    [
      `Student${i}`,
      `Family${Math.floor(i / 7)}`,
      `2012-0${1 + (i % 9)}-1${i % 10}`,
      i % 2 ? 'male' : 'female',
      '',
      '',
      '12 Samora Machel Avenue',
      'Zimbabwe',
      'Harare',
      'Harare',
      'Harare Urban',
      className,
    ].join(','),
  );
  return [HEADER, ...lines].join('\n');
}

/** Bulk import of a 2,000-student CSV over HTTP: the dry run and the import, rows per second (one JSON line each). */
export async function benchImports(ctx: BenchContext, databaseUrl: string): Promise<void> {
  const t = await benchHttpPlatform(databaseUrl, 'imports');
  const { request, login, superadmin } = t;
  try {
    const school = await approvedSchool(t, await login(superadmin.email, superadmin.password));
    await levelWithClass(t, school, 'Form 1', 'Form 1 Blue');
    const rows = ctx.quick ? 500 : 2000;
    const csv = studentsCsv(rows, 'Form 1 Blue');
    for (const step of ['dry-run', 'import'] as const) {
      const body = new FormData();
      body.append('kind', 'students');
      body.append('file', new Blob([csv]), 'students.csv');
      const t0 = performance.now();
      const res = await request(step === 'dry-run' ? '/api/imports/dry-run' : '/api/imports', {
        body,
        token: school.admin.token,
      });
      const ms = performance.now() - t0;
      if (res.status >= 300)
        throw new Error(
          `${step} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`,
        );
      ctx.report(`imports-students-${step}`, {
        rows,
        ms: round(ms),
        rowsPerSecond: round((rows / ms) * 1000),
      });
    }
  } finally {
    await t.stop();
  }
}
