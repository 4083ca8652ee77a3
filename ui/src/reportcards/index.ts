import { createElement } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import type { UiModule } from '../module';
import { ReportCardList } from './ReportCardList';
import { ReportCardShow } from './ReportCardShow';
import { StatisticsPage } from './statistics/StatisticsPage';

export { ReportCardScreen, type ReportCardScreenProps } from './ReportCardScreen';
export { ReportCardView } from './ReportCardView';
export { ResultsStatistics } from './statistics/ResultsStatistics';

/** Report cards in the admin area (every version, the screen, a class's PDF) and the school's results statistics. */
export const reportCardsUi: UiModule = {
  admin: [
    {
      name: 'report-cards',
      options: { label: 'Report cards' },
      list: ReportCardList,
      show: ReportCardShow,
      icon: AssignmentIcon,
      recordRepresentation: (c: { studentName: string; termName: string; academicYearName: string }) => `${c.studentName}, ${c.termName} ${c.academicYearName}`,
    },
  ],
  adminRoutes: [{ path: 'statistics', element: createElement(StatisticsPage) }],
};
