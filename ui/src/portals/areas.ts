import type { Role } from '@chikoro/contracts';

export const roleTitle: Record<Role, string> = {
  SUPERADMIN: 'Platform superadmin',
  ADMIN: 'School admin',
  TEACHER: 'Teacher',
  STUDENT: 'Student',
  PARENT: 'Parent',
};

export interface SidebarEntry {
  label: string;
  to: string;
}

/**
 * Each signed-in area's side menu (spec 001 §2.2 and the portals' sections, clean paths; the
 * student portal's spec spelling /sudent-portal/... is an alias): the sidebar every screen of the
 * area shows, the 404 page and the access page too.
 */
export const sidebarByRole: Record<Exclude<Role, 'SUPERADMIN'>, SidebarEntry[]> = {
  ADMIN: [
    { label: 'Dashboard', to: '/admin' },
    { label: 'Student Management', to: '/admin/student-management' },
    { label: 'Teacher Management', to: '/admin/teacher-management' },
    { label: 'Class Management', to: '/admin/class-management' },
    { label: 'Attendance', to: '/admin/attendance' },
    { label: 'Parent Management', to: '/admin/parent-management' },
    { label: 'Exam Management', to: '/admin/exam-management' },
    { label: 'Results Management', to: '/results-management' },
    { label: 'Communications Centre', to: '/admin/communications_centre' },
    { label: 'School Settings', to: '/admin/menage-school-info' },
    { label: 'School Events and Announcements', to: '/admin/school_events_and_announcements' },
    { label: 'Profile', to: '/admin/profile_section' },
    { label: 'Documents', to: '/admin/documents_section' },
    { label: 'Settings', to: '/admin/settings_section' },
    { label: 'Statistics', to: '/admin/statistics' },
    { label: 'Getting Started', to: '/admin/getting_started' },
  ],
  TEACHER: [
    { label: 'Dashboard', to: '/teacher-portal' },
    { label: 'Class Management', to: '/teacher-portal/class-management' },
    { label: 'Take register', to: '/teacher-portal/take-register' },
    { label: 'Student Management', to: '/teacher-portal/student-management' },
    { label: 'Exam Management', to: '/teacher-portal/exam-management' },
    { label: 'Grading Results', to: '/teacher-portal/grading-results' },
    { label: 'Uploading Results', to: '/teacher-portal/uploading-results' },
    { label: 'Documents', to: '/teacher-portal/documents_section' },
    { label: 'Profile', to: '/teacher-portal/profile_section' },
    { label: 'Settings', to: '/teacher-portal/settings' },
  ],
  STUDENT: [
    { label: 'Dashboard', to: '/student-portal' },
    { label: 'Subjects', to: '/student-portal/subjects' },
    { label: 'Exam Time Table', to: '/student-portal/exam-time-table' },
    { label: 'Exam Results', to: '/student-portal/exam-results' },
    { label: 'Report Card', to: '/student-portal/report-card' },
    { label: 'Documents', to: '/student-portal/documents_section' },
    { label: 'Profile', to: '/student-portal/profile_section' },
    { label: 'Settings', to: '/student-portal/settings_section' },
  ],
  PARENT: [
    { label: 'Dashboard', to: '/parent' },
    { label: 'Students', to: '/parent/students' },
    { label: 'School Communication', to: '/parent/school-communication' },
    { label: 'Fees Management', to: '/parent/fees_management' },
    { label: 'Documents', to: '/parent/documents_section' },
    { label: 'Profile', to: '/parent/profile_section' },
    { label: 'Settings', to: '/parent/settings_section' },
  ],
};

/** A role's sidebar as paths under its area's basename ('' is the dashboard). */
export function sectionsOf(role: Exclude<Role, 'SUPERADMIN'>, basename: string) {
  return sidebarByRole[role].map(({ label, to }) => ({ label, path: to === basename ? '' : to.slice(basename.length + 1) }));
}
