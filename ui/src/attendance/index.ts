import { createElement } from 'react';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import type { UiModule } from '../module';
import { AttendanceList } from './AttendanceList';
import { ReportedAbsencesList } from './ReportedAbsencesList';
import { TakeRegisterPage } from './TakeRegisterPage';
import { TermFiguresList } from './TermFiguresList';

export { ChildAbsences } from './ChildAbsences';
export { ChildAttendance } from './ChildAttendance';

/**
 * The class register: the teacher's Take register page, with the absences families reported; the
 * admin's registers by day (not taken highlighted), corrections, term figures and the reported absences. The parent
 * portal reports and withdraws a child's absences (ChildAbsences).
 */
export const attendanceUi: UiModule = {
  admin: [{ name: 'attendance', options: { label: 'Attendance' }, list: AttendanceList, icon: EventAvailableIcon }],
  adminRoutes: [
    { path: 'take-register', element: createElement(TakeRegisterPage) },
    { path: 'attendance-figures', element: createElement(TermFiguresList) },
    { path: 'reported-absences', element: createElement(ReportedAbsencesList) },
  ],
  teacherRoutes: [{ path: 'take-register', element: createElement(TakeRegisterPage) }],
};
