import type { ClassEvent, StudentEvent } from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { schoolEvents } from '../imports/records';
import {
  evolveStudent,
  initialStudentState,
  studentName,
  type StudentState,
} from '../students/student';
import type { ClassRef, StudentRef } from './propose';

const classTypes = ['ClassCreated', 'ClassDetailsChanged', 'ClassDeleted', 'ClassArchived'];
const studentTypes = [
  'StudentEnrolled',
  'StudentMovedToClass',
  'StudentStatusChanged',
  'StudentWithdrawn',
];

/** The school's open classes (not deleted or archived) with their level, as their streams tell it. */
export async function openClassesOf(store: EventStore, schoolId: string): Promise<ClassRef[]> {
  const classes = new Map<string, ClassRef | null>();
  for (const raw of await schoolEvents(store, schoolId, classTypes)) {
    const e = decodeEvent(raw) as unknown as ClassEvent;
    const id = e.data.classId;
    const known = classes.get(id);
    if (e.type === 'ClassCreated')
      classes.set(id, { classId: id, name: e.data.name, levelId: e.data.levelId });
    else if (e.type === 'ClassDetailsChanged' && known)
      classes.set(id, {
        ...known,
        name: e.data.name?.after ?? known.name,
        levelId: e.data.levelId?.after ?? known.levelId,
      });
    else if (e.type === 'ClassDeleted' || e.type === 'ClassArchived') classes.set(id, null);
  }
  return [...classes.values()].filter((c): c is ClassRef => c !== null);
}

/** The school's students as their streams tell it now, each with class, level and status. */
export async function studentsOf(
  store: EventStore,
  schoolId: string,
): Promise<Map<string, Exclude<StudentState, { status: 'Initial' }>>> {
  const states = new Map<string, StudentState>();
  for (const raw of await schoolEvents(store, schoolId, studentTypes)) {
    const e = decodeEvent(raw) as unknown as StudentEvent;
    const id = e.data.studentId;
    states.set(id, evolveStudent(states.get(id) ?? initialStudentState, e));
  }
  const out = new Map<string, Exclude<StudentState, { status: 'Initial' }>>();
  for (const [id, s] of states) if (s.status !== 'Initial') out.set(id, s);
  return out;
}

/** The active students of the school, as the plan proposes for them. */
export async function activeStudentsOf(store: EventStore, schoolId: string): Promise<StudentRef[]> {
  return [...(await studentsOf(store, schoolId)).values()]
    .filter((s) => s.status === 'Active')
    .map((s) => ({
      studentId: s.studentId,
      studentName: studentName(s),
      registrationNumber: s.registrationNumber,
      classId: s.classId,
      levelId: s.levelId,
    }));
}
