import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** A rate limit: '<count>/<window>' with s, m or h (5/10m), or off. */
const rate = z.string().regex(/^(off|[1-9]\d*\/[1-9]\d*[smh])$/, {
  error: 'use <count>/<window> such as 5/10m (s, m or h), or off',
});

/** Every setting the services read, validated once at start-up (the configuration table in docs/operations.md). */
export const ConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('.data'),
    DATABASE_URL: z.string().url().optional(),
    /** Connections a process may open for requests and batches, over the sessions its projections, reactors and relay hold for their locks. */
    DATABASE_POOL_WORKING: z.coerce.number().int().min(1).max(1000).default(40),
    EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    EVENTSTORE_URL: z.string().optional(),
    JWT_SECRET: z
      .string()
      .min(32, { error: 'JWT_SECRET must be at least 32 characters' })
      .optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SUPERADMIN_EMAIL: z.string().email().optional(),
    SUPERADMIN_PASSWORD: z
      .string()
      .min(8, { error: 'SUPERADMIN_PASSWORD must be at least 8 characters' })
      .optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Chikoro <no-reply@chikoro.local>'),
    PUBLIC_URL: z.string().url().optional(),
    SEED_DEMO: flag.default(true),
    /** The platform's clock runs from this instant or day (2026-11-28: 10:00 in Harare) instead of now: for the demo and tests only. */
    CLOCK: z
      .string()
      .refine((v) => !Number.isNaN(Date.parse(v)), {
        error: 'CLOCK is an instant (2026-11-28T08:00:00Z) or a day (2026-11-28)',
      })
      .optional(),
    KAFKA_BROKERS: z.string().optional(),
    KAFKA_TOPIC: z.string().default('chikoro.events'),
    /** How long a process trusts that a sign-in session is still open before asking its table again: a sign-out on another replica is seen within this long. */
    SESSION_CHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    CONSISTENCY_TIMEOUT_MS: z.coerce.number().int().min(0).max(30_000).default(5000),
    /** List pages answered from memory until their read model changes (needs LISTEN: off behind a transaction-pooling proxy). */
    LIST_PAGES_KEPT: flag.default(true),
    RATE_LIMIT_ENQUIRIES: rate.default('5/10m'),
    RATE_LIMIT_ENROLMENTS: rate.default('30/10m'),
    RATE_LIMIT_PUBLIC_BURST: rate.default('60/1m'),
    /** Report-card verification look-ups (GET /api/public/verify/<code>) per client address. */
    RATE_LIMIT_VERIFICATIONS: rate.default('30/10m'),
    /** Requests a process answers at once before it turns readers away with 503 and Retry-After; 0: never. */
    MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(256),
    /** Of those, the places kept for sign-ins and writes (commands, uploads, imports). */
    RESERVED_FOR_SCHOOL_WORK: z.coerce.number().int().min(0).max(100_000).default(32),
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** A streamed download (the audit log's CSV) is closed after this long, its database session given back. */
    DOWNLOAD_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** How long a stop (SIGTERM, Ctrl-C) waits for requests and sessions to finish before it closes what is left. */
    SHUTDOWN_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    /** Who sends the SMS; unset, they stay in the outbox and the screens say so. */
    SMS_PROVIDER: z
      .enum(['twilio'], { error: 'SMS_PROVIDER must be twilio (or unset)' })
      .optional(),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, {
        error: 'TWILIO_ACCOUNT_SID is AC followed by 32 hexadecimal digits',
      })
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    /** The sending number in E.164 (+263...), or a Messaging Service SID (MG...). */
    TWILIO_FROM: z
      .string()
      .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, {
        error: 'TWILIO_FROM is a number such as +263771234567 or a Messaging Service SID (MG...)',
      })
      .optional(),
    TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
    /** SMS handed to the provider per second by each process (Twilio's long codes take 1 a second). */
    SMS_PER_SECOND: z.coerce.number().min(0.1).max(100).default(1),
  })
  .superRefine((config, ctx) => {
    if (
      config.MAX_REQUESTS_IN_FLIGHT > 0 &&
      config.RESERVED_FOR_SCHOOL_WORK >= config.MAX_REQUESTS_IN_FLIGHT
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['RESERVED_FOR_SCHOOL_WORK'],
        message:
          'RESERVED_FOR_SCHOOL_WORK must be less than MAX_REQUESTS_IN_FLIGHT, or readers are never admitted',
      });
    }
    if (config.SMS_PROVIDER !== 'twilio') return;
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!config[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} is required when SMS_PROVIDER=twilio`,
        });
    }
  });
export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
