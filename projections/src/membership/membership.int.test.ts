import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@chikoro/eventstore';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { applyBatch, perEvent } from '../runner/projection';
import { membership } from './membership';

const schoolId = '8b1d2c3b-0000-4000-8000-00000000000a';
const blue = '8b1d2c3b-0000-4000-8000-0000000000c1';
const gold = '8b1d2c3b-0000-4000-8000-0000000000c2';
const form1 = '8b1d2c3b-0000-4000-8000-0000000000f1';
const maths = '8b1d2c3b-0000-4000-8000-0000000000a1';
const term1 = '8b1d2c3b-0000-4000-8000-0000000000b1';
const year2026 = '8b1d2c3b-0000-4000-8000-0000000000b2';
const rudo = '8b1d2c3b-0000-4000-8000-000000000501';
const tino = '8b1d2c3b-0000-4000-8000-000000000502';
const moyo = '8b1d2c3b-0000-4000-8000-000000000701';
const dube = '8b1d2c3b-0000-4000-8000-000000000702';
const mother = '8b1d2c3b-0000-4000-8000-000000000801';
const assignment = '8b1d2c3b-0000-4000-8000-000000000901';

let position = 0;
function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  position += 1;
  const at = '2026-02-02T08:00:00.000Z';
  return {
    id: `e${position}`,
    type,
    data: { schoolId, ...data },
    streamId: 'any',
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

const enrolled = (studentId: string, classId: string, enrolledAt: string) =>
  recorded('StudentEnrolled', {
    studentId,
    classId,
    registrationNumber: 'MAB-26-0001',
    levelId: form1,
    firstName: 'Rudo',
    lastName: 'Moyo',
    dob: '2012-03-04',
    gender: 'female',
    enrolledAt,
  });

describe('the membership read model', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const tables = {
    class_memberships: 'rm_class_memberships',
    teaching_assignments: 'rm_teaching_assignments',
    family_links: 'rm_family_links',
  };
  const apply = (...events: RecordedEvent[]) =>
    applyBatch(membership, events, { db: pool, tables });
  const applyOneByOne = async (...events: RecordedEvent[]) => {
    for (const event of events)
      await applyBatch(perEvent(membership), [event], { db: pool, tables });
  };
  const day = `to_char(from_date, 'YYYY-MM-DD') AS from_date, to_char(to_date, 'YYYY-MM-DD') AS to_date`;
  const classSpans = async () =>
    (
      await pool.query(
        `SELECT student_id, class_id, status, ${day} FROM rm_class_memberships ORDER BY student_id, from_date, last_position`,
      )
    ).rows;
  const teachingSpans = async () =>
    (
      await pool.query(
        `SELECT teacher_id, class_id, subject_id, term_id, academic_year_id, ${day} FROM rm_teaching_assignments ORDER BY from_date, teacher_id, subject_id`,
      )
    ).rows;
  const familySpans = async () =>
    (
      await pool.query(
        `SELECT parent_id, student_id, status, ${day} FROM rm_family_links ORDER BY from_date, last_position`,
      )
    ).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url });
    pool.on('error', () => {});
    for (const [logical, table] of Object.entries(tables))
      await pool.query(membership.tables[logical as keyof typeof tables](table));
  });
  beforeEach(async () => {
    await pool.query(`TRUNCATE ${Object.values(tables).join(', ')}`);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  describe('when a student is moved between classes', () => {
    const events = () => [
      enrolled(rudo, blue, '2026-01-13T06:30:00.000Z'),
      recorded('StudentMovedToClass', {
        studentId: rudo,
        fromClassId: blue,
        toClassId: gold,
        levelId: form1,
        movedAt: '2026-03-02T07:00:00.000Z',
      }),
    ];

    it('keeps two spans, the first ended on the day of the move', async () => {
      await apply(...events());
      expect(await classSpans()).toEqual([
        {
          student_id: rudo,
          class_id: blue,
          status: 'Active',
          from_date: '2026-01-13',
          to_date: '2026-03-02',
        },
        {
          student_id: rudo,
          class_id: gold,
          status: 'Active',
          from_date: '2026-03-02',
          to_date: null,
        },
      ]);
    });

    it('gives the same spans when every event is applied twice, in a batch or one by one', async () => {
      const history = events();
      await apply(...history);
      await apply(...history);
      await applyOneByOne(...history);
      expect(await classSpans()).toHaveLength(2);
      expect((await classSpans()).map((s) => s.to_date)).toEqual(['2026-03-02', null]);
    });
  });

  describe('when a student changes status and is withdrawn', () => {
    it('the current span keeps the status, and the withdrawal ends it on its school day in Harare', async () => {
      await apply(
        enrolled(tino, blue, '2026-01-13T06:30:00.000Z'),
        recorded('StudentStatusChanged', {
          studentId: tino,
          before: 'Active',
          status: 'Inactive',
          changedAt: '2026-02-10T08:00:00.000Z',
        }),
        // 22:30 UTC on the 30th is already the 31st in Harare.
        recorded('StudentWithdrawn', {
          studentId: tino,
          classId: blue,
          withdrawnAt: '2026-03-30T22:30:00.000Z',
        }),
      );
      expect(await classSpans()).toEqual([
        {
          student_id: tino,
          class_id: blue,
          status: 'Inactive',
          from_date: '2026-01-13',
          to_date: '2026-03-31',
        },
      ]);
    });
  });

  describe('when teachers are assigned and unassigned', () => {
    it('a subject assignment spans from its assignment to its unassignment; a new class teacher ends the one before', async () => {
      const events = [
        recorded('TeacherAssigned', {
          teacherId: moyo,
          assignmentId: assignment,
          subjectId: maths,
          subjectName: 'Mathematics',
          classId: blue,
          className: 'Form 1 Blue',
          termId: term1,
          termName: 'Term 1',
          academicYearId: year2026,
          academicYearName: '2026',
          assignedAt: '2026-01-12T08:00:00.000Z',
        }),
        recorded('ClassTeacherAssigned', {
          classId: blue,
          teacherId: moyo,
          previousTeacherId: null,
          assignedAt: '2026-01-12T09:00:00.000Z',
        }),
        recorded('ClassTeacherAssigned', {
          classId: blue,
          teacherId: dube,
          previousTeacherId: moyo,
          assignedAt: '2026-02-16T09:00:00.000Z',
        }),
        recorded('TeacherUnassigned', {
          teacherId: moyo,
          assignmentId: assignment,
          subjectName: 'Mathematics',
          className: 'Form 1 Blue',
          termName: 'Term 1',
          academicYearName: '2026',
          unassignedAt: '2026-04-01T08:00:00.000Z',
        }),
      ];
      await apply(...events);
      await apply(...events);
      expect(await teachingSpans()).toEqual([
        {
          teacher_id: moyo,
          class_id: blue,
          subject_id: maths,
          term_id: term1,
          academic_year_id: year2026,
          from_date: '2026-01-12',
          to_date: '2026-04-01',
        },
        {
          teacher_id: moyo,
          class_id: blue,
          subject_id: null,
          term_id: null,
          academic_year_id: null,
          from_date: '2026-01-12',
          to_date: '2026-02-16',
        },
        {
          teacher_id: dube,
          class_id: blue,
          subject_id: null,
          term_id: null,
          academic_year_id: null,
          from_date: '2026-02-16',
          to_date: null,
        },
      ]);
    });

    it('a deleted class has no class teacher from that day', async () => {
      await apply(
        recorded('ClassTeacherAssigned', {
          classId: gold,
          teacherId: dube,
          previousTeacherId: null,
          assignedAt: '2026-01-12T09:00:00.000Z',
        }),
        recorded('ClassDeleted', {
          classId: gold,
          name: 'Form 1 Gold',
          deletedAt: '2026-01-20T09:00:00.000Z',
        }),
      );
      expect(await teachingSpans()).toEqual([
        {
          teacher_id: dube,
          class_id: gold,
          subject_id: null,
          term_id: null,
          academic_year_id: null,
          from_date: '2026-01-12',
          to_date: '2026-01-20',
        },
      ]);
    });
  });

  describe('when a parent is linked, unlinked and linked again', () => {
    it('keeps each link as a span, a second link while linked opening nothing', async () => {
      const link = (linkedAt: string) =>
        recorded('ParentLinkedToStudent', {
          parentId: mother,
          studentId: rudo,
          studentName: 'Rudo Moyo',
          registrationNumber: 'MAB-26-0001',
          linkedAt,
        });
      const events = [
        link('2026-01-13T08:00:00.000Z'),
        link('2026-01-14T08:00:00.000Z'),
        recorded('ParentUnlinkedFromStudent', {
          parentId: mother,
          studentId: rudo,
          studentName: 'Rudo Moyo',
          registrationNumber: 'MAB-26-0001',
          unlinkedAt: '2026-02-01T08:00:00.000Z',
        }),
        link('2026-03-01T08:00:00.000Z'),
      ];
      await apply(...events);
      await applyOneByOne(...events);
      expect(await familySpans()).toEqual([
        {
          parent_id: mother,
          student_id: rudo,
          status: 'Unlinked',
          from_date: '2026-01-13',
          to_date: '2026-02-01',
        },
        {
          parent_id: mother,
          student_id: rudo,
          status: 'Linked',
          from_date: '2026-03-01',
          to_date: null,
        },
      ]);
    });
  });
});
