import { useState } from 'react';
import type { FieldError } from '@chikoro/contracts';
import {
  changePlace,
  type Place,
  type PlaceField,
  type PlaceMessages,
} from '../schools/placeChange';

/**
 * The state every form with a country, province and district keeps: its values (text, leading
 * spaces dropped as typed), the field errors of the last Submit, and the live place messages.
 * A field the user touches drops its error; Submit checks everything again.
 */
export function usePlaceForm<V extends Place & Record<string, string>>(
  initial: V | (() => V),
  initialMessages: PlaceMessages = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [placeMessages, setPlaceMessages] = useState<PlaceMessages>(initialMessages);

  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const forget = (...fields: string[]) =>
    setErrors((current) => current.filter((e) => !fields.includes(e.field)));

  /** `keepSpaces` for fields like passwords, whose leading spaces are part of the value. */
  const change = (field: keyof V & string, value: string, keepSpaces = false) => {
    setValues((current) => ({ ...current, [field]: keepSpaces ? value : value.trimStart() }));
    forget(field);
  };

  const onPlaceChange = (field: PlaceField, value: string) => {
    const { place, messages } = changePlace(
      { country: values.country, province: values.province, district: values.district },
      field,
      value,
    );
    setValues((current) => ({ ...current, ...place }));
    setPlaceMessages(messages);
    forget(field);
  };

  const reset = (next: V) => {
    setValues(next);
    setErrors([]);
    setPlaceMessages({});
  };

  return {
    values,
    setValues,
    errors,
    setErrors,
    errorOf,
    forget,
    change,
    placeMessages,
    onPlaceChange,
    reset,
  };
}
