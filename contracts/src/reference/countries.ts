import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

/** Every country's English name, from the maintained ISO 3166 list, sorted for a select. */
export const countryNames: readonly string[] = Object.values(
  countries.getNames('en', { select: 'official' }),
).sort((a, b) => a.localeCompare(b));

const known = new Set(countryNames);
export function isCountryName(value: string): boolean {
  return known.has(value);
}
