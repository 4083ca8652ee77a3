import { describe, expect, it } from 'vitest';
import { commandBody, formErrors, isRecordCommand } from './commands';

const schoolId = '6f1c7a52-8f0e-4c1b-9a57-0d4a3e2b1c90';

describe('a record command sent through the dataProvider', () => {
  it('carries the record id under the command’s own name for it', () => {
    expect(
      commandBody('school-enrolment-requests', 'RejectSchool', schoolId, {
        reason: 'No certificate',
      }),
    ).toEqual({ schoolId, reason: 'No certificate' });
    expect(
      commandBody('enquiries-from-schools', 'ResolveEnquiry', 'e-1', { comment: 'Called back' }),
    ).toEqual({ enquiryId: 'e-1', comment: 'Called back' });
  });

  it('never lets the form override the record’s id', () => {
    expect(
      commandBody('school-enrolment-requests', 'ApproveSchool', schoolId, { schoolId: 'another' }),
    ).toEqual({ schoolId });
  });

  it('is refused for a resource it does not change', () => {
    expect(() => commandBody('enquiries-from-schools', 'ApproveSchool', schoolId, {})).toThrow(
      'ApproveSchool changes school-enrolment-requests, not enquiries-from-schools',
    );
  });

  it('is known by name; anything else is not a record command', () => {
    expect(isRecordCommand('InviteEnquirerToEnrol')).toBe(true);
    expect(isRecordCommand('EnrolSchool')).toBe(false);
    expect(isRecordCommand('toString')).toBe(false);
    expect(isRecordCommand(undefined)).toBe(false);
  });
});

describe('a refusal’s field errors on a form', () => {
  it('gives each field the first message the server listed for it', () => {
    expect(
      formErrors([
        { field: 'reason', message: 'Give a reason for rejecting the school' },
        { field: 'changes.name', message: 'Enter name of school' },
        { field: 'reason', message: 'a second message' },
      ]),
    ).toEqual({
      reason: 'Give a reason for rejecting the school',
      'changes.name': 'Enter name of school',
    });
  });

  it('is empty when the problem has none', () => {
    expect(formErrors(undefined)).toEqual({});
  });
});
