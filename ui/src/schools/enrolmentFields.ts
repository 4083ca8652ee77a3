import type { SchoolEnrolmentInput } from '@chikoro/contracts';

/** Every text part of the enrolment payload (spec 000 §3), as the form holds it. */
export type EnrolmentField = keyof SchoolEnrolmentInput;
export type EnrolmentValues = Record<EnrolmentField, string>;

export type FieldKind =
  'text' | 'email' | 'tel' | 'count' | 'note' | 'place' | 'ownership' | 'payment';

export interface FieldSpec {
  name: EnrolmentField;
  label: string;
  kind: FieldKind;
  required?: boolean;
  hint?: string;
}

export interface FieldSection {
  title: string;
  fields: FieldSpec[];
}

export const enrolmentSections: FieldSection[] = [
  {
    title: 'School',
    fields: [
      { name: 'name', label: 'Name of school', kind: 'text', required: true },
      { name: 'streetName', label: 'Street name', kind: 'text', required: true },
      { name: 'town', label: 'City/town', kind: 'text', required: true },
      { name: 'country', label: 'Country', kind: 'place', required: true },
      { name: 'province', label: 'Province', kind: 'place', required: true },
      { name: 'district', label: 'District', kind: 'place', required: true },
      { name: 'schoolContact', label: 'School phone number', kind: 'tel', required: true },
      { name: 'schoolEmail', label: 'School email', kind: 'email', required: true },
      { name: 'numberOfStudents', label: 'Number of students', kind: 'count' },
      { name: 'numberOfTeachers', label: 'Number of teachers', kind: 'count' },
    ],
  },
  {
    title: 'Head/Principal',
    fields: [
      { name: 'headFirstname', label: 'First name', kind: 'text', required: true },
      { name: 'headLastname', label: 'Last name', kind: 'text', required: true },
      { name: 'headPhonenumber', label: 'Phone number', kind: 'tel', required: true },
      { name: 'headEmail', label: 'Email', kind: 'email', required: true },
    ],
  },
  {
    title: 'Admin Officer',
    fields: [
      { name: 'adminFirstname', label: 'First name', kind: 'text', required: true },
      { name: 'adminLastname', label: 'Last name', kind: 'text', required: true },
      { name: 'adminPhonenumber', label: 'Phone number', kind: 'tel', required: true },
      { name: 'adminEmail', label: 'Email', kind: 'email', required: true },
      { name: 'adminNote', label: 'Note for the platform team', kind: 'note' },
    ],
  },
  {
    title: 'Ownership and payment',
    fields: [
      {
        name: 'responsibleAuthority',
        label: 'Responsible Authority',
        kind: 'text',
        required: true,
      },
      { name: 'ownershipType', label: 'Ownership', kind: 'ownership', required: true },
      { name: 'paymentMethod', label: 'Payment method', kind: 'payment' },
      {
        name: 'paymentReferenceNumber',
        label: 'Payment reference number',
        kind: 'text',
        hint: 'Leave blank if the school has not paid',
      },
    ],
  },
];

export const enrolmentFields: EnrolmentField[] = enrolmentSections.flatMap((section) =>
  section.fields.map((f) => f.name),
);

export function emptyEnrolment(): EnrolmentValues {
  return Object.fromEntries(enrolmentFields.map((field) => [field, ''])) as EnrolmentValues;
}

/** Ownership is sent upper-cased; the form shows the spec's words. */
export const ownershipLabels: Record<string, string> = {
  CHURCH: 'Church',
  COUNCIL: 'Council',
  GOVERNMENT: 'Government',
  PRIVATE: 'Private',
};
