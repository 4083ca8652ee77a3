import { describe, expect, it } from 'vitest';
import { describeEvent } from '../audit/summaries';
import { auditSummaries } from '../modules';

const none = { label: null, status: null };
const say = (
  type: string,
  data: Record<string, unknown>,
  record: { label: string | null; status: string | null } = none,
) => describeEvent(type, data, record, auditSummaries);
const started = { label: 'Import of students from students.csv', status: 'Started' };

describe("the audit log's words for a bulk import", () => {
  it('a start names the kind, the file and its rows, and labels the batch by them', () => {
    const d = say('ImportStarted', {
      schoolId: 's',
      batchId: 'b',
      kind: 'students',
      fileName: 'students.csv',
      rows: 50,
      startedAt: 'x',
    });
    expect(d.summary).toBe('Import of students from students.csv started: 50 rows');
    expect(d.record).toEqual({ label: 'Import of students from students.csv', status: 'Started' });
    expect(d.changes).toEqual([{ field: 'status', before: null, after: 'Started' }]);
  });

  it('a completion gives the counts that are not zero, unchanged for the rows already there', () => {
    const d = say(
      'ImportCompleted',
      { kind: 'students', created: 48, updated: 0, skipped: 2, failed: 0, streams: [] },
      started,
    );
    expect(d.summary).toBe(
      'Import of students from students.csv completed: 48 created, 2 unchanged',
    );
    expect(d.changes).toEqual([{ field: 'status', before: 'Started', after: 'Completed' }]);
    const again = say(
      'ImportCompleted',
      { kind: 'parents', created: 0, updated: 3, skipped: 0, failed: 1, streams: [] },
      { label: 'Import of parents from p.xlsx', status: 'Started' },
    );
    expect(again.summary).toBe('Import of parents from p.xlsx completed: 3 updated, 1 failed');
  });

  it('an undo says what became of the records, in each kind’s words', () => {
    const completed = { ...started, status: 'Completed' };
    const d = say('ImportUndone', { kind: 'students', undone: 50 }, completed);
    expect(d.summary).toBe('Import of students from students.csv undone: 50 students withdrawn');
    expect(d.changes).toEqual([{ field: 'status', before: 'Completed', after: 'Undone' }]);
    expect(
      say(
        'ImportUndone',
        { kind: 'teachers', undone: 1 },
        { label: 'Import of teachers from t.csv', status: 'Completed' },
      ).summary,
    ).toBe('Import of teachers from t.csv undone: 1 teacher removed');
  });

  it('a resume of an interrupted import names its rows and keeps the batch started', () => {
    const d = say(
      'ImportResumed',
      { kind: 'students', fileName: 'students.csv', rows: 300, resumedAt: 'x' },
      started,
    );
    expect(d.summary).toBe('Import of students from students.csv resumed: 300 rows');
    expect(d.record).toEqual({ label: 'Import of students from students.csv', status: 'Started' });
  });

  it('a one-row file reads in the singular', () => {
    expect(say('ImportStarted', { kind: 'teachers', fileName: 't.csv', rows: 1 }).summary).toBe(
      'Import of teachers from t.csv started: 1 row',
    );
  });
});
