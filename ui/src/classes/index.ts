import ClassIcon from '@mui/icons-material/Class';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const ClassList = lazyScreen(() => import('./ClassList'), 'ClassList');
const TeacherClassList = lazyScreen(() => import('./TeacherClassList'), 'TeacherClassList');
const TeacherClassShow = lazyScreen(() => import('./TeacherClassShow'), 'TeacherClassShow');

const classes = {
  name: 'class-management',
  options: { label: 'Class Management', apiPath: 'classes' },
  icon: ClassIcon,
  recordRepresentation: 'name',
};

/** The classes module's screens: spec 001 §2.7's class management for the admin, §2.11's for the teacher (their classes, each with its students). */
export const classesUi: UiModule = {
  admin: [{ ...classes, list: ClassList }],
  teacher: [{ ...classes, list: TeacherClassList, show: TeacherClassShow }],
  menu: [
    {
      area: 'admin',
      label: 'Class Management',
      path: 'class-management',
      aliases: ['class_management'],
      icon: ClassIcon,
      order: 40,
      keywords: ['classes', 'streams', 'class teacher'],
    },
    {
      area: 'teacher',
      label: 'Class Management',
      path: 'class-management',
      icon: ClassIcon,
      order: 20,
    },
  ],
  grants: {
    ADMIN: {
      reads: { 'class-management': ['list', 'show'] },
      commands: ['AssignClassTeacher', 'ChangeClassDetails'],
    },
    // A teacher reads their classes (the services answer no other) and changes none.
    TEACHER: { reads: { 'class-management': ['list', 'show'] } },
  },
};
