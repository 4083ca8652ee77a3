import type { Request, RequestHandler } from 'express';

/** True when the hidden field came back with anything in it: people never see it, bots fill it. */
export function honeypotFilled(body: unknown, field: string): boolean {
  if (!body || typeof body !== 'object' || !Object.hasOwn(body, field)) return false;
  const value = (body as Record<string, unknown>)[field];
  return value !== undefined && value !== null && value !== '';
}

/**
 * A public form's trap: a filled honeypot is answered exactly like an accepted command (201 and
 * a plausible result) so a bot learns nothing, and nothing is decided or appended.
 */
export function honeypot(
  field: string,
  fakeAnswer: (req: Request) => Promise<Record<string, unknown>>,
): RequestHandler {
  return async (req, res, next) => {
    if (!honeypotFilled(req.body, field)) return next();
    res.status(201).json(await fakeAnswer(req));
  };
}
