import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  NotFoundError,
  type AnnouncementCommand,
  type AnnouncementEvent,
  type CommandContext,
} from '@chikoro/contracts';
import { announcementDecider } from './decide';

const schoolId = '7a1d2c3b-0000-4000-8000-00000000000a';
const announcementId = '7a1d2c3b-0000-4000-8000-0000000000a1';
const form1 = '7a1d2c3b-0000-4000-8000-0000000000f1';
const chipo = '7a1d2c3b-0000-4000-8000-0000000000b1';
const tendai = '7a1d2c3b-0000-4000-8000-0000000000b2';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-11-02T08:00:00.000Z',
};
const otherSchoolId = '7a1d2c3b-0000-4000-8000-00000000000b';
const otherAdmin: CommandContext = { ...admin, schoolId: otherSchoolId };
const parentChipo: CommandContext = {
  actorId: chipo,
  actorRole: 'PARENT',
  schoolId,
  now: '2026-11-03T18:30:00.000Z',
};
const parentTendai: CommandContext = { ...parentChipo, actorId: tendai };

const posted: AnnouncementEvent = {
  type: 'AnnouncementPosted',
  data: {
    schoolId,
    announcementId,
    shortCode: 'k3PqX9wz',
    title: 'Sports day',
    body: 'Bring a hat and water.',
    audience: { kind: 'LEVELS', levelIds: [form1], names: ['Form 1'] },
    eventDate: '2026-12-12',
    postedAt: '2026-11-01T08:00:00.000Z',
  },
};
const delivered: AnnouncementEvent = {
  type: 'AnnouncementDelivered',
  data: {
    schoolId,
    announcementId,
    title: 'Sports day',
    shortCode: 'k3PqX9wz',
    eventDate: '2026-12-12',
    recipients: [{ personId: chipo, role: 'PARENT', name: 'Chipo Dube', channel: 'SMS' }],
    deliveredAt: '2026-11-01T08:00:01.000Z',
  },
};
const withdrawn: AnnouncementEvent = {
  type: 'AnnouncementWithdrawn',
  data: { schoolId, announcementId, title: 'Sports day', withdrawnAt: '2026-11-02T07:00:00.000Z' },
};
const readByChipo: AnnouncementEvent = {
  type: 'AnnouncementRead',
  data: {
    schoolId,
    announcementId,
    personId: chipo,
    role: 'PARENT',
    name: 'Chipo Dube',
    readAt: '2026-11-02T07:30:00.000Z',
  },
};

function given(events: AnnouncementEvent[]) {
  const state = events.reduce(announcementDecider.evolve, announcementDecider.initialState);
  return {
    when:
      (command: AnnouncementCommand, context = admin) =>
      () =>
        announcementDecider.decide(command, state, context),
  };
}

const post: AnnouncementCommand = {
  type: 'PostAnnouncement',
  announcementId,
  shortCode: 'k3PqX9wz',
  title: 'Sports day',
  body: 'Bring a hat and water.',
  audience: { kind: 'LEVELS', levelIds: [form1], names: ['Form 1'] },
  eventDate: '2026-12-12',
};
const read: AnnouncementCommand = { type: 'MarkAnnouncementRead', announcementId };

describe('PostAnnouncement', () => {
  it("posts to the admin's school with its audience, short code and event date", () => {
    expect(given([]).when(post)()).toEqual([
      {
        type: 'AnnouncementPosted',
        data: {
          schoolId,
          announcementId,
          shortCode: 'k3PqX9wz',
          title: 'Sports day',
          body: 'Bring a hat and water.',
          audience: { kind: 'LEVELS', levelIds: [form1], names: ['Form 1'] },
          eventDate: '2026-12-12',
          postedAt: '2026-11-02T08:00:00.000Z',
        },
      },
    ]);
  });
  it('an announcement without a date carries none', () => {
    const [event] = given([]).when({
      ...post,
      eventDate: undefined,
      audience: { kind: 'TEACHERS' },
    })();
    expect(event).toEqual({
      type: 'AnnouncementPosted',
      data: {
        schoolId,
        announcementId,
        shortCode: 'k3PqX9wz',
        title: 'Sports day',
        body: 'Bring a hat and water.',
        audience: { kind: 'TEACHERS' },
        postedAt: admin.now,
      },
    });
  });
  it('cannot post the same announcement twice', () =>
    expect(given([posted]).when(post)).toThrow(ConflictError));
});

