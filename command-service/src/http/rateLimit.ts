/** The sliding-window limiter lives in the platform, shared with the query service's public endpoints. */
export * from '@chikoro/platform/rateLimit';
