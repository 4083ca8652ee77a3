import type { SchoolEnrolmentInput } from '@chikoro/contracts';

let counter = 0;

/** A complete, valid enrolment; each call a different school and admin. */
export function enrolmentDetails(overrides: SchoolEnrolmentInput = {}) {
  counter += 1;
  const n = `${Date.now()}${counter}`;
  const base = {
    name: `Test School ${n}`,
    streetName: '1 Test Road',
    town: 'Mutare',
    district: 'Mutare Urban',
    province: 'Manicaland',
    country: 'Zimbabwe',
    schoolContact: '0202060000',
    schoolEmail: `office${n}@school.test`,
    headFirstname: 'Grace',
    headLastname: 'Mutasa',
    headEmail: `head${n}@school.test`,
    headPhonenumber: '0771234567',
    adminFirstname: 'Peter',
    adminLastname: 'Nyathi',
    adminEmail: `admin${n}@school.test`,
    adminPhonenumber: `07713${String(counter).padStart(5, '0')}`,
    responsibleAuthority: 'Ministry of Primary and Secondary Education',
    ownershipType: 'PRIVATE',
  };
  return { ...base, ...overrides } as typeof base & SchoolEnrolmentInput;
}

/** The smallest real PNG (1×1), and a small real PDF: magic numbers a sniffer recognises. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A real 1×1 JPEG, as a browser's canvas encodes it. */
export const JPG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAA' +
    'AABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAA' +
    'ABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAA' +
    'AAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAA' +
    'AAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAA' +
    'AABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4M' +
    'ChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8a' +
    'Gi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEB' +
    'AxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABP/E' +
    'ABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIAAwT//2Q==',
  'base64',
);
export const SVG_BYTES = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>',
);

export function enrolmentForm(
  details: SchoolEnrolmentInput,
  files: { field: string; name: string; bytes: Buffer; type?: string }[] = [],
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(details))
    if (v !== undefined && v !== '') form.append(k, String(v));
  for (const f of files)
    form.append(
      f.field,
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  return form;
}
