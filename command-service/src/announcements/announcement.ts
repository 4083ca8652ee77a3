import type { AnnouncementEvent, PostedAudience, RecipientRole } from '@chikoro/contracts';

export { announcementStream } from '@chikoro/contracts';

interface AnnouncementRecord {
  announcementId: string;
  schoolId: string;
  title: string;
  body: string;
  eventDate: string | null;
  shortCode: string;
  audience: PostedAudience;
  /** Who it reached, by person id; null until the delivery has resolved the audience. */
  recipients: Record<string, { role: RecipientRole; name: string }> | null;
  /** Who has read it (each person once). */
  readers: string[];
}

/** An announcement's life: posted (then edited, delivered, read), or withdrawn. */
export type AnnouncementState =
  { status: 'Initial' } | ({ status: 'Posted' | 'Withdrawn' } & AnnouncementRecord);

export const initialAnnouncementState: AnnouncementState = { status: 'Initial' };

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveAnnouncement(
  state: AnnouncementState,
  event: AnnouncementEvent | { type: string; data: unknown },
): AnnouncementState {
  const e = event as AnnouncementEvent;
  if (e.type === 'AnnouncementPosted') {
    const { announcementId, schoolId, title, body, eventDate, audience, shortCode } = e.data;
    return {
      status: 'Posted',
      announcementId,
      schoolId,
      title,
      body,
      eventDate: eventDate ?? null,
      shortCode,
      audience,
      recipients: null,
      readers: [],
    };
  }
  if (state.status === 'Initial') return state;
  switch (e.type) {
    case 'AnnouncementEdited':
      return {
        ...state,
        title: e.data.title?.after ?? state.title,
        body: e.data.body?.after ?? state.body,
        eventDate: e.data.eventDate ? e.data.eventDate.after : state.eventDate,
      };
    case 'AnnouncementWithdrawn':
      return { ...state, status: 'Withdrawn' };
    case 'AnnouncementDelivered':
      return {
        ...state,
        recipients: Object.fromEntries(
          e.data.recipients.map((r) => [r.personId, { role: r.role, name: r.name }]),
        ),
      };
    case 'AnnouncementRead':
      return state.readers.includes(e.data.personId)
        ? state
        : { ...state, readers: [...state.readers, e.data.personId] };
    default:
      return state;
  }
}
