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
 * Each signed-in area's side menu (spec 001 §2.2 and the portals' sections): the sidebar the 404
 * page and the access page show for the stored role. The areas' own screens arrive with their modules.
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
    { label: 'Settings', to: '/teacher-portal/settings' },
  ],
  STUDENT: [
    { label: 'Dashboard', to: '/student-portal' },
    { label: 'Subjects', to: '/sudent-portal/subjects' },
    { label: 'Exam Time Table', to: '/sudent-portal/exam-time-table' },
    { label: 'Report Card', to: '/sudent-portal/report-card' },
  ],
  PARENT: [
    { label: 'Dashboard', to: '/parent' },
    { label: 'Students', to: '/parent/students' },
    { label: 'School Communication', to: '/parent/school-communication' },
    { label: 'Fees Management', to: '/parent/fees_management' },
    { label: 'Settings', to: '/parent/settings_section' },
  ],
};
