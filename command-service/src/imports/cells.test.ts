import { describe, expect, it } from 'vitest';
import { importDate, importGender } from './cells';

describe('a date cell', () => {
  it('reads day first, the Zimbabwean way: 14/03/2009 is the 14th of March', () => {
    expect(importDate('14/03/2009')).toBe('2009-03-14');
    expect(importDate('4/3/2009')).toBe('2009-03-04');
    expect(importDate('14-03-2009')).toBe('2009-03-14');
    expect(importDate('14.03.2009')).toBe('2009-03-14');
    expect(importDate(' 01/12/2010 ')).toBe('2010-12-01');
  });

  it('reads ISO dates, with or without the time a spreadsheet adds', () => {
    expect(importDate('2009-03-14')).toBe('2009-03-14');
    expect(importDate('2009-3-4')).toBe('2009-03-04');
    expect(importDate('2009-03-14T00:00:00.000Z')).toBe('2009-03-14');
  });

  it('passes anything else on as typed, for the form to refuse', () => {
    expect(importDate('March 2009')).toBe('March 2009');
    expect(importDate('14/03/09')).toBe('14/03/09');
    expect(importDate('')).toBe('');
    expect(importDate(undefined)).toBeUndefined();
    // Read day first, so the form refuses a 13th month rather than a file swapping day and month unseen.
    expect(importDate('03/14/2009')).toBe('2009-14-03');
  });
});

describe('a gender cell', () => {
  it('reads F, M, Female and male in any case', () => {
    expect(['F', 'f', 'Female', 'FEMALE', 'female '].map(importGender)).toEqual([
      'female',
      'female',
      'female',
      'female',
      'female',
    ]);
    expect(['M', 'm', 'Male', 'male', ' MALE'].map(importGender)).toEqual([
      'male',
      'male',
      'male',
      'male',
      'male',
    ]);
  });

  it('passes anything else on as typed, for the form to refuse', () => {
    expect(importGender('girl')).toBe('girl');
    expect(importGender('')).toBe('');
  });
});
