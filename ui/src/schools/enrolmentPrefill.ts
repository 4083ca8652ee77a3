import { isCountryName, ownershipTypes, paymentMethods } from '@chikoro/contracts';
import {
  emptyEnrolment,
  enrolmentFields,
  type EnrolmentField,
  type EnrolmentValues,
} from './enrolmentFields';
import { changePlace, type Place, type PlaceField, type PlaceMessages } from './placeChange';

const placeFields: PlaceField[] = ['country', 'province', 'district'];
const choices: Partial<Record<EnrolmentField, readonly string[]>> = {
  ownershipType: ownershipTypes,
  paymentMethod: paymentMethods,
};

/**
 * The enrolment form as a link fills it in (`?name=...&adminEmail=...`, as an invitation to enrol
 * sends it): every enrolment field the query names, leading spaces dropped as the form drops them,
 * unknown keys ignored. Choices the form cannot show (an unknown country, ownership or payment
 * method) are left empty; the place is set as a person would set it, so its rules and messages
 * apply. Nothing is checked beyond that: Submit validates as always.
 */
export function prefilledEnrolment(query: URLSearchParams): {
  values: EnrolmentValues;
  placeMessages: PlaceMessages;
} {
  const values = emptyEnrolment();
  for (const field of enrolmentFields) {
    const raw = query.get(field);
    if (raw === null || placeFields.includes(field as PlaceField)) continue;
    const allowed = choices[field];
    if (!allowed) values[field] = raw.trimStart();
    else if (allowed.includes(raw.trim().toUpperCase())) values[field] = raw.trim().toUpperCase();
  }
  let place: Place = { country: '', province: '', district: '' };
  let placeMessages: PlaceMessages = {};
  for (const field of placeFields) {
    const raw = query.get(field)?.trim();
    if (!raw || (field === 'country' && !isCountryName(raw))) continue;
    ({ place, messages: placeMessages } = changePlace(place, field, raw));
  }
  return { values: { ...values, ...place }, placeMessages };
}
