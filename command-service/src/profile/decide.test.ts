import { describe, expect, it } from 'vitest';
import {
  ForbiddenError,
  NotFoundError,
  type ChangeMyPhoto,
  type CommandContext,
  type MarkNotificationsSeen,
  type PersonCommand,
  type PersonEvent,
  type UpdateMyProfile,
} from '@chikoro/contracts';
import { accountDecider, evolveAccount } from './account';
import { notificationsDecider } from './notifications';

const userId = 'b2a1c1d1-0000-4000-8000-0000000000aa';
const context = {
  actorId: userId,
  actorRole: 'SUPERADMIN' as const,
  schoolId: null,
  now: '2026-11-22T08:00:00.000Z',
};
const registered: PersonEvent = {
  type: 'SuperadminRegistered',
  data: {
    userId,
    firstName: 'Platform',
    lastName: 'Superadmin',
    email: 'root@chikoro.test',
    registeredAt: '2026-11-01T00:00:00.000Z',
  },
};

function givenAccount(events: { type: string; data: unknown }[]) {
  const state = events.reduce(evolveAccount, accountDecider.initialState);
  return {
    when: (command: PersonCommand, as: CommandContext = context) =>
      accountDecider.decide(command, state, as),
  };
}
const update = (
  firstName: string,
  lastName: string,
  current = { firstName: 'Rudo', lastName: 'Chikore' },
): UpdateMyProfile => ({
  type: 'UpdateMyProfile',
  userId,
  role: 'SUPERADMIN',
  firstName,
  lastName,
  current,
});

describe('when the superadmin is registered in the log', () => {
  it('a new first name is recorded with the name before, from the log', () => {
    expect(givenAccount([registered]).when(update('Tariro', 'Superadmin'))).toEqual([
      {
        type: 'ProfileUpdated',
        data: {
          userId,
          updatedAt: context.now,
          firstName: 'Tariro',
          lastName: 'Superadmin',
          changes: [{ field: 'firstName', before: 'Platform', after: 'Tariro' }],
        },
      },
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
      {
        type: 'ProfileUpdated',
        data: {
          userId,
          updatedAt: context.now,
          firstName: 'Rudo',
          lastName: 'Chikore-Moyo',
          changes: [{ field: 'lastName', before: 'Chikore', after: 'Chikore-Moyo' }],
        },
      },
    ]);
  });
});

describe('changing one’s password', () => {
  const change: PersonCommand = { type: 'ChangeMyPassword', userId };
  const changed = {
    type: 'PasswordChanged',
    data: { userId, changedAt: '2026-11-22T08:00:00.000Z' },
  };

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
  const system: CommandContext = {
    actorId: null,
    actorRole: 'SYSTEM',
    schoolId: null,
    now: '2026-11-01T00:00:00.000Z',
  };
  const register: PersonCommand = {
    type: 'RegisterSuperadmin',
    userId,
    firstName: 'Platform',
    lastName: 'Superadmin',
    email: 'root@chikoro.test',
  };

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
  const mark = (upTo: number): MarkNotificationsSeen => ({
    type: 'MarkNotificationsSeen',
    userId,
    upTo,
  });
  const seen = (upTo: number) => ({
    type: 'NotificationsSeen' as const,
    data: { userId, upTo, seenAt: context.now },
  });
  const given = (ups: number[]) =>
    ups.map(seen).reduce(notificationsDecider.evolve, notificationsDecider.initialState);
  it('moves the mark forward', () =>
    expect(notificationsDecider.decide(mark(12), given([5]), context)).toEqual([seen(12)]));
  it('never moves it back: an older mark has nothing to do', () =>
    expect(notificationsDecider.decide(mark(4), given([5]), context)).toEqual([]));
  it('the same mark again has nothing to do', () =>
    expect(notificationsDecider.decide(mark(5), given([5]), context)).toEqual([]));
});

