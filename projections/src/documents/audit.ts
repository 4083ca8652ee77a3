import {
  documentVisibilityLabels,
  type DocumentEvent,
  type DocumentVisibility,
} from '@chikoro/contracts';
import { str, type AuditSummaries } from '../audit/summaries';

const label = (v: unknown): string | null =>
  v === 'STAFF' || v === 'FAMILIES' ? documentVisibilityLabels[v as DocumentVisibility] : null;
const titled = (data: Record<string, unknown>) => `Document '${str(data.title) ?? 'untitled'}'`;

/** The audit log's words for documents: uploaded for whom, who may see it (before → after), taken down. */
export const documentAudit: AuditSummaries<DocumentEvent> = {
  DocumentUploaded(data) {
    const file =
      data.file && typeof data.file === 'object'
        ? str((data.file as Record<string, unknown>).fileName)
        : null;
    return {
      summary: `${titled(data)} uploaded${file ? ` (${file})` : ''}, visible to ${(label(data.visibility) ?? 'staff').toLowerCase()}`,
      changes: [{ field: 'visibility', before: null, after: label(data.visibility) }],
      record: { label: str(data.title), status: str(data.visibility) },
    };
  },
  DocumentVisibilityChanged(data, record) {
    const before = label(data.before);
    const after = label(data.visibility);
    return {
      summary: `${titled(data)}: visible to ${(before ?? 'unknown').toLowerCase()} → ${(after ?? 'unknown').toLowerCase()}`,
      changes: [{ field: 'visibility', before, after }],
      record: { ...record, status: str(data.visibility) },
    };
  },
  DocumentRemoved(data, record) {
    return {
      summary: `${titled(data)} removed; its history stays`,
      changes: [],
      record: { ...record, status: 'Removed' },
    };
  },
};
