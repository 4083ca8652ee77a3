/** A Zimbabwean mobile number: optional +263, 00263, 263 or 0, then 7, one of 1/3/7/8, then 7 digits (spec 001 §5). */
export const zimbabweMobilePattern = /^(?:\+263|00263|263|0)?7[1378]\d{7}$/;

export function isZimbabweMobile(value: string): boolean {
  return zimbabweMobilePattern.test(value.replace(/[\s-]/g, ''));
}

/** One canonical form (263…) so the same phone signs in however it was typed. */
export function normalisePhone(value: string): string {
  const digits = value
    .replace(/[^\d+]/g, '')
    .replace(/^\+/, '')
    .replace(/^00/, '');
  if (/^0\d{9}$/.test(digits)) return `263${digits.slice(1)}`;
  if (/^7\d{8}$/.test(digits)) return `263${digits}`;
  return digits;
}
