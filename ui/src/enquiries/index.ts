import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import type { Enquiry } from '@chikoro/contracts';
import { EnquiryList } from './EnquiryList';

/** The superadmin's `enquiries-from-schools` resource (API path: enquiries). */
export default {
  list: EnquiryList,
  icon: QuestionAnswer,
  recordRepresentation: (record: Enquiry) => record.name,
};
