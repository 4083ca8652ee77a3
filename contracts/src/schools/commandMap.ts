import { z } from 'zod';
import { answerWithId, commandAnswer, commandSpecs } from '../shared/commandSpec';
import {
  ApproveSchoolInput,
  CorrectSchoolDetailsInput,
  RejectSchoolInput,
  SchoolEnrolmentDetails,
} from './commands';
import { DirectoryListing } from './directory';

const superadmin = ['SUPERADMIN'] as const;

/** The schools module's commands: a school enrols (with its logo and receipt), the superadmin decides. */
export const schoolCommandSpecs = commandSpecs({
  EnrolSchool: {
    input: SchoolEnrolmentDetails,
    answer: answerWithId('schoolId'),
    access: 'public',
    multipart: true,
  },
  ApproveSchool: {
    input: ApproveSchoolInput,
    answer: answerWithId('schoolId'),
    access: superadmin,
  },
  RejectSchool: { input: RejectSchoolInput, answer: answerWithId('schoolId'), access: superadmin },
  CorrectSchoolDetails: {
    input: CorrectSchoolDetailsInput,
    answer: answerWithId('schoolId'),
    access: superadmin,
  },
  ListSchoolInDirectory: {
    input: DirectoryListing,
    answer: commandAnswer({ listingId: z.string() }),
    access: superadmin,
  },
});
