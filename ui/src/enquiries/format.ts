import type { Enquiry } from '@chikoro/contracts';

export const adminName = (e: Enquiry) => `${e.adminFirstName} ${e.adminLastName}`.trim();
export const headName = (e: Enquiry) => `${e.headFirstName} ${e.headLastname}`.trim();
/** The table's School Address: the street address and the town. */
export const schoolAddress = (e: Enquiry) => [e.address, e.town].filter(Boolean).join(', ');
export { formatDateTime as dateTime } from '../shared/dates';
