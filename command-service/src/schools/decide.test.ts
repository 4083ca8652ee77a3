import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, type CommandContext, type SchoolCommand, type SchoolEvent } from '@chikoro/contracts';
import { schoolDecider } from './decide';

const schoolId = '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0001';
const context: CommandContext = { actorId: 'u-super', actorRole: 'SUPERADMIN', schoolId: null, now: '2026-11-22T08:00:00.000Z' };
const details = {
  name: 'Mabvazuva High', headFirstname: 'Tendai', headLastname: 'Moyo', headPhonenumber: '0771234567',
  headEmail: 'head@mabvazuva.ac.zw', town: 'Harare', adminFirstname: 'Rudo', adminLastname: 'Chikore',
  adminPhonenumber: '0772345678', adminEmail: 'Admin@Mabvazuva.ac.zw', schoolContact: '0242123456',
  streetName: '12 Samora Machel Ave', schoolEmail: 'office@mabvazuva.ac.zw', district: 'Harare Urban',
  province: 'Harare', country: 'Zimbabwe', responsibleAuthority: 'Ministry of Primary and Secondary Education',
  ownershipType: 'PRIVATE' as const,
};

const submitted: SchoolEvent = { type: 'SchoolEnrolmentSubmitted', data: { schoolId, details, submittedAt: '2026-11-21T08:00:00.000Z' } };
const approved: SchoolEvent = {
  type: 'SchoolApproved',
  data: { schoolId, approvedAt: '2026-11-21T09:00:00.000Z', admin: { userId: 'a1', firstName: 'Rudo', lastName: 'Chikore', email: 'admin@mabvazuva.ac.zw', phone: '0772345678' } },
};
const rejected: SchoolEvent = { type: 'SchoolRejected', data: { schoolId, rejectedAt: '2026-11-21T09:00:00.000Z', reason: 'Duplicate' } };

/** given events, when command, then events (or the error the rule throws). */
function given(events: SchoolEvent[]) {
  const state = events.reduce(schoolDecider.evolve, schoolDecider.initialState);
  return { when: (command: SchoolCommand) => () => schoolDecider.decide(command, state, context) };
}

const approve: SchoolCommand = { type: 'ApproveSchool', schoolId, adminUserId: 'b2a1c1d1-0000-4000-8000-000000000001' };
const reject: SchoolCommand = { type: 'RejectSchool', schoolId, reason: 'Registration certificate missing' };

describe('when no school has enrolled yet', () => {
  it('records the enrolment request with its submission time', () => {
    expect(given([]).when({ type: 'EnrolSchool', schoolId, details })()).toEqual([
      { type: 'SchoolEnrolmentSubmitted', data: { schoolId, details, logo: undefined, receipt: undefined, submittedAt: context.now } },
    ]);
  });
  it('cannot be approved', () => expect(given([]).when(approve)).toThrow(NotFoundError));
  it('cannot be rejected', () => expect(given([]).when(reject)).toThrow(NotFoundError));
});

describe('when the enrolment request is pending', () => {
  it('cannot enrol the same school again', () => {
    expect(given([submitted]).when({ type: 'EnrolSchool', schoolId, details })).toThrow(ConflictError);
  });
  it('approval names the admin officer who gets the account, email lower-cased', () => {
    const [event] = given([submitted]).when(approve)();
    expect(event).toEqual({
      type: 'SchoolApproved',
      data: { schoolId, approvedAt: context.now, admin: { userId: approve.adminUserId, firstName: 'Rudo', lastName: 'Chikore', email: 'admin@mabvazuva.ac.zw', phone: '0772345678' } },
    });
  });
  it('rejection keeps the reason', () => {
    expect(given([submitted]).when(reject)()).toEqual([
      { type: 'SchoolRejected', data: { schoolId, rejectedAt: context.now, reason: 'Registration certificate missing' } },
    ]);
  });
});

describe('when the school is approved', () => {
  it('cannot be approved twice', () => expect(given([submitted, approved]).when(approve)).toThrow(/already approved/));
  it('cannot then be rejected', () => expect(given([submitted, approved]).when(reject)).toThrow(ConflictError));
});

describe('when the school is rejected', () => {
  it('cannot then be approved', () => expect(given([submitted, rejected]).when(approve)).toThrow(/already rejected/));
});

describe('evolve', () => {
  it('ignores events it does not know, so old streams replay', () => {
    const state = schoolDecider.evolve(schoolDecider.initialState, { type: 'SomethingNew', data: {} } as never);
    expect(state).toEqual({ status: 'Initial' });
  });
});
