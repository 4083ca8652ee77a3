import { fieldLabel, type FieldChange, type FieldValue } from '@chikoro/contracts';
import { clip } from '@chikoro/platform/text';

/** What the audit log knows of a record (a school, an enquiry, a person) from the events before. */
export interface RecordState {
  label: string | null;
  status: string | null;
}

/** How one event of a module reads in the audit log, given what the log knew of its record before. */
export type Summary = (data: Data, record: RecordState) => Description;

/** A module's words for its own events; any event without one gets the generic summary. */
export type AuditSummaries<E extends { type: string } = { type: string }> = Partial<
  Record<E['type'], Summary>
>;

/** How one event reads in the audit log, and what it changes of its record's label and status. */
export interface Description {
  summary: string;
  changes: FieldChange[];
  record: RecordState;
  /** Who acted, when the event knows better than its metadata (someone not yet signed in). */
  actor?: { id: string; role: 'PARENT' };
}

export type Data = Record<string, unknown>;

const SECRET_KEY = /pass(word)?|hash|code|token|secret|otp/i;
export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
export const obj = (v: unknown): Data =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {};
export const fullName = (first: unknown, last: unknown): string | null =>
  [str(first), str(last)].filter(Boolean).join(' ') || null;

/** 'SchoolDetailsCorrected' → 'School details corrected'. */
export function humanise(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function showValue(value: FieldValue | undefined): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  return typeof value === 'string' ? `'${clip(value, 80)}'` : String(value);
}

/** "Name of school: 'A' → 'B'; City/town: 'X' → 'Y'": each change as before → after. */
export function describeChanges(changes: readonly FieldChange[]): string {
  return changes
    .map((c) => `${fieldLabel(c.field)}: ${showValue(c.before)} → ${showValue(c.after)}`)
    .join('; ');
}

export function statusChange(before: string | null, after: string): FieldChange[] {
  return before === after ? [] : [{ field: 'status', before, after }];
}

/** Unknown events: the humanised type and their plain values, never a field that looks secret. */
function generic(type: string, data: Data, record: RecordState): Description {
  const shown: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    // Ids, times and secrets are not what a reader needs: the row shows the record, the date and the actor.
    if (SECRET_KEY.test(key) || /(Id|At)$/.test(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      shown.push(`${key}: ${showValue(value)}`);
    if (shown.length === 6) break;
  }
  const details = obj(data.details);
  const label =
    str(details.name) ??
    str(data.name) ??
    fullName(details.firstName, details.lastName) ??
    fullName(data.firstName, data.lastName) ??
    record.label;
  const status = str(data.status);
  return {
    summary: shown.length ? `${humanise(type)} (${shown.join(', ')})` : humanise(type),
    changes: status ? statusChange(record.status, status) : [],
    record: { label, status: status ?? record.status },
  };
}

/**
 * The audit log's words for an event: the module's own summary, with before → after values, or for
 * any other type (a module that has none yet) a generic, secret-free summary.
 */
export function describeEvent(
  type: string,
  rawData: unknown,
  record: RecordState,
  summaries: AuditSummaries,
): Description {
  const data = obj(rawData);
  const summary = summaries[type];
  return summary ? summary(data, record) : generic(type, data, record);
}

/** Every module's summaries in one map; a type described twice is a mistake caught at start-up. */
export function mergeSummaries(...modules: AuditSummaries[]): AuditSummaries {
  const merged: AuditSummaries = {};
  for (const summaries of modules) {
    for (const [type, summary] of Object.entries(summaries)) {
      if (merged[type]) throw new Error(`Audit summary for ${type} defined twice`);
      merged[type] = summary;
    }
  }
  return merged;
}
