import { describe, expect, it } from 'vitest';
import { decisionMails } from './decisions';

const details = {
  name: 'Mabvazuva High',
  schoolEmail: 'Office@Mabvazuva.example',
  adminEmail: 'admin@mabvazuva.example',
  adminFirstname: 'Rudo',
  adminLastname: 'Chikore',
};
const url = 'https://chikoro.example';

describe('the mails of a decision', () => {
  it('a rejection goes to the school and its admin officer, with the reason', () => {
    const mails = decisionMails(
      {
        type: 'SchoolRejected',
        data: { schoolId: 's1', rejectedAt: 'x', reason: 'No certificate' },
      },
      details,
      url,
    );
    expect(mails.map((m) => m.to)).toEqual(['office@mabvazuva.example', 'admin@mabvazuva.example']);
    expect(mails[0]!.body).toContain('Reason: No certificate');
    expect(mails[0]!.body).toContain(`${url}/enrol-your-school`);
  });
  it('one mail when the school and the admin officer share an address', () => {
    const mails = decisionMails(
      { type: 'SchoolRejected', data: { schoolId: 's1', rejectedAt: 'x', reason: 'r' } },
      { ...details, adminEmail: 'office@mabvazuva.example' },
      url,
    );
    expect(mails).toHaveLength(1);
  });
  it('an approval notice goes to the school only, never with a code', () => {
    const approved = {
      type: 'SchoolApproved' as const,
      data: {
        schoolId: 's1',
        approvedAt: 'x',
        admin: {
          userId: 'u',
          firstName: 'Rudo',
          lastName: 'Chikore',
          email: 'admin@mabvazuva.example',
          phone: '0772000001',
        },
      },
    };
    const mails = decisionMails(approved, details, url);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['office@mabvazuva.example', 'Mabvazuva High is approved on Chikoro'],
    ]);
    expect(mails[0]!.body).not.toMatch(/code is/);
  });
  it('no approval notice when the school’s address is the admin officer’s: their account mail says it', () => {
    const approved = {
      type: 'SchoolApproved' as const,
      data: {
        schoolId: 's1',
        approvedAt: 'x',
        admin: { userId: 'u', firstName: 'R', lastName: 'C', email: 'a@x.example', phone: '1' },
      },
    };
    expect(
      decisionMails(approved, { ...details, schoolEmail: 'ADMIN@mabvazuva.example' }, url),
    ).toEqual([]);
  });
});
