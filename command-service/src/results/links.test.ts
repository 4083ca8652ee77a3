import { describe, expect, it } from 'vitest';
import type { ReportCardIssued } from '@chikoro/contracts';
import {
  resultsLink,
  resultsLinkExpiry,
  resultsLinkHash,
  resultsLinkMessage,
  resultsLinkRecipients,
  newResultsLinkToken,
  type LinkedParent,
} from './links';

const card = {
  schoolId: 'school-1',
  classId: 'class-1',
  termId: 'term-3',
  studentId: 's1',
  reportCardId: 'card-v1',
  version: 1,
  amended: false,
  issuedAt: '2026-11-25T08:00:00.000Z',
  snapshot: {
    school: { name: 'Mufakose High' },
    student: { firstName: 'Tariro', lastName: 'Moyo' },
    term: { name: 'Term 3' },
    academicYear: { name: '2026' },
  },
} as unknown as ReportCardIssued['data'];

const mother: LinkedParent = {
  parentId: 'p-mother',
  status: 'Active',
  phoneNumber: '+263771234567',
  name: 'Chipo Moyo',
  studentIds: ['s1', 's2'],
};
const father: LinkedParent = { ...mother, parentId: 'p-father', name: 'Tawanda Moyo' };
const invited: LinkedParent = { ...mother, parentId: 'p-aunt', status: 'Invited' };
const inactive: LinkedParent = { ...mother, parentId: 'p-uncle', status: 'Inactive' };
const unlinked: LinkedParent = { ...mother, parentId: 'p-other', studentIds: ['s2'] };

describe('when a card is issued and the school sends results links', () => {
  it('sends one to each active parent of the student, once each', () => {
    expect(
      resultsLinkRecipients(card, true, [mother, invited, father, inactive, unlinked, mother]).map(
        (p) => p.parentId,
      ),
    ).toEqual(['p-mother', 'p-father']);
  });
  it('tells the parent by SMS, with the link, for 14 days and this card only', () => {
    expect(resultsLinkMessage(card, mother, 'https://chikoro.test/results/abc')).toEqual({
      channel: 'SMS',
      to: '+263771234567',
      subject: "Mufakose High: Tariro's Term 3 2026 report card",
      body: "Mufakose High: Tariro's Term 3 2026 report card is ready. Open it at https://chikoro.test/results/abc (valid 14 days, this card only).",
      topic: 'results-link:card-v1',
      schoolId: 'school-1',
      recipientName: 'Chipo Moyo',
    });
  });
  it('says an amended card has been amended', () => {
    expect(resultsLinkMessage({ ...card, version: 2, amended: true }, mother, 'L').body).toBe(
      "Mufakose High: Tariro's Term 3 2026 report card has been amended. Open it at L (valid 14 days, this card only).",
    );
  });
});

describe('when the school does not send results links', () => {
  it('sends none', () => {
    expect(resultsLinkRecipients(card, false, [mother, father])).toEqual([]);
  });
});

describe('a results link', () => {
  it('expires 14 days after the card was issued', () => {
    expect(resultsLinkExpiry('2026-11-25T08:00:00.000Z')).toBe('2026-12-09T08:00:00.000Z');
  });
  it('leads to the public card page', () => {
    expect(resultsLink('https://chikoro.test/', 'tok')).toBe('https://chikoro.test/results/tok');
  });
  it('holds 256 random bits, URL-safe, different each time', () => {
    const a = newResultsLinkToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newResultsLinkToken()).not.toBe(a);
  });
  it('is kept as its SHA-256 only', () => {
    expect(resultsLinkHash('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
