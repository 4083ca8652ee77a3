import { commandModules, reactorCount } from '@chikoro/command-service/modules';
import { allProjections } from '@chikoro/projections';

/**
 * What the platform runs in the background, each holding a database session and its advisory lock
 * for as long as it runs: one per projection, one per reactor, and the Kafka relay when a broker is
 * set. Counted from the module lists, so a new module's consumers are counted where it is added.
 */
export const consumers = {
  projections: allProjections.length,
  reactors: reactorCount(commandModules),
  get total(): number {
    return this.projections + this.reactors + (process.env.KAFKA_BROKERS ? 1 : 0);
  },
};
