/** The server's user-facing `detail` when it gave one, otherwise the screen's own sentence. */
export function decisionError(error: unknown, fallback: string): string {
  const detail = (error as { body?: { detail?: unknown } } | null)?.body?.detail;
  return typeof detail === 'string' && detail.trim() ? detail : fallback;
}

export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
