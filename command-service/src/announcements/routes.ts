import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  NotFoundError,
  announcementMessages as m,
  type AnnouncementAudience,
  type AnnouncementCommand,
  type AnnouncementEvent,
  type CommandContext,
  type PostedAudience,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { classState } from '../classes/references';
import { setupNames } from '../setup/reader';
import { fold } from '../commands/decider';
import { ownSchool } from '../scope';
import { familyRecordAt } from '../scope/family';
import { caughtUp } from '../reactors/catchUp';
import { announcementStream, type AnnouncementState } from './announcement';
import { announcementDecider } from './decide';
import { ANNOUNCEMENT_DELIVERY_REACTOR, schoolNameOf } from './delivery';

type C<T extends AnnouncementCommand['type']> = Extract<AnnouncementCommand, { type: T }>;

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Eight characters without look-alikes (0/O, 1/l/I): short enough for an SMS, too many to guess. */
export function newShortCode(): string {
  return [...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

const refuse = (field: string, message: string): never => {
  throw new NotFoundError(message, [{ field, message }]);
};

/** The levels and classes named must be the admin's school's; the event keeps their names as they are today. */
async function postedAudience(
  store: EventStore,
  context: CommandContext,
  audience: AnnouncementAudience,
): Promise<PostedAudience> {
  if (audience.kind === 'LEVELS') {
    const levels = (await setupNames(store, context.schoolId)).levels;
    const levelIds = [...new Set(audience.levelIds)];
    return {
      kind: 'LEVELS',
      levelIds,
      names: levelIds.map((id) => levels.get(id) ?? refuse('audience.levelIds', m.levelNotFound)),
    };
  }
  if (audience.kind === 'CLASSES') {
    const classIds = [...new Set(audience.classIds)];
    const names: string[] = [];
    for (const classId of classIds) {
      const found = await classState(store, classId);
      if (found.status === 'Initial' || found.status === 'Deleted' || !ownSchool(found, context))
        refuse('audience.classIds', m.classNotFound);
      else names.push(found.name);
    }
    return { kind: 'CLASSES', classIds, names };
  }
  return { kind: audience.kind };
}

/**
 * A parent signed in through one school reads another school's announcement as their record there
 * (the same phone, named by that school); anyone else reads as themselves in their own school.
 */
async function parentReader(
  store: EventStore,
  announcementId: string,
  context: CommandContext,
): Promise<{ reader?: { personId: string; schoolId: string } }> {
  if (context.actorRole !== 'PARENT' || !context.actorId) return {};
  const announcement = fold(
    announcementDecider,
    (await store.readStream(announcementStream(announcementId))).map(decodeEvent),
  );
  if (announcement.status === 'Initial' || ownSchool(announcement, context)) return {};
  const personId = await familyRecordAt(store, context.actorId, announcement.schoolId);
  return personId ? { reader: { personId, schoolId: announcement.schoolId } } : {};
}

export function registerAnnouncementCommands(
  registry: CommandRegistry,
  deps: { store: EventStore; pool: pg.Pool },
): void {
  const { store } = deps;
  const common = {
    decider: announcementDecider,
    streamId: (c: AnnouncementCommand) => announcementStream(c.announcementId),
    answer: (c: AnnouncementCommand) => ({ announcementId: c.announcementId }),
  };
  const admin = common;

  registry.register<C<'PostAnnouncement'>, AnnouncementState, AnnouncementEvent>({
    ...admin,
    type: 'PostAnnouncement',
    async parse(req, context) {
      const input = parseInput('PostAnnouncement', req.body);
      const audience = await postedAudience(store, context, input.audience);
      const schoolName = await schoolNameOf(store, context.schoolId);
      return {
        type: 'PostAnnouncement',
        announcementId: randomUUID(),
        shortCode: newShortCode(),
        schoolName,
        title: input.title,
        body: input.body,
        audience,
        eventDate: input.eventDate,
      };
    },
    answer: (c) => ({ announcementId: c.announcementId, shortCode: c.shortCode }),
  });

  registry.register<C<'EditAnnouncement'>, AnnouncementState, AnnouncementEvent>({
    ...admin,
    type: 'EditAnnouncement',
    parse: (req) => ({ type: 'EditAnnouncement', ...parseInput('EditAnnouncement', req.body) }),
  });

  registry.register<C<'WithdrawAnnouncement'>, AnnouncementState, AnnouncementEvent>({
    ...admin,
    type: 'WithdrawAnnouncement',
    parse: (req) => ({
      type: 'WithdrawAnnouncement',
      ...parseInput('WithdrawAnnouncement', req.body),
    }),
  });

  registry.register<C<'MarkAnnouncementRead'>, AnnouncementState, AnnouncementEvent>({
    ...common,
    type: 'MarkAnnouncementRead',
    async parse(req, context) {
      const input = parseInput('MarkAnnouncementRead', req.body);
      // The recipients are known once the delivery has run past everything appended so far.
      await caughtUp(deps.pool, store, ANNOUNCEMENT_DELIVERY_REACTOR, m.busy);
      return {
        type: 'MarkAnnouncementRead',
        ...input,
        ...(await parentReader(store, input.announcementId, context)),
      };
    },
  });
}
