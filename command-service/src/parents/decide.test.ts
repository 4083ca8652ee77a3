import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type CommandContext,
  type InviteParent,
  type ParentCommand,
  type ParentEvent,
} from '@chikoro/contracts';
import { inviteAndLink, parentDecider } from './decide';
import { parentIdFor } from './parent';

const schoolId = '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0001';
const otherSchoolId = '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0002';
const phoneNumber = '263771234567';
const parentId = parentIdFor(schoolId, phoneNumber);
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-11-22T08:00:00.000Z',
};
const visitor: CommandContext = {
  actorId: null,
  actorRole: 'PUBLIC',
  schoolId: null,
  now: '2026-11-23T08:00:00.000Z',
};

const details = {
  firstName: 'Chipo',
  middleName: 'Rumbidzai',
  lastName: 'Mutasa',
  phonenumber: phoneNumber,
  email: 'chipo@example.com',
  address: '14 Jason Moyo Avenue',
  country: 'Zimbabwe',
  province: 'Harare',
  district: 'Harare Urban',
};

const inviteParent: ParentCommand = {
  type: 'InviteParent',
  parentId,
  schoolId,
  phoneNumber,
  firstName: 'Chipo',
  email: 'chipo@example.com',
};
const registerParent: ParentCommand = { type: 'RegisterParent', parentId, schoolId, details };
const invited: ParentEvent = {
  type: 'ParentInvited',
  data: {
    parentId,
    schoolId,
    phoneNumber,
    firstName: 'Chipo',
    email: 'chipo@example.com',
    invitedAt: '2026-11-21T08:00:00.000Z',
  },
};
const registered: ParentEvent = {
  type: 'ParentRegistered',
  data: { parentId, schoolId, details, registeredAt: '2026-11-21T09:00:00.000Z' },
};

/** given events, when command (in a context), then events or the rule's error. */
function given(events: ParentEvent[]) {
  const state = events.reduce(parentDecider.evolve, parentDecider.initialState);
  return {
    when: (command: ParentCommand, context: CommandContext) => () =>
      parentDecider.decide(command, state, context),
  };
}

