import { describe, expect, it } from 'vitest';
import { eventCatalogue } from '../index';

const v1 = {
  schoolId: 's',
  batchId: 'b',
  kind: 'students',
  created: 2,
  skipped: 1,
  failed: 0,
  streams: ['student-1', 'student-2'],
  completedAt: '2026-01-05T08:00:00.000Z',
};

describe('ImportCompleted as stored before updates were counted', () => {
  it('reads as version 3 with nothing updated and no row skipped for its errors', () => {
    expect(eventCatalogue.decode('ImportCompleted', v1, 1)).toEqual({
      ...v1,
      updated: 0,
      invalid: 0,
    });
  });
  it('a version 2 event keeps its own count, and skipped no row for its errors', () => {
    expect(eventCatalogue.decode('ImportCompleted', { ...v1, updated: 3 }, 2)).toEqual({
      ...v1,
      updated: 3,
      invalid: 0,
    });
  });
  it('a version 3 event keeps the rows with errors it skipped', () => {
    expect(
      eventCatalogue.decode('ImportCompleted', { ...v1, updated: 3, invalid: 4 }, 3),
    ).toMatchObject({ updated: 3, invalid: 4 });
  });
});
