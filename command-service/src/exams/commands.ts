import type { ChangeExamDetailsInput, CreateExamInput, MarkValue } from '@chikoro/contracts';
import type { z } from 'zod';

/** Another paper of the same class, subject and term, as its own stream (or its reservation) says. */
export interface OtherPaper {
  examId: string;
  paperNo: number;
  weight: number;
}

/** A teacher named on an exam, folded from their own stream at the edge. */
export interface NamedTeacher {
  teacherId: string;
  name: string;
  active: boolean;
}

/** What the edge found of the records a new exam refers to (names as they are today). */
export interface ExamPlacement {
  schoolId: string;
  className: string;
  levelId: string;
  levelName: string;
  subjectName: string;
  termName: string;
  academicYearId: string;
  academicYear: string;
}

/**
 * The commands as the decider sees them: the request's input plus the facts the edge folded from
 * other streams (set-up, class, teacher, students, the term's mark entry, the publication), so
 * every rule is decided in one pure function.
 */
export type ExamCommand =
  | {
      type: 'CreateExam';
      examId: string;
      input: CreateExamInput;
      placement: ExamPlacement;
      /** The teacher the exam belongs to: the one an admin named, or the teacher sending it. */
      teacher: NamedTeacher | undefined;
      /** Whether the sending teacher is assigned this subject and class this term (teachers only). */
      assigned: boolean;
      otherPapers: OtherPaper[];
    }
  | {
      type: 'ChangeExamDetails';
      input: z.infer<typeof ChangeExamDetailsInput>;
      teacher: NamedTeacher | undefined;
      otherPapers: OtherPaper[];
    }
  | { type: 'CancelExam'; examId: string; reason?: string }
  | {
      type: 'RecordMarks';
      examId: string;
      marks: { studentId: string; mark: MarkValue }[];
      /** The students named, as their own streams say: name and whether they sit in the exam's class. */
      students: Record<string, StudentFacts>;
      locked: boolean;
      published: boolean;
      /** Whether the admin has closed the exam's term (CloseTerm): no mark changes, not even the admin's. */
      closed: boolean;
    }
  | {
      type: 'CorrectMark';
      examId: string;
      studentId: string;
      mark: MarkValue;
      reason: string;
      shareReasonWithFamily?: boolean;
      student: StudentFacts | undefined;
      published: boolean;
      closed: boolean;
    };

export interface StudentFacts {
  name: string;
  classId: string | null;
}

export const examIdOf = (command: ExamCommand): string =>
  command.type === 'ChangeExamDetails' ? command.input.examId : command.examId;
