import { createElement } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import UploadIcon from '@mui/icons-material/UploadFile';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const MyExamResultsPage = lazyScreen(() => import('./MyExamResultsPage'), 'MyExamResultsPage');
const ReportCardList = lazyScreen(() => import('./ReportCardList'), 'ReportCardList');
const TeacherReportCardList = lazyScreen(() => import('./ReportCardList'), 'TeacherReportCardList');
const ReportCardShow = lazyScreen(() => import('../reportcards/ReportCardShow'), 'ReportCardShow');
const UploadingResultsPage = lazyScreen(
  () => import('./UploadingResultsPage'),
  'UploadingResultsPage',
);

export { UploadingResultsPage } from './UploadingResultsPage';

/**
 * Results and report cards: the admin's report cards (publish a class's term after a confirmation,
 * preview its drafts, every version with its 'amended' chip) and the teacher's uploading-results
 * page (final mark, grade and comment per student of a subject); the student's own published results.
 */
export const resultsUi: UiModule = {
  admin: [
    {
      name: 'report-cards',
      options: { label: 'Report Cards' },
      list: ReportCardList,
      show: ReportCardShow,
      icon: AssignmentIcon,
      recordRepresentation: 'studentName',
    },
    { name: 'results' },
  ],
  teacher: [
    {
      name: 'report-cards',
      options: { label: 'Report Cards' },
      list: TeacherReportCardList,
      show: ReportCardShow,
      icon: AssignmentIcon,
      recordRepresentation: 'studentName',
    },
    { name: 'results' },
  ],
  teacherRoutes: [{ path: 'uploading-results', element: createElement(UploadingResultsPage) }],
  studentRoutes: [{ path: 'exam-results', element: createElement(MyExamResultsPage) }],
  menu: [
    {
      area: 'admin',
      label: 'Report Cards',
      path: 'report-cards',
      icon: AssignmentIcon,
      order: 170,
      keywords: [
        'report cards',
        'publish results',
        'amended',
        'term results',
        'pdf',
        'print',
        'verification',
      ],
    },
    {
      area: 'teacher',
      label: 'Uploading Results',
      path: 'uploading-results',
      icon: UploadIcon,
      order: 70,
    },
    // The published cards of the classes they teach, by year (no publishing: the admin's).
    {
      area: 'teacher',
      label: 'Report Cards',
      path: 'report-cards',
      icon: AssignmentIcon,
      order: 75,
    },
    { area: 'student', label: 'Exam Results', path: 'exam-results', order: 40 },
  ],
  grants: {
    ADMIN: { reads: { 'report-cards': ['list', 'show'] } },
    TEACHER: { reads: { 'report-cards': ['list', 'show'] } },
    // Their children's cards (the server keeps them to the parent's family).
    PARENT: { reads: { 'report-cards': ['list', 'show'] } },
  },
};
