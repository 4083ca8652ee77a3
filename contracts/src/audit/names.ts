import { readModel } from '../shared/modules';

/** One row per event of the whole log, each record's label and status as told so far, and the count of each event type. */
export const auditLogModel = readModel('audit-log', ['audit_log', 'audit_records', 'audit_types']);

/**
 * What a search of the audit log looks in: the summary, the record's label and the school's name
 * as one text, a line apart so that a search cannot span two. The projection builds its trigram
 * index on this expression and the query service searches by the same one (`alias`: `a.`).
 */
export const auditSearchedText = (alias = ''): string =>
  `${alias}summary || E'\\n' || coalesce(${alias}record_label, '') || E'\\n' || coalesce(${alias}school_name, '')`;
