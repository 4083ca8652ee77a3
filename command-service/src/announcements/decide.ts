import {
  ConflictError,
  NotFoundError,
  announcementMessages as m,
  type AnnouncementCommand,
  type AnnouncementEvent,
  type CommandContext,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { ownSchool } from '../scope';
import {
  evolveAnnouncement,
  initialAnnouncementState,
  type AnnouncementState,
} from './announcement';

type Command<T extends AnnouncementCommand['type']> = Extract<AnnouncementCommand, { type: T }>;
type Live = Exclude<AnnouncementState, { status: 'Initial' }>;

/** Another school's announcement is "not found": its existence is never revealed. */
function ownAnnouncement(state: AnnouncementState, context: CommandContext): Live {
  if (state.status === 'Initial' || !ownSchool(state, context)) throw new NotFoundError(m.notFound);
  return state;
}

function post(
  command: Command<'PostAnnouncement'>,
  state: AnnouncementState,
  context: CommandContext,
): AnnouncementEvent[] {
  if (state.status !== 'Initial') throw new ConflictError('This announcement already exists');
  const { announcementId, shortCode, schoolName, title, body, audience, eventDate } = command;
  return [
    {
      type: 'AnnouncementPosted',
      data: {
        schoolId: context.schoolId ?? '',
        ...(schoolName ? { schoolName } : {}),
        announcementId,
        shortCode,
        title,
        body,
        audience,
        ...(eventDate ? { eventDate } : {}),
        postedAt: context.now,
      },
    },
  ];
}

/** Only what changed, each with its value before and after; the same values again is nothing to do. */
function edit(
  command: Command<'EditAnnouncement'>,
  state: AnnouncementState,
  context: CommandContext,
): AnnouncementEvent[] {
  const found = ownAnnouncement(state, context);
  if (found.status === 'Withdrawn') throw new ConflictError(m.withdrawn);
  const title =
    command.title !== undefined && command.title !== found.title
      ? { before: found.title, after: command.title }
      : undefined;
  const body =
    command.body !== undefined && command.body !== found.body
      ? { before: found.body, after: command.body }
      : undefined;
  const eventDate =
    command.eventDate !== undefined && command.eventDate !== found.eventDate
      ? { before: found.eventDate, after: command.eventDate }
      : undefined;
  if (!title && !body && !eventDate) return [];
  return [
    {
      type: 'AnnouncementEdited',
      data: {
        schoolId: found.schoolId,
        announcementId: found.announcementId,
        ...(title ? { title } : {}),
        ...(body ? { body } : {}),
        ...(eventDate ? { eventDate } : {}),
        editedAt: context.now,
      },
    },
  ];
}

function withdraw(state: AnnouncementState, context: CommandContext): AnnouncementEvent[] {
  const found = ownAnnouncement(state, context);
  if (found.status === 'Withdrawn') return [];
  return [
    {
      type: 'AnnouncementWithdrawn',
      data: {
        schoolId: found.schoolId,
        announcementId: found.announcementId,
        title: found.title,
        withdrawnAt: context.now,
      },
    },
  ];
}

/**
 * A recipient reads it once; anyone it did not reach finds nothing there. The reader is the token's
 * person in the token's school, or the parent's record at another school of their family (resolved
 * at the edge), so a parent of two schools reads each school's announcements as that school's parent.
 */
function markRead(
  command: Command<'MarkAnnouncementRead'>,
  state: AnnouncementState,
  context: CommandContext,
): AnnouncementEvent[] {
  const reader = command.reader ?? { personId: context.actorId, schoolId: context.schoolId };
  const found = ownAnnouncement(state, { ...context, schoolId: reader.schoolId });
  const personId = reader.personId;
  const recipient = personId ? found.recipients?.[personId] : undefined;
  if (!recipient || !personId) throw new NotFoundError(m.notFound);
  if (found.status === 'Withdrawn') throw new ConflictError(m.withdrawn);
  if (found.readers.includes(personId)) return [];
  return [
    {
      type: 'AnnouncementRead',
      data: {
        schoolId: found.schoolId,
        announcementId: found.announcementId,
        personId,
        role: recipient.role,
        name: recipient.name,
        readAt: context.now,
      },
    },
  ];
}

/** The delivery reactor's record of who it reached: once, and never for a withdrawn announcement. */
function recordDelivery(
  command: Command<'RecordAnnouncementDelivery'>,
  state: AnnouncementState,
  context: CommandContext,
): AnnouncementEvent[] {
  if (state.status !== 'Posted' || state.recipients !== null) return [];
  const { schoolId, announcementId, title, shortCode, eventDate } = state;
  return [
    {
      type: 'AnnouncementDelivered',
      data: {
        schoolId,
        announcementId,
        title,
        shortCode,
        ...(eventDate ? { eventDate } : {}),
        recipients: command.recipients,
        deliveredAt: context.now,
      },
    },
  ];
}

export function decideAnnouncement(
  command: AnnouncementCommand,
  state: AnnouncementState,
  context: CommandContext,
): AnnouncementEvent[] {
  switch (command.type) {
    case 'PostAnnouncement':
      return post(command, state, context);
    case 'EditAnnouncement':
      return edit(command, state, context);
    case 'WithdrawAnnouncement':
      return withdraw(state, context);
    case 'MarkAnnouncementRead':
      return markRead(command, state, context);
    case 'RecordAnnouncementDelivery':
      return recordDelivery(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled announcement command ${JSON.stringify(unknown)}`);
    }
  }
}

export const announcementDecider: Decider<
  AnnouncementState,
  AnnouncementCommand,
  AnnouncementEvent
> = {
  initialState: initialAnnouncementState,
  decide: decideAnnouncement,
  evolve: evolveAnnouncement,
};
