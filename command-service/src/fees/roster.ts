import type pg from 'pg';
import { feeMessages as m, schoolDate, type BillableLearner } from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import { CLASS_DIRECTORY_REACTOR } from '../classes/directory';
import { caughtUp } from '../reactors/catchUp';
import {
  evolveStudent,
  initialStudentState,
  studentName,
  studentStream,
} from '../students/student';

/**
 * The school's active learners as billing sees them: who sits in which class (the class directory the
 * write side keeps), each learner's record folded from their own stream. The one place billing
 * reads a roster, so another source can replace it.
 */
export async function billableLearners(
  store: EventStore,
  pool: pg.Pool,
  schoolId: string,
): Promise<BillableLearner[]> {
  await caughtUp(pool, store, CLASS_DIRECTORY_REACTOR, m.rosterBusy);
  const { rows } = await pool.query<{ student_id: string; class_name: string }>(
    `SELECT m.student_id, d.name AS class_name FROM class_members m JOIN class_directory d ON d.class_id = m.class_id
     WHERE d.school_id = $1 ORDER BY m.student_id`,
    [schoolId],
  );
  const learners: BillableLearner[] = [];
  for (const row of rows) {
    const events = (await store.readStream(studentStream(row.student_id))).map(decodeEvent);
    const state = fold({ initialState: initialStudentState, evolve: evolveStudent }, events);
    if (state.status !== 'Active' || state.schoolId !== schoolId) continue;
    const enrolled = events.find((e) => e.type === 'StudentEnrolled')?.data as
      { enrolledAt?: string } | undefined;
    learners.push({
      studentId: state.studentId,
      name: studentName(state),
      registrationNumber: state.registrationNumber,
      classId: state.classId,
      className: row.class_name,
      levelId: state.levelId,
      enrolledOn: enrolled?.enrolledAt ? schoolDate(enrolled.enrolledAt) : '0000-01-01',
    });
  }
  return learners;
}
