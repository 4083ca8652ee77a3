import { describe, expect, it } from 'vitest';
import { fileMessages } from '@chikoro/contracts';
import { MAX_UPLOAD_BYTES, uploadProblem, uploadRules } from './uploads';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('the logo', () => {
  it('accepts jpg, jpeg, png, svg and pdf, whatever the case', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.svg', 'a.pdf'])
      expect(uploadProblem(file(name), uploadRules.logo)).toBeNull();
  });
  it('refuses other types with the spec message', () => {
    expect(uploadProblem(file('a.gif'), uploadRules.logo)).toBe(fileMessages.logoType);
    expect(uploadProblem(file('logo'), uploadRules.logo)).toBe(fileMessages.logoType);
  });
  it('refuses more than 5MB', () => {
    expect(uploadProblem(file('a.png', MAX_UPLOAD_BYTES), uploadRules.logo)).toBeNull();
    expect(uploadProblem(file('a.png', MAX_UPLOAD_BYTES + 1), uploadRules.logo)).toBe(
      fileMessages.size,
    );
  });
});

describe('the receipt', () => {
  it('refuses svg, which only the logo accepts', () => {
    expect(uploadProblem(file('r.svg'), uploadRules.receipt)).toBe(fileMessages.receiptType);
    expect(uploadProblem(file('r.pdf'), uploadRules.receipt)).toBeNull();
  });
});
