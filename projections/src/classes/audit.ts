import type { ClassEvent } from '@chikoro/contracts';
import { obj, str, statusChange, type AuditSummaries } from '../audit/summaries';

const className = (data: Record<string, unknown>, label: string | null) =>
  str(data.name) ?? label ?? 'the class';

/** The audit log's words for classes: created, class teacher, renamed or moved, archived, deleted. */
export const classAudit: AuditSummaries<ClassEvent> = {
  ClassCreated(data) {
    const name = str(data.name) ?? 'A class';
    const level = str(data.levelName);
    return {
      summary: `Class ${name} created${level ? ` in ${level}` : ''}`,
      changes: statusChange(null, 'Active'),
      record: { label: name, status: 'Active' },
    };
  },
  ClassTeacherAssigned(data, record) {
    const teacher = str(data.teacherName) ?? 'A teacher';
    const before = str(data.previousTeacherName);
    return {
      summary: `${teacher} made class teacher of ${record.label ?? 'the class'}${before ? `, replacing ${before}` : ''}`,
      changes: [{ field: 'classTeacher', before, after: str(data.teacherName) }],
      record,
    };
  },
  ClassDetailsChanged(data, record) {
    const name = obj(data.name);
    const level = obj(data.levelName);
    const before = str(name.before) ?? record.label ?? 'the class';
    const parts: string[] = [];
    if (str(name.after)) parts.push(`renamed to ${str(name.after)}`);
    if (str(level.after))
      parts.push(`moved from ${str(level.before) ?? 'its level'} to ${str(level.after)}`);
    const changes = [
      ...(str(name.after)
        ? [{ field: 'className', before: str(name.before), after: str(name.after) }]
        : []),
      ...(str(level.after)
        ? [{ field: 'level', before: str(level.before), after: str(level.after) }]
        : []),
    ];
    return {
      summary: `Class ${before} ${parts.join(' and ') || 'changed'}`,
      changes,
      record: { ...record, label: str(name.after) ?? record.label },
    };
  },
  ClassArchived(data, record) {
    return {
      summary: `Class ${className(data, record.label)} archived: it still has students`,
      changes: statusChange(record.status, 'Archived'),
      record: { ...record, status: 'Archived' },
    };
  },
  ClassDeleted(data, record) {
    return {
      summary: `Class ${className(data, record.label)} deleted`,
      changes: statusChange(record.status, 'Deleted'),
      record: { ...record, status: 'Deleted' },
    };
  },
};
