import { lazy, Suspense } from 'react';
import type { CreatePaymentIntentResponse } from '@chonail/shared/contracts';
import { formatDollars, type PackageSelection, packageCost, type PriceTable } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useBillingConfigQuery, useTestConfirmPaymentMutation } from '@chonail/web/data/posting';
import { ErrorPanel, Spinner } from '@chonail/web/ui';
import { CostSummary } from './CostSummary';
import { PaymentActions, usePaymentToasts } from './payment-kit';
import { Field, Form, TextInput, useKitForm } from '@chonail/web/ui/form';
import { Section } from './layout';

// Stripe's libraries load only in Stripe mode: test mode never downloads them.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

interface PaymentStepProps {
  intent: CreatePaymentIntentResponse;
  selection: PackageSelection;
  prices: PriceTable;
  onBack: () => void;
  onPaid: () => void;
  /** Where a payment that leaves for its bank's page comes back (paymentReturnPath). */
  returnPath: string;
}

/** Spec 02 payment screen: the order, a card form (the test provider's or Stripe's), back and pay. */
export function PaymentStep({ intent, selection, prices, onBack, onPaid, returnPath }: PaymentStepProps) {
  const { t } = useTranslation();
  // The server's amount is what the card is charged; it matched ours when the intent was made.
  const total = formatDollars(intent.amount);
  return (
    <div className="space-y-4" data-testid="wizard-pay">
      <p className="text-slate-600">{t('wizard.payment.subtitle')}</p>
      <CostSummary cost={packageCost(selection, prices)} title={t('wizard.summary.orderTitle')} testId="order-summary" />
      <Section title={t('wizard.payment.cardTitle')}>
        {intent.mode === 'test' ? (
          <TestCardForm intent={intent} total={total} onBack={onBack} onPaid={onPaid} />
        ) : (
          <StripeMode clientSecret={intent.clientSecret} total={total} onBack={onBack} onPaid={onPaid} returnPath={returnPath} />
        )}
      </Section>
    </div>
  );
}

const CARD_DIGITS = /^\d{12,19}$/;
const digitsOf = (value: string) => value.replace(/\D/g, '');
/** '4242424242424242' as '4242 4242 4242 4242', as printed on the card. */
const grouped = (value: string) => digitsOf(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** The built-in test provider (ARCHITECTURE.md section 6): a card number, checked by the server. */
function TestCardForm({ intent, total, onBack, onPaid }: { intent: CreatePaymentIntentResponse; total: string; onBack: () => void; onPaid: () => void }) {
  const { t } = useTranslation();
  const form = useKitForm<{ cardNumber: string }>({
    check: ({ cardNumber }) => ({ cardNumber: CARD_DIGITS.test(digitsOf(cardNumber)) ? undefined : 'cardNumberInvalid' }),
    codePrefix: 'wizard.payment.',
    defaultValues: { cardNumber: '' },
  });
  const [confirm, { isLoading }] = useTestConfirmPaymentMutation();
  const { refused, failed } = usePaymentToasts();

  const pay = async ({ cardNumber }: { cardNumber: string }) => {
    try {
      const payment = await confirm({ paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, cardNumber: digitsOf(cardNumber) }).unwrap();
      if (payment.status === 'paid') onPaid();
      else failed();
    } catch (error) {
      refused(error);
    }
  };

  return (
    <Form form={form} onSubmit={pay} className="space-y-4" testId="test-card-form">
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="test-mode-banner">
        <p className="font-bold uppercase tracking-wide">{t('wizard.payment.testMode')}</p>
        <p className="mt-1">{t('wizard.payment.testModeBody')}</p>
        <p className="mt-1">{t('wizard.payment.testCardsHint')}</p>
      </div>
      <Field name="cardNumber" label={t('wizard.payment.cardNumber')}>
        <TextInput format={grouped} inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" className="font-mono tracking-wider" data-testid="test-card-number" />
      </Field>
      <PaymentActions total={total} processing={isLoading} onBack={onBack} />
    </Form>
  );
}

function StripeMode({ clientSecret, total, onBack, onPaid, returnPath }: { clientSecret: string; total: string; onBack: () => void; onPaid: () => void; returnPath: string }) {
  const { t } = useTranslation();
  const { data: config, isLoading } = useBillingConfigQuery();
  if (isLoading) return <Spinner />;
  if (!config?.publishableKey) {
    return <ErrorPanel title={t('wizard.payment.errorTitle')} body={t('wizard.payment.failed')} retryLabel={t('wizard.payment.back')} onRetry={onBack} />;
  }
  return (
    <Suspense fallback={<Spinner />}>
      <StripeCardForm publishableKey={config.publishableKey} clientSecret={clientSecret} total={total} onBack={onBack} onPaid={onPaid} returnPath={returnPath} />
    </Suspense>
  );
}
