export * from './billing.module';
export * from './entities/payment.entity';
export * from './migrations';
export * from './payment-provider';
export * from './payments.service';
