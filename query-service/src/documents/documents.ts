import {
  documentVisibilities,
  documentsModel,
  tableOf,
  visibleDocumentKinds,
  type SchoolDocument,
} from '@chikoro/contracts';
import { equalsId, equalsOneOf, textSearch, type ListResource } from '../listing/resource';
import { ownSchool } from '../scope';

interface DocumentRow {
  id: string;
  school_id: string;
  title: string;
  description: string | null;
  visibility: SchoolDocument['visibility'];
  file_name: string;
  content_type: string;
  size: number;
  uploaded_at: Date;
  updated_at: Date;
}

/**
 * The school's documents (GET /api/documents): its admin and teachers read them all, its students
 * and parents only those shared with families; another school's nothing. The superadmin reads every
 * school's (filter `schoolId`). The file itself is GET /api/files/documents/<id>.
 */
export const documentsResource: ListResource<DocumentRow> = {
  name: 'documents',
  roles: ['SUPERADMIN', 'ADMIN', 'TEACHER', 'STUDENT', 'PARENT'],
  projection: documentsModel.name,
  pagesKept: true,
  from: tableOf(documentsModel, 'documents'),
  select:
    'id, school_id, title, description, visibility, file_name, content_type, size, uploaded_at, updated_at',
  idColumn: 'id',
  sortable: {
    id: 'id',
    title: 'lower(title)',
    uploadedAt: 'uploaded_at',
    updatedAt: 'updated_at',
    visibility: 'visibility',
  },
  defaultSort: ['uploadedAt', 'DESC'],
  filters: {
    q: textSearch('title', 'description', 'file_name'),
    visibility: equalsOneOf('visibility', documentVisibilities),
    schoolId: equalsId('school_id'),
  },
  scope(principal, params) {
    const school = ownSchool('school_id')(principal, params);
    if (principal.role === 'SUPERADMIN') return school;
    return `${school} AND visibility = ANY(${params.add(visibleDocumentKinds(principal.role))}::text[])`;
  },
  toRecord: (r): SchoolDocument => ({
    id: r.id,
    schoolId: r.school_id,
    title: r.title,
    description: r.description,
    visibility: r.visibility,
    fileName: r.file_name,
    contentType: r.content_type,
    size: r.size,
    uploadedAt: r.uploaded_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  }),
};
