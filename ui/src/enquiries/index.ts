import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import type { UiModule } from '../module';
import { lazyScreen } from '../shared/lazyScreen';

const EnquiryList = lazyScreen(() => import('./EnquiryList'), 'EnquiryList');

/** The enquiries module's screens in each area. */
export const enquiriesUi: UiModule = {
  superadmin: [
    {
      name: 'enquiries-from-schools',
      options: { label: 'Enquiries' },
      list: EnquiryList,
      icon: QuestionAnswer,
      recordRepresentation: 'name',
    },
  ],
  menu: [
    {
      area: 'superadmin',
      label: 'Enquiries',
      path: 'enquiries-from-schools',
      icon: QuestionAnswer,
      order: 30,
    },
  ],
  grants: {
    SUPERADMIN: {
      reads: { 'enquiries-from-schools': ['list', 'show'] },
      commands: ['ResolveEnquiry', 'ReopenEnquiry', 'InviteEnquirerToEnrol'],
    },
  },
  bell: [
    {
      kind: 'ENQUIRY',
      icon: QuestionAnswer,
      to: (_item, basename) => `${basename}/enquiries-from-schools`,
    },
  ],
};
