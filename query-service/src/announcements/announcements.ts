import {
  announcementsModel,
  deliveryChannels,
  recipientRoles,
  tableOf,
  type Announcement,
  type AnnouncementReadReceipt,
  type AudienceKind,
  type DeliveryChannel,
  type AnnouncementRecipient,
  type PostedAudience,
  type Principal,
  type RecipientRole,
  type RoleCounts,
} from '@chikoro/contracts';
import { SQL_TODAY } from '@chikoro/platform';
import {
  equalsId,
  equalsOneOf,
  textSearch,
  type FilterBuilder,
  type ListResource,
  type Params,
} from '../listing/resource';
import { familyOf, me, ownSchool } from '../scope';

const announcements = tableOf(announcementsModel, 'announcements');
const recipients = tableOf(announcementsModel, 'announcement_recipients');

interface AnnouncementRow {
  id: string;
  school_id: string;
  school_name: string;
  title: string;
  body: string;
  audience: PostedAudience;
  audience_kind: AudienceKind;
  audience_label: string;
  event_date: string | null;
  short_code: string;
  status: Announcement['status'];
  posted_at: Date;
  edited_at: Date | null;
  delivered: boolean;
  recipient_count: number;
  read_count: number;
  mail_count: number;
  sms_count: number;
  recipients_by_role: RoleCounts;
  reads_by_role: RoleCounts;
  /** Only in a recipient's rows. */
  read?: boolean;
}

const isAdmin = (principal: Principal) => principal.role === 'ADMIN';

/** Whom a reader is among the recipients: themselves, or a parent's records at each school of their family. */
const readerIds = (principal: Principal, params: Params) =>
  principal.role === 'PARENT'
    ? familyOf(params.add(principal.userId))
    : `(${me(principal, params)})`;

const SELECT = `a.id, a.school_id, a.school_name, a.title, a.body, a.audience, a.audience_kind, a.audience_label, to_char(a.event_date, 'YYYY-MM-DD') AS event_date,
  a.short_code, a.status, a.posted_at, a.edited_at, a.delivered, a.recipient_count, a.read_count, a.mail_count, a.sms_count, a.recipients_by_role, a.reads_by_role`;

/** Today by the platform's clock, in Harare: an event today is still upcoming. */
const upcoming: FilterBuilder = (value) => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'boolean') throw new RangeError('upcoming must be true or false');
  return value
    ? `a.event_date >= ${SQL_TODAY}`
    : `(a.event_date IS NULL OR a.event_date < ${SQL_TODAY})`;
};

const shortCode: FilterBuilder = (value, params) => {
  if (typeof value !== 'string' || !/^[A-Za-z0-9]{4,16}$/.test(value))
    throw new RangeError('shortCode must be a short code');
  return `a.short_code = ${params.add(value)}`;
};

const isEvent: FilterBuilder = (value) => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'boolean') throw new RangeError('isEvent must be true or false');
  return value ? 'a.event_date IS NOT NULL' : 'a.event_date IS NULL';
};

/**
 * The school's admin reads every announcement of the school with its counts; a teacher or student
 * only the posted ones of their school that reached them, a parent those that reached them at any
 * school of their family; each with whether they have read it. The school and the person come from the token.
 */
