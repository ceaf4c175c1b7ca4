import type { ReactNode } from 'react';
import { Field, TextInput } from '@chonail/web/ui/form';

/** A PIN box of the account dialogs: hidden digits, the phone's number pad, and the password manager told which PIN it is. */
export function PinField({ name, label, hint, current = false }: { name: string; label: string; hint?: ReactNode; current?: boolean }) {
  return (
    <Field name={name} label={label} hint={hint}>
      <TextInput type="password" inputMode="numeric" autoComplete={current ? 'current-password' : 'new-password'} />
    </Field>
  );
}
