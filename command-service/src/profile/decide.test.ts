import { describe, expect, it } from 'vitest';
import { ForbiddenError, type CommandContext, type MarkNotificationsSeen, type PersonCommand, type PersonEvent, type UpdateMyProfile } from '@chikoro/contracts';
import { accountDecider, evolveAccount } from './account';
import { notificationsDecider } from './notifications';

const userId = 'b2a1c1d1-0000-4000-8000-0000000000aa';
const context = { actorId: userId, actorRole: 'SUPERADMIN' as const, schoolId: null, now: '2026-11-22T08:00:00.000Z' };
const registered: PersonEvent = { type: 'SuperadminRegistered', data: { userId, firstName: 'Platform', lastName: 'Superadmin', email: 'root@chikoro.test', registeredAt: '2026-11-01T00:00:00.000Z' } };

function givenAccount(events: PersonEvent[]) {
  const state = events.reduce(evolveAccount, accountDecider.initialState);
  return { when: (command: PersonCommand, as: CommandContext = context) => accountDecider.decide(command, state, as) };
}
const update = (firstName: string, lastName: string, current = { firstName: 'Rudo', lastName: 'Chikore' }): UpdateMyProfile => ({ type: 'UpdateMyProfile', userId, firstName, lastName, current });

describe('when the superadmin is registered in the log', () => {
  it('a new first name is recorded with the name before, from the log', () => {
    expect(givenAccount([registered]).when(update('Tariro', 'Superadmin'))).toEqual([
      { type: 'ProfileUpdated', data: { userId, updatedAt: context.now, firstName: 'Tariro', lastName: 'Superadmin', changes: [{ field: 'firstName', before: 'Platform', after: 'Tariro' }] } },
    ]);
  });
  it('has nothing to do when the names are as they were', () => {
    expect(givenAccount([registered]).when(update('Platform', 'Superadmin'))).toEqual([]);
  });
  it('a second change starts from the first change’s names', () => {
    const first = givenAccount([registered]).when(update('Tariro', 'Moyo'));
    expect(givenAccount([registered, ...first]).when(update('Tariro', 'Moyo'))).toEqual([]);
  });
});

describe('when the account was made elsewhere (a school admin)', () => {
  it('takes the names before from the account as read', () => {
    expect(givenAccount([]).when(update('Rudo', 'Chikore-Moyo'))).toEqual([
      { type: 'ProfileUpdated', data: { userId, updatedAt: context.now, firstName: 'Rudo', lastName: 'Chikore-Moyo', changes: [{ field: 'lastName', before: 'Chikore', after: 'Chikore-Moyo' }] } },
    ]);
  });
});

describe('changing one’s password', () => {
  const change: PersonCommand = { type: 'ChangeMyPassword', userId };
  const changed = { type: 'PasswordChanged', data: { userId, changedAt: '2026-11-22T08:00:00.000Z' } };

  it('records the fact, and nothing of the password', () => {
    expect(givenAccount([registered]).when(change)).toEqual([changed]);
  });
  it('records it for an account made elsewhere (nothing in its stream yet)', () => {
    expect(givenAccount([]).when(change)).toEqual([changed]);
  });
  it('records each change, a second one too', () => {
    expect(givenAccount([registered, changed as PersonEvent]).when(change)).toEqual([changed]);
  });
  it("cannot be recorded for someone else's account", () => {
    const other = { ...context, actorId: 'c3b2d2e2-0000-4000-8000-0000000000bb' };
    expect(() => givenAccount([registered]).when(change, other)).toThrow(ForbiddenError);
  });
});

describe('registering the superadmin (the bootstrap, actor SYSTEM)', () => {
  const system: CommandContext = { actorId: null, actorRole: 'SYSTEM', schoolId: null, now: '2026-11-01T00:00:00.000Z' };
  const register: PersonCommand = { type: 'RegisterSuperadmin', userId, firstName: 'Platform', lastName: 'Superadmin', email: 'root@chikoro.test' };

  describe('when the stream is empty', () => {
    it('records the account with its names and email', () => {
      expect(givenAccount([]).when(register, system)).toEqual([registered]);
    });
    it('cannot be sent by a signed-in user, even the superadmin', () => {
      expect(() => givenAccount([]).when(register, context)).toThrow(ForbiddenError);
    });
  });

  describe('when the superadmin is registered', () => {
    it('has nothing to do at the next start', () => {
      expect(givenAccount([registered]).when(register, system)).toEqual([]);
    });
    it('has nothing to do after a rename either', () => {
      const renamed = givenAccount([registered]).when(update('Tariro', 'Superadmin'));
      expect(givenAccount([registered, ...renamed]).when(register, system)).toEqual([]);
    });
  });

  describe('when the account was renamed before its registration was recorded', () => {
    it('is recorded then', () => {
      const renamed = givenAccount([]).when(update('Tariro', 'Superadmin'));
      expect(givenAccount(renamed).when(register, system)).toEqual([registered]);
    });
  });
});

describe('marking notifications seen', () => {
  const mark = (upTo: number): MarkNotificationsSeen => ({ type: 'MarkNotificationsSeen', userId, upTo });
  const seen = (upTo: number) => ({ type: 'NotificationsSeen' as const, data: { userId, upTo, seenAt: context.now } });
  const given = (ups: number[]) => ups.map(seen).reduce(notificationsDecider.evolve, notificationsDecider.initialState);
  it('moves the mark forward', () => expect(notificationsDecider.decide(mark(12), given([5]), context)).toEqual([seen(12)]));
  it('never moves it back: an older mark has nothing to do', () => expect(notificationsDecider.decide(mark(4), given([5]), context)).toEqual([]));
  it('the same mark again has nothing to do', () => expect(notificationsDecider.decide(mark(5), given([5]), context)).toEqual([]));
});
