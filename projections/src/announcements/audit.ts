import type { AnnouncementEvent, FieldChange, PostedAudience } from '@chikoro/contracts';
import { audienceLabel, formatSchoolDay } from '@chikoro/contracts';
import { obj, str, type AuditSummaries } from '../audit/summaries';

const quoted = (title: string | null) => `'${title ?? ''}'`;
const day = (v: unknown) => (str(v) ? formatSchoolDay(String(v)) : '(none)');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/** The audit log's words for announcements: posted to whom, each edit as before → after, withdrawn, delivered, read. */
export const announcementAudit: AuditSummaries<AnnouncementEvent> = {
  AnnouncementPosted(data) {
    const title = str(data.title);
    return {
      summary: `Announcement ${quoted(title)} posted to ${audienceLabel(data.audience as PostedAudience)}`,
      changes: [],
      record: { label: title, status: 'Posted' },
    };
  },
  AnnouncementEdited(data, record) {
    const changes: FieldChange[] = [];
    const words: string[] = [];
    const title = obj(data.title);
    if (data.title) {
      changes.push({ field: 'title', before: str(title.before), after: str(title.after) });
      words.push(`Title ${str(title.before) ?? ''} → ${str(title.after) ?? ''}`);
    }
    if (data.eventDate) {
      const date = obj(data.eventDate);
      changes.push({ field: 'eventDate', before: str(date.before), after: str(date.after) });
      words.push(`Date ${day(date.before)} → ${day(date.after)}`);
    }
    if (data.body) {
      changes.push({
        field: 'body',
        before: str(obj(data.body).before),
        after: str(obj(data.body).after),
      });
      words.push('Text changed');
    }
    const before = data.title ? str(title.before) : record.label;
    return {
      summary: `Announcement ${quoted(before)} edited: ${words.join('; ')}`,
      changes,
      record: { ...record, label: str(title.after) ?? record.label },
    };
  },
  AnnouncementWithdrawn(data, record) {
    return {
      summary: `Announcement ${quoted(str(data.title) ?? record.label)} withdrawn`,
      changes: [{ field: 'status', before: 'Posted', after: 'Withdrawn' }],
      record: { ...record, status: 'Withdrawn' },
    };
  },
  AnnouncementDelivered(data, record) {
    const recipients = Array.isArray(data.recipients)
      ? (data.recipients as { channel?: string }[])
      : [];
    const count = (channel: string) => recipients.filter((r) => r.channel === channel).length;
    return {
      summary: `Announcement ${quoted(str(data.title) ?? record.label)} delivered to ${people(recipients.length)}: ${plural(count('EMAIL'), 'mail')}, ${count('SMS')} SMS, ${count('PORTAL')} in the portal only`,
      changes: [],
      record,
    };
  },
  AnnouncementRead(data, record) {
    const role = str(data.role)?.toLowerCase() ?? 'recipient';
    return {
      summary: `Announcement ${quoted(record.label)} read by ${str(data.name) ?? 'a recipient'} (${role})`,
      changes: [],
      record,
    };
  },
};
