import { describe, expect, it } from 'vitest';
import { enrolmentMessages, type EnrolmentRequest } from '@chikoro/contracts';
import { changedValues, correctionErrors, valuesOf } from './correction';

const record = {
  id: '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0001',
  name: 'Mabvazuva High',
  streetName: '12 Samora Machel Ave',
  town: 'Harare',
  district: 'Harare Urban',
  province: 'Harare',
  country: 'Zimbabwe',
  schoolContact: '0242123456',
  schoolEmail: 'office@mabvazuva.ac.zw',
  headFirstname: 'Tendai',
  headLastname: 'Moyo',
  headEmail: 'head@mabvazuva.ac.zw',
  headPhonenumber: '0771234567',
  adminFirstname: 'Rudo',
  adminLastname: 'Chikore',
  adminEmail: 'admin@mabvazuva.ac.zw',
  adminPhonenumber: '0772345678',
  responsibleAuthority: 'Ministry',
  ownershipType: 'PRIVATE',
  numberOfStudents: 820,
  numberOfTeachers: null,
  adminNote: 'Call after 2pm',
  paymentMethod: null,
  paymentReferenceNumber: null,
  logoFileId: null,
  receiptFileId: null,
  status: 'PENDING',
  rejectionReason: null,
  submittedAt: '2026-11-21T08:00:00.000Z',
  decidedAt: null,
} satisfies EnrolmentRequest;

describe('the correction form', () => {
  it('sends only the fields that changed', () => {
    const values = {
      ...valuesOf(record),
      name: 'Mabvazuva High School ',
      numberOfStudents: '820',
      adminNote: '',
    };
    expect(changedValues(record, values)).toEqual({ name: 'Mabvazuva High School', adminNote: '' });
  });
  it('sends nothing when nothing changed', () =>
    expect(changedValues(record, valuesOf(record))).toEqual({}));
  it('checks each change with the enrolment rules and the place rule on the whole', () => {
    const values = { ...valuesOf(record), name: ' ', province: 'Bulawayo' };
    expect(correctionErrors(record.id, values, changedValues(record, values))).toEqual([
      { field: 'name', message: enrolmentMessages.name },
      { field: 'district', message: 'Harare Urban district does not belong in Bulawayo province' },
    ]);
  });
});
