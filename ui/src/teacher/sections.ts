/**
 * Spec 001 §2.11's teacher sidebar, in its order, at the spec's routes under /teacher-portal. A
 * module that builds a section registers a resource or a page at that path; the others show the
 * coming-soon page, never a dead link.
 */
export const teacherSections = [
  { label: 'Dashboard', path: '' },
  { label: 'Class management', path: 'class-management' },
  { label: 'Student management', path: 'student-management' },
  { label: 'Exam management', path: 'exam-management' },
  { label: 'Grading results', path: 'grading-results' },
  { label: 'Uploading results', path: 'uploading-results' },
  { label: 'Settings', path: 'settings' },
] as const;
