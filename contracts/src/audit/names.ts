import { readModel } from '../shared/modules';

/** One row per event of the whole log, and each record's label and status as told so far. */
export const auditLogModel = readModel('audit-log', ['audit_log', 'audit_records', 'audit_types']);
