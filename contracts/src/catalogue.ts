import { EventCatalogue } from './shared/catalogue';
import { announcementEvents } from './announcements/names';
import { attendanceEvents } from './attendance/names';
import { classEvents } from './classes/names';
import { documentEvents } from './documents/names';
import { feeEvents } from './fees/names';
import { enquiryEvents } from './enquiries/names';
import { examEvents } from './exams/names';
import { importEvents } from './imports/names';
import { parentEvents } from './parents/names';
import { resultEvents } from './results/names';
import { personEvents } from './people/names';
import { schoolEvents } from './schools/names';
import { setupEvents } from './setup/names';
import { teacherEvents } from './teachers/names';
import { bursarEvents } from './bursars/names';
import { termCloseEvents } from './termclose/names';
import { promotionEvents } from './promotions/names';
import { studentEvents } from './students/names';

/** Every module's events, one line a module: what readers parse stored events with. */
export const eventCatalogue = new EventCatalogue([
  ...schoolEvents,
  ...enquiryEvents,
  ...parentEvents,
  ...personEvents,
  ...setupEvents,
  ...classEvents,
  ...examEvents,
  ...teacherEvents,
  ...bursarEvents,
  ...studentEvents,
  ...resultEvents,
  ...importEvents,
  ...attendanceEvents,
  ...announcementEvents,
  ...documentEvents,
  ...feeEvents,
  ...termCloseEvents,
  ...promotionEvents,
]);