const photo = {
  fileId: 'f1e2d3c4-0000-4000-8000-000000000001',
  fileName: 'me.png',
  contentType: 'image/png',
  size: 2048,
};
const schoolId = 'a1a1a1a1-0000-4000-8000-000000000001';
const teacherRegistered = {
  type: 'TeacherRegistered',
  data: {
    schoolId,
    teacherId: userId,
    details: {
      firstName: 'Tendai',
      lastName: 'Moyo',
      email: 'tendai@school.test',
      phone: '263772000111',
      yearsOfExperience: 3,
    },
    registeredAt: '2026-01-10T08:00:00.000Z',
  },
};
const studentEnrolled = {
  type: 'StudentEnrolled',
  data: {
    schoolId,
    studentId: userId,
    registrationNumber: 'MAB-26-0001',
    classId: 'c1c1c1c1-0000-4000-8000-000000000001',
    levelId: 'b1b1b1b1-0000-4000-8000-000000000001',
    firstName: 'Anesu',
    lastName: 'Dube',
    dob: '2012-05-04',
    gender: 'female',
    enrolledAt: '2026-01-11T08:00:00.000Z',
  },
};
const parentRegistered = {
  type: 'ParentRegistered',
  data: {
    parentId: userId,
    schoolId,
    registeredAt: '2026-01-12T08:00:00.000Z',
    details: {
      firstName: 'Chipo',
      middleName: 'R',
      lastName: 'Dube',
      phonenumber: '263772000101',
      email: 'chipo@home.test',
      address: '1 Main Rd',
      country: 'Zimbabwe',
      province: 'Harare',
      district: 'Harare Urban',
    },
  },
};
const teacherContext: CommandContext = { ...context, actorRole: 'TEACHER', schoolId };
const asRole = (
  role: UpdateMyProfile['role'],
  fields: Partial<UpdateMyProfile>,
): UpdateMyProfile => ({
  type: 'UpdateMyProfile',
  userId,
  role,
  current: { firstName: 'Acct', lastName: 'Names', phone: null },
  ...fields,
});

describe('when a teacher is registered by the school', () => {
  it('changes their phone and date of birth, each kept with the value before from the teacher record', () => {
    expect(
      givenAccount([teacherRegistered]).when(
        asRole('TEACHER', { phone: '263712345678', dateOfBirth: '1988-03-02' }),
        teacherContext,
      ),
    ).toEqual([
      {
        type: 'ProfileUpdated',
        data: {
          userId,
          updatedAt: context.now,
          firstName: 'Tendai',
          lastName: 'Moyo',
          phone: '263712345678',
          dateOfBirth: '1988-03-02',
          changes: [
            { field: 'phone', before: '263772000111', after: '263712345678' },
            { field: 'dateOfBirth', before: null, after: '1988-03-02' },
          ],
        },
      },
    ]);
  });
  it('renames themself; an empty phone clears it', () => {
    const [event] = givenAccount([teacherRegistered]).when(
      asRole('TEACHER', { lastName: 'Moyo-Chari', phone: null }),
      teacherContext,
    );
    expect(event?.data).toMatchObject({
      firstName: 'Tendai',
      lastName: 'Moyo-Chari',
      phone: null,
      changes: [
        { field: 'lastName', before: 'Moyo', after: 'Moyo-Chari' },
        { field: 'phone', before: '263772000111', after: null },
      ],
    });
  });
  it('has nothing to do when every fact sent is as the record has it', () => {
    expect(
      givenAccount([teacherRegistered]).when(
        asRole('TEACHER', { firstName: 'Tendai', phone: '263772000111' }),
        teacherContext,
      ),
    ).toEqual([]);
  });
  it('a second change starts from the first one', () => {
    const first = givenAccount([teacherRegistered]).when(
      asRole('TEACHER', { phone: '263712345678' }),
      teacherContext,
    );
    expect(
      givenAccount([teacherRegistered, ...first]).when(
        asRole('TEACHER', { phone: '263712345678' }),
        teacherContext,
      ),
    ).toEqual([]);
  });
});

