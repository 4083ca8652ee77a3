import { createElement } from 'react';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PrintIcon from '@mui/icons-material/Print';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const PrintableListsPage = lazyScreen(() => import('./PrintableListsPage'), 'PrintableListsPage');
const TermClosePage = lazyScreen(() => import('./TermClosePage'), 'TermClosePage');

/** The end of a term: the admin's term-close page, and a class's printable lists for the admin and the class teacher. */
export const termCloseUi: UiModule = {
  adminRoutes: [
    { path: 'term-close', element: createElement(TermClosePage) },
    { path: 'printable-lists', element: createElement(PrintableListsPage) },
  ],
  teacherRoutes: [{ path: 'printable-lists', element: createElement(PrintableListsPage) }],
  menu: [
    {
      area: 'admin',
      label: 'Printable Lists',
      path: 'printable-lists',
      icon: PrintIcon,
      order: 45,
      keywords: ['class list', 'register sheet', 'print', 'PDF'],
    },
    {
      area: 'admin',
      label: 'Term Close',
      path: 'term-close',
      icon: EventBusyIcon,
      order: 165,
      keywords: ['close term', 'end of term', 'lock marks', 'reopen', 'year end'],
    },
    {
      area: 'teacher',
      label: 'Printable Lists',
      path: 'printable-lists',
      icon: PrintIcon,
      order: 35,
    },
  ],
};
