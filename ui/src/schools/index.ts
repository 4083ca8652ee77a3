import SchoolIcon from '@mui/icons-material/School';
import type { EnrolmentRequest } from '@chikoro/contracts';
import { EnrolmentRequestList } from './EnrolmentRequestList';
import { EnrolmentRequestShow } from './EnrolmentRequestShow';

/** The superadmin's `school-enrolment-requests` resource (API path: enrolment-requests). */
export default {
  list: EnrolmentRequestList,
  show: EnrolmentRequestShow,
  icon: SchoolIcon,
  recordRepresentation: (record: EnrolmentRequest) => record.name,
};
