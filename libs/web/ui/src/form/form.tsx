import { createContext, type FormHTMLAttributes, type ReactNode, useContext, useId } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  get,
  type Resolver,
  set,
  type SubmitHandler,
  useForm,
  useFormContext,
  useFormState,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslation } from '@chonail/shared/i18n';
// Through the package name, not '../toast-store': that module is the shared singleton whose state
// the shell's toaster reads; this entry is bundled into each remote, so a relative import would
// bring a second store whose toasts nobody shows.
import { toast } from '@chonail/web/ui';

/** A field's problem as the reader sees it; `undefined` shows nothing but still marks the field invalid. */
export type ErrorText = (name: string, error: FieldError) => string | undefined;

/**
 * A resolver from one of the domain's form checks (`libs/shared/domain`), which answer an error
 * code per field; the message is the catalogue key `<prefix><code>` (`validation.` by default). A
 * field's name may be a path (`hiring.daysPerWeek`): its problem is nested as react-hook-form
 * nests values, so `formState.errors.hiring` holds the group's problems.
 */
export function checkResolver<V extends FieldValues>(check: (values: V) => Partial<Record<string, string | undefined>>, prefix = 'validation.'): Resolver<V> {
  return async (values) => {
    const errors = {} as FieldErrors<V>;
    for (const [name, code] of Object.entries(check(values))) {
      if (code) set(errors, name, { type: 'validate', message: `${prefix}${code}` });
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

type Rules<V extends FieldValues> =
  | { schema: z.ZodType<V, FieldValues>; check?: never; codePrefix?: never }
  | {
      check: (values: V) => Partial<Record<string, string | undefined>>;
      /** Where the check's codes live in the catalogue; `validation.` by default. */
      codePrefix?: string;
      schema?: never;
    };

/**
 * Spec 01 section 5's form behaviour for every form: a field is checked when it loses focus and
 * all are checked on submit, editing a field clears its problem (see `useKitField`), and a failed
 * submit focuses the first invalid field. The rules are a contract schema or a domain check.
 */
export function useKitForm<V extends FieldValues>(
  rules: Rules<V> & {
    defaultValues: DefaultValues<V>;
    /** false for a box one passes through on the way elsewhere (a reply): checked on submit only. */
    checkOnBlur?: boolean;
  },
): UseFormReturn<V> {
  return useForm<V>({
    resolver: rules.schema ? zodResolver(rules.schema as never) as unknown as Resolver<V> : checkResolver(rules.check, rules.codePrefix),
    defaultValues: rules.defaultValues,
    mode: rules.checkOnBlur === false ? 'onSubmit' : 'onBlur',
    // After a failed submit the problem stays until the field is edited, then is checked again on blur.
    reValidateMode: 'onBlur',
    shouldFocusError: true,
  });
}

const ErrorTextContext = createContext<ErrorText | undefined>(undefined);

export interface FormProps<V extends FieldValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  form: UseFormReturn<V>;
  onSubmit: SubmitHandler<V>;
  /**
   * Catalogue key of the toast a failed submit shows (spec 01: 'Please check your information'),
   * or the keys of its title and description.
   */
  invalidToast?: string | { title: string; description: string };
  /** How a problem reads; by default its message is a catalogue key. */
  errorText?: ErrorText;
  testId?: string;
  children: ReactNode;
}

export function Form<V extends FieldValues>({ form, onSubmit, invalidToast, errorText, testId, children, ...rest }: FormProps<V>) {
  const { t } = useTranslation();
  const submit = form.handleSubmit(onSubmit, () => {
    if (typeof invalidToast === 'string') toast({ title: t(invalidToast), variant: 'destructive' });
    else if (invalidToast) toast({ title: t(invalidToast.title), description: t(invalidToast.description), variant: 'destructive' });
  });
  return (
    <FormProvider {...form}>
      <ErrorTextContext.Provider value={errorText}>
        <form noValidate data-testid={testId} {...rest} onSubmit={submit}>
          {children}
        </form>
      </ErrorTextContext.Provider>
    </FormProvider>
  );
}

interface FieldState {
  name: string;
  id: string;
  /** The hint's or the shown problem's id; none when there is neither. */
  describedBy: string | undefined;
  invalid: boolean;
}
const FieldContext = createContext<FieldState | null>(null);

/** The field a control sits in: its name, its label's target and its problem. */
export function useFieldState(): FieldState {
  const field = useContext(FieldContext);
  if (!field) throw new Error('A form control must sit inside <Field>');
  return field;
}

/**
 * What a control spreads on its element: the registration, the label's id and the description's.
 * `live` checks the field on every change instead of clearing its problem (a title whose absence
 * disables Save says why at once); `settle` rewrites what is left when the field loses focus,
 * before it is checked (a count left empty is 1 again).
 */
export function useKitField({ format, live = false, settle }: { format?: (typed: string) => string; live?: boolean; settle?: (typed: string) => string } = {}) {
  const { name, id, describedBy, invalid } = useFieldState();
  const { register, clearErrors, trigger, getValues, setValue } = useFormContext();
  const registration = register(name);
  return {
    ...registration,
    id,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    onChange: async (event: { target: { value: string } }) => {
      if (format) event.target.value = format(event.target.value);
      if (!live) clearErrors(name);
      await registration.onChange(event);
      if (live) await trigger(name);
    },
    onBlur: async (event: { target: unknown; type?: unknown }) => {
      if (settle) {
        const typed = String(getValues(name) ?? '');
        const settled = settle(typed);
        if (settled !== typed) setValue(name, settled, { shouldDirty: true });
      }
      await registration.onBlur(event);
    },
  };
}

/** A problem's words, as the form says them (its `errorText`, else the message as a catalogue key). */
function useProblemText(name: string): { error: FieldError | undefined; text: string | undefined } {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const errorText = useContext(ErrorTextContext);
  const error: FieldError | undefined = get(errors, name);
  const text = error ? (errorText ? errorText(name, error) : error.message ? t(error.message) : undefined) : undefined;
  return { error, text };
}

/**
 * The problem of a name no single control holds: a group of radios, or a group of fields checked
 * together (a new store's address). Fields that are part of it point at its `id` (`Field`'s
 * `groupProblemId`); a failed submit focuses what `register(name).ref` is given.
 */
export function FieldProblem({ name, id, testId }: { name: string; id: string; testId?: string }) {
  const { text } = useProblemText(name);
  if (!text) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-600" data-testid={testId}>
      {text}
    </p>
  );
}


/** A label, its control (the children), a hint and the problem, tied together for screen readers. */
export function Field({
  name,
  label,
  hint,
  aside,
  errorTestId,
  className,
  groupProblemId,
  children,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Beside the label, outside it (a live count), so the label stays the control's name. */
  aside?: ReactNode;
  errorTestId?: string;
  className?: string;
  /**
   * The id of a `FieldProblem` shown once for a group this field is part of, while the field is
   * part of that problem (left empty): the field is marked invalid and described by it.
   */
  groupProblemId?: string;
  children: ReactNode;
}) {
  const id = useId();
  const { error, text } = useProblemText(name);
  const describedBy = text ? `${id}-error` : groupProblemId ? groupProblemId : hint ? `${id}-hint` : undefined;
  const labelElement = (
    <label htmlFor={id} className="block text-sm font-medium text-slate-700">
      {label}
    </label>
  );
  return (
    <div className={className}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-2">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      <FieldContext.Provider value={{ name, id, describedBy, invalid: Boolean(error) || Boolean(groupProblemId) }}>{children}</FieldContext.Provider>
      {hint && !text && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {text && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600" data-testid={errorTestId}>
          {text}
        </p>
      )}
    </div>
  );
}
