import { describe, expect, it } from 'vitest';
import { SchoolEnrolmentDetails } from '@chikoro/contracts';
import { enrolmentFields } from './enrolmentFields';
import { enrolmentFormData } from './submitEnrolment';

const valid = {
  name: ' Sunrise High',
  headFirstname: 'Tendai',
  headLastname: 'Moyo',
  headPhonenumber: '0771111111',
  headEmail: 'head@sunrise.test',
  town: 'Harare',
  adminFirstname: 'Rudo',
  adminLastname: 'Chari',
  adminPhonenumber: '0772222222',
  adminEmail: 'rudo@sunrise.test',
  schoolContact: '0242111222',
  streetName: '12 Jason Moyo',
  schoolEmail: 'info@sunrise.test',
  district: 'Harare Urban',
  province: 'Harare',
  country: 'Zimbabwe',
  responsibleAuthority: 'Ministry of Education',
  ownershipType: 'Private',
  numberOfStudents: '500',
  numberOfTeachers: '',
  adminNote: '',
  paymentMethod: '',
  paymentReferenceNumber: '',
};

describe('the enrolment form', () => {
  it('has an input for every field of the payload', () => {
    expect([...enrolmentFields].sort()).toEqual(Object.keys(SchoolEnrolmentDetails.shape).sort());
  });
});

describe('the multipart body', () => {
  it('sends trimmed, upper-cased values and leaves empty ones out', () => {
    const details = SchoolEnrolmentDetails.parse(valid);
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    const form = enrolmentFormData(details, { logo, receipt: null });
    expect(form.get('name')).toBe('Sunrise High');
    expect(form.get('ownershipType')).toBe('PRIVATE');
    expect(form.get('numberOfStudents')).toBe('500');
    for (const absent of [
      'numberOfTeachers',
      'adminNote',
      'paymentMethod',
      'paymentReferenceNumber',
      'receipt',
    ])
      expect(form.has(absent)).toBe(false);
    expect((form.get('logo') as File).name).toBe('logo.png');
  });
});
