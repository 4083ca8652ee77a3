import SchoolIcon from '@mui/icons-material/School';
import { EnrolmentRequestList } from './EnrolmentRequestList';
import { EnrolmentRequestShow } from './EnrolmentRequestShow';
import type { UiModule } from '../module';

/** The school module's screens in each area. */
export const schoolsUi: UiModule = {
  superadmin: [{ name: 'school-enrolment-requests', options: { label: 'School Enrollment' }, list: EnrolmentRequestList, show: EnrolmentRequestShow, icon: SchoolIcon, recordRepresentation: 'name' }],
};
