import { TextField } from '@mui/material';
import { ZIMBABWE, countryNames, zimbabweDistricts, zimbabweProvinces } from '@chikoro/contracts';
import type { Place, PlaceField, PlaceMessages } from '../schools/placeChange';

interface Props {
  place: Place;
  messages: PlaceMessages;
  errors: Partial<Record<PlaceField, string>>;
  onChange: (field: PlaceField, value: string) => void;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * Country from the world list; for Zimbabwe a province select (then required) and the districts
 * grouped by province; elsewhere province and district are free text and optional.
 */
export function EnquiryPlaceFields({ place, messages, errors, onChange }: Props) {
  const zimbabwe = place.country === ZIMBABWE;
  const helper = (field: PlaceField) => messages[field] ?? errors[field];
  const common = (field: PlaceField) => ({
    name: field,
    id: `enquiry-${field}`,
    value: place[field],
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
        <TextField {...common('province')} select required label="Province" slotProps={nativeSelect}>
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
