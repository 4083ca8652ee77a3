import { describe, expect, it } from 'vitest';
import { enquiryMessages } from '@chikoro/contracts';
import { ApiError } from '../api/httpClient';
import { emptyEnquiry } from './enquiryFields';
import { checkEnquiry, enquiryFailureMessages } from './submitEnquiry';

describe('the enquiry form checks', () => {
  it('an empty form lists every required field in the spec order', () => {
    const { errors } = checkEnquiry(emptyEnquiry());
    const { province: _p, country: _c, schoolEmail: _s, ...required } = enquiryMessages;
    expect(errors.map((e) => e.message)).toEqual(Object.values(required));
  });
  it('asks for the province once Zimbabwe is chosen', () => {
    const { errors } = checkEnquiry({ ...emptyEnquiry(), country: 'Zimbabwe' });
    expect(errors.at(-1)).toEqual({ field: 'province', message: enquiryMessages.province });
  });
});

describe('the failure modal', () => {
  it('lists the server field messages of a 400', () => {
    const error = new ApiError('Some details are missing or not valid.', 400, {
      errors: [{ field: 'name', message: enquiryMessages.name }],
    });
    expect(enquiryFailureMessages(error)).toEqual([enquiryMessages.name]);
  });
  it('shows the wait of a 429', () => {
    const detail = 'You have sent too many enquiries. Please try again in 10 minutes.';
    expect(enquiryFailureMessages(new ApiError(detail, 429, { detail }))).toEqual([detail]);
  });
  it('adds nothing for a network failure or a 500', () => {
    expect(enquiryFailureMessages(new TypeError('Failed to fetch'))).toEqual([]);
    expect(
      enquiryFailureMessages(
        new ApiError('x', 500, { detail: 'Something went wrong on our side.' }),
      ),
    ).toEqual([]);
  });
});
