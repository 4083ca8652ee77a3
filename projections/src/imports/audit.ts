import type { ImportEvent } from '@chikoro/contracts';
import { statusChange, str, type AuditSummaries, type Data } from '../audit/summaries';

const count = (n: unknown, one: string, many = `${one}s`) => {
  const value = typeof n === 'number' ? n : 0;
  return `${value} ${value === 1 ? one : many}`;
};

/** What undoing did to each record, in the kind's own words (the modules' compensating commands). */
const undoneWords: Record<string, (n: unknown) => string> = {
  students: (n) => `${count(n, 'student')} withdrawn`,
  teachers: (n) => `${count(n, 'teacher')} removed`,
  parents: (n) => `${count(n, 'parent')} removed or unlinked from the children it linked`,
};

/** "48 created, 2 unchanged": the non-zero counts of a completed import. */
function outcome(data: Data): string {
  const parts = [
    ['created', data.created],
    ['updated', data.updated],
    ['unchanged', data.skipped],
    ['failed', data.failed],
    ['with errors skipped', data.invalid],
  ]
    .filter(([, n]) => typeof n === 'number' && n > 0)
    .map(([word, n]) => `${String(n)} ${String(word)}`);
  return parts.length ? parts.join(', ') : 'no rows';
}

/**
 * The audit log's words for a bulk import's own stream: "Import of students from students.csv
 * completed: 48 created, 2 unchanged". The records it made speak their own modules' words.
 */
export const importAudit: AuditSummaries<ImportEvent> = {
  ImportStarted(data) {
    const label = `Import of ${str(data.kind) ?? 'records'} from ${str(data.fileName) ?? 'a file'}`;
    return {
      summary: `${label} started: ${count(data.rows, 'row')}`,
      changes: statusChange(null, 'Started'),
      record: { label, status: 'Started' },
    };
  },
  ImportResumed(data, record) {
    const label = record.label ?? `Import of ${str(data.kind) ?? 'records'}`;
    return {
      summary: `${label} resumed: ${count(data.rows, 'row')}`,
      changes: statusChange(record.status, 'Started'),
      record: { label, status: 'Started' },
    };
  },
  ImportCompleted(data, record) {
    const label = record.label ?? `Import of ${str(data.kind) ?? 'records'}`;
    return {
      summary: `${label} completed: ${outcome(data)}`,
      changes: statusChange(record.status, 'Completed'),
      record: { label, status: 'Completed' },
    };
  },
  ImportUndone(data, record) {
    const label = record.label ?? `Import of ${str(data.kind) ?? 'records'}`;
    const words =
      undoneWords[str(data.kind) ?? ''] ?? ((n: unknown) => `${count(n, 'record')} undone`);
    return {
      summary: `${label} undone: ${words(data.undone)}`,
      changes: statusChange(record.status, 'Undone'),
      record: { label, status: 'Undone' },
    };
  },
};