describe('parent ids', () => {
  it('are the same for every spelling of the phone, and differ between schools', () => {
    expect(parentIdFor(schoolId, '0771234567')).toBe(parentId);
    expect(parentIdFor(schoolId, '+263 77 123 4567')).toBe(parentId);
    expect(parentIdFor(otherSchoolId, phoneNumber)).not.toBe(parentId);
    expect(parentId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
  it('stay what they were when first derived, so existing parent streams keep their ids', () => {
    expect(parentIdFor('7c9e6679-7425-40de-944b-e07fc1f90ae7', '0772 123 456')).toBe(
      'f104e291-68d3-5bc6-afc6-bf3bd4c456d2',
    );
  });
});

describe('when the parent has not been invited', () => {
  it("an admin invites them to the admin's school; the event holds no token", () => {
    const events = given([]).when(inviteParent, admin)();
    expect(events).toEqual([
      {
        type: 'ParentInvited',
        data: {
          parentId,
          schoolId,
          phoneNumber,
          firstName: 'Chipo',
          lastName: undefined,
          email: 'chipo@example.com',
          invitedAt: admin.now,
        },
      },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/token/i);
  });
  it('a teacher cannot invite', () =>
    expect(given([]).when(inviteParent, { ...admin, actorRole: 'TEACHER' })).toThrow(
      ForbiddenError,
    ));
  it('a superadmin cannot invite (parents belong to a school)', () =>
    expect(
      given([]).when(inviteParent, { ...admin, actorRole: 'SUPERADMIN', schoolId: null }),
    ).toThrow(ForbiddenError));
  it('an admin cannot invite into another school', () =>
    expect(given([]).when({ ...inviteParent, schoolId: otherSchoolId }, admin)).toThrow(
      ForbiddenError,
    ));
  it('nobody can register without an invitation', () =>
    expect(given([]).when(registerParent, visitor)).toThrow(ForbiddenError));
});

describe('when the parent is invited', () => {
  it('inviting again sends a fresh invitation', () => {
    expect(given([invited]).when(inviteParent, admin)()).toHaveLength(1);
  });
  it('registration records the details, and never a password', () => {
    const events = given([invited]).when(registerParent, visitor)();
    expect(events).toEqual([
      {
        type: 'ParentRegistered',
        data: { parentId, schoolId, details, registeredAt: visitor.now },
      },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/password/i);
  });
  it('registration for another phone than the invited one is refused', () => {
    expect(
      given([invited]).when(
        { ...registerParent, details: { ...details, phonenumber: '263781234567' } },
        visitor,
      ),
    ).toThrow(ForbiddenError);
  });
  it('registration into another school than the inviting one is refused', () => {
    expect(given([invited]).when({ ...registerParent, schoolId: otherSchoolId }, visitor)).toThrow(
      ForbiddenError,
    );
  });
});

describe('when the parent has registered', () => {
  it('cannot register twice', () =>
    expect(given([invited, registered]).when(registerParent, visitor)).toThrow(ConflictError));
  it('cannot be invited again', () =>
    expect(given([invited, registered]).when(inviteParent, admin)).toThrow(/already registered/));
});

describe('evolve', () => {
  it('ignores events it does not know, so old streams replay', () => {
    expect(
      parentDecider.evolve(parentDecider.initialState, { type: 'SomethingNew', data: {} } as never),
    ).toEqual({ status: 'Initial' });
  });
  it('counts the invitations sent', () => {
    expect(
      [invited, invited].reduce(parentDecider.evolve, parentDecider.initialState),
    ).toMatchObject({ status: 'Invited', invitations: 2 });
  });
});

describe('parent management', () => {
  const student = {
    studentId: '0b7a4f59-1d2e-4c3b-8a9f-000000000001',
    studentName: 'Tendai Moyo',
    registrationNumber: 'MAB-26-0042',
  };
  const sibling = {
    studentId: '0b7a4f59-1d2e-4c3b-8a9f-000000000002',
    studentName: 'Rudo Moyo',
    registrationNumber: 'MAB-26-0043',
  };
  const linked: ParentEvent = {
    type: 'ParentLinkedToStudent',
    data: {
      schoolId,
      parentId,
      parentName: 'Chipo',
      ...student,
      linkedAt: '2026-11-21T10:00:00.000Z',
    },
  };
  const inactive: ParentEvent = {
    type: 'ParentStatusChanged',
    data: {
      schoolId,
      parentId,
      before: 'Active',
      status: 'Inactive',
      changedAt: '2026-11-21T11:00:00.000Z',
    },
  };
  const removed: ParentEvent = {
    type: 'ParentRemoved',
    data: { schoolId, parentId, before: 'Active', removedAt: '2026-11-21T12:00:00.000Z' },
  };
  const otherAdmin: CommandContext = { ...admin, schoolId: otherSchoolId };
  const linkCommand = (s = student): ParentCommand => ({
    type: 'LinkParentToStudent',
    parentId,
    student: s,
  });

  describe('when the parent is invited', () => {
    it('is linked to a child, naming both', () => {
      expect(given([invited]).when(linkCommand(), admin)()).toEqual([
        {
          type: 'ParentLinkedToStudent',
          data: { schoolId, parentId, parentName: 'Chipo', ...student, linkedAt: admin.now },
        },
      ]);
    });
    it('linking the same child again changes nothing; a sibling is linked too', () => {
      expect(given([invited, linked]).when(linkCommand(), admin)()).toEqual([]);
      expect(given([invited, linked]).when(linkCommand(sibling), admin)()).toHaveLength(1);
    });
    it("is not found by another school's admin", () =>
      expect(given([invited]).when(linkCommand(), otherAdmin)).toThrow(NotFoundError));
    it('unlinking a child never linked changes nothing', () => {
      expect(
        given([invited]).when({ type: 'UnlinkParentFromStudent', parentId, student }, admin)(),
      ).toEqual([]);
    });
    it('cannot change status before registering', () => {
      expect(
        given([invited]).when({ type: 'ChangeParentStatus', parentId, status: 'Inactive' }, admin),
      ).toThrow(/not registered yet/);
    });
  });

  describe('when the parent is registered and linked', () => {
    const active = given([invited, registered, linked]);
    it('is unlinked from the child', () => {
      expect(active.when({ type: 'UnlinkParentFromStudent', parentId, student }, admin)()).toEqual([
        {
          type: 'ParentUnlinkedFromStudent',
          data: {
            schoolId,
            parentId,
            parentName: 'Chipo Mutasa',
            ...student,
            unlinkedAt: admin.now,
          },
        },
      ]);
    });
    it('is made inactive, naming the status before; the same status again changes nothing', () => {
      expect(
        active.when({ type: 'ChangeParentStatus', parentId, status: 'Inactive' }, admin)(),
      ).toEqual([
        {
          type: 'ParentStatusChanged',
          data: { schoolId, parentId, before: 'Active', status: 'Inactive', changedAt: admin.now },
        },
      ]);
      expect(
        active.when({ type: 'ChangeParentStatus', parentId, status: 'Active' }, admin)(),
      ).toEqual([]);
      expect(
        given([invited, registered, inactive]).when(
          { type: 'ChangeParentStatus', parentId, status: 'Inactive' },
          admin,
        )(),
      ).toEqual([]);
    });
    it('is removed, naming the status before', () => {
      expect(
        given([invited, registered, inactive]).when({ type: 'RemoveParent', parentId }, admin)(),
      ).toEqual([
        {
          type: 'ParentRemoved',
          data: { schoolId, parentId, before: 'Inactive', removedAt: admin.now },
        },
      ]);
    });
    it("cannot be removed by another school's admin, nor by a teacher", () => {
      expect(active.when({ type: 'RemoveParent', parentId }, otherAdmin)).toThrow(NotFoundError);
      expect(
        active.when({ type: 'RemoveParent', parentId }, { ...admin, actorRole: 'TEACHER' }),
      ).toThrow(ForbiddenError);
    });
  });

  describe('when the parent was removed', () => {
    const gone = given([invited, linked, removed]);
    it('removing again changes nothing', () =>
      expect(gone.when({ type: 'RemoveParent', parentId }, admin)()).toEqual([]));
    it('cannot be linked, change status, be invited or register', () => {
      expect(gone.when(linkCommand(sibling), admin)).toThrow(ConflictError);
      expect(gone.when({ type: 'ChangeParentStatus', parentId, status: 'Active' }, admin)).toThrow(
        ConflictError,
      );
      expect(gone.when(inviteParent, admin)).toThrow('This parent was removed from the school');
      expect(gone.when(registerParent, visitor)).toThrow(ForbiddenError);
    });
  });

  describe("a parent named on a student's enrolment", () => {
    const invitation: InviteParent = {
      type: 'InviteParent',
      parentId,
      schoolId,
      phoneNumber,
      email: 'chipo@example.com',
    };
    it('is invited and linked when the school does not know them', () => {
      expect(
        inviteAndLink(parentDecider.initialState, invitation, student, admin).map((e) => e.type),
      ).toEqual(['ParentInvited', 'ParentLinkedToStudent']);
    });
    it('is only linked when already invited (a sibling shares the parent)', () => {
      const state = [invited, linked].reduce(parentDecider.evolve, parentDecider.initialState);
      expect(inviteAndLink(state, invitation, sibling, admin)).toEqual([
        {
          type: 'ParentLinkedToStudent',
          data: { schoolId, parentId, parentName: 'Chipo', ...sibling, linkedAt: admin.now },
        },
      ]);
    });
    it('is left alone when removed', () => {
      const state = [invited, removed].reduce(parentDecider.evolve, parentDecider.initialState);
      expect(inviteAndLink(state, invitation, sibling, admin)).toEqual([]);
    });
  });
});
