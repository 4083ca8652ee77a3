import { describe, expect, it } from 'vitest';
import { changePlace, type Place } from './placeChange';

const empty: Place = { country: '', province: '', district: '' };

describe('when no country is chosen', () => {
  it('asks for the country first, keeping what was typed', () => {
    const { place, messages } = changePlace(empty, 'province', 'Harare');
    expect(messages).toEqual({ province: 'Select the country first' });
    expect(place.province).toBe('Harare');
  });
});

describe('when the country is Zimbabwe', () => {
  const zimbabwe: Place = { country: 'Zimbabwe', province: '', district: '' };

  it('clears a district chosen before its province', () => {
    const { place, messages } = changePlace(zimbabwe, 'district', 'Gweru');
    expect(messages).toEqual({ district: 'Please select a province first' });
    expect(place.district).toBe('');
  });

  it('clears a district from another province', () => {
    const { place, messages } = changePlace(
      { ...zimbabwe, province: 'Harare' },
      'district',
      'Gweru',
    );
    expect(messages).toEqual({ district: 'Gweru district does not belong in Harare province' });
    expect(place.district).toBe('');
  });

  it('clears the district when the province changes under it', () => {
    const { place, messages } = changePlace(
      { ...zimbabwe, province: 'Harare', district: 'Harare Urban' },
      'province',
      'Midlands',
    );
    expect(messages.district).toBe('Harare Urban district does not belong in Midlands province');
    expect(place).toEqual({ country: 'Zimbabwe', province: 'Midlands', district: '' });
  });

  it('accepts a district inside its province', () => {
    const { place, messages } = changePlace(
      { ...zimbabwe, province: 'Midlands' },
      'district',
      'Gweru',
    );
    expect(messages).toEqual({});
    expect(place.district).toBe('Gweru');
  });

  it('empties province and district when switching to free-text country', () => {
    const { place } = changePlace(
      { country: 'Zimbabwe', province: 'Midlands', district: 'Gweru' },
      'country',
      'Kenya',
    );
    expect(place).toEqual({ country: 'Kenya', province: '', district: '' });
  });
});

describe('when the country is not Zimbabwe', () => {
  it('takes province and district as free text', () => {
    const { place, messages } = changePlace(
      { country: 'Kenya', province: 'Nairobi', district: '' },
      'district',
      '  Westlands',
    );
    expect(messages).toEqual({});
    expect(place.district).toBe('Westlands');
  });
});
