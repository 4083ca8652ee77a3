import SchoolIcon from '@mui/icons-material/School';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const EnrolmentRequestList = lazyScreen(
  () => import('./EnrolmentRequestList'),
  'EnrolmentRequestList',
);
const EnrolmentRequestShow = lazyScreen(
  () => import('./EnrolmentRequestShow'),
  'EnrolmentRequestShow',
);

/** The school module's screens in each area. */
export const schoolsUi: UiModule = {
  superadmin: [
    {
      name: 'school-enrolment-requests',
      options: { label: 'School Enrollment' },
      list: EnrolmentRequestList,
      show: EnrolmentRequestShow,
      icon: SchoolIcon,
      recordRepresentation: 'name',
    },
  ],
  menu: [
    {
      area: 'superadmin',
      label: 'School Enrollment',
      path: 'school-enrolment-requests',
      icon: SchoolIcon,
      order: 20,
    },
  ],
  grants: {
    SUPERADMIN: {
      reads: { 'school-enrolment-requests': ['list', 'show'] },
      commands: ['ApproveSchool', 'RejectSchool', 'CorrectSchoolDetails'],
    },
  },
  bell: [
    {
      kind: 'ENROLMENT_REQUEST',
      icon: SchoolIcon,
      to: (item, basename) => `${basename}/school-enrolment-requests/${item.recordId}/show`,
    },
  ],
};
