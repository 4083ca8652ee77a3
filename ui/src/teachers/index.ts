import { createElement } from 'react';
import SchoolIcon from '@mui/icons-material/School';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const MySubjectsPage = lazyScreen(() => import('./MySubjectsPage'), 'MySubjectsPage');
const TeacherList = lazyScreen(() => import('./TeacherList'), 'TeacherList');

/** The teachers module's screens: spec 001 §2.4's teacher management in the admin area; who teaches a student's subjects (§2.12). */
export const teachersUi: UiModule = {
  admin: [
    {
      name: 'teacher-management',
      options: { label: 'Teacher Management', apiPath: 'teachers' },
      list: TeacherList,
      icon: SchoolIcon,
      recordRepresentation: (t: { firstName: string; lastName: string }) =>
        `${t.firstName} ${t.lastName}`,
    },
  ],
  studentRoutes: [{ path: 'subjects', element: createElement(MySubjectsPage) }],
  menu: [
    {
      area: 'admin',
      label: 'Teacher Management',
      path: 'teacher-management',
      aliases: ['teacher_management'],
      icon: SchoolIcon,
      order: 30,
      keywords: ['teachers', 'staff', 'assign'],
    },
    { area: 'student', label: 'Subjects', path: 'subjects', order: 20 },
  ],
  grants: {
    ADMIN: {
      reads: { 'teacher-management': ['list', 'show'] },
      commands: ['AssignTeacher', 'UnassignTeacher', 'ChangeTeacherStatus', 'RemoveTeacher'],
    },
  },
};
