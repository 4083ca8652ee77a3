import { describeEventStoreContract } from '../contract';
import { EventStoreDbEventStore } from './EventStoreDbEventStore';

/** Runs against the server named by EVENTSTORE_URL, e.g. esdb://localhost:2113?tls=false. */
const url = process.env.EVENTSTORE_URL;

describeEventStoreContract(
  'EventStoreDbEventStore',
  {
    capabilities: { heldOpenTransaction: false, exactReplayUnderRace: false },
    async open() {
      if (!url) throw new Error('EVENTSTORE_URL is not set');
      const store = new EventStoreDbEventStore({ connectionString: url, pollMs: 200 });
      return { store, close: () => store.close() };
    },
  },
  url ? {} : { skip: 'EVENTSTORE_URL is not set, so no EventStoreDB server to test against' },
);
