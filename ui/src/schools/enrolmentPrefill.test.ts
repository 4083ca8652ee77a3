import { describe, expect, it } from 'vitest';
import {
  SchoolEnrolmentDetails,
  enrolmentPrefillOf,
  type EnquiryDetails,
} from '@chikoro/contracts';
import { emptyEnrolment } from './enrolmentFields';
import { prefilledEnrolment } from './enrolmentPrefill';

const enquiry: EnquiryDetails = {
  name: 'Chitungwiza Community School',
  town: 'Chitungwiza',
  country: 'Zimbabwe',
  province: 'Harare',
  district: 'Chitungwiza',
  headFirstName: 'Memory',
  headLastname: 'Chari',
  headPhonenumber: '0771234000',
  headEmail: 'head@chitungwiza.example',
  adminFirstName: 'Tonderai',
  adminLastName: 'Mhlanga',
  adminPhonenumber: '0772234000',
  adminEmail: 'admin@chitungwiza.example',
  numberOfStudents: 740,
  numberOfTeachers: 31,
  schoolContact: '0270123456',
  address: '14 Seke Road',
  schoolEmail: 'office@chitungwiza.example',
};
const query = (params: Record<string, string>) => new URLSearchParams(params);

describe('the enrolment form filled in from its link', () => {
  it('keeps ?name= working, dropping leading spaces as the form does', () => {
    expect(prefilledEnrolment(query({ name: '  Mabvazuva High School' })).values).toEqual({
      ...emptyEnrolment(),
      name: 'Mabvazuva High School',
    });
  });

  it('takes every detail an invitation to enrol sends, under the form’s names', () => {
    const { values, placeMessages } = prefilledEnrolment(
      new URLSearchParams(enrolmentPrefillOf(enquiry)),
    );
    expect(values).toMatchObject({
      name: 'Chitungwiza Community School',
      streetName: '14 Seke Road',
      town: 'Chitungwiza',
      country: 'Zimbabwe',
      province: 'Harare',
      district: 'Chitungwiza',
      schoolContact: '0270123456',
      schoolEmail: 'office@chitungwiza.example',
      numberOfStudents: '740',
      numberOfTeachers: '31',
      headFirstname: 'Memory',
      headLastname: 'Chari',
      headPhonenumber: '0771234000',
      headEmail: 'head@chitungwiza.example',
      adminFirstname: 'Tonderai',
      adminLastname: 'Mhlanga',
      adminPhonenumber: '0772234000',
      adminEmail: 'admin@chitungwiza.example',
      responsibleAuthority: '',
      ownershipType: '',
    });
    expect(placeMessages).toEqual({});
  });

  it('still validates on Submit: what the enquiry could not say is asked for', () => {
    const { values } = prefilledEnrolment(new URLSearchParams(enrolmentPrefillOf(enquiry)));
    const parsed = SchoolEnrolmentDetails.safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'responsibleAuthority',
      'ownershipType',
    ]);
    expect(
      SchoolEnrolmentDetails.safeParse({
        ...values,
        responsibleAuthority: 'Ministry',
        ownershipType: 'PRIVATE',
      }).success,
    ).toBe(true);
  });

  it('ignores keys the form does not know', () => {
    const { values } = prefilledEnrolment(
      query({ name: 'A', address: '1 Road', status: 'APPROVED', headFirstName: 'X' }),
    );
    expect(values).toEqual({ ...emptyEnrolment(), name: 'A' });
    expect(values).not.toHaveProperty('status');
  });

  it('leaves empty the choices the form cannot show, and takes the known ones in any case', () => {
    expect(
      prefilledEnrolment(
        query({ country: 'Atlantis', ownershipType: 'pirate', paymentMethod: 'cash' }),
      ).values,
    ).toMatchObject({ country: '', ownershipType: '', paymentMethod: 'CASH' });
    expect(prefilledEnrolment(query({ ownershipType: 'private' })).values.ownershipType).toBe(
      'PRIVATE',
    );
  });

  it('applies the place rules: a Zimbabwean district outside its province is cleared, with its message', () => {
    const { values, placeMessages } = prefilledEnrolment(
      query({ country: 'Zimbabwe', province: 'Harare', district: 'Gweru Urban' }),
    );
    expect(values).toMatchObject({ country: 'Zimbabwe', province: 'Harare', district: '' });
    expect(placeMessages).toEqual({
      district: 'Gweru Urban district does not belong in Harare province',
    });
  });

  it('takes a free-text province and district outside Zimbabwe', () => {
    expect(
      prefilledEnrolment(
        query({ country: 'Botswana', province: 'North-East', district: 'Francistown' }),
      ).values,
    ).toMatchObject({ country: 'Botswana', province: 'North-East', district: 'Francistown' });
  });
});
