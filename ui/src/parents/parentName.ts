import type { Parent } from '@chikoro/contracts';

/** The parent's name, or their phone while an invited parent has none yet. */
export const parentName = (p: Pick<Parent, 'firstName' | 'lastName' | 'phone'>): string => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.phone;
