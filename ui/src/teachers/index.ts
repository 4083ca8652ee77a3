import SchoolIcon from '@mui/icons-material/School';
import type { UiModule } from '../module';
import { TeacherList } from './TeacherList';

/** The teachers module's screens: spec 001 §2.4's teacher management in the admin area. */
export const teachersUi: UiModule = {
  admin: [{ name: 'teacher-management', options: { label: 'Teacher Management', apiPath: 'teachers' }, list: TeacherList, icon: SchoolIcon, recordRepresentation: (t: { firstName: string; lastName: string }) => `${t.firstName} ${t.lastName}` }],
};
