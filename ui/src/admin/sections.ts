/**
 * Spec 001 §2.2's admin sidebar, in its order, with the spec's routes under /admin. A module
 * that builds a section registers a resource or a page at that path; the others show the
 * coming-soon page, never a dead link.
 */
export interface AdminSection {
  label: string;
  /** Path under /admin ('' is the dashboard). */
  path: string;
  keywords: string[];
}

export const adminSections: readonly AdminSection[] = [
  { label: 'Dashboard', path: '', keywords: ['home', 'about school', 'overview'] },
  { label: 'Student Management', path: 'student-management', keywords: ['students', 'learners', 'pupils', 'enrol', 'registration number'] },
  { label: 'Teacher Management', path: 'teacher-management', keywords: ['teachers', 'staff', 'assign'] },
  { label: 'Class Management', path: 'class-management', keywords: ['classes', 'streams', 'class teacher'] },
  { label: 'Attendance', path: 'attendance', keywords: ['register', 'roll call', 'absent', 'late', 'not taken', 'term figures'] },
  { label: 'Parent Management', path: 'parent-management', keywords: ['parents', 'guardians', 'families'] },
  { label: 'Exam Management', path: 'exam-management', keywords: ['exams', 'papers', 'tests'] },
  { label: 'Results Management', path: 'results-management', keywords: ['results', 'marks', 'grading', 'report cards'] },
  { label: 'Communications Centre', path: 'communications_centre', keywords: ['messages', 'sms', 'email'] },
  { label: 'School Settings', path: 'menage-school-info', keywords: ['academic year', 'terms', 'departments', 'levels', 'grades', 'grading scale', 'subjects', 'school information'] },
  { label: 'School Events and Announcements', path: 'school_events_and_announcements', keywords: ['events', 'announcements', 'notices'] },
  { label: 'Profile', path: 'profile_section', keywords: ['my name', 'account', 'me'] },
  { label: 'Documents', path: 'documents_section', keywords: ['files', 'documents', 'uploads'] },
  { label: 'Settings', path: 'settings_section', keywords: ['password', 'preferences'] },
  { label: 'Statistics', path: 'statistics', keywords: ['figures', 'charts', 'averages', 'pass rates'] },
  { label: 'Getting Started', path: 'getting_started', keywords: ['help', 'guide', 'how to'] },
  { label: 'Report Cards', path: 'report-cards', keywords: ['report cards', 'publish results', 'amended', 'term results', 'pdf', 'print', 'verification'] },
  { label: 'Audit log', path: 'school-events', keywords: ['history', 'who did', 'changes', 'log'] },
];

/** The spec's other spellings of admin routes (dashboard tiles, spec 001 §2.1), each to its clean route. */
export const adminAliases: Readonly<Record<string, string>> = {
  student_management: 'student-management',
  class_management: 'class-management',
  teacher_management: 'teacher-management',
  parent_management: 'parent-management',
  exam_management: 'exam-management',
  'manage-school-info': 'menage-school-info',
  'getting-started': 'getting_started',
};
