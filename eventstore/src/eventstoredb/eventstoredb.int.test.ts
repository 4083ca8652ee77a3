import { existsSync } from 'node:fs';
import { afterAll } from 'vitest';
import { describeEventStoreContract } from '../contract';
import { EventStoreDbEventStore } from './EventStoreDbEventStore';

const IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:latest';

/**
 * The server named by EVENTSTORE_URL (e.g. esdb://localhost:2113?tls=false); otherwise, where a
 * Docker engine is reachable, a KurrentDB container started through testcontainers; otherwise
 * every case shows as skipped, with the reason.
 */
async function eventStoreUrl(): Promise<{ url?: string; reason?: string }> {
  if (process.env.EVENTSTORE_URL) return { url: process.env.EVENTSTORE_URL };
  if (!process.env.DOCKER_HOST && !existsSync('/var/run/docker.sock')) {
    return {
      reason:
        'EVENTSTORE_URL is not set and no Docker engine is reachable, so no EventStoreDB server to test against',
    };
  }
  try {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer(IMAGE)
      .withEnvironment({
        KURRENTDB_INSECURE: 'true',
        KURRENTDB_RUN_PROJECTIONS: 'None',
        KURRENTDB_MEM_DB: 'true',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .start();
    afterAll(() => container.stop());
    return { url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false` };
  } catch (error) {
    if (process.env.CI === 'true') throw error;
    return {
      reason: `a Docker engine seemed reachable but KurrentDB did not start (${String(error)})`,
    };
  }
}

const { url, reason } = await eventStoreUrl();

describeEventStoreContract(
  'EventStoreDbEventStore',
  {
    capabilities: { heldOpenTransaction: false, exactReplayUnderRace: false },
    async open() {
      if (!url) throw new Error('no EventStoreDB server');
      const store = new EventStoreDbEventStore({ connectionString: url, pollMs: 200 });
      return { store, close: () => store.close() };
    },
  },
  url ? {} : { skip: reason! },
);
