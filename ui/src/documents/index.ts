import { createElement } from 'react';
import type { UiModule } from '../module';
import { DocumentsAdminPage, SharedDocumentsPage } from './DocumentsPage';

const shared = (staff: boolean) => [{ path: 'documents_section', element: createElement(SharedDocumentsPage, { staff }) }];

/** The school's documents: the admin's Documents section, and a read-only Documents page in each portal. */
export const documentsUi: UiModule = {
  adminRoutes: [{ path: 'documents_section', element: createElement(DocumentsAdminPage) }],
  teacherRoutes: shared(true),
  studentRoutes: shared(false),
  parentRoutes: shared(false),
};
