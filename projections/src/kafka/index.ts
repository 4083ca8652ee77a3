export {
  startKafkaRelay,
  toMessage,
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  RELAY_NAME,
  type KafkaRelay,
  type KafkaRelayOptions,
} from './relay';
