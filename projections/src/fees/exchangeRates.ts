import { exchangeRatesModel, type ExchangeRateRecorded } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';

/** The official rate each school recorded for each day: the latest recorded, naming the one it corrected. */
export const exchangeRates = defineProjection<ExchangeRateRecorded>()({
  readModel: exchangeRatesModel,
  version: 1,
  tables: {
    exchange_rates: (t) => `
      CREATE TABLE ${t} (
        id text PRIMARY KEY,
        school_id uuid NOT NULL,
        date date NOT NULL,
        base text NOT NULL,
        quote text NOT NULL,
        rate text NOT NULL,
        source text NOT NULL,
        previous_rate text,
        recorded_by text,
        recorded_at timestamptz NOT NULL,
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, date DESC);`,
  },
  handlers: {
    async ExchangeRateRecorded({ data: d, position }, { db, tables }) {
      // Guarded by position: a replayed rate never overwrites a later correction.
      await db.query(
        `INSERT INTO ${tables.exchange_rates} (id, school_id, date, base, quote, rate, source, previous_rate, recorded_by, recorded_at, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (id) DO UPDATE SET rate = EXCLUDED.rate, source = EXCLUDED.source, previous_rate = EXCLUDED.previous_rate,
           recorded_by = EXCLUDED.recorded_by, recorded_at = EXCLUDED.recorded_at, last_position = EXCLUDED.last_position
         WHERE ${tables.exchange_rates}.last_position < EXCLUDED.last_position`,
        [
          `${d.schoolId}:${d.date}`,
          d.schoolId,
          d.date,
          d.base,
          d.quote,
          d.rate,
          d.source,
          d.previousRate ?? null,
          d.recordedBy,
          d.recordedAt,
          position,
        ],
      );
    },
  },
});
