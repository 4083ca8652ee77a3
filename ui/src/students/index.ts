import FaceIcon from '@mui/icons-material/Face';
import type { UiModule } from '../module';
import { StudentList } from './StudentList';

/** Student management in the school admin's area (spec 001 §2.5). */
export const studentsUi: UiModule = {
  admin: [{ name: 'student-management', options: { label: 'Student Management', apiPath: 'students' }, list: StudentList, icon: FaceIcon, recordRepresentation: (s: { firstName: string; lastName: string }) => `${s.firstName} ${s.lastName}` }],
};
