import { useGetIdentity, useGetList } from 'react-admin';
import { MAX_PAGE_SIZE, type SchoolClass, type TeacherAssignment } from '@chikoro/contracts';
import type { Term } from '../setup/records';

const everything = { page: 1, perPage: MAX_PAGE_SIZE };

/** The school's current term (the one holding today), if there is one. */
export function useCurrentTerm() {
  const { data, isPending } = useGetList<Term>('terms', {
    filter: { current: true },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'startDate', order: 'DESC' },
  });
  return { term: data?.[0], isPending };
}

/** A class the signed-in teacher teaches, with what they do there this term. */
export interface TaughtClass {
  schoolClass: SchoolClass;
  isClassTeacher: boolean;
  /** Subjects they are assigned in this class this term (every term when the school has no current term). */
  subjects: string[];
}

/**
 * What the signed-in teacher teaches: the classes the server lets them read (class teacher or a
 * subject's teacher) with their subjects there this term. The services decide the scope; this only
 * arranges what they answer.
 */
export function useMyTeaching() {
  const { identity, isPending: identityPending } = useGetIdentity();
  const me = identity?.id ? String(identity.id) : undefined;
  const { term, isPending: termPending } = useCurrentTerm();
  const classes = useGetList<SchoolClass>('classes', {
    pagination: everything,
    sort: { field: 'name', order: 'ASC' },
  });
  const assignments = useGetList<TeacherAssignment>(
    'teacher-assignments',
    {
      filter: { ...(me ? { teacherId: me } : {}), ...(term ? { termId: term.id } : {}) },
      pagination: everything,
      sort: { field: 'subjectName', order: 'ASC' },
    },
    { enabled: Boolean(me) && !termPending },
  );
  const subjectsOf = (classId: string) => [
    ...new Set(
      (assignments.data ?? []).filter((a) => a.classId === classId).map((a) => a.subjectName),
    ),
  ];
  const taught: TaughtClass[] = (classes.data ?? []).map((schoolClass) => ({
    schoolClass,
    isClassTeacher: Boolean(me) && schoolClass.classTeacherId === me,
    subjects: subjectsOf(schoolClass.id),
  }));
  return {
    me,
    term,
    /** Every class they may read, this term's role in it alongside. */
    taught,
    /** The classes they teach this term: class teacher, or a subject assigned this term. */
    thisTerm: taught.filter((c) => c.isClassTeacher || c.subjects.length > 0),
    assignments: assignments.data ?? [],
    isPending:
      identityPending || termPending || classes.isPending || (Boolean(me) && assignments.isPending),
    error: classes.error ?? assignments.error,
  };
}
