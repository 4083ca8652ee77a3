import type { ExamMark, MarkValue } from '@chikoro/contracts';
import { parseMark } from './markText';

/** One line of a marks file: Registration number, Student name, Mark. */
export interface FileRow {
  line: number;
  registrationNumber: string;
  studentName: string;
  mark: string;
}

/** What the dry run says of a line: the mark it will send, nothing to send, or why it cannot. */
export interface CheckedRow extends FileRow {
  studentId?: string;
  value?: MarkValue;
  outcome: 'send' | 'unchanged' | 'blank' | 'error';
  message: string;
}

const HEADERS = {
  registrationNumber: /^reg(istration)?\.? ?(number|no\.?)?$/i,
  studentName: /^(student )?name$/i,
  mark: /^mark$/i,
};

/** The file's rows by its header (Registration number, Student name, Mark), whatever their order. */
export function rowsFromTable(table: string[][]): FileRow[] {
  const [header = [], ...body] = table;
  const at = (pattern: RegExp) => header.findIndex((h) => pattern.test(String(h ?? '').trim()));
  const reg = at(HEADERS.registrationNumber);
  const name = at(HEADERS.studentName);
  const mark = at(HEADERS.mark);
  if (reg < 0 || mark < 0)
    throw new Error('The file needs the columns Registration number, Student name and Mark');
  return body
    .map((cells, i) => ({
      line: i + 2,
      registrationNumber: String(cells[reg] ?? '').trim(),
      studentName: String(cells[name] ?? '').trim(),
      mark: String(cells[mark] ?? '').trim(),
    }))
    .filter((r) => r.registrationNumber || r.studentName || r.mark);
}

/**
 * The dry run: each line matched on the registration number (never on the name alone), its mark
 * checked as the grid checks a cell. A blank mark is never sent (it would erase one); a mark equal
 * to the one saved is nothing to do.
 */
export function checkRows(rows: FileRow[], roster: ExamMark[], outOf: number): CheckedRow[] {
  const byNumber = new Map(roster.map((s) => [s.registrationNumber.toUpperCase(), s]));
  const seen = new Set<string>();
  return rows.map((row) => {
    const key = row.registrationNumber.toUpperCase();
    const student = byNumber.get(key);
    if (!student)
      return {
        ...row,
        outcome: 'error',
        message: `No student of this class has the registration number ${row.registrationNumber || '(empty)'}`,
      };
    if (seen.has(key))
      return {
        ...row,
        outcome: 'error',
        message: 'This registration number is on an earlier line too',
      };
    seen.add(key);
    if (row.mark === '')
      return {
        ...row,
        studentId: student.studentId,
        outcome: 'blank',
        message: 'No mark: left as it is',
      };
    const parsed = parseMark(row.mark, outOf);
    if (!parsed.ok)
      return { ...row, studentId: student.studentId, outcome: 'error', message: parsed.error };
    if (parsed.mark === student.mark)
      return {
        ...row,
        studentId: student.studentId,
        value: parsed.mark,
        outcome: 'unchanged',
        message: 'Already this mark',
      };
    const renamed =
      row.studentName && row.studentName.toLowerCase() !== student.studentName.toLowerCase();
    return {
      ...row,
      studentId: student.studentId,
      value: parsed.mark,
      outcome: 'send',
      message: renamed ? `Will record for ${student.studentName}` : 'Will record',
    };
  });
}
