/** An exam of the term still waiting for marks: how many of its class's students have none. */
export interface OpenExam {
  examId: string;
  examName: string;
  classId: string;
  className: string;
  subjectName: string;
  paperNo: number;
  missing: number;
}

/** One teacher's exams of the term still waiting for marks. */
export interface TeacherOpenExams {
  teacherId: string;
  teacherName: string;
  exams: OpenExam[];
}

/** A class whose results for the term are not published yet. */
export interface UnpublishedClass {
  classId: string;
  className: string;
  students: number;
}

/** A class whose cards still lack comments: the subject results without a teacher's comment, the students without the head's. */
export interface UncommentedClass {
  classId: string;
  className: string;
  teacherComments: number;
  headComments: number;
}

/** A class's registers of the term's school days (up to today) not taken. */
export interface MissingRegisters {
  classId: string;
  className: string;
  days: number;
  firstDate: string;
  lastDate: string;
}

/** GET /api/term-close/<termId>: whether the term is closed, and what is still open in it. */
export interface TermCloseReport {
  termId: string;
  termName: string;
  status: 'Open' | 'Closed';
  closedAt: string | null;
  /** The reason of the last reopening, while the term stands open again. */
  reopenReason: string | null;
  /** The day the next term opens (YYYY-MM-DD), once set: the term's report cards print it. */
  nextTermOpens: string | null;
  examsWithoutMarks: TeacherOpenExams[];
  unpublishedClasses: UnpublishedClass[];
  uncommentedCards: UncommentedClass[];
  registersNotTaken: MissingRegisters[];
}
