import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '../shared/problems';
import { numberMessages } from '../schools/messages';
import { EnquiryDetails, RaiseEnquiryInput } from './commands';
import { enquiryMessages } from './messages';

const complete = {
  name: 'Nyanga Heights School',
  town: 'Nyanga',
  country: 'Zimbabwe',
  province: 'Manicaland',
  district: 'Nyanga',
  headFirstName: 'Ruvimbo',
  headLastname: 'Mandaza',
  headPhonenumber: '0771999000',
  headEmail: 'head@nyanga.example',
  adminFirstName: 'Kuda',
  adminLastName: 'Mapfumo',
  adminPhonenumber: '0772999000',
  adminEmail: 'admin@nyanga.example',
  numberOfStudents: '410',
  numberOfTeachers: 22,
  schoolContact: '0298123456',
  address: '3 Rhodes Drive',
};
const errorsOf = (input: unknown) => {
  const parsed = RaiseEnquiryInput.safeParse(input);
  return parsed.success ? [] : fieldErrorsFrom(parsed.error.issues);
};

describe('the enquiry form', () => {
  it('takes a complete enquiry, numbers typed as text included', () => {
    expect(EnquiryDetails.parse(complete)).toMatchObject({
      numberOfStudents: 410,
      numberOfTeachers: 22,
    });
  });
  it('lists every required field in the spec order, the Zimbabwe province last', () => {
    const messages = errorsOf({ country: 'Zimbabwe' }).map((e) => e.message);
    const { province, country: _c, schoolEmail: _s, ...required } = enquiryMessages;
    expect(messages).toEqual([...Object.values(required), province]);
  });
  it('needs no province outside Zimbabwe, and takes it as free text there', () => {
    expect(
      errorsOf({ ...complete, country: 'Botswana', province: undefined, district: undefined }),
    ).toEqual([]);
    expect(
      errorsOf({
        ...complete,
        country: 'Botswana',
        province: 'North-East',
        district: 'Francistown',
      }),
    ).toEqual([]);
  });
  it('refuses a district outside the chosen province, and a place without a country', () => {
    expect(errorsOf({ ...complete, district: 'Gweru Urban' })).toEqual([
      { field: 'district', message: 'Gweru Urban district does not belong in Manicaland province' },
    ]);
    expect(errorsOf({ ...complete, country: undefined })).toEqual([
      { field: 'province', message: 'Select the country first' },
      { field: 'district', message: 'Select the country first' },
    ]);
  });
  it('counts must be whole, 0 or more, below 5,250,000', () => {
    expect(errorsOf({ ...complete, numberOfStudents: 5_250_000, numberOfTeachers: -1 })).toEqual([
      { field: 'numberOfStudents', message: numberMessages.tooLarge },
      { field: 'numberOfTeachers', message: numberMessages.notWhole },
    ]);
    expect(errorsOf({ ...complete, numberOfStudents: '12.5' })).toEqual([
      { field: 'numberOfStudents', message: numberMessages.notWhole },
    ]);
  });
  it('checks the optional school email only when given', () => {
    expect(errorsOf({ ...complete, schoolEmail: '' })).toEqual([]);
    expect(errorsOf({ ...complete, schoolEmail: 'office at school' })).toEqual([
      { field: 'schoolEmail', message: enquiryMessages.schoolEmail },
    ]);
  });
  it('refuses fields it does not know', () => {
    expect(errorsOf({ ...complete, status: 'Resolved' })).toHaveLength(1);
  });
});
