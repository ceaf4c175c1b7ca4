// BullMQ's queues for code that adds jobs, without the rest of core (see base.ts).
export { QueueRegistry } from './queue/queue-registry';