describe('when a student is enrolled by the school', () => {
  it('cannot rename themself: the name is the school’s record', () => {
    const attempt = () =>
      givenAccount([studentEnrolled]).when(asRole('STUDENT', { firstName: 'Anesu-Rose' }));
    expect(attempt).toThrow(ForbiddenError);
    expect(attempt).toThrow(
      'Your name is kept by your school: ask the school office to correct it.',
    );
  });
  it('cannot change their date of birth, even beside a phone that is theirs', () => {
    expect(() =>
      givenAccount([studentEnrolled]).when(
        asRole('STUDENT', { phone: '263712345678', dateOfBirth: '2011-01-01' }),
      ),
    ).toThrow('Your date of birth is kept by your school: ask the school office to correct it.');
  });
  it('sets a phone of their own (the record had none)', () => {
    const [event] = givenAccount([studentEnrolled]).when(
      asRole('STUDENT', { phone: '263712345678' }),
    );
    expect(event?.data).toMatchObject({
      firstName: 'Anesu',
      lastName: 'Dube',
      phone: '263712345678',
      changes: [{ field: 'phone', before: null, after: '263712345678' }],
    });
  });
  it('sending their own name as it is changes nothing and refuses nothing', () => {
    expect(
      givenAccount([studentEnrolled]).when(
        asRole('STUDENT', { firstName: 'Anesu', lastName: 'Dube' }),
      ),
    ).toEqual([]);
  });
});

describe('when a parent is registered', () => {
  it('renames themself', () => {
    const [event] = givenAccount([parentRegistered]).when(
      asRole('PARENT', { firstName: 'Chiedza' }),
    );
    expect(event?.data).toMatchObject({
      changes: [{ field: 'firstName', before: 'Chipo', after: 'Chiedza' }],
    });
  });
  it('cannot change the phone they sign in with, which is how the school knows them', () => {
    expect(() =>
      givenAccount([parentRegistered]).when(asRole('PARENT', { phone: '263712345678' })),
    ).toThrow(
      'Your phone number is how you sign in and how your school knows you: ask the school office to change it.',
    );
  });
  it('has no date of birth to change', () => {
    expect(() =>
      givenAccount([parentRegistered]).when(asRole('PARENT', { dateOfBirth: '1980-01-01' })),
    ).toThrow('Your profile has no date of birth to change.');
  });
});

describe('when the school keeps no record of the person (nothing in the stream)', () => {
  it('a teacher, student or parent is not found', () => {
    for (const role of ['TEACHER', 'STUDENT', 'PARENT'] as const)
      expect(() => givenAccount([]).when(asRole(role, { phone: '263712345678' }))).toThrow(
        NotFoundError,
      );
  });
  it("an admin's phone before comes from the account as read", () => {
    const [event] = givenAccount([]).when({
      ...asRole('ADMIN', { phone: '263712345678' }),
      current: { firstName: 'Rudo', lastName: 'Admin', phone: '263772999000' },
    });
    expect(event?.data).toMatchObject({
      firstName: 'Rudo',
      lastName: 'Admin',
      phone: '263712345678',
      changes: [{ field: 'phone', before: '263772999000', after: '263712345678' }],
    });
  });
});

describe('changing one’s photo', () => {
  const change = (role: ChangeMyPhoto['role']): ChangeMyPhoto => ({
    type: 'ChangeMyPhoto',
    userId,
    role,
    photo,
    current: { firstName: 'Acct', lastName: 'Names' },
  });
  it('is a change from no photo to the new one, the names riding along', () => {
    expect(givenAccount([studentEnrolled]).when(change('STUDENT'))).toEqual([
      {
        type: 'ProfileUpdated',
        data: {
          userId,
          updatedAt: context.now,
          firstName: 'Anesu',
          lastName: 'Dube',
          photo,
          changes: [{ field: 'photo', before: null, after: 'me.png' }],
        },
      },
    ]);
  });
  it('a second photo names the one it replaces', () => {
    const first = givenAccount([teacherRegistered]).when(change('TEACHER'), teacherContext);
    const [second] = givenAccount([teacherRegistered, ...first]).when(
      {
        ...change('TEACHER'),
        photo: { ...photo, fileId: 'f1e2d3c4-0000-4000-8000-000000000002', fileName: 'new.jpg' },
      },
      teacherContext,
    );
    expect(second?.data).toMatchObject({
      changes: [{ field: 'photo', before: 'me.png', after: 'new.jpg' }],
    });
  });
  it('needs a record the school keeps, for a teacher', () => {
    expect(() => givenAccount([]).when(change('TEACHER'), teacherContext)).toThrow(NotFoundError);
  });
});
