import { describe, expect, it } from 'vitest';
import type { EnquiryDetails } from '@chikoro/contracts';
import { enrolmentInvitationLink, enrolmentInvitationMails } from './enrolmentInvitations';

const details: EnquiryDetails = {
  name: 'Chitungwiza Community School',
  town: 'Chitungwiza',
  country: 'Zimbabwe',
  province: 'Harare',
  district: 'Chitungwiza',
  headFirstName: 'Memory',
  headLastname: 'Chari',
  headPhonenumber: '0771234000',
  headEmail: 'Head@chitungwiza.example',
  adminFirstName: 'Tonderai',
  adminLastName: 'Mhlanga',
  adminPhonenumber: '0772234000',
  adminEmail: 'admin@chitungwiza.example',
  numberOfStudents: 740,
  numberOfTeachers: 31,
  schoolContact: '0270123456',
  address: '14 Seke Road & Unit L',
};
const url = 'https://chikoro.example';
const invited = {
  enquiryId: 'e1',
  invitedAt: '2026-11-23T09:30:00.000Z',
  to: ['admin@chitungwiza.example', 'head@chitungwiza.example'],
};

describe('the invitation to enrol', () => {
  it('links to the enrolment form with the enquiry’s details under the form’s field names', () => {
    const link = new URL(enrolmentInvitationLink(url, details));
    expect(link.origin + link.pathname).toBe(`${url}/enrol-your-school`);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      name: 'Chitungwiza Community School',
      streetName: '14 Seke Road & Unit L',
      headFirstname: 'Memory',
      adminFirstname: 'Tonderai',
      adminLastname: 'Mhlanga',
      numberOfStudents: '740',
      district: 'Chitungwiza',
    });
    expect(link.searchParams.has('address')).toBe(false);
  });
  it('goes to each address the event names, greeting the admin officer and the head by name', () => {
    const mails = enrolmentInvitationMails(invited, details, url);
    expect(mails.map((m) => m.to)).toEqual(invited.to);
    expect(mails[0]!.body).toMatch(/^Dear Tonderai Mhlanga,/);
    expect(mails[1]!.body).toMatch(/^Dear Memory Chari,/);
    expect(mails[0]!.subject).toBe('Enrol Chitungwiza Community School on Chikoro');
    expect(mails[0]!.body).toContain(`Enrol your school: ${enrolmentInvitationLink(url, details)}`);
    expect(mails[0]!.body).toContain('The Chikoro team');
  });
  it('greets both when the admin officer and the head share the address', () => {
    const shared = {
      ...details,
      headEmail: 'office@chitungwiza.example',
      adminEmail: 'Office@chitungwiza.example',
    };
    const mails = enrolmentInvitationMails(
      { ...invited, to: ['office@chitungwiza.example'] },
      shared,
      url,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toMatch(/^Dear Tonderai Mhlanga and Memory Chari,/);
  });
});
