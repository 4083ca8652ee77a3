import { createElement } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import type { RoleGrants, UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const DocumentsAdminPage = lazyScreen(() => import('./DocumentsPage'), 'DocumentsAdminPage');
const SharedDocumentsPage = lazyScreen(() => import('./DocumentsPage'), 'SharedDocumentsPage');

const shared = (staff: boolean) => [
  { path: 'documents_section', element: createElement(SharedDocumentsPage, { staff }) },
];

const listed: RoleGrants = { reads: { documents: ['list'] } };

/** The school's documents: the admin's Documents section, and a read-only Documents page in each portal. */
export const documentsUi: UiModule = {
  adminRoutes: [{ path: 'documents_section', element: createElement(DocumentsAdminPage) }],
  teacherRoutes: shared(true),
  studentRoutes: shared(false),
  parentRoutes: shared(false),
  menu: [
    {
      area: 'admin',
      label: 'Documents',
      path: 'documents_section',
      icon: DescriptionIcon,
      order: 130,
      keywords: ['files', 'documents', 'uploads'],
    },
    {
      area: 'teacher',
      label: 'Documents',
      path: 'documents_section',
      icon: DescriptionIcon,
      order: 80,
    },
    { area: 'student', label: 'Documents', path: 'documents_section', order: 60 },
    { area: 'parent', label: 'Documents', path: 'documents_section', order: 50 },
  ],
  // Every school role lists them; the service decides which.
  grants: { ADMIN: listed, TEACHER: listed, STUDENT: listed, PARENT: listed },
  bell: [
    {
      kind: 'DOCUMENT',
      icon: DescriptionIcon,
      to: (_item, basename) => `${basename}/documents_section`,
    },
  ],
};
