import { Component, type ReactNode, useEffect, useRef, useState } from 'react';
import type { CreatePaymentIntentResponse } from '@chonail/shared/contracts';
import { FREE_PACKAGE, grantedAddons, type PackageSelection, sameAddons } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useAccount, usePriceTable } from '@chonail/web/data';
import { Link } from '@chonail/web/router';
import { ErrorPanel, Spinner, toast } from '@chonail/web/ui';
import { ListingStep } from './ListingStep';
import { type PackageNext, PackageStep } from './PackageStep';
import { PaymentStep } from './PaymentStep';
import { primaryButton } from './ui';
import { EMPTY_LISTING, type ListingForm, type PackageForm, packageFormOf, type PaidPackage, selectionOf } from './wizard-state';

/** Where the wizard opens: step 1 by default; step 2 with a paid package after the provider's redirect. */
export interface WizardStart {
  step: 'package' | 'listing';
  selection: PackageSelection;
  paid: PaidPackage | null;
}

type Stage = { step: 'package' } | { step: 'payment'; intent: CreatePaymentIntentResponse; selection: PackageSelection } | { step: 'listing' };

/** /new-package and /package. */
export function NewPackagePage() {
  return (
    <SignedInOnly>
      <Wizard />
    </SignedInOnly>
  );
}

/** Spec 02 section 2: a spinner while the session is checked, a login notice for guests. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const account = useAccount();
  if (account.status === 'loading') return <Spinner />;
  if (account.status === 'guest') {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center" data-testid="wizard-login-required">
        <h1 className="text-2xl font-bold text-slate-900">{t('wizard.login.title')}</h1>
        <p className="mt-3 text-slate-600">{t('wizard.login.body')}</p>
        <Link to="/" className={`${primaryButton} mt-6 inline-block`}>
          {t('wizard.login.home')}
        </Link>
      </section>
    );
  }
  return <WizardErrorBoundary>{children}</WizardErrorBoundary>;
}

/**
 * The two steps and the payment between them. The package, the listing being written and its
 * upload session live here, so going back and forth loses nothing, and a paid package is kept:
 * unchanged, it goes straight on to step 2 instead of being charged again.
 */
export function Wizard({ start }: { start?: WizardStart }) {
  const { t } = useTranslation();
  const { prices, isLoading: pricesLoading } = usePriceTable();
  const [packageForm, setPackageForm] = useState<PackageForm>(() => packageFormOf(start?.selection ?? FREE_PACKAGE));
  const [paid, setPaid] = useState<PaidPackage | null>(start?.paid ?? null);
  const [stage, setStage] = useState<Stage>({ step: start?.step ?? 'package' });
  const [listing, setListing] = useState<ListingForm>(EMPTY_LISTING);
  const [sessionId, setSessionId] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const selection = selectionOf(packageForm);
  const shownStep = useRef(stage.step);

  // A new step starts at its top, for the eye and for screen readers alike (not on arrival).
  useEffect(() => {
    if (shownStep.current === stage.step) return;
    shownStep.current = stage.step;
    heading.current?.focus();
  }, [stage.step]);

  const next = (choice: PackageNext) => {
    if (choice.kind === 'payment') setStage({ step: 'payment', intent: choice.intent, selection });
    else setStage({ step: 'listing' });
  };

  const paidNow = (intent: CreatePaymentIntentResponse, bought: PackageSelection) => {
    toast({ title: t('wizard.payment.successTitle'), description: t('wizard.payment.successBody'), variant: 'success' });
    setPaid({ paymentIntentId: intent.paymentIntentId, selection: bought });
    setStage({ step: 'listing' });
  };

  // The payment counts for the post only while step 1 still holds the package it bought.
  const paymentIntentId = paid && sameAddons(grantedAddons(paid.selection), grantedAddons(selection)) ? paid.paymentIntentId : null;
  const title = stage.step === 'payment' ? t('wizard.payment.title') : t(`wizard.steps.${stage.step}`);

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 md:py-8" data-testid="package-wizard">
      <Steps current={stage.step === 'listing' ? 2 : 1} />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 outline-none" data-testid="wizard-title">
        {title}
      </h1>
      <div className="mt-4">
        {pricesLoading ? (
          <Spinner />
        ) : stage.step === 'package' ? (
          <PackageStep form={packageForm} onChange={setPackageForm} prices={prices} paid={paid} onNext={next} />
        ) : stage.step === 'payment' ? (
          <PaymentStep
            intent={stage.intent}
            selection={stage.selection}
            prices={prices}
            // Cancelling drops the intent and its client secret (spec 02 section 4).
            onBack={() => setStage({ step: 'package' })}
            onPaid={() => paidNow(stage.intent, stage.selection)}
          />
        ) : (
          <ListingStep
            form={listing}
            onChange={setListing}
            selection={selection}
            paymentIntentId={paymentIntentId}
            sessionId={sessionId}
            onSessionId={setSessionId}
            onBack={() => setStage({ step: 'package' })}
          />
        )}
      </div>
    </div>
  );
}

function Steps({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('wizard.stepsLabel')} className="grid grid-cols-2 gap-2 text-sm">
      {(['package', 'listing'] as const).map((step, index) => {
        const number = index + 1;
        const active = number === current;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className={`rounded-lg border-b-4 px-3 py-2 ${active ? 'border-rose-600 bg-rose-50 text-rose-800' : number < current ? 'border-emerald-500 text-slate-600' : 'border-slate-200 text-slate-500'}`}
          >
            <span className="block text-xs font-semibold uppercase">{t('wizard.stepNumber', { number })}</span>
            <span className="block font-semibold">{t(`wizard.steps.${step}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** Spec 02 section 2: a render crash shows an error page with a refresh button instead of a blank page. */
export class WizardErrorBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override render() {
    return this.state.crashed ? <CrashPage /> : this.props.children;
  }
}

function CrashPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="wizard-crash">
      <ErrorPanel title={t('wizard.crash.title')} body={t('wizard.crash.body')} retryLabel={t('wizard.crash.refresh')} onRetry={() => window.location.reload()} />
    </div>
  );
}
