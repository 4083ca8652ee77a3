import { TextField } from '@mui/material';
import { ZIMBABWE, countryNames, zimbabweDistricts, zimbabweProvinces } from '@chikoro/contracts';
import type { Place, PlaceField, PlaceMessages } from './placeChange';

interface Props {
  place: Place;
  messages: PlaceMessages;
  errors: Partial<Record<PlaceField, string>>;
  onChange: (field: PlaceField, value: string) => void;
  /** Prefix of the inputs' ids, one per form on a page. */
  idPrefix?: string;
  /** The enrolment form requires all three; the enquiry form only a Zimbabwean province. */
  requireAll?: boolean;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * Country from the world list; for Zimbabwe, a province select and the districts grouped by
 * province from the official lists; elsewhere province and district are free text.
 */
export function PlaceFields({
  place,
  messages,
  errors,
  onChange,
  idPrefix = 'enrolment',
  requireAll = true,
}: Props) {
  const zimbabwe = place.country === ZIMBABWE;
  const helper = (field: PlaceField) => messages[field] ?? errors[field];
  const common = (field: PlaceField) => ({
    name: field,
    id: `${idPrefix}-${field}`,
    value: place[field],
    required: requireAll || (zimbabwe && field === 'province'),
    fullWidth: true,
    error: Boolean(helper(field)),
    helperText: helper(field),
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  return (
    <>
      <TextField {...common('country')} select label="Country" slotProps={nativeSelect}>
        <option value="">Select a country</option>
        {countryNames.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </TextField>
      {zimbabwe ? (
        <TextField {...common('province')} select label="Province" slotProps={nativeSelect}>
          <option value="">Select a province</option>
          {zimbabweProvinces.map((province) => (
            <option key={province} value={province}>
              {province}
            </option>
          ))}
        </TextField>
      ) : (
        <TextField {...common('province')} label="Province" />
      )}
      {zimbabwe ? (
        <TextField {...common('district')} select label="District" slotProps={nativeSelect}>
          <option value="">Select a district</option>
          {zimbabweProvinces.map((province) => (
            <optgroup key={province} label={province}>
              {zimbabweDistricts[province].map((district) => (
                <option key={district} value={district}>
                  {district}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
      ) : (
        <TextField {...common('district')} label="District" />
      )}
    </>
  );
}
