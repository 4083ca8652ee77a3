import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@chikoro/eventstore';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { applyBatch } from '../runner/projection';
import { classes } from './classes';

const schoolId = '8b1d2c3b-0000-4000-8000-00000000000a';
const blue = '8b1d2c3b-0000-4000-8000-0000000000c1';
const gold = '8b1d2c3b-0000-4000-8000-0000000000c2';
const form1 = '8b1d2c3b-0000-4000-8000-0000000000f1';
const student = (n: number) => `8b1d2c3b-0000-4000-8000-00000000050${n}`;
const teacher = (n: number) => `8b1d2c3b-0000-4000-8000-00000000070${n}`;
const assignment = (n: number) => `8b1d2c3b-0000-4000-8000-00000000090${n}`;
const at = '2026-02-02T08:00:00.000Z';

let position = 0;
function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data: { schoolId, ...data },
    streamId: 'class-x',
    revision: 0,
    position,
    recordedAt: at,
    metadata: {
      actorId: null,
      actorRole: 'ADMIN',
      schoolId,
      correlationId: 'c',
      causationId: null,
      occurredAt: at,
      schemaVersion: 1,
    },
  };
}

/** The rest of an enrolment as the students module records it. */
const pupil = (n: number) => ({
  registrationNumber: `MAB-26-000${n}`,
  levelId: form1,
  firstName: 'Rudo',
  lastName: `Moyo ${n}`,
  dob: '2012-03-04',
  gender: 'female',
  enrolledAt: at,
});

const assigned = (n: number, classId: string, teacherId: string) =>
  recorded('TeacherAssigned', {
    teacherId,
    assignmentId: assignment(n),
    subjectId: assignment(n),
    subjectName: 'Mathematics',
    classId,
    className: 'Form 1 Blue',
    termId: form1,
    termName: 'Term 1',
    academicYearId: form1,
    academicYearName: '2026',
    assignedAt: at,
  });

