import { createElement } from 'react';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const BroadsheetPage = lazyScreen(() => import('./BroadsheetPage'), 'BroadsheetPage');

export { BroadsheetLink, BroadsheetListAction } from './BroadsheetLink';

/** The class broadsheet page, for the school's admin and for teachers (the classes they teach). */
export const broadsheetsUi: UiModule = {
  adminRoutes: [{ path: 'broadsheet', element: createElement(BroadsheetPage) }],
  teacherRoutes: [{ path: 'broadsheet', element: createElement(BroadsheetPage) }],
};
