import { listResource, type QueryModule } from '../module';
import {
  absenceReportsResource,
  attendanceEntriesResource,
  attendanceRollResource,
} from './entries';
import { attendanceResource } from './registers';
import { attendanceSummaryResource } from './summary';

/** The class registers, each student's marks and term figures, and the roll a register lists. */
export const attendanceQueries: QueryModule = {
  resources: [
    listResource(attendanceResource),
    listResource(attendanceEntriesResource),
    listResource(attendanceSummaryResource),
    listResource(attendanceRollResource),
    listResource(absenceReportsResource),
  ],
};
