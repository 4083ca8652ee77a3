import { describe, expect, it } from 'vitest';
import { describeEvent } from '../audit/summaries';
import { auditSummaries } from '../modules';

const none = { label: null, status: null };
const say = (
  type: string,
  data: Record<string, unknown>,
  record: { label: string | null; status: string | null } = none,
) => describeEvent(type, data, record, auditSummaries);

describe("the audit log's words for students and their parents", () => {
  it('an enrolment names the student, the class and the registration number', () => {
    const d = say('StudentEnrolled', {
      studentId: 's1',
      firstName: 'Tendai',
      lastName: 'Moyo',
      className: 'Form 2 Blue',
      registrationNumber: 'MAB-26-0042',
    });
    expect(d.summary).toBe('Tendai Moyo enrolled in Form 2 Blue (MAB-26-0042)');
    expect(d.record).toEqual({ label: 'Tendai Moyo', status: 'Active' });
  });
  it('a status change reads before → after', () => {
    const d = say(
      'StudentStatusChanged',
      { before: 'Active', status: 'Graduated' },
      { label: 'Tendai Moyo', status: 'Active' },
    );
    expect(d.summary).toBe('Status of Tendai Moyo changed: Active → Graduated');
    expect(d.changes).toEqual([{ field: 'status', before: 'Active', after: 'Graduated' }]);
  });
  it('a move names both classes; a withdrawal its reason; a sign-in code never its code', () => {
    const tendai = { label: 'Tendai Moyo', status: 'Active' };
    expect(
      say(
        'StudentMovedToClass',
        { fromClassName: 'Form 2 Blue', toClassName: 'Form 3 Red' },
        tendai,
      ).summary,
    ).toBe('Tendai Moyo moved from Form 2 Blue to Form 3 Red');
    expect(
      say('StudentWithdrawn', { before: 'Active', reason: 'Moved to Bulawayo' }, tendai).summary,
    ).toBe('Tendai Moyo withdrawn from the school: Moved to Bulawayo');
    expect(say('StudentSignInCodeIssued', { issuedAt: 'x' }, tendai).summary).toBe(
      'Sign-in code issued to Tendai Moyo',
    );
  });
  it("a parent's link, status and removal name the parent and the child", () => {
    const chipo = { label: 'Chipo Mutasa', status: 'Active' };
    expect(
      say(
        'ParentLinkedToStudent',
        { studentName: 'Tendai Moyo', registrationNumber: 'MAB-26-0042' },
        chipo,
      ).summary,
    ).toBe('Parent Chipo Mutasa linked to Tendai Moyo (MAB-26-0042)');
    expect(
      say('ParentStatusChanged', { before: 'Active', status: 'Inactive' }, chipo).summary,
    ).toBe('Status of parent Chipo Mutasa changed: Active → Inactive');
    expect(say('ParentRemoved', { before: 'Inactive' }, chipo).summary).toBe(
      'Parent Chipo Mutasa removed from the school; their access ended',
    );
  });
});
