/**
 * What spreadsheets hold, read into the form's own values before the form's schema checks them:
 * the dry run and the import read a row through the same functions, so they apply the same rules.
 * A cell these do not recognise goes to the schema as typed, which refuses it with the form's message.
 */

/** Day first, as Zimbabwe writes it: 14/03/2009, 14-03-2009, 14.3.2009. */
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
/** ISO, with a time part when a spreadsheet added one: 2009-03-14, 2009-03-14T00:00:00. */
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/;

const two = (n: string) => n.padStart(2, '0');

/** A date cell as YYYY-MM-DD: 14/03/2009 and 2009-03-14 are both the 14th of March 2009. */
export function importDate(cell: string | undefined): string | undefined {
  const text = (cell ?? '').trim();
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return `${dayFirst[3]}-${two(dayFirst[2]!)}-${two(dayFirst[1]!)}`;
  const iso = ISO.exec(text);
  if (iso) return `${iso[1]}-${two(iso[2]!)}-${two(iso[3]!)}`;
  return cell;
}

/** F, M, Female, male, in any case, as the form's female or male. */
export function importGender(cell: string | undefined): string | undefined {
  const text = (cell ?? '').trim().toLowerCase();
  if (text === 'f' || text === 'female') return 'female';
  if (text === 'm' || text === 'male') return 'male';
  return cell;
}
