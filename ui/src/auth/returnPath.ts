/**
 * Where sign-in returns to: an announcement's short link (`/a/<code>`) that sent the visitor to
 * /login; nothing else, so a crafted state never leads off the page's own routes.
 */
export function returnPath(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/a\/[A-Za-z0-9]{4,16}$/.test(from) ? from : undefined;
}
