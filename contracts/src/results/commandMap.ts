import { z } from 'zod';
import { commandAnswer, commandSpecs } from '../shared/commandSpec';
import {
  AcknowledgeReportCardInput,
  ChangeReportCardSettingsInput,
  ChangeResultsLinkSettingInput,
  PublishResultsInput,
  RecordConductAndEffortInput,
  RecordHeadCommentInput,
  RecordSubjectCommentsInput,
} from './commands';

/** Comments on report cards, their publication, and a parent's acknowledgement. */
export const resultCommandSpecs = commandSpecs({
  RecordSubjectComments: {
    input: RecordSubjectCommentsInput,
    answer: commandAnswer({ classId: z.string(), subjectId: z.string(), termId: z.string() }),
    access: ['ADMIN', 'TEACHER'],
  },
  RecordHeadComment: {
    input: RecordHeadCommentInput,
    answer: commandAnswer({ studentId: z.string(), termId: z.string() }),
    access: ['ADMIN'],
  },
  PublishResults: {
    input: PublishResultsInput,
    answer: commandAnswer({ classId: z.string(), termId: z.string() }),
    access: ['ADMIN'],
  },
  AcknowledgeReportCard: {
    input: AcknowledgeReportCardInput,
    answer: commandAnswer({ reportCardId: z.string(), version: z.number() }),
    access: ['PARENT'],
  },
  ChangeResultsLinkSetting: {
    input: ChangeResultsLinkSettingInput,
    answer: commandAnswer({}),
    access: ['ADMIN'],
  },
  ChangeReportCardSettings: {
    input: ChangeReportCardSettingsInput,
    answer: commandAnswer({}),
    access: ['ADMIN'],
  },
  RecordConductAndEffort: {
    input: RecordConductAndEffortInput,
    answer: commandAnswer({ classId: z.string(), subjectId: z.string(), studentId: z.string() }),
    access: ['ADMIN', 'TEACHER'],
  },
});
