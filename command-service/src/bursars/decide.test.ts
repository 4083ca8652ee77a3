import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  NotFoundError,
  type BursarCommand,
  type BursarEvent,
  type CommandContext,
} from '@chikoro/contracts';
import { bursarDecider } from './decide';

const schoolId = '7a1d2c3b-0000-4000-8000-00000000000a';
const bursarId = '7a1d2c3b-0000-4000-8000-0000000000f1';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-02-02T08:00:00.000Z',
};
const register: BursarCommand = {
  type: 'RegisterBursar',
  bursarId,
  firstName: 'Rudo',
  lastName: 'Chikwanha',
  email: 'rudo.chikwanha@example.com',
  phone: '+263772123456',
};
const registered: BursarEvent = {
  type: 'BursarRegistered',
  data: {
    schoolId,
    bursarId,
    firstName: 'Rudo',
    lastName: 'Chikwanha',
    email: 'rudo.chikwanha@example.com',
    phone: '+263772123456',
    registeredAt: '2026-01-05T08:00:00.000Z',
  },
};

function given(events: BursarEvent[]) {
  const state = events.reduce(bursarDecider.evolve, bursarDecider.initialState);
  return {
    when:
      (command: BursarCommand, context = admin) =>
      () =>
        bursarDecider.decide(command, state, context),
  };
}

describe('when no bursar has been registered on the stream', () => {
  it('registers the bursar in the admin’s school with the names, email and phone given', () => {
    expect(given([]).when(register)()).toEqual([
      {
        type: 'BursarRegistered',
        data: {
          schoolId: '7a1d2c3b-0000-4000-8000-00000000000a',
          bursarId: '7a1d2c3b-0000-4000-8000-0000000000f1',
          firstName: 'Rudo',
          lastName: 'Chikwanha',
          email: 'rudo.chikwanha@example.com',
          phone: '+263772123456',
          registeredAt: '2026-02-02T08:00:00.000Z',
        },
      },
    ]);
  });

  it('leaves the phone out when none was given', () => {
    const { phone: _none, ...withoutPhone } = register;
    const [event] = given([]).when(withoutPhone)();
    expect(event?.data).not.toHaveProperty('phone');
    expect(event?.data).toMatchObject({ email: 'rudo.chikwanha@example.com' });
  });
});

describe('when the bursar is already registered', () => {
  it('cannot be registered twice', () => {
    expect(given([registered]).when(register)).toThrow(ConflictError);
    expect(given([registered]).when(register)).toThrow('This bursar is already registered');
  });
});

const deactivate: BursarCommand = { type: 'ChangeBursarStatus', bursarId, status: 'Inactive' };
const reactivate: BursarCommand = { type: 'ChangeBursarStatus', bursarId, status: 'Active' };
const deactivated: BursarEvent = {
  type: 'BursarStatusChanged',
  data: {
    schoolId,
    bursarId,
    before: 'Active',
    status: 'Inactive',
    changedAt: '2026-01-20T08:00:00.000Z',
  },
};

describe('when the bursar is active', () => {
  it('the admin deactivates them, the status before kept', () => {
    expect(given([registered]).when(deactivate)()).toEqual([
      {
        type: 'BursarStatusChanged',
        data: {
          schoolId: '7a1d2c3b-0000-4000-8000-00000000000a',
          bursarId: '7a1d2c3b-0000-4000-8000-0000000000f1',
          before: 'Active',
          status: 'Inactive',
          changedAt: '2026-02-02T08:00:00.000Z',
        },
      },
    ]);
  });

  it('making them active again is nothing to do', () => {
    expect(given([registered]).when(reactivate)()).toEqual([]);
  });

  it('another school’s admin finds no such bursar (404)', () => {
    const other = { ...admin, schoolId: '7a1d2c3b-0000-4000-8000-00000000000b' };
    expect(given([registered]).when(deactivate, other)).toThrow(NotFoundError);
    expect(given([registered]).when(deactivate, other)).toThrow('No such bursar in this school');
  });
});

describe('when the bursar is inactive', () => {
  it('the admin reactivates them', () => {
    expect(given([registered, deactivated]).when(reactivate)()).toEqual([
      {
        type: 'BursarStatusChanged',
        data: {
          schoolId: '7a1d2c3b-0000-4000-8000-00000000000a',
          bursarId: '7a1d2c3b-0000-4000-8000-0000000000f1',
          before: 'Inactive',
          status: 'Active',
          changedAt: '2026-02-02T08:00:00.000Z',
        },
      },
    ]);
  });

  it('deactivating them again is nothing to do', () => {
    expect(given([registered, deactivated]).when(deactivate)()).toEqual([]);
  });

  it('cannot be registered again', () => {
    expect(given([registered, deactivated]).when(register)).toThrow(
      'This bursar is already registered',
    );
  });
});

describe('when no bursar is on the stream', () => {
  it('a status change finds no such bursar (404)', () => {
    expect(given([]).when(deactivate)).toThrow(NotFoundError);
  });
});

describe('when replaying events the bursar does not know', () => {
  it('keeps the state as it was', () => {
    const unknown = { type: 'SomethingElse', data: {} } as unknown as BursarEvent;
    const state = bursarDecider.evolve(bursarDecider.initialState, unknown);
    expect(state).toEqual({ status: 'Initial' });
  });
});
