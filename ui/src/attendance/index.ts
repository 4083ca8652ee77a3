import { createElement } from 'react';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import type { UiModule } from '../module';
import { AttendanceList } from './AttendanceList';
import { TakeRegisterPage } from './TakeRegisterPage';
import { TermFiguresList } from './TermFiguresList';

export { ChildAttendance } from './ChildAttendance';

/** The class register: the teacher's Take register page; the admin's registers by day (not taken highlighted), corrections and term figures. */
export const attendanceUi: UiModule = {
  admin: [{ name: 'attendance', options: { label: 'Attendance' }, list: AttendanceList, icon: EventAvailableIcon }],
  adminRoutes: [
    { path: 'take-register', element: createElement(TakeRegisterPage) },
    { path: 'attendance-figures', element: createElement(TermFiguresList) },
  ],
  teacherRoutes: [{ path: 'take-register', element: createElement(TakeRegisterPage) }],
};
