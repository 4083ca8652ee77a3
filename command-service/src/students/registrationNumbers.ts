import type pg from 'pg';

/**
 * Registration numbers: the school's code, the two-digit year and a sequence ("MAB-26-0042").
 * The codes and counters live on the command side; a counter only ever goes up (one atomic
 * UPDATE ... RETURNING per number), so numbers never repeat. A refused enrolment may leave a gap.
 */
export async function migrateRegistrationNumbers(db: Pick<pg.Pool, 'query'>): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS student_number_schools (
      school_id uuid PRIMARY KEY,
      code text NOT NULL UNIQUE
    );
    CREATE TABLE IF NOT EXISTS student_number_counters (
      school_id uuid NOT NULL,
      year int NOT NULL,
      last int NOT NULL,
      PRIMARY KEY (school_id, year)
    );
  `);
}

/** Three letters from the school's name: 'Mabvazuva High School' → 'MAB'; 'St Mary's' → 'STM'. */
export function schoolCodeBase(name: string): string {
  const letters = name
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return (letters.slice(0, 3) || 'SCH').padEnd(3, 'X');
}

export function formatRegistrationNumber(code: string, year: number, sequence: number): string {
  return `${code}-${String(year % 100).padStart(2, '0')}-${String(sequence).padStart(4, '0')}`;
}

export class RegistrationNumbers {
  constructor(private readonly pool: pg.Pool) {}

  /** The school's code, chosen once: the base, else the base with 2, 3, ... (unique across schools). */
  async codeOf(schoolId: string, schoolName: string): Promise<string> {
    const base = schoolCodeBase(schoolName);
    for (let n = 1; n < 1000; n++) {
      const { rows } = await this.pool.query<{ code: string }>(
        `WITH mine AS (SELECT code FROM student_number_schools WHERE school_id = $1),
              added AS (INSERT INTO student_number_schools (school_id, code) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM mine)
                        ON CONFLICT DO NOTHING RETURNING code)
         SELECT code FROM mine UNION ALL SELECT code FROM added`,
        [schoolId, n === 1 ? base : `${base}${n}`],
      );
      if (rows[0]) return rows[0].code;
      // Either another school holds this code, or this school's code was chosen meanwhile: look again.
      const again = await this.pool.query<{ code: string }>(
        'SELECT code FROM student_number_schools WHERE school_id = $1',
        [schoolId],
      );
      if (again.rows[0]) return again.rows[0].code;
    }
    throw new Error(`No free registration code for ${schoolName}`);
  }

  /** The next number of the school for the year of `now`. */
  async next(schoolId: string, schoolName: string, now: string): Promise<string> {
    return (await this.nextMany(schoolId, schoolName, now, 1))[0]!;
  }

  /** The school's next `count` numbers for the year of `now`, in order, taken at once (an import's). */
  async nextMany(
    schoolId: string,
    schoolName: string,
    now: string,
    count: number,
  ): Promise<string[]> {
    const code = await this.codeOf(schoolId, schoolName);
    const year = new Date(now).getUTCFullYear();
    const { rows } = await this.pool.query<{ last: number }>(
      `INSERT INTO student_number_counters (school_id, year, last) VALUES ($1, $2, $3)
       ON CONFLICT (school_id, year) DO UPDATE SET last = student_number_counters.last + $3 RETURNING last`,
      [schoolId, year, count],
    );
    const first = rows[0]!.last - count + 1;
    return Array.from({ length: count }, (_, i) => formatRegistrationNumber(code, year, first + i));
  }
}
