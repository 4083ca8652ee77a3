import { z } from 'zod';
import { commandAnswer, commandSpecs } from '../shared/commandSpec';
import {
  CorrectAttendanceInput,
  RecordAttendanceInput,
  ReportAbsenceInput,
  WithdrawAbsenceReportInput,
} from './commands';

const staff = ['ADMIN', 'TEACHER'] as const;
const register = commandAnswer({ classId: z.string(), date: z.string() });
const absence = commandAnswer({ studentId: z.string(), date: z.string() });

/** A class's register, taken and corrected by staff; a parent's report of a child's absence. */
export const attendanceCommandSpecs = commandSpecs({
  RecordAttendance: { input: RecordAttendanceInput, answer: register, access: staff },
  CorrectAttendance: { input: CorrectAttendanceInput, answer: register, access: staff },
  ReportAbsence: { input: ReportAbsenceInput, answer: absence, access: ['PARENT'] },
  WithdrawAbsenceReport: { input: WithdrawAbsenceReportInput, answer: absence, access: ['PARENT'] },
});
