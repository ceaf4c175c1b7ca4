/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sampleJobPost } from '@chonail/shared/contracts/testing';
import { en, vi } from '@chonail/shared/i18n';
import { renderEdit } from './edit-post-testing';

/** Issue 36 item 3 in the portal's edit dialog: a text naming another number than callers reach is said before saving. */

const TEXT = { vi, en } as const;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

describe('EditPostDialog: the number the text names (issue 36)', () => {
  it.each(['vi', 'en'] as const)('warns when callers would reach the account phone, and saves the text’s number when asked (%s)', async (lang) => {
    const text = TEXT[lang].factsForm.phoneCheck;
    // The post's text says 713-555-0106, its "Gọi" dials the owner's (714) 555-0147.
    const post = sampleJobPost({ id: 5, description: 'Cần thợ. Xin gọi: (713) 555-0106', salonPhone: null, cellPhone: '+17145550147' });
    const { putBody, onClose } = renderEdit(post, { lang });
    const warning = await screen.findByTestId('phone-check');
    expect(warning.textContent).toContain(text.title);
    expect(warning.textContent).toContain(fill(text.body, { textPhone: '(713) 555-0106', contactPhone: '(714) 555-0147' }));
    expect(warning.compareDocumentPosition(screen.getByTestId('edit-save')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(screen.getByTestId('phone-check-use'));
    expect((screen.getByTestId('edit-phone') as HTMLInputElement).value).toBe('(713) 555-0106');
    expect(screen.queryByTestId('phone-check')).toBeNull();
    expect(screen.getByTestId('phone-check-used').textContent).toBe(fill(text.used, { phone: '(713) 555-0106' }));
    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(putBody()['salonPhone']).toBe('+17135550106');
  });

  it.each(['vi', 'en'] as const)('compares with the salon phone as it is edited (%s)', async (lang) => {
    const post = sampleJobPost({ id: 5, description: 'Call 832-555-0199', salonPhone: '+18325550199', cellPhone: '+17145550147' });
    renderEdit(post, { lang });
    const field = await screen.findByTestId('edit-phone');
    expect(screen.queryByTestId('phone-check')).toBeNull();
    fireEvent.change(field, { target: { value: '(281) 555-0142' } });
    expect((await screen.findByTestId('phone-check')).textContent).toContain(
      fill(TEXT[lang].factsForm.phoneCheck.body, { textPhone: '(832) 555-0199', contactPhone: '(281) 555-0142' }),
    );
    // A text edited to name the new number agrees again.
    fireEvent.change(screen.getByTestId('edit-description'), { target: { value: 'Call (281) 555-0142' } });
    await waitFor(() => expect(screen.queryByTestId('phone-check')).toBeNull());
  });
});
