import pg from 'pg';
import { loadConfig } from '@chikoro/platform';
import { openPlatformDatabase } from './database';

/**
 * `npm run outbox [address]`: prints the newest mails the platform wrote (the embedded default
 * has no SMTP server; this is its mailbox). Works while the platform runs or when it is stopped.
 */
async function main() {
  const config = loadConfig();
  const to = process.argv[2];
  const { url, stop } = await openPlatformDatabase(config);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{
    to_address: string;
    subject: string;
    body: string;
    created_at: Date;
    sent_at: Date | null;
    channel: string;
    failed_at: Date | null;
    last_error: string | null;
  }>(
    `SELECT to_address, subject, body, created_at, sent_at, channel, failed_at, last_error FROM mail_outbox ${to ? 'WHERE to_address = lower($1)' : ''} ORDER BY id DESC LIMIT 10`,
    to ? [to] : [],
  );
  for (const m of rows.reverse()) {
    const fate = m.sent_at
      ? `  (sent${m.channel === 'SMS' ? '' : ' by SMTP'})`
      : m.failed_at
        ? `  (failed: ${m.last_error})`
        : '';
    console.log(
      `--- ${m.created_at.toISOString()}  To: ${m.to_address}${m.channel === 'SMS' ? '  (SMS)' : ''}${fate}\nSubject: ${m.subject}\n\n${m.body}\n`,
    );
  }
  if (rows.length === 0) console.log('The outbox is empty.');
  await client.end();
  await stop?.();
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
