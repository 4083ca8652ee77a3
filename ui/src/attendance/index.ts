import { createElement } from 'react';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const AttendanceList = lazyScreen(() => import('./AttendanceList'), 'AttendanceList');
const ReportedAbsencesList = lazyScreen(
  () => import('./ReportedAbsencesList'),
  'ReportedAbsencesList',
);
const TakeRegisterPage = lazyScreen(() => import('./TakeRegisterPage'), 'TakeRegisterPage');
const TermFiguresList = lazyScreen(() => import('./TermFiguresList'), 'TermFiguresList');

export { ChildAbsences } from './ChildAbsences';
export { ChildAttendance } from './ChildAttendance';

/**
 * The class register: the teacher's Take register page, with the absences families reported; the
 * admin's registers by day (not taken highlighted), corrections, term figures and the reported absences. The parent
 * portal reports and withdraws a child's absences (ChildAbsences).
 */
export const attendanceUi: UiModule = {
  admin: [
    {
      name: 'attendance',
      options: { label: 'Attendance' },
      list: AttendanceList,
      icon: EventAvailableIcon,
    },
  ],
  adminRoutes: [
    { path: 'take-register', element: createElement(TakeRegisterPage) },
    { path: 'attendance-figures', element: createElement(TermFiguresList) },
    { path: 'reported-absences', element: createElement(ReportedAbsencesList) },
  ],
  teacherRoutes: [{ path: 'take-register', element: createElement(TakeRegisterPage) }],
  menu: [
    {
      area: 'admin',
      label: 'Attendance',
      path: 'attendance',
      icon: EventAvailableIcon,
      order: 50,
      keywords: ['register', 'roll call', 'absent', 'late', 'not taken', 'term figures'],
    },
    {
      area: 'teacher',
      label: 'Take register',
      path: 'take-register',
      icon: EventAvailableIcon,
      order: 30,
    },
  ],
  grants: {
    ADMIN: {
      reads: {
        attendance: ['list', 'show'],
        'attendance-summary': ['list'],
        'attendance-entries': ['list'],
        'attendance-roll': ['list'],
        'absence-reports': ['list'],
      },
    },
    TEACHER: {
      reads: {
        'attendance-summary': ['list'],
        'attendance-entries': ['list'],
        'attendance-roll': ['list'],
        'absence-reports': ['list'],
      },
    },
    PARENT: {
      reads: {
        'attendance-summary': ['list'],
        'attendance-entries': ['list'],
        'absence-reports': ['list'],
      },
    },
  },
  // A parent's child marked absent leads to that child; a class teacher's reported absence to that day's register (their links).
  bell: [
    { kind: 'ABSENCE', icon: EventBusyIcon },
    { kind: 'ABSENCE_REPORT', icon: EventBusyIcon },
  ],
};