describe('the classes read model', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const tables = { classes: 'rm_classes', class_students: 'rm_class_students' };
  const apply = (...events: RecordedEvent[]) => applyBatch(classes, events, { db: pool, tables });
  const row = async (id: string) =>
    (
      await pool.query(
        'SELECT name, level_name, class_teacher_name, status, student_count FROM rm_classes WHERE id = $1',
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url });
    pool.on('error', () => {});
    for (const [logical, table] of Object.entries(tables))
      await pool.query(classes.tables[logical as keyof typeof tables](table));
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('counts students on the roll; every event applied twice counts once', async () => {
    const events = [
      recorded('ClassCreated', {
        classId: blue,
        levelId: form1,
        levelName: 'Form 1',
        name: 'Form 1 Blue',
        createdAt: at,
      }),
      recorded('ClassCreated', {
        classId: gold,
        levelId: form1,
        levelName: 'Form 1',
        name: 'Form 1 Gold',
        createdAt: at,
      }),
      recorded('StudentEnrolled', { studentId: student(1), classId: blue, ...pupil(1) }),
      recorded('StudentEnrolled', { studentId: student(2), classId: blue, ...pupil(2) }),
      assigned(1, blue, teacher(1)),
      assigned(2, blue, teacher(1)),
      assigned(3, blue, teacher(2)),
      recorded('ClassTeacherAssigned', {
        classId: blue,
        teacherId: teacher(1),
        previousTeacherId: null,
        teacherName: 'Tendai Moyo',
        assignedAt: at,
      }),
    ];
    await apply(...events);
    await apply(...events);
    expect(await row(blue)).toEqual({
      name: 'Form 1 Blue',
      level_name: 'Form 1',
      class_teacher_name: 'Tendai Moyo',
      status: 'Active',
      student_count: 2,
    });
  });

  it('a student moved or withdrawn leaves the roll', async () => {
    const moved = recorded('StudentMovedToClass', {
      studentId: student(1),
      fromClassId: blue,
      toClassId: gold,
      levelId: form1,
      movedAt: at,
    });
    const withdrawn = recorded('StudentWithdrawn', {
      studentId: student(2),
      classId: blue,
      withdrawnAt: at,
    });
    await apply(moved, withdrawn, moved, withdrawn);
    expect(await row(blue)).toMatchObject({ student_count: 0 });
    expect(await row(gold)).toMatchObject({ student_count: 1 });
  });

  it("sends a batch's writes in one round trip, and the counts in one more; a withdrawal, which reads the class it left, goes by itself", async () => {
    const sent: string[] = [];
    const counting = {
      query: ((text: string, values?: unknown[]) => {
        sent.push(text.trim().split(/\s+/)[0]!);
        return pool.query(text, values);
      }) as unknown as pg.PoolClient['query'],
    };
    const green = '8b1d2c3b-0000-4000-8000-0000000000c3';
    const batch = [
      recorded('ClassCreated', {
        classId: green,
        levelId: form1,
        levelName: 'Form 1',
        name: 'Form 1 Green',
        createdAt: at,
      }),
      recorded('StudentEnrolled', { studentId: student(3), classId: green, ...pupil(3) }),
      recorded('StudentEnrolled', { studentId: student(4), classId: green, ...pupil(4) }),
      assigned(4, green, teacher(3)),
    ];
    await applyBatch(classes, batch, { db: counting, tables });
    // The script (its statements one after another) and the recount.
    expect(sent).toEqual(['INSERT', 'UPDATE']);
    expect(await row(green)).toMatchObject({ student_count: 2 });

    sent.length = 0;
    await applyBatch(
      classes,
      [
        recorded('StudentEnrolled', { studentId: student(5), classId: green, ...pupil(5) }),
        recorded('StudentWithdrawn', { studentId: student(3), classId: green, withdrawnAt: at }),
        recorded('StudentEnrolled', { studentId: student(6), classId: green, ...pupil(6) }),
      ],
      { db: counting, tables },
    );
    expect(sent).toEqual(['INSERT', 'DELETE', 'INSERT', 'UPDATE']);
    expect(await row(green)).toMatchObject({ student_count: 3 });
  });

  it('counts active students only: an inactive or graduated student leaves the count, one made active again returns, in a batch or one by one', async () => {
    const purple = '8b1d2c3b-0000-4000-8000-0000000000c4';
    const status = (n: number, before: string, after: string) =>
      recorded('StudentStatusChanged', {
        studentId: student(n),
        before,
        status: after,
        changedAt: at,
      });
    await apply(
      recorded('ClassCreated', {
        classId: purple,
        levelId: form1,
        levelName: 'Form 1',
        name: 'Form 1 Purple',
        createdAt: at,
      }),
      recorded('StudentEnrolled', { studentId: student(7), classId: purple, ...pupil(7) }),
      recorded('StudentEnrolled', { studentId: student(8), classId: purple, ...pupil(8) }),
      recorded('StudentEnrolled', { studentId: student(9), classId: purple, ...pupil(9) }),
      status(7, 'Active', 'Inactive'),
      status(8, 'Active', 'Graduated'),
    );
    expect(await row(purple)).toMatchObject({ student_count: 1 });
    for (const event of [status(7, 'Inactive', 'Active'), status(9, 'Active', 'Inactive')])
      await classes.handlers.StudentStatusChanged!(event, { db: pool, tables });
    expect(await row(purple)).toMatchObject({ student_count: 1 });
    await apply(status(9, 'Inactive', 'Active'));
    expect(await row(purple)).toMatchObject({ student_count: 2 });
  });

  it('a rename replayed after the archiving changes nothing; an archived class stays listed, a deleted one leaves', async () => {
    const renamed = recorded('ClassDetailsChanged', {
      classId: gold,
      name: { before: 'Form 1 Gold', after: 'Form 1 Green' },
      changedAt: at,
    });
    const archived = recorded('ClassArchived', {
      classId: gold,
      name: 'Form 1 Green',
      archivedAt: at,
    });
    await apply(renamed, archived, renamed);
    expect(await row(gold)).toMatchObject({ name: 'Form 1 Green', status: 'Archived' });
    await apply(recorded('ClassDeleted', { classId: blue, name: 'Form 1 Blue', deletedAt: at }));
    expect(await row(blue)).toBeUndefined();
  });
});