export const announcementsResource: ListResource<AnnouncementRow> = {
  name: 'announcements',
  roles: ['ADMIN', 'TEACHER', 'PARENT', 'STUDENT'],
  projection: announcementsModel.name,
  from: `${announcements} a`,
  select: SELECT,
  selectFor(principal: Principal, params: Params) {
    if (isAdmin(principal)) return SELECT;
    return `${SELECT}, EXISTS (SELECT 1 FROM ${recipients} rr WHERE rr.announcement_id = a.id AND rr.person_id IN ${readerIds(principal, params)} AND rr.read_at IS NOT NULL) AS read`;
  },
  idColumn: 'a.id',
  sortable: {
    id: 'a.id',
    postedAt: 'a.posted_at',
    eventDate: 'a.event_date',
    title: 'lower(a.title)',
    status: 'a.status',
  },
  defaultSort: ['postedAt', 'DESC'],
  filters: {
    q: textSearch('a.title', 'a.body'),
    status: equalsOneOf('a.status', ['Posted', 'Withdrawn']),
    audienceKind: equalsOneOf('a.audience_kind', [
      'WHOLE_SCHOOL',
      'LEVELS',
      'CLASSES',
      'TEACHERS',
      'PARENTS',
    ]),
    upcoming,
    isEvent,
    shortCode,
  },
  scope(principal, params) {
    // Added only where used: an unused parameter has no type Postgres can determine.
    const school = () => ownSchool('a.school_id')(principal, params);
    if (isAdmin(principal)) return school();
    const reached = `a.status = 'Posted' AND EXISTS (SELECT 1 FROM ${recipients} r WHERE r.announcement_id = a.id AND r.person_id IN ${readerIds(principal, params)})`;
    // A parent's family spans schools: each school's announcements reached them as that school's parent.
    return principal.role === 'PARENT' ? reached : `${school()} AND ${reached}`;
  },
  toRecord(r): Announcement {
    const shared = {
      id: r.id,
      schoolId: r.school_id,
      schoolName: r.school_name,
      title: r.title,
      body: r.body,
      audience: r.audience,
      audienceKind: r.audience_kind,
      audienceLabel: r.audience_label,
      eventDate: r.event_date,
      shortCode: r.short_code,
      status: r.status,
      postedAt: r.posted_at.toISOString(),
      editedAt: r.edited_at?.toISOString() ?? null,
      delivered: r.delivered,
    };
    if (r.read !== undefined) return { ...shared, read: r.read };
    return {
      ...shared,
      recipientCount: r.recipient_count,
      readCount: r.read_count,
      mailCount: r.mail_count,
      smsCount: r.sms_count,
      recipientsByRole: r.recipients_by_role,
      readsByRole: r.reads_by_role,
    };
  },
};

interface RecipientRow {
  id: string;
  announcement_id: string;
  person_id: string;
  role: RecipientRole;
  name: string;
  channel: DeliveryChannel;
  read_at: Date | null;
}

/** Recipients of the admin's school's announcements: everyone (`announcement-recipients`) or those who have read it (`announcement-reads`). */
function recipientsResource(name: string, onlyRead: boolean): ListResource<RecipientRow> {
  return {
    name,
    roles: ['ADMIN'],
    projection: announcementsModel.name,
    from: recipients,
    select: 'id, announcement_id, person_id, role, name, channel, read_at',
    idColumn: 'id',
    sortable: {
      id: 'id',
      readAt: 'read_at',
      name: 'lower(name)',
      role: 'role',
      channel: 'channel',
    },
    defaultSort: onlyRead ? ['readAt', 'DESC'] : ['name', 'ASC'],
    filters: {
      announcementId: equalsId('announcement_id'),
      role: equalsOneOf('role', recipientRoles),
      channel: equalsOneOf('channel', deliveryChannels),
      q: textSearch('name'),
    },
    scope: (principal, params) =>
      `${ownSchool('school_id')(principal, params)}${onlyRead ? ' AND read_at IS NOT NULL' : ''}`,
    toRecord: (r): AnnouncementReadReceipt | AnnouncementRecipient =>
      ({
        id: r.id,
        announcementId: r.announcement_id,
        personId: r.person_id,
        role: r.role,
        name: r.name,
        channel: r.channel,
        readAt: r.read_at?.toISOString() ?? null,
      }) as AnnouncementReadReceipt | AnnouncementRecipient,
  };
}

/** Who has read an announcement (the admin of its school only): name, role, how they were told, when they read it. */
export const announcementReadsResource = recipientsResource('announcement-reads', true);
/** Everyone an announcement reached and how (mail, SMS, portal): the admin's preview of what was sent. */
export const announcementRecipientsResource = recipientsResource('announcement-recipients', false);
