/** @jest-environment jsdom */
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { type PhoneCountry, registerFormErrors, type RegisterForm } from '@chonail/shared/domain';
import { createI18n, I18nextProvider } from '@chonail/shared/i18n';
import { dismissToast, useToasts } from '../toast-store';
import { digitsOnly, Field, FieldProblem, Form, PhoneInput, Select, TextArea, TextInput, useKitForm } from './index';

type Registration = RegisterForm & { country: PhoneCountry };
const EMPTY: Registration = { country: 'US', phone: '', firstName: '', lastName: '', email: '', pin: '', confirmPin: '' };

function RegisterLike({ onSubmit, lang = 'en' }: { onSubmit: (values: Registration) => void; lang?: 'vi' | 'en' }) {
  const form = useKitForm<Registration>({ check: (values) => registerFormErrors(values, values.country), defaultValues: EMPTY });
  return (
    <I18nextProvider i18n={createI18n(lang)}>
      <Form form={form} onSubmit={onSubmit} invalidToast="auth.checkInfo" testId="form">
        <Field name="phone" label="Phone">
          <PhoneInput countryName="country" />
        </Field>
        <Field name="firstName" label="First name" hint="As on your licence">
          <TextInput />
        </Field>
        <Field name="lastName" label="Last name">
          <TextInput />
        </Field>
        <Field name="email" label="Email">
          <TextInput type="email" />
        </Field>
        <Field name="pin" label="PIN">
          <TextInput type="password" format={digitsOnly(4)} />
        </Field>
        <Field name="confirmPin" label="Confirm PIN">
          <TextInput type="password" />
        </Field>
        <button type="submit">Send</button>
      </Form>
    </I18nextProvider>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the form kit (spec 01 section 5)', () => {
  afterEach(() => act(() => dismissToast()));

  it('on a failed submit shows every problem in the reader language, focuses the first invalid field, toasts and sends nothing', async () => {
    const onSubmit = jest.fn();
    const toasts = renderHook(() => useToasts());
    render(<RegisterLike onSubmit={onSubmit} lang="vi" />);
    fireEvent.change(input('First name'), { target: { value: 'Lan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(document.activeElement).toBe(input('Phone')));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Vui lòng nhập số điện thoại', 'Vui lòng nhập họ', 'Vui lòng nhập email', 'Vui lòng nhập mã PIN', 'Vui lòng nhập lại mã PIN']);
    expect(input('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(input('First name').getAttribute('aria-invalid')).toBe('false');
    // The problem is the field's description for screen readers.
    expect(document.getElementById(input('Phone').getAttribute('aria-describedby') ?? '')?.textContent).toBe('Vui lòng nhập số điện thoại');
    expect(toasts.result.current.map((shown) => shown.title)).toEqual(['Vui lòng kiểm tra lại thông tin']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field when it loses focus, clears the problem on edit, and checks it again on the next blur', async () => {
    render(<RegisterLike onSubmit={jest.fn()} />);
    expect(screen.getByText('As on your licence')).toBeTruthy();
    fireEvent.change(input('PIN'), { target: { value: '1234' } });
    fireEvent.blur(input('PIN'));
    expect((await screen.findByRole('alert')).textContent).toBe('This PIN is too easy to guess; choose another');

    fireEvent.change(input('PIN'), { target: { value: '48' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input('PIN'));
    expect((await screen.findByRole('alert')).textContent).toBe('PIN must be 4 digits');
    // A field never touched says nothing yet.
    expect(input('Email').getAttribute('aria-invalid')).toBe('false');
  });

  it('formats what is typed: the phone in its country shape, re-shaped when the country changes; digits only where asked', async () => {
    const onSubmit = jest.fn();
    render(<RegisterLike onSubmit={onSubmit} />);
    fireEvent.change(input('Phone'), { target: { value: '7135550123' } });
    expect(input('Phone').value).toBe('(713) 555-0123');
    fireEvent.change(input('PIN'), { target: { value: '4a8b26999' } });
    expect(input('PIN').value).toBe('4826');

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'VN' } });
    expect(input('Phone').value).toBe('713 5550123');

    for (const [label, value] of [['First name', 'Lan'], ['Last name', 'Nguyen'], ['Email', 'lan@example.com'], ['Confirm PIN', '4826']]) {
      fireEvent.change(input(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ country: 'VN', phone: '713 5550123', firstName: 'Lan', lastName: 'Nguyen', email: 'lan@example.com', pin: '4826', confirmPin: '4826' });
  });

  it('takes a contract schema, with its messages as catalogue keys or worded by the form', async () => {
    const schema = z.object({ subject: z.string().min(1, 'contact.errors.subjectRequired'), body: z.string().min(3), kind: z.enum(['a', 'b']) });
    function SchemaForm() {
      const form = useKitForm<z.infer<typeof schema>>({ schema, defaultValues: { subject: '', body: '', kind: 'a' } });
      return (
        <I18nextProvider i18n={createI18n('en')}>
          <Form form={form} onSubmit={jest.fn()} errorText={(name, error) => (name === 'body' ? `too short (${error.type})` : undefined)}>
            <Field name="subject" label="Subject">
              <TextInput />
            </Field>
            <Field name="body" label="Body">
              <TextArea />
            </Field>
            <Field name="kind" label="Kind">
              <Select>
                <option value="a">A</option>
                <option value="b">B</option>
              </Select>
            </Field>
            <button type="submit">Send</button>
          </Form>
        </I18nextProvider>
      );
    }
    render(<SchemaForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('too short (too_small)');
    // The form's own wording said nothing for the subject: still marked, not described.
    expect(input('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(input('Subject').getAttribute('aria-describedby')).toBeNull();
    expect(document.activeElement).toBe(input('Subject'));
  });

  it('settles what is left in a field when it loses focus', async () => {
    const onSubmit = jest.fn();
    function Months() {
      const form = useKitForm<{ months: string }>({ check: () => ({}), defaultValues: { months: '3' } });
      return (
        <Form form={form} onSubmit={onSubmit}>
          <Field name="months" label="Months">
            <TextInput inputMode="numeric" settle={(typed) => (Number(typed) >= 1 ? String(Math.floor(Number(typed))) : '1')} />
          </Field>
          <button type="submit">Send</button>
        </Form>
      );
    }
    render(<Months />);
    fireEvent.change(input('Months'), { target: { value: '' } });
    // Empty while typing ...
    expect(input('Months').value).toBe('');
    // ... and 1 once left.
    fireEvent.blur(input('Months'));
    expect(input('Months').value).toBe('1');
    fireEvent.change(input('Months'), { target: { value: '12' } });
    fireEvent.blur(input('Months'));
    expect(input('Months').value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ months: '12' });
  });

  it('shows a group problem once, marks the group fields left empty, and focuses what the group registered', async () => {
    type Place = { kind: string; city: string; state: string };
    function PlaceForm() {
      const form = useKitForm<Place & { place?: string }>({
        check: (values) => ({ kind: values.kind ? undefined : 'kind', place: values.city.trim() && values.state.trim() ? undefined : 'place' }),
        codePrefix: 'problem.',
        defaultValues: { kind: '', city: '', state: '' },
      });
      const city = form.watch('city');
      const state = form.watch('state');
      const placeInvalid = Boolean(form.formState.errors.place);
      return (
        <Form form={form} onSubmit={jest.fn()} errorText={(name) => `${name} is missing`}>
          <fieldset aria-describedby="kind-problem">
            <legend>Kind</legend>
            <label>
              <input type="radio" value="a" {...form.register('kind', { onChange: () => form.clearErrors('kind') })} />A
            </label>
            <label>
              <input type="radio" value="b" {...form.register('kind', { onChange: () => form.clearErrors('kind') })} />B
            </label>
          </fieldset>
          <FieldProblem name="kind" id="kind-problem" testId="kind-problem" />
          <div ref={form.register('place').ref}>
            <Field name="city" label="City" groupProblemId={placeInvalid && !city.trim() ? 'place-problem' : undefined}>
              <TextInput />
            </Field>
            <Field name="state" label="State" groupProblemId={placeInvalid && !state.trim() ? 'place-problem' : undefined}>
              <TextInput />
            </Field>
          </div>
          <FieldProblem name="place" id="place-problem" />
          <button type="submit">Send</button>
        </Form>
      );
    }
    render(<PlaceForm />);
    fireEvent.change(input('State'), { target: { value: 'TX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    // The first radio of the group takes the focus; each group problem shows once.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('A')));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['kind is missing', 'place is missing']);
    expect(screen.getByTestId('kind-problem').id).toBe('kind-problem');
    expect(input('City').getAttribute('aria-invalid')).toBe('true');
    expect(input('City').getAttribute('aria-describedby')).toBe('place-problem');
    expect(input('State').getAttribute('aria-invalid')).toBe('false');
    expect(input('State').getAttribute('aria-describedby')).toBeNull();

    // Choosing a kind clears its problem; the place's problem is now the first, and its first field is focused.
    fireEvent.click(screen.getByLabelText('B'));
    expect(screen.queryByTestId('kind-problem')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(input('City')));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['place is missing']);
  });

  it('toasts a title and a description when a failed submit asks for both', async () => {
    const toasts = renderHook(() => useToasts());
    function Short() {
      const form = useKitForm<{ name: string }>({ check: (values) => ({ name: values.name ? undefined : 'firstNameRequired' }), defaultValues: { name: '' } });
      return (
        <I18nextProvider i18n={createI18n('en')}>
          <Form form={form} onSubmit={jest.fn()} invalidToast={{ title: 'auth.checkInfo', description: 'validation.firstNameRequired' }}>
            <Field name="name" label="Name">
              <TextInput />
            </Field>
            <button type="submit">Send</button>
          </Form>
        </I18nextProvider>
      );
    }
    render(<Short />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.result.current.map((shown) => [shown.title, shown.description])).toEqual([['Please check your information', 'First name is required']]));
  });

  it('refuses a control outside a field', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Loose() {
      const form = useKitForm<{ a: string }>({ check: () => ({}), defaultValues: { a: '' } });
      return (
        <Form form={form} onSubmit={jest.fn()}>
          <TextInput />
        </Form>
      );
    }
    expect(() => render(<Loose />)).toThrow('A form control must sit inside <Field>');
  });
});
