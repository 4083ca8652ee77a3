import { describe, expect, it } from 'vitest';
import { SchoolEnrolmentFields } from '../schools/commands';
import { EnquiryDetails } from './commands';
import { enrolmentPrefillOf, invitationRecipients } from './enrolmentPrefill';

const details = EnquiryDetails.parse({
  name: 'Nyanga Heights School',
  town: 'Nyanga',
  country: 'Zimbabwe',
  province: 'Manicaland',
  district: 'Nyanga',
  headFirstName: 'Ruvimbo',
  headLastname: 'Mandaza',
  headPhonenumber: '0771999000',
  headEmail: 'Head@Nyanga.example',
  adminFirstName: 'Kuda',
  adminLastName: 'Mapfumo',
  adminPhonenumber: '0772999000',
  adminEmail: 'admin@nyanga.example',
  numberOfStudents: 410,
  numberOfTeachers: 0,
  schoolContact: '0298123456',
  address: '3 Rhodes Drive',
  schoolEmail: 'office@nyanga.example',
});

describe('an enquiry’s details on the enrolment form', () => {
  it('maps every detail onto the enrolment field of the same meaning, numbers as text', () => {
    expect(enrolmentPrefillOf(details)).toEqual({
      name: 'Nyanga Heights School',
      streetName: '3 Rhodes Drive',
      town: 'Nyanga',
      country: 'Zimbabwe',
      province: 'Manicaland',
      district: 'Nyanga',
      schoolContact: '0298123456',
      schoolEmail: 'office@nyanga.example',
      numberOfStudents: '410',
      numberOfTeachers: '0',
      headFirstname: 'Ruvimbo',
      headLastname: 'Mandaza',
      headPhonenumber: '0771999000',
      headEmail: 'Head@Nyanga.example',
      adminFirstname: 'Kuda',
      adminLastname: 'Mapfumo',
      adminPhonenumber: '0772999000',
      adminEmail: 'admin@nyanga.example',
    });
  });
  it('names only fields the enrolment form knows', () => {
    const known = Object.keys(SchoolEnrolmentFields.shape);
    for (const field of Object.keys(enrolmentPrefillOf(details))) expect(known).toContain(field);
  });
  it('leaves out what the enquiry does not hold', () => {
    const prefill = enrolmentPrefillOf({
      ...details,
      country: undefined,
      province: undefined,
      district: undefined,
      schoolEmail: undefined,
    });
    expect(prefill).not.toHaveProperty('country');
    expect(prefill).not.toHaveProperty('province');
    expect(prefill).not.toHaveProperty('district');
    expect(prefill).not.toHaveProperty('schoolEmail');
    expect(prefill).not.toHaveProperty('responsibleAuthority');
  });
});

describe('who is invited to enrol', () => {
  it('the admin officer and the head, lower-cased', () => {
    expect(invitationRecipients(details)).toEqual(['admin@nyanga.example', 'head@nyanga.example']);
  });
  it('one address when they share it, whatever its case', () => {
    expect(
      invitationRecipients({
        adminEmail: 'Office@School.example',
        headEmail: ' office@school.example ',
      }),
    ).toEqual(['office@school.example']);
  });
});
