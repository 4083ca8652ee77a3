import {
  NotFoundError,
  ValidationError,
  classStream,
  studentMessages as m,
  type ClassEvent,
  type ClassPlacement,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import { schoolDecider } from '../schools/decide';
import { schoolStream } from '../schools/school';
import { studentDecider } from './decide';
import { studentName, studentStream } from './student';
import { schoolSetupOf } from '../setup/reader';

type ClassView =
  | { status: 'None' }
  | { status: 'Open' | 'Closed'; schoolId: string; name: string; levelId: string };

/** A class as its own stream tells it: created, renamed or moved to another level, deleted or archived. */
function evolveClass(state: ClassView, event: ClassEvent): ClassView {
  switch (event.type) {
    case 'ClassCreated':
      return {
        status: 'Open',
        schoolId: event.data.schoolId,
        name: event.data.name,
        levelId: event.data.levelId,
      };
    case 'ClassDetailsChanged':
      if (state.status === 'None') return state;
      return {
        ...state,
        name: event.data.name?.after ?? state.name,
        levelId: event.data.levelId?.after ?? state.levelId,
      };
    case 'ClassDeleted':
    case 'ClassArchived':
      return state.status === 'None' ? state : { ...state, status: 'Closed' };
    default:
      return state;
  }
}

const refuse = (message: string) => new ValidationError(message, [{ field: 'classId', message }]);

/**
 * Where a student goes: a class of the admin's school that is neither deleted nor archived, with
 * its level; the names are kept on the event so the history reads by itself.
 */
export async function placementOf(
  store: EventStore,
  schoolId: string,
  classId: string,
): Promise<ClassPlacement> {
  const events = (await store.readStream(classStream(classId))).map(
    decodeEvent,
  ) as unknown as ClassEvent[];
  const view = events.reduce(evolveClass, { status: 'None' } as ClassView);
  if (view.status === 'None' || view.schoolId !== schoolId) throw refuse(m.classNotFound);
  if (view.status === 'Closed') throw refuse(m.classClosed);
  const level = (await schoolSetupOf(store, schoolId)).levels[view.levelId];
  return { classId, className: view.name, levelId: view.levelId, levelName: level?.name };
}

/** The school's name, for its registration code. */
export async function schoolNameOf(store: EventStore, schoolId: string): Promise<string> {
  const state = fold(schoolDecider, await store.readStream(schoolStream(schoolId)));
  return state.status === 'Initial' ? 'School' : state.details.name;
}

/** A student of the admin's school, for a parent's link; any other is "not found". */
export async function studentRefOf(store: EventStore, schoolId: string, studentId: string) {
  const state = fold(
    studentDecider,
    (await store.readStream(studentStream(studentId))).map(decodeEvent),
  );
  if (state.status === 'Initial' || state.schoolId !== schoolId)
    throw new NotFoundError(m.notFound);
  return {
    status: state.status,
    ref: {
      studentId,
      studentName: studentName(state),
      registrationNumber: state.registrationNumber,
    },
  };
}
