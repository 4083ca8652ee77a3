/**
 * Said at start-up when PUBLIC_URL is unset: every link in a mail and the QR code on every report
 * card would name this computer, which no parent's phone can open.
 */
export function publicUrlWarning(
  publicUrl: string | undefined,
  localUrl: string,
): string | undefined {
  if (publicUrl) return undefined;
  return [
    `Warning: PUBLIC_URL is not set, so links in mails and the QR code on every report card point at ${localUrl},`,
    'which only this computer can open. Set it to the address people use, e.g. PUBLIC_URL=https://school.example npm start',
  ].join('\n');
}
