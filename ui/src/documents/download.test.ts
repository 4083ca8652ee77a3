import { describe, expect, it } from 'vitest';
import { fileSize } from './download';

describe('a file’s size as the documents list says it', () => {
  it('in megabytes from 1 MB, one decimal', () => expect(fileSize(1_258_291)).toBe('1.2 MB'));
  it('in kilobytes below, rounded', () => expect(fileSize(317_440)).toBe('310 KB'));
  it('a tiny file is 1 KB, never 0', () => expect(fileSize(120)).toBe('1 KB'));
});
