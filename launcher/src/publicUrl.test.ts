import { describe, expect, it } from 'vitest';
import { publicUrlWarning } from './publicUrl';

describe('the start-up warning about PUBLIC_URL', () => {
  it('warns, naming the variable and the local address the QR codes would carry, when it is unset', () => {
    expect(publicUrlWarning(undefined, 'http://localhost:3000')).toBe(
      'Warning: PUBLIC_URL is not set, so links in mails and the QR code on every report card point at http://localhost:3000,\n' +
        'which only this computer can open. Set it to the address people use, e.g. PUBLIC_URL=https://school.example npm start',
    );
  });

  it('says nothing when it is set', () => {
    expect(publicUrlWarning('https://chikoro.example', 'http://localhost:3000')).toBeUndefined();
  });
});
