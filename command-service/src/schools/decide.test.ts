import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  NotFoundError,
  ValidationError,
  correctionMessages,
  type CommandContext,
  type SchoolCommand,
  type SchoolEvent,
} from '@chikoro/contracts';
import { schoolDecider } from './decide';

const schoolId = '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0001';
const context: CommandContext = {
  actorId: 'u-super',
  actorRole: 'SUPERADMIN',
  schoolId: null,
  now: '2026-11-22T08:00:00.000Z',
};
const details = {
  name: 'Mabvazuva High',
  headFirstname: 'Tendai',
  headLastname: 'Moyo',
  headPhonenumber: '0771234567',
  headEmail: 'head@mabvazuva.ac.zw',
  town: 'Harare',
  adminFirstname: 'Rudo',
  adminLastname: 'Chikore',
  adminPhonenumber: '0772345678',
  adminEmail: 'Admin@Mabvazuva.ac.zw',
  schoolContact: '0242123456',
  streetName: '12 Samora Machel Ave',
  schoolEmail: 'office@mabvazuva.ac.zw',
  district: 'Harare Urban',
  province: 'Harare',
  country: 'Zimbabwe',
  responsibleAuthority: 'Ministry of Primary and Secondary Education',
  ownershipType: 'PRIVATE' as const,
};

const submitted: SchoolEvent = {
  type: 'SchoolEnrolmentSubmitted',
  data: { schoolId, details, submittedAt: '2026-11-21T08:00:00.000Z' },
};
const approved: SchoolEvent = {
  type: 'SchoolApproved',
  data: {
    schoolId,
    approvedAt: '2026-11-21T09:00:00.000Z',
    admin: {
      userId: 'a1',
      firstName: 'Rudo',
      lastName: 'Chikore',
      email: 'admin@mabvazuva.ac.zw',
      phone: '0772345678',
    },
  },
};
const rejected: SchoolEvent = {
  type: 'SchoolRejected',
  data: { schoolId, rejectedAt: '2026-11-21T09:00:00.000Z', reason: 'Duplicate' },
};

/** given events, when command, then events (or the error the rule throws). */
function given(events: SchoolEvent[]) {
  const state = events.reduce(schoolDecider.evolve, schoolDecider.initialState);
  return { when: (command: SchoolCommand) => () => schoolDecider.decide(command, state, context) };
}

const approve: SchoolCommand = {
  type: 'ApproveSchool',
  schoolId,
  adminUserId: 'b2a1c1d1-0000-4000-8000-000000000001',
};
const reject: SchoolCommand = {
  type: 'RejectSchool',
  schoolId,
  reason: 'Registration certificate missing',
};

describe('when no school has enrolled yet', () => {
  it('records the enrolment request with its submission time', () => {
    expect(given([]).when({ type: 'EnrolSchool', schoolId, details })()).toEqual([
      {
        type: 'SchoolEnrolmentSubmitted',
        data: { schoolId, details, logo: undefined, receipt: undefined, submittedAt: context.now },
      },
    ]);
  });
  it('cannot be approved', () => expect(given([]).when(approve)).toThrow(NotFoundError));
  it('cannot be rejected', () => expect(given([]).when(reject)).toThrow(NotFoundError));
});

describe('when the enrolment request is pending', () => {
  it('cannot enrol the same school again', () => {
    expect(given([submitted]).when({ type: 'EnrolSchool', schoolId, details })).toThrow(
      ConflictError,
    );
  });
  it('approval names the admin officer who gets the account, email lower-cased', () => {
    const [event] = given([submitted]).when(approve)();
    expect(event).toEqual({
      type: 'SchoolApproved',
      data: {
        schoolId,
        approvedAt: context.now,
        admin: {
          userId: approve.adminUserId,
          firstName: 'Rudo',
          lastName: 'Chikore',
          email: 'admin@mabvazuva.ac.zw',
          phone: '0772345678',
        },
      },
    });
  });
  it('rejection keeps the reason', () => {
    expect(given([submitted]).when(reject)()).toEqual([
      {
        type: 'SchoolRejected',
        data: { schoolId, rejectedAt: context.now, reason: 'Registration certificate missing' },
      },
    ]);
  });
});

