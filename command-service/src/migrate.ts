import type pg from 'pg';
import { migrateSessions, underMigrationLock } from '@chikoro/platform';

/** The command side's own tables: credentials, codes, uploads, idempotent answers, mail. Idempotent; replicas take turns. */
export async function migrateCommandSide(pool: pg.Pool): Promise<void> {
  await underMigrationLock(pool, async (db) => {
    await db.query(`
    CREATE TABLE IF NOT EXISTS auth_users (
      id uuid PRIMARY KEY,
      role text NOT NULL,
      school_id uuid,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text UNIQUE,
      phone text UNIQUE,
      registration_number text UNIQUE,
      password_hash text,
      status text NOT NULL DEFAULT 'ACTIVE',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS auth_refresh_tokens (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES auth_users(id),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    ALTER TABLE auth_refresh_tokens ADD COLUMN IF NOT EXISTS session_id uuid;
    CREATE INDEX IF NOT EXISTS auth_refresh_tokens_session ON auth_refresh_tokens (session_id) WHERE revoked_at IS NULL;
    CREATE TABLE IF NOT EXISTS auth_codes (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES auth_users(id),
      purpose text NOT NULL,
      code_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      attempts int NOT NULL DEFAULT 0,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS auth_codes_user ON auth_codes (user_id, purpose);
    CREATE TABLE IF NOT EXISTS uploaded_files (
      id uuid PRIMARY KEY,
      file_name text NOT NULL,
      content_type text NOT NULL,
      size int NOT NULL,
      data bytea NOT NULL,
      owner_school_id uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS idempotent_commands (
      scope text PRIMARY KEY,
      answer jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- The request a key was first used for (its hash), and no answer while it is being decided.
    ALTER TABLE idempotent_commands ADD COLUMN IF NOT EXISTS request_hash text;
    ALTER TABLE idempotent_commands ALTER COLUMN answer DROP NOT NULL;
    -- What the sending will answer (its stream and ids), kept before its append: a repeat after a crash answers from it and the log.
    ALTER TABLE idempotent_commands ADD COLUMN IF NOT EXISTS planned jsonb;
    CREATE TABLE IF NOT EXISTS mail_outbox (
      id bigserial PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      last_error text
    );
    ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS channel text NOT NULL DEFAULT 'EMAIL';
    -- Delivery: tries, when the next may start (a claim or a back-off), a permanent failure, the
    -- provider's id for the message and what the provider last reported of it.
    ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS attempts int NOT NULL DEFAULT 0;
    ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS next_attempt_at timestamptz NOT NULL DEFAULT now();
    ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS failed_at timestamptz;
    ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS provider_id text;
    ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS provider_status text;
    ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS provider_error text;
    ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS delivered_at timestamptz;
    -- What a message is about (parent-invitation:<id>, announcement:<id>), whose school, to whom by name.
    ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS topic text;
    ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS school_id uuid;
    ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS recipient_name text;
    CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (channel, next_attempt_at, id) WHERE sent_at IS NULL AND failed_at IS NULL;
    CREATE INDEX IF NOT EXISTS mail_outbox_topic ON mail_outbox (topic) WHERE topic IS NOT NULL;
    CREATE UNIQUE INDEX IF NOT EXISTS mail_outbox_provider_id ON mail_outbox (provider_id) WHERE provider_id IS NOT NULL;
    CREATE TABLE IF NOT EXISTS reactor_checkpoints (
      name text PRIMARY KEY,
      position bigint NOT NULL
    );
  `);
    // Sessions under the same lock: replicas starting together take turns here too.
    await migrateSessions(db);
  });
}
