import type { EnquiryDetails } from '@chikoro/contracts';

/** Every field of the enquiry payload (spec 000 §3 "School enquiry"), as the form holds it. */
export type EnquiryField = keyof EnquiryDetails;
export type EnquiryValues = Record<EnquiryField, string>;

export type EnquiryFieldKind = 'text' | 'email' | 'tel' | 'count' | 'place';

export interface EnquiryFieldSpec {
  name: EnquiryField;
  label: string;
  kind: EnquiryFieldKind;
  required?: boolean;
  /** Spans both columns. */
  wide?: boolean;
}

export interface EnquirySection {
  title: string;
  fields: EnquiryFieldSpec[];
}

export const enquirySections: EnquirySection[] = [
  {
    title: 'School',
    fields: [
      { name: 'name', label: 'Name of school', kind: 'text', required: true, wide: true },
      { name: 'address', label: 'Address', kind: 'text', required: true, wide: true },
      { name: 'town', label: 'City/town', kind: 'text', required: true },
      { name: 'country', label: 'Country', kind: 'place' },
      { name: 'province', label: 'Province', kind: 'place' },
      { name: 'district', label: 'District', kind: 'place' },
      { name: 'schoolContact', label: 'School phone number', kind: 'tel', required: true },
      { name: 'schoolEmail', label: 'School email', kind: 'email' },
      { name: 'numberOfStudents', label: 'Number of students', kind: 'count', required: true },
      { name: 'numberOfTeachers', label: 'Number of teachers', kind: 'count', required: true },
    ],
  },
  {
    title: 'Head/Principal',
    fields: [
      { name: 'headFirstName', label: 'First name', kind: 'text', required: true },
      { name: 'headLastname', label: 'Last name', kind: 'text', required: true },
      { name: 'headPhonenumber', label: 'Phone number', kind: 'tel', required: true },
      { name: 'headEmail', label: 'Email', kind: 'email', required: true },
    ],
  },
  {
    title: 'Admin Officer',
    fields: [
      { name: 'adminFirstName', label: 'First name', kind: 'text', required: true },
      { name: 'adminLastName', label: 'Last name', kind: 'text', required: true },
      { name: 'adminPhonenumber', label: 'Phone number', kind: 'tel', required: true },
      { name: 'adminEmail', label: 'Email', kind: 'email', required: true },
    ],
  },
];

export const enquiryFields: EnquiryField[] = enquirySections.flatMap((s) =>
  s.fields.map((f) => f.name),
);

export function emptyEnquiry(): EnquiryValues {
  return Object.fromEntries(enquiryFields.map((field) => [field, ''])) as EnquiryValues;
}
