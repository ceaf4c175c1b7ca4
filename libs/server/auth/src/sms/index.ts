export * from './sms-sender';
export { SmsModule } from './sms.module';
export { OutboxSmsSender, OUTBOX_LIMIT, type OutboxMessage } from './outbox-sms.sender';
export { hasVonageSignature, VonageSmsSender } from './vonage-sms.sender';
