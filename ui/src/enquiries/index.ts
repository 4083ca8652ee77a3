import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import { EnquiryList } from './EnquiryList';
import type { UiModule } from '../module';

/** The enquiries module's screens in each area. */
export const enquiriesUi: UiModule = {
  superadmin: [{ name: 'enquiries-from-schools', options: { label: 'Enquiries' }, list: EnquiryList, icon: QuestionAnswer, recordRepresentation: 'name' }],
};
