import type { Parent, ParentChild } from '@chikoro/contracts';

/** A Zimbabwean mobile kept as 2637… written as people read it: +263 77 212 3456. */
export function internationalPhone(phone: string): string {
  const local = /^263(\d{2})(\d{3})(\d{4})$/.exec(phone);
  return local ? `+263 ${local[1]} ${local[2]} ${local[3]}` : phone;
}

/** The parent's name, or their phone (+263 77 …) while an invited parent has none yet. */
export const parentName = (p: Pick<Parent, 'firstName' | 'lastName' | 'phone'>): string =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || internationalPhone(p.phone);

/** A child as a parent's lists name them: "Simba Nyathi (MAB-26-0001, Withdrawn)". */
export const childLabel = (c: ParentChild): string => {
  const about = [c.registrationNumber, c.status].filter(Boolean).join(', ');
  return about ? `${c.name} (${about})` : c.name;
};