describe('EditAnnouncement', () => {
  it('keeps each changed field before and after: Date 12 Dec 2026 → 13 Dec 2026', () => {
    expect(
      given([posted]).when({
        type: 'EditAnnouncement',
        announcementId,
        eventDate: '2026-12-13',
        title: 'Sports day',
      })(),
    ).toEqual([
      {
        type: 'AnnouncementEdited',
        data: {
          schoolId,
          announcementId,
          eventDate: { before: '2026-12-12', after: '2026-12-13' },
          editedAt: admin.now,
        },
      },
    ]);
  });
  it('a date taken away is null after', () => {
    expect(
      given([posted]).when({
        type: 'EditAnnouncement',
        announcementId,
        eventDate: null,
        body: 'Hats.',
      })(),
    ).toEqual([
      {
        type: 'AnnouncementEdited',
        data: {
          schoolId,
          announcementId,
          body: { before: 'Bring a hat and water.', after: 'Hats.' },
          eventDate: { before: '2026-12-12', after: null },
          editedAt: admin.now,
        },
      },
    ]);
  });
  it('the same values again is nothing to do', () => {
    expect(
      given([posted]).when({
        type: 'EditAnnouncement',
        announcementId,
        title: 'Sports day',
        eventDate: '2026-12-12',
      })(),
    ).toEqual([]);
  });
  it('a withdrawn announcement cannot be edited', () => {
    expect(
      given([posted, withdrawn]).when({
        type: 'EditAnnouncement',
        announcementId,
        title: 'Sports Day',
      }),
    ).toThrow('This announcement was withdrawn');
  });
  it("another school's announcement is not found", () => {
    expect(
      given([posted]).when({ type: 'EditAnnouncement', announcementId, title: 'Mine' }, otherAdmin),
    ).toThrow(NotFoundError);
  });
});

describe('WithdrawAnnouncement', () => {
  it('withdraws it, naming its title', () => {
    expect(
      given([posted, delivered]).when({ type: 'WithdrawAnnouncement', announcementId })(),
    ).toEqual([
      {
        type: 'AnnouncementWithdrawn',
        data: { schoolId, announcementId, title: 'Sports day', withdrawnAt: admin.now },
      },
    ]);
  });
  it('withdrawing it again is nothing to do', () =>
    expect(
      given([posted, withdrawn]).when({ type: 'WithdrawAnnouncement', announcementId })(),
    ).toEqual([]));
  it('one never posted is not found', () =>
    expect(given([]).when({ type: 'WithdrawAnnouncement', announcementId })).toThrow(
      'No such announcement',
    ));
});

describe('MarkAnnouncementRead', () => {
  it('a recipient reads it: their name and role as delivered', () => {
    expect(given([posted, delivered]).when(read, parentChipo)()).toEqual([
      {
        type: 'AnnouncementRead',
        data: {
          schoolId,
          announcementId,
          personId: chipo,
          role: 'PARENT',
          name: 'Chipo Dube',
          readAt: parentChipo.now,
        },
      },
    ]);
  });
  it('reading it again counts once: nothing to do', () =>
    expect(given([posted, delivered, readByChipo]).when(read, parentChipo)()).toEqual([]));
  it('someone it did not reach finds nothing', () =>
    expect(given([posted, delivered]).when(read, parentTendai)).toThrow(NotFoundError));
  it('before the delivery nobody is a recipient yet', () =>
    expect(given([posted]).when(read, parentChipo)).toThrow('No such announcement'));
  it('a withdrawn announcement is no longer read', () =>
    expect(given([posted, delivered, withdrawn]).when(read, parentChipo)).toThrow(ConflictError));
  it("another school's reader finds nothing", () =>
    expect(
      given([posted, delivered]).when(read, { ...parentChipo, schoolId: otherAdmin.schoolId }),
    ).toThrow(NotFoundError));

  describe('when the reader is a parent whose sign-in belongs to another school of their family', () => {
    const signedInElsewhere: CommandContext = {
      actorId: '7a1d2c3b-0000-4000-8000-0000000000c9',
      actorRole: 'PARENT',
      schoolId: otherSchoolId,
      now: parentChipo.now,
    };
    it('reads as their record at this school', () => {
      expect(
        given([posted, delivered]).when(
          { ...read, reader: { personId: chipo, schoolId } },
          signedInElsewhere,
        )(),
      ).toEqual([
        {
          type: 'AnnouncementRead',
          data: {
            schoolId,
            announcementId,
            personId: chipo,
            role: 'PARENT',
            name: 'Chipo Dube',
            readAt: parentChipo.now,
          },
        },
      ]);
    });
    it('without a record here, finds nothing', () =>
      expect(given([posted, delivered]).when(read, signedInElsewhere)).toThrow(NotFoundError));
    it('a record at yet another school finds nothing', () => {
      expect(
        given([posted, delivered]).when(
          { ...read, reader: { personId: chipo, schoolId: otherSchoolId } },
          signedInElsewhere,
        ),
      ).toThrow(NotFoundError);
    });
  });
});

describe('RecordAnnouncementDelivery', () => {
  const recipients = [
    { personId: chipo, role: 'PARENT' as const, name: 'Chipo Dube', channel: 'SMS' as const },
  ];
  const system: CommandContext = {
    actorId: null,
    actorRole: 'SYSTEM',
    schoolId,
    now: '2026-11-01T08:00:01.000Z',
  };
  it('records who the announcement reached', () => {
    expect(
      given([posted]).when(
        { type: 'RecordAnnouncementDelivery', announcementId, recipients },
        system,
      )(),
    ).toEqual([delivered]);
  });
  it('is recorded once', () =>
    expect(
      given([posted, delivered]).when(
        { type: 'RecordAnnouncementDelivery', announcementId, recipients },
        system,
      )(),
    ).toEqual([]));
  it('a withdrawn announcement reaches nobody', () => {
    expect(
      given([posted, withdrawn]).when(
        { type: 'RecordAnnouncementDelivery', announcementId, recipients },
        system,
      )(),
    ).toEqual([]);
  });
});
