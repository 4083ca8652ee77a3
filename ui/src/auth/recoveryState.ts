/**
 * The reset token between 'Confirm the OTP' and 'Reset your password': in this tab only, so a
 * reload keeps it, and dropped once used.
 */
const KEY = 'resetToken';

export const keepResetToken = (token: string): void => sessionStorage.setItem(KEY, token);
export const resetTokenInTab = (): string | null => sessionStorage.getItem(KEY);
export const dropResetToken = (): void => sessionStorage.removeItem(KEY);

/** What the result screen shows: success (with the role to route on) or failure (with the reason). */
export type ResetOutcome = { ok: true; role: string | null } | { ok: false; message?: string };
