import type { Enquiry } from '@chikoro/contracts';

export const adminName = (e: Enquiry) => `${e.adminFirstName} ${e.adminLastName}`.trim();
export const headName = (e: Enquiry) => `${e.headFirstName} ${e.headLastname}`.trim();
/** The table's School Address: the street address and the town. */
export const schoolAddress = (e: Enquiry) => [e.address, e.town].filter(Boolean).join(', ');
export const dateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }) : '—';
