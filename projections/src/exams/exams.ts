import {
  examsModel,
  type ClassDetailsChanged,
  type ExamEvent,
  type MarksEntryEvent,
} from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';
import { gathered } from '../runner/script';
import { examRows } from './examRows';
import { markRows } from './markRows';
import { rosterRows, type RosterEvent } from './roster';
import { examTables } from './tables';

/**
 * Exams with their names and status, each student's mark, every value a mark has had (who, when,
 * why), each term's mark-entry lock, and the class each student sits in now.
 */
export const exams = gathered(
  defineProjection<ExamEvent | MarksEntryEvent | ClassDetailsChanged | RosterEvent>()({
    readModel: examsModel,
    version: 1,
    tables: examTables,
    handlers: { ...examRows, ...markRows, ...rosterRows },
  }),
);
