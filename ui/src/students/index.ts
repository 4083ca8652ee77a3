import FaceIcon from '@mui/icons-material/Face';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const StudentList = lazyScreen(() => import('./StudentList'), 'StudentList');
const TeacherStudentList = lazyScreen(() => import('./TeacherStudentList'), 'TeacherStudentList');

const students = {
  name: 'student-management',
  options: { label: 'Student Management', apiPath: 'students' },
  icon: FaceIcon,
  recordRepresentation: (s: { firstName: string; lastName: string }) =>
    `${s.firstName} ${s.lastName}`,
};

/** Student management: the school admin's (spec 001 §2.5) and the teacher's, their classes' students with each one's profile (§2.11). */
export const studentsUi: UiModule = {
  admin: [{ ...students, list: StudentList }],
  teacher: [{ ...students, list: TeacherStudentList }],
  menu: [
    {
      area: 'admin',
      label: 'Student Management',
      path: 'student-management',
      aliases: ['student_management'],
      icon: FaceIcon,
      order: 20,
      keywords: ['students', 'learners', 'pupils', 'enrol', 'registration number'],
    },
    {
      area: 'teacher',
      label: 'Student Management',
      path: 'student-management',
      icon: FaceIcon,
      order: 40,
    },
  ],
  grants: {
    ADMIN: {
      reads: { 'student-management': ['list', 'show'] },
      commands: ['ChangeStudentStatus', 'MoveStudentToClass', 'WithdrawStudent'],
    },
    // A teacher reads their classes' students (the services answer no other) and changes none.
    TEACHER: { reads: { 'student-management': ['list'] } },
  },
};
