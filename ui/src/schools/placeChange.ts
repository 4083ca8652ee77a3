import { ZIMBABWE, placeIssues } from '@chikoro/contracts';

export type PlaceField = 'country' | 'province' | 'district';
export type Place = Record<PlaceField, string>;
export type PlaceMessages = Partial<Record<PlaceField, string>>;

/**
 * One change to country, province or district, with the place rules applied live (spec 000 §5):
 * switching to or from Zimbabwe empties province and district (select lists vs free text), and a
 * Zimbabwean district that cannot stand with the chosen province is cleared, its message kept.
 */
export function changePlace(
  place: Place,
  field: PlaceField,
  value: string,
): { place: Place; messages: PlaceMessages } {
  const next: Place = { ...place, [field]: value.trimStart() };
  if (field === 'country' && (place.country === ZIMBABWE) !== (next.country === ZIMBABWE)) {
    next.province = '';
    next.district = '';
  }
  const messages: PlaceMessages = {};
  for (const issue of placeIssues({
    country: next.country || undefined,
    province: next.province || undefined,
    district: next.district || undefined,
  })) {
    messages[issue.field] = issue.message;
    if (issue.field === 'district' && next.country === ZIMBABWE) next.district = '';
  }
  return { place: next, messages };
}
