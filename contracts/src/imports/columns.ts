import type { Role } from '../shared/roles';

/** Spec 001 §2.4–2.6: a bulk file's columns, in the template's order, and the field each fills. */
export const importKinds = ['teachers', 'students', 'parents', 'openingBalances'] as const;
export type ImportKind = (typeof importKinds)[number];

/** Who may run, see and undo an import of a kind: opening balances are the fee keepers', the rest the admin's. */
export const importRoles = (kind: ImportKind): readonly Role[] =>
  kind === 'openingBalances' ? ['ADMIN', 'BURSAR'] : ['ADMIN'];

export interface ImportColumn {
  header: string;
  field: string;
  example: string;
  /** A column a file may leave out (files made before the template had it import as before). */
  optional?: boolean;
}

export const importColumns: Record<ImportKind, readonly ImportColumn[]> = {
  teachers: [
    { header: 'First Name', field: 'firstName', example: 'Tendai' },
    { header: 'Last Name', field: 'lastName', example: 'Moyo' },
    { header: 'Phone Number', field: 'phone', example: '0772123456' },
    { header: 'Date of birth', field: 'birthday', example: '1985-06-21' },
    { header: 'Nationality', field: 'nationality', example: 'Zimbabwean' },
    { header: 'Address', field: 'address', example: '12 Samora Machel Avenue, Harare' },
    { header: 'Email', field: 'email', example: 'tendai.moyo@example.com' },
    { header: 'Subject(s)', field: 'subjects', example: 'Mathematics, English' },
  ],
  students: [
    { header: 'First Name', field: 'firstName', example: 'Rudo' },
    { header: 'Last Name', field: 'lastName', example: 'Chikore' },
    { header: 'Date of birth', field: 'dob', example: '2012-03-14' },
    { header: 'Gender', field: 'gender', example: 'female' },
    { header: 'Parent Phone', field: 'parentPhone', example: '0772123456' },
    { header: 'Email', field: 'email', example: 'rudo.chikore@example.com' },
    { header: 'Home Address', field: 'homeAddress', example: '4 Josiah Tongogara Street' },
    { header: 'Country', field: 'country', example: 'Zimbabwe' },
    { header: 'City', field: 'city', example: 'Harare' },
    { header: 'Province', field: 'province', example: 'Harare' },
    { header: 'District', field: 'district', example: 'Harare Urban' },
    { header: 'Class', field: 'className', example: 'Form 1 Blue' },
    // The parent the Parent Phone invites, named and reachable by email from the start.
    { header: 'Parent First Name', field: 'parentFirstName', example: 'Chipo', optional: true },
    { header: 'Parent Last Name', field: 'parentLastName', example: 'Chikore', optional: true },
    {
      header: 'Parent Email',
      field: 'parentEmail',
      example: 'chipo.chikore@example.com',
      optional: true,
    },
  ],
  parents: [
    { header: 'First Name', field: 'firstName', example: 'Chipo' },
    { header: 'Last Name', field: 'lastName', example: 'Chikore' },
    { header: 'Phone Number', field: 'phoneNumber', example: '0772123456' },
    { header: 'Email', field: 'email', example: 'chipo.chikore@example.com' },
    { header: 'Address', field: 'address', example: '4 Josiah Tongogara Street' },
    {
      header: 'Student registration numbers',
      field: 'registrationNumbers',
      example: 'MAB-25-0001, MAB-25-0002',
    },
  ],
  /** What each learner owed (or was owed) in the school's old books: one row per learner and currency. */
  openingBalances: [
    { header: 'Registration number', field: 'registrationNumber', example: 'MAB-25-0001' },
    { header: 'Currency', field: 'currency', example: 'USD' },
    { header: 'Amount owed', field: 'amount', example: '125.50' },
    { header: 'As of', field: 'asOf', example: '2025-12-31' },
    { header: 'Note', field: 'note', example: 'Term 3 2025 arrears', optional: true },
  ],
};
