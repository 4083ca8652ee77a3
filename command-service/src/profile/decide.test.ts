import { describe, expect, it } from 'vitest';
import type { MarkNotificationsSeen, PersonEvent, UpdateMyProfile } from '@chikoro/contracts';
import { accountDecider, evolveAccount } from './account';
import { notificationsDecider } from './notifications';

const userId = 'b2a1c1d1-0000-4000-8000-0000000000aa';
const context = { actorId: userId, actorRole: 'SUPERADMIN' as const, schoolId: null, now: '2026-11-22T08:00:00.000Z' };
const registered: PersonEvent = { type: 'SuperadminRegistered', data: { userId, firstName: 'Platform', lastName: 'Superadmin', email: 'root@chikoro.test', registeredAt: '2026-11-01T00:00:00.000Z' } };

function givenAccount(events: PersonEvent[]) {
  const state = events.reduce(evolveAccount, accountDecider.initialState);
  return { when: (command: UpdateMyProfile) => accountDecider.decide(command, state, context) };
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
    const [event] = givenAccount([]).when(update('Rudo', 'Chikore-Moyo'));
    expect(event?.data.changes).toEqual([{ field: 'lastName', before: 'Chikore', after: 'Chikore-Moyo' }]);
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
