import { createElement } from 'react';
import type { UiModule } from '../module';
import { StatisticsPage } from './statistics/StatisticsPage';

export { ClassPdfAction } from './ClassPdfAction';
export { ClassPdfButton } from './ClassPdfButton';
export { ReportCardScreen, type ReportCardScreenProps } from './ReportCardScreen';
export { ReportCardShow } from './ReportCardShow';
export { ReportCardView } from './ReportCardView';
export { ResultsStatistics } from './statistics/ResultsStatistics';

/**
 * The report card screen (the results module's report-cards resource shows it), a class's PDF,
 * the public verification page (a route of the site, see App.tsx) and the school's results statistics.
 */
export const reportCardsUi: UiModule = {
  adminRoutes: [{ path: 'statistics', element: createElement(StatisticsPage) }],
};
