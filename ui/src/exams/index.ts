import { createElement } from 'react';
import GradingIcon from '@mui/icons-material/Grading';
import QuizIcon from '@mui/icons-material/Quiz';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const ExamList = lazyScreen(() => import('./ExamList'), 'ExamList');
const MyExamTimetable = lazyScreen(() => import('./MyExamTimetable'), 'MyExamTimetable');
const ResultsList = lazyScreen(() => import('./ResultsList'), 'ResultsList');
const UploadMarksPage = lazyScreen(() => import('./UploadMarksPage'), 'UploadMarksPage');

const exams = {
  name: 'exam-management',
  options: { label: 'Exam Management', apiPath: 'exams' },
  list: ExamList,
  icon: QuizIcon,
  recordRepresentation: 'examName',
};
const results = {
  options: { label: 'Results Management', apiPath: 'exams' },
  list: ResultsList,
  icon: GradingIcon,
  recordRepresentation: 'examName',
};
/** Marks from a file: beside the report-cards module's uploading-results page (final marks and comments), not over it. */
const MARKS_FILE_PATH = 'uploading-results/marks-file';
const upload = { path: MARKS_FILE_PATH, element: createElement(UploadMarksPage) };

/** The student's own exams (spec 001 §2.12), at the sidebar's path, read from /api/my-exams. */
const timetable = {
  name: 'exam-time-table',
  options: { label: 'Exam Time Table', apiPath: 'my-exams' },
  list: MyExamTimetable,
  icon: EventNoteIcon,
  recordRepresentation: 'examName',
};

/** Exams and mark entry: spec 001 §2.8 and §2.9 for the admin, §2.11 for the teacher; the student's exam time table (§2.12). */
export const examsUi: UiModule = {
  admin: [exams, { ...results, name: 'results-management' }],
  adminRoutes: [upload],
  teacher: [
    exams,
    {
      ...results,
      name: 'grading-results',
      options: { ...results.options, label: 'Grading Results' },
    },
  ],
  teacherRoutes: [upload],
  student: [timetable],
  menu: [
    {
      area: 'admin',
      label: 'Exam Management',
      path: 'exam-management',
      aliases: ['exam_management'],
      icon: QuizIcon,
      order: 70,
      keywords: ['exams', 'papers', 'tests'],
    },
    {
      area: 'admin',
      label: 'Results Management',
      path: 'results-management',
      icon: GradingIcon,
      order: 80,
      keywords: ['results', 'marks', 'grading', 'report cards'],
    },
    {
      area: 'teacher',
      label: 'Exam Management',
      path: 'exam-management',
      icon: QuizIcon,
      order: 50,
    },
    {
      area: 'teacher',
      label: 'Grading Results',
      path: 'grading-results',
      icon: GradingIcon,
      order: 60,
    },
    { area: 'student', label: 'Exam Time Table', path: 'exam-time-table', order: 30 },
  ],
  grants: {
    ADMIN: { reads: { 'exam-management': ['list'], 'results-management': ['list'] } },
    TEACHER: { reads: { 'exam-management': ['list'], 'grading-results': ['list'] } },
    // The student's own exams; their other pages read the student's own records directly.
    STUDENT: { reads: { 'exam-time-table': ['list'] } },
  },
};
