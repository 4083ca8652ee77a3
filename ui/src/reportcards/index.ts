import { createElement } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const MyReportCardPage = lazyScreen(() => import('./MyReportCardPage'), 'MyReportCardPage');
const StatisticsPage = lazyScreen(() => import('./statistics/StatisticsPage'), 'StatisticsPage');

export { ClassPdfAction } from './ClassPdfAction';
export { ClassPdfButton } from './ClassPdfButton';
export { ReportCardScreen, type ReportCardScreenProps } from './ReportCardScreen';
export { ReportCardShow } from './ReportCardShow';
export { ReportCardView } from './ReportCardView';
export { ResultsStatistics } from './statistics/ResultsStatistics';

/**
 * The report card screen (the results module's report-cards resource shows it), a class's PDF,
 * the public verification page (a route of the site, see App.tsx), the school's results statistics
 * and the student's own report card.
 */
export const reportCardsUi: UiModule = {
  adminRoutes: [{ path: 'statistics', element: createElement(StatisticsPage) }],
  studentRoutes: [{ path: 'report-card', element: createElement(MyReportCardPage) }],
  menu: [
    {
      area: 'admin',
      label: 'Statistics',
      path: 'statistics',
      icon: AssessmentIcon,
      order: 150,
      keywords: ['figures', 'charts', 'averages', 'pass rates'],
    },
    { area: 'student', label: 'Report Card', path: 'report-card', order: 50 },
  ],
};
