import type pg from 'pg';
import {
  NotFoundError,
  headCommentsStream,
  resultMessages as m,
  subjectCommentsStream,
  conductAndEffortStream,
  type ConductAndEffort,
  type PaperInput,
  type PublicationInputs,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { classTermAttendance } from '../attendance/termAttendance';
import { fold } from '../commands/decider';
import { termCloseState } from '../termclose/closed';
import { evolveComments, initialCommentsState } from './comments';
import { evolveConduct, initialConductState } from './conduct';
import { resultsSettingsOf } from './settingsRoutes';
import { classExams, classFacts, classStudents, schoolFacts, teacherFacts } from './references';
import { schoolSetupOf } from '../setup/reader';

const notFound = (field: string, message: string) =>
  new NotFoundError(message, [{ field, message }]);

async function comments(store: EventStore, streamId: string): Promise<Record<string, string>> {
  return fold(
    { initialState: initialCommentsState, evolve: evolveComments },
    (await store.readStream(streamId)).map(decodeEvent),
  ).comments;
}

async function ratings(
  store: EventStore,
  streamId: string,
): Promise<Record<string, ConductAndEffort>> {
  return fold(
    { initialState: initialConductState, evolve: evolveConduct },
    (await store.readStream(streamId)).map(decodeEvent),
  ).ratings;
}

/**
 * Everything the cards of a class for a term are made of, folded now from the streams that own
 * it: the school, its set-up (level and current scale version, term, year, subject names), the
 * class and its teacher, the students in the class, the exams with their marks and corrections,
 * the comments, the school's report-card choices and (when it shows them) the conduct and effort ratings, the day the next term opens (once set), and — when `attendanceUpTo` (a day, 'YYYY-MM-DD') is given — each student's
 * attendance from the class registers of the term up to that day. A class or term of another
 * school is not found.
 */
export async function publicationInputs(
  db: Pick<pg.Pool, 'query'>,
  store: EventStore,
  schoolId: string,
  classId: string,
  termId: string,
  attendanceUpTo?: string,
): Promise<PublicationInputs> {
  const klass = await classFacts(store, classId);
  if (!klass || klass.schoolId !== schoolId) throw notFound('classId', m.classNotFound);
  const setup = await schoolSetupOf(store, schoolId);
  const term = setup.terms[termId];
  if (!term) throw notFound('termId', m.termNotFound);
  const level = setup.levels[klass.levelId];
  const [school, students, exams, headComments, attendance, { nextTermOpens }, settings] =
    await Promise.all([
      schoolFacts(store, schoolId),
      classStudents(db, store, classId),
      classExams(db, store, classId, termId),
      comments(store, headCommentsStream(schoolId, termId)),
      attendanceUpTo
        ? classTermAttendance(
            store,
            classId,
            { termId, name: term.name, startDate: term.startDate, endDate: term.endDate },
            attendanceUpTo,
          )
        : undefined,
      termCloseState(store, schoolId, termId),
      resultsSettingsOf(store, schoolId),
    ]);
  const teacherIds = [
    ...new Set([
      ...exams.map((e) => e.teacherId),
      ...(klass.classTeacherId ? [klass.classTeacherId] : []),
    ]),
  ];
  const teachers = new Map(
    await Promise.all(teacherIds.map(async (id) => [id, await teacherFacts(store, id)] as const)),
  );
  const subjectIds = [...new Set(exams.map((e) => e.subjectId))];
  const subjectComments = Object.fromEntries(
    await Promise.all(
      subjectIds.map(
        async (id) =>
          [id, await comments(store, subjectCommentsStream(classId, id, termId))] as const,
      ),
    ),
  );
  const conductAndEffort = settings.conductAndEffort
    ? Object.fromEntries(
        await Promise.all(
          subjectIds.map(
            async (id) =>
              [id, await ratings(store, conductAndEffortStream(classId, id, termId))] as const,
          ),
        ),
      )
    : undefined;
  const papers: PaperInput[] = exams.map((e) => ({
    examId: e.examId,
    subjectId: e.subjectId,
    subjectName: setup.subjects[e.subjectId]?.name ?? '',
    teacherId: e.teacherId,
    teacherName: teachers.get(e.teacherId)?.name ?? null,
    paperNo: e.paperNo,
    name: e.examName,
    outOf: e.outOf,
    weight: e.weight,
    marks: e.marks,
    corrections: e.corrections,
  }));
  const classTeacher = klass.classTeacherId ? teachers.get(klass.classTeacherId) : undefined;
  return {
    school,
    class: { id: classId, name: klass.name },
    classTeacher:
      classTeacher && klass.classTeacherId
        ? { id: klass.classTeacherId, name: classTeacher.name }
        : null,
    level: { id: klass.levelId, name: level?.name ?? '' },
    gradingScale: level
      ? { version: level.scale.version, rows: level.scale.rows }
      : { version: 0, rows: [] },
    term: { id: termId, name: term.name, ...(nextTermOpens ? { nextTermOpens } : {}) },
    academicYear: { id: term.academicYearId, name: setup.years[term.academicYearId]?.name ?? '' },
    // A card for each active student, and for one no longer active who sat a paper of the term (an entry on it) before leaving.
    students: students
      .filter((s) => s.status === 'Active' || papers.some((p) => p.marks[s.id] !== undefined))
      .map(({ id, firstName, lastName, registrationNumber }) => ({
        id,
        firstName,
        lastName,
        registrationNumber,
      })),
    papers,
    subjectComments,
    headComments,
    cardSettings: {
      conductAndEffort: settings.conductAndEffort,
      scoreFormat: settings.scoreFormat,
    },
    ...(conductAndEffort ? { conductAndEffort } : {}),
    ...(attendance && attendance.size > 0 ? { attendance: Object.fromEntries(attendance) } : {}),
  };
}
