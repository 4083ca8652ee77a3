import ClassIcon from '@mui/icons-material/Class';
import type { UiModule } from '../module';
import { ClassList } from './ClassList';
import { TeacherClassList } from './TeacherClassList';
import { TeacherClassShow } from './TeacherClassShow';

const classes = { name: 'class-management', options: { label: 'Class Management', apiPath: 'classes' }, icon: ClassIcon, recordRepresentation: 'name' };

/** The classes module's screens: spec 001 §2.7's class management for the admin, §2.11's for the teacher (their classes, each with its students). */
export const classesUi: UiModule = {
  admin: [{ ...classes, list: ClassList }],
  teacher: [{ ...classes, list: TeacherClassList, show: TeacherClassShow }],
};
