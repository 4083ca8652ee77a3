import { eventDefinition, readModel } from '../shared/modules';
import { DirectorySchoolListed } from './directory';
import {
  SchoolApproved,
  SchoolDetailsCorrected,
  SchoolEnrolmentSubmitted,
  SchoolRejected,
} from './events';

export const schoolStream = (schoolId: string): string => `school-${schoolId}`;
export const listingStream = (listingId: string): string => `directory-listing-${listingId}`;

/** The superadmin's table of enrolment requests. */
export const enrolmentRequestsModel = readModel('enrolment-requests', ['enrolment_requests']);
/** The public school search: approved schools and the directory's listings. */
export const schoolDirectoryModel = readModel('school-directory', [
  'school_directory',
  'school_directory_pending',
]);

export const schoolEvents = [
  eventDefinition(SchoolEnrolmentSubmitted),
  eventDefinition(SchoolApproved),
  eventDefinition(SchoolRejected),
  eventDefinition(SchoolDetailsCorrected),
  eventDefinition(DirectorySchoolListed),
];