describe('when the school is approved', () => {
  it('cannot be approved twice', () =>
    expect(given([submitted, approved]).when(approve)).toThrow(/already approved/));
  it('cannot then be rejected', () =>
    expect(given([submitted, approved]).when(reject)).toThrow(ConflictError));
});

describe('when the school is rejected', () => {
  it('cannot then be approved', () =>
    expect(given([submitted, rejected]).when(approve)).toThrow(/already rejected/));
});

const correct = (
  changes: Extract<SchoolCommand, { type: 'CorrectSchoolDetails' }>['changes'],
): SchoolCommand => ({ type: 'CorrectSchoolDetails', schoolId, changes });

describe('when a pending request is corrected', () => {
  it('records each changed field with its value before and after', () => {
    expect(
      given([submitted]).when(
        correct({ name: 'Mabvazuva High School', town: 'Harare', numberOfStudents: 820 }),
      )(),
    ).toEqual([
      {
        type: 'SchoolDetailsCorrected',
        data: {
          schoolId,
          correctedAt: context.now,
          changes: [
            { field: 'name', before: 'Mabvazuva High', after: 'Mabvazuva High School' },
            { field: 'numberOfStudents', before: null, after: 820 },
          ],
        },
      },
    ]);
  });
  it('clears an optional field sent empty', () => {
    const noted: SchoolEvent = {
      type: 'SchoolEnrolmentSubmitted',
      data: {
        schoolId,
        details: { ...details, adminNote: 'Call after 2pm' },
        submittedAt: '2026-11-21T08:00:00.000Z',
      },
    };
    const [event] = given([noted]).when(correct({ adminNote: undefined }))();
    expect(event?.data).toMatchObject({
      changes: [{ field: 'adminNote', before: 'Call after 2pm', after: null }],
    });
  });
  it('has nothing to do when no field changes', () => {
    expect(
      given([submitted]).when(correct({ name: 'Mabvazuva High', province: 'Harare' }))(),
    ).toEqual([]);
    expect(given([submitted]).when(correct({}))()).toEqual([]);
  });
  it('checks the corrected whole with the enrolment rules: a district outside the new province is refused', () => {
    const attempt = given([submitted]).when(correct({ province: 'Bulawayo' }));
    expect(attempt).toThrow(ValidationError);
    try {
      attempt();
    } catch (error) {
      expect((error as ValidationError).errors).toEqual([
        {
          field: 'changes.district',
          message: 'Harare Urban district does not belong in Bulawayo province',
        },
      ]);
    }
  });
  it('later decisions and corrections see the corrected details', () => {
    const corrected: SchoolEvent = {
      type: 'SchoolDetailsCorrected',
      data: {
        schoolId,
        correctedAt: context.now,
        changes: [{ field: 'adminFirstname', before: 'Rudo', after: 'Rutendo' }],
      },
    };
    const [event] = given([submitted, corrected]).when(approve)();
    expect(event).toMatchObject({ data: { admin: { firstName: 'Rutendo' } } });
    expect(given([submitted, corrected]).when(correct({ adminFirstname: 'Rutendo' }))()).toEqual(
      [],
    );
  });
});

describe('when the request is decided', () => {
  it('an approved request cannot be corrected', () => {
    expect(given([submitted, approved]).when(correct({ name: 'Other' }))).toThrow(
      correctionMessages.alreadyDecided('Approved'),
    );
  });
  it('a rejected request cannot be corrected', () =>
    expect(given([submitted, rejected]).when(correct({ name: 'Other' }))).toThrow(ConflictError));
  it('a school that never enrolled cannot be corrected', () =>
    expect(given([]).when(correct({ name: 'Other' }))).toThrow(NotFoundError));
});

describe('evolve', () => {
  it('ignores events it does not know, so old streams replay', () => {
    const state = schoolDecider.evolve(schoolDecider.initialState, {
      type: 'SomethingNew',
      data: {},
    } as never);
    expect(state).toEqual({ status: 'Initial' });
  });
});
