import { Router, type RequestHandler } from 'express';
import { publicLimitMessages, waitText } from '@chikoro/contracts';
import { parseRate, rateLimit } from './rateLimit';

/** The configuration of the abuse protection on public commands (docs/operations.md: configuration). */
export interface PublicLimitSettings {
  /** RaiseEnquiry per client address, e.g. '5/10m'; 'off' turns it off. */
  RATE_LIMIT_ENQUIRIES?: string;
  /** EnrolSchool per client address: looser, a school office may enrol a few schools. */
  RATE_LIMIT_ENROLMENTS?: string;
  /** Each public command across every address together. */
  RATE_LIMIT_PUBLIC_BURST?: string;
  /** Proxies in front of the service whose X-Forwarded-For is believed (0: the socket address). */
  TRUSTED_PROXY_HOPS?: number;
}

export const defaultPublicLimits = {
  RATE_LIMIT_ENQUIRIES: '5/10m',
  RATE_LIMIT_ENROLMENTS: '30/10m',
  RATE_LIMIT_PUBLIC_BURST: '60/1m',
  TRUSTED_PROXY_HOPS: 0,
} as const satisfies Required<PublicLimitSettings>;

/** Guards that run before a command is parsed, by command type. */
export type CommandGuards = Record<string, RequestHandler[]>;

/** The limiters of the public commands: each has its own windows, so one cannot starve the other. */
export function publicCommandLimits(
  settings: PublicLimitSettings = {},
  now?: () => number,
): CommandGuards {
  const d = defaultPublicLimits;
  const s = {
    RATE_LIMIT_ENQUIRIES: settings.RATE_LIMIT_ENQUIRIES ?? d.RATE_LIMIT_ENQUIRIES,
    RATE_LIMIT_ENROLMENTS: settings.RATE_LIMIT_ENROLMENTS ?? d.RATE_LIMIT_ENROLMENTS,
    RATE_LIMIT_PUBLIC_BURST: settings.RATE_LIMIT_PUBLIC_BURST ?? d.RATE_LIMIT_PUBLIC_BURST,
    TRUSTED_PROXY_HOPS: settings.TRUSTED_PROXY_HOPS ?? d.TRUSTED_PROXY_HOPS,
  };
  const busy = (seconds: number) => publicLimitMessages.busy(waitText(seconds));
  const limiter = (perAddress: string, message: (wait: string) => string) =>
    rateLimit({
      perAddress: parseRate(perAddress),
      overall: parseRate(s.RATE_LIMIT_PUBLIC_BURST),
      message: (seconds) => message(waitText(seconds)),
      busyMessage: busy,
      trustedProxyHops: s.TRUSTED_PROXY_HOPS,
      now,
    });
  return {
    RaiseEnquiry: [limiter(s.RATE_LIMIT_ENQUIRIES, publicLimitMessages.enquiriesFromAddress)],
    EnrolSchool: [limiter(s.RATE_LIMIT_ENROLMENTS, publicLimitMessages.enrolmentsFromAddress)],
  };
}

/**
 * POST /commands/<Type> guards, mounted before the command route: the same `:type` parameter the
 * command route reads, so a guard can never be sidestepped by spelling the path differently.
 */
export function commandGuardRoutes(...guardSets: CommandGuards[]): Router {
  const byType = new Map<string, RequestHandler[]>();
  for (const set of guardSets)
    for (const [type, guards] of Object.entries(set))
      byType.set(type, [...(byType.get(type) ?? []), ...guards]);
  const router = Router();
  router.post('/commands/:type', (req, res, next) => {
    const guards = byType.get(String(req.params.type)) ?? [];
    const run = (i: number): void => {
      if (i === guards.length) return next();
      Promise.resolve(
        guards[i]!(req, res, (err?: unknown) => (err ? next(err) : run(i + 1))),
      ).catch(next);
    };
    run(0);
  });
  return router;
}
