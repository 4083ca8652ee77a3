import { describe, expect, it } from 'vitest';
import { isWellFormedText } from '@chikoro/platform/text';
import { recordOf } from './auditLog';
import { auditSummaries } from '../modules';
import { describeEvent as describeWith, humanise, type RecordState } from './summaries';

const describeEvent = (type: string, data: unknown, record: RecordState) =>
  describeWith(type, data, record, auditSummaries);

const none = { label: null, status: null };

describe('the audit log’s words for an event', () => {
  it('an enrolment names the school and starts it pending', () => {
    const d = describeEvent(
      'SchoolEnrolmentSubmitted',
      {
        details: {
          name: 'Mabvazuva High',
          town: 'Harare',
          province: 'Harare',
          country: 'Zimbabwe',
        },
      },
      none,
    );
    expect(d.summary).toBe(
      'Enrolment request submitted for Mabvazuva High (Harare, Harare, Zimbabwe)',
    );
    expect(d.changes).toEqual([{ field: 'status', before: null, after: 'PENDING' }]);
    expect(d.record).toEqual({ label: 'Mabvazuva High', status: 'PENDING' });
  });

  it('a decision shows the status before and after', () => {
    const d = describeEvent(
      'SchoolRejected',
      { reason: 'No certificate' },
      { label: 'Mabvazuva High', status: 'PENDING' },
    );
    expect(d.summary).toBe('Rejected Mabvazuva High: No certificate');
    expect(d.changes).toEqual([
      { field: 'status', before: 'PENDING', after: 'REJECTED' },
      { field: 'reason', before: null, after: 'No certificate' },
    ]);
  });

  it('a correction lists each field before → after, and a new name relabels the record', () => {
    const changes = [
      { field: 'name', before: 'Mabvazuva High', after: 'Mabvazuva High School' },
      { field: 'numberOfStudents', before: null, after: 820 },
    ];
    const d = describeEvent(
      'SchoolDetailsCorrected',
      { changes },
      { label: 'Mabvazuva High', status: 'PENDING' },
    );
    expect(d.summary).toBe(
      "Corrected 2 fields of Mabvazuva High: Name of school: 'Mabvazuva High' → 'Mabvazuva High School'; Number of students: (empty) → 820",
    );
    expect(d.changes).toEqual(changes);
    expect(d.record.label).toBe('Mabvazuva High School');
  });

  it('an enquiry goes Pending → Resolved → Pending', () => {
    const raised = describeEvent(
      'EnquiryRaised',
      { details: { name: 'Hope Academy', town: 'Gweru' } },
      none,
    );
    const resolved = describeEvent('EnquiryResolved', { comment: 'Called back' }, raised.record);
    const reopened = describeEvent('EnquiryReopened', {}, resolved.record);
    expect([raised.summary, resolved.summary, reopened.summary]).toEqual([
      'Enquiry raised for Hope Academy (Gweru)',
      'Enquiry from Hope Academy resolved: Called back',
      'Enquiry from Hope Academy reopened',
    ]);
    expect(reopened.changes).toEqual([{ field: 'status', before: 'Resolved', after: 'Pending' }]);
  });

  it('a directory listing names the school and its place, and labels the record with the name', () => {
    const d = describeEvent(
      'DirectorySchoolListed',
      {
        listingId: 'l1',
        listedAt: 'x',
        listing: {
          name: 'Lobengula Primary School',
          town: 'Bulawayo',
          province: 'Bulawayo',
          country: 'Zimbabwe',
        },
      },
      none,
    );
    expect(d.summary).toBe(
      'Listed Lobengula Primary School (Bulawayo, Bulawayo, Zimbabwe) in the public school directory',
    );
    expect(d.record.label).toBe('Lobengula Primary School');
  });

  it('a parent’s registration is credited to the parent, though no one was signed in', () => {
    const d = describeEvent(
      'ParentRegistered',
      {
        parentId: 'p1',
        schoolId: 's1',
        registeredAt: 'x',
        details: { firstName: 'Chipo', lastName: 'Mutasa' },
      },
      { label: 'Chipo Mutasa', status: 'INVITED' },
    );
    expect(d.summary).toBe('Parent Chipo Mutasa registered');
    expect(d.actor).toEqual({ id: 'p1', role: 'PARENT' });
  });

  it('an invitation to enrol names the school and the addresses, and changes no status', () => {
    const d = describeEvent(
      'EnquirerInvitedToEnrol',
      { enquiryId: 'e1', invitedAt: 'x', to: ['admin@hope.example', 'head@hope.example'] },
      { label: 'Hope Academy', status: 'Pending' },
    );
    expect(d.summary).toBe(
      'Hope Academy invited to enrol; invitation mailed to admin@hope.example, head@hope.example',
    );
    expect(d.changes).toEqual([]);
    expect(d.record).toEqual({ label: 'Hope Academy', status: 'Pending' });
  });

  it('a parent invitation names the parent and where the invitation went', () => {
    const d = describeEvent(
      'ParentInvited',
      {
        parentId: 'p1',
        schoolId: 's1',
        phoneNumber: '263712000101',
        firstName: 'Chipo',
        lastName: 'Mutasa',
        email: 'chipo@example.org',
        invitedAt: 'x',
      },
      { label: null, status: null },
    );
    expect(d.summary).toBe(
      'Chipo Mutasa invited to register as a parent; invitation sent to 263712000101 and chipo@example.org',
    );
    expect(d.record).toEqual({ label: 'Chipo Mutasa', status: 'Invited' });
  });

  it('an unknown event gets a generic summary of its plain values, never one that looks secret', () => {
    const d = describeEvent(
      'TermOpened',
      {
        termId: 't1',
        name: 'Term 1',
        passwordHash: 'x',
        resetCode: '123456',
        status: 'OPEN',
        openedAt: '2026-01-01',
      },
      none,
    );
    expect(d.summary).toBe("Term opened (name: 'Term 1', status: 'OPEN')");
    expect(d.summary).not.toMatch(/123456|passwordHash/);
    expect(d.changes).toEqual([{ field: 'status', before: null, after: 'OPEN' }]);
    expect(d.record.label).toBe('Term 1');
  });

  it('names a person from their first and last name, in an event it does not know', () => {
    expect(
      describeEvent(
        'GuardianAdded',
        { guardianId: 'g1', firstName: 'Chipo', lastName: 'Mutasa', phoneNumber: '263712000101' },
        none,
      ),
    ).toMatchObject({
      summary:
        "Guardian added (firstName: 'Chipo', lastName: 'Mutasa', phoneNumber: '263712000101')",
      record: { label: 'Chipo Mutasa' },
    });
  });

  it('a password change says only that it happened', () => {
    expect(
      describeEvent(
        'PasswordChanged',
        { userId: 'u1', changedAt: 'x' },
        { label: 'Rudo Chikore', status: 'ACTIVE' },
      ).summary,
    ).toBe('Password changed');
  });

  it('a long value of emoji is cut between characters, never inside one', () => {
    const emoji = '\u{1F600}';
    const d = describeEvent(
      'GuardianAdded',
      { firstName: 'Chipo', lastName: emoji.repeat(41) },
      none,
    );
    // 41 emoji are 82 UTF-16 units but 41 characters: shown whole.
    expect(d.summary).toBe(`Guardian added (firstName: 'Chipo', lastName: '${emoji.repeat(41)}')`);
    const long = describeEvent('GuardianAdded', { lastName: emoji.repeat(90) }, none);
    expect(long.summary).toBe(`Guardian added (lastName: '${emoji.repeat(77)}...')`);
    expect(isWellFormedText(long.summary)).toBe(true);
  });

  it('humanises event types', () =>
    expect(humanise('SchoolDetailsCorrected')).toBe('School details corrected'));
});

describe('the record an event concerns', () => {
  it('is the id at the end of its stream', () => {
    expect(recordOf('school-6F1C1D1E-8A43-4A39-9B0E-1F0A6F6D0001')).toEqual({
      type: 'school',
      id: '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0001',
    });
    expect(recordOf('school-setup-6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0001')).toEqual({
      type: 'school-setup',
      id: '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0001',
    });
    expect(recordOf('platform')).toEqual({ type: 'platform', id: 'platform' });
  });
});
