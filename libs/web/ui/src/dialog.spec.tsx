/** @jest-environment jsdom */
import { act, render, renderHook, screen, within } from '@testing-library/react';
import { createI18n, I18nextProvider } from '@chonail/shared/i18n';
import { DialogFrame } from './dialog';
import { dismissToast, toast, TOAST_DURATION_MS, useDialogOpen } from './toast-store';

// Issue 17: a toast floating over a phone's bottom sheet covered the code field and the finish
// button. While a dialog is open its toast is part of the dialog's own content instead.
describe('DialogFrame toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => dismissToast());
    jest.useRealTimers();
  });

  const renderDialog = () =>
    render(
      <I18nextProvider i18n={createI18n('vi')}>
        <DialogFrame title="Tài khoản" onClose={() => undefined} testId="test-dialog">
          <input name="otp" />
        </DialogFrame>
      </I18nextProvider>,
    );

  it('shows the current toast inside the open dialog, above its fields, and closes it after the toast duration', () => {
    const open = renderHook(() => useDialogOpen());
    expect(open.result.current).toBe(false);
    const { unmount } = renderDialog();
    expect(open.result.current).toBe(true);

    act(() => void toast({ title: 'Đã gửi mã OTP', variant: 'success' }));
    const dialog = screen.getByTestId('test-dialog');
    const shown = within(dialog).getByTestId('toast');
    expect(shown.textContent).toContain('Đã gửi mã OTP');
    // In the flow before the field, not floating over it.
    expect(shown.compareDocumentPosition(dialog.querySelector('input[name=otp]') as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getComputedStyle(shown).position).not.toBe('fixed');

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(within(dialog).queryByTestId('toast')).toBeNull();

    unmount();
    expect(open.result.current).toBe(false);
  });
});
