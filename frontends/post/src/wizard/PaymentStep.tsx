import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import type { CreatePaymentIntentResponse } from '@chonail/shared/contracts';
import { formatDollars, type PackageSelection, packageCost, type PriceTable } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useBillingConfigQuery, useTestConfirmPaymentMutation } from '@chonail/web/data/posting';
import { ErrorPanel, Spinner } from '@chonail/web/ui';
import { CostSummary } from './CostSummary';
import { PaymentActions, usePaymentToasts } from './payment-kit';
import { FieldError, inputClass, Section } from './ui';

// Stripe's libraries load only in Stripe mode: test mode never downloads them.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

interface PaymentStepProps {
  intent: CreatePaymentIntentResponse;
  selection: PackageSelection;
  prices: PriceTable;
  onBack: () => void;
  onPaid: () => void;
}

/** Spec 02 payment screen: the order, a card form (the test provider's or Stripe's), back and pay. */
export function PaymentStep({ intent, selection, prices, onBack, onPaid }: PaymentStepProps) {
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
          <StripeMode clientSecret={intent.clientSecret} total={total} onBack={onBack} onPaid={onPaid} />
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
  const id = useId();
  const [cardNumber, setCardNumber] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [confirm, { isLoading }] = useTestConfirmPaymentMutation();
  const { refused, failed } = usePaymentToasts();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!CARD_DIGITS.test(digitsOf(cardNumber))) {
      setInvalid(true);
      return;
    }
    try {
      const payment = await confirm({ paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, cardNumber: digitsOf(cardNumber) }).unwrap();
      if (payment.status === 'paid') onPaid();
      else failed();
    } catch (error) {
      refused(error);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="test-card-form">
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="test-mode-banner">
        <p className="font-bold uppercase tracking-wide">{t('wizard.payment.testMode')}</p>
        <p className="mt-1">{t('wizard.payment.testModeBody')}</p>
        <p className="mt-1">{t('wizard.payment.testCardsHint')}</p>
      </div>
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {t('wizard.payment.cardNumber')}
        </label>
        <input
          id={id}
          value={cardNumber}
          onChange={(event) => {
            setCardNumber(grouped(event.target.value));
            setInvalid(false);
          }}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={`${inputClass} font-mono tracking-wider`}
          data-testid="test-card-number"
        />
        {invalid && <FieldError id={`${id}-error`}>{t('wizard.payment.cardNumberInvalid')}</FieldError>}
      </div>
      <PaymentActions total={total} processing={isLoading} onBack={onBack} />
    </form>
  );
}

function StripeMode({ clientSecret, total, onBack, onPaid }: { clientSecret: string; total: string; onBack: () => void; onPaid: () => void }) {
  const { t } = useTranslation();
  const { data: config, isLoading } = useBillingConfigQuery();
  if (isLoading) return <Spinner />;
  if (!config?.publishableKey) {
    return <ErrorPanel title={t('wizard.payment.errorTitle')} body={t('wizard.payment.failed')} retryLabel={t('wizard.payment.back')} onRetry={onBack} />;
  }
  return (
    <Suspense fallback={<Spinner />}>
      <StripeCardForm publishableKey={config.publishableKey} clientSecret={clientSecret} total={total} onBack={onBack} onPaid={onPaid} />
    </Suspense>
  );
}
