/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MaskedText } from './MaskedText';

// The size itself is measured in a browser (e2e/tap-targets.spec.ts); here, that the masked number
// and the call link it becomes are the same 44 px box, and the text around them is unchanged.
describe('MaskedText', () => {
  it('masks a phone number in a tap target of at least 44x44 that stays that size once revealed', () => {
    const { container } = render(<MaskedText text="Cần thợ gấp. Gọi (713) 555-0188 sau 5 giờ" revealLabel="Bấm để xem số điện thoại" />);
    const masked = screen.getByTestId('masked-phone');
    expect(masked.textContent).toBe('(***) ***-0188');
    expect(masked.getAttribute('aria-label')).toBe('(***) ***-0188: Bấm để xem số điện thoại');
    expect(masked.className.split(' ')).toEqual(expect.arrayContaining(['inline-flex', 'min-h-11', 'min-w-11', 'items-center']));

    fireEvent.click(masked);
    const revealed = screen.getByTestId('revealed-phone');
    expect(revealed.getAttribute('href')).toBe('tel:+17135550188');
    expect(revealed.className.split(' ')).toEqual(expect.arrayContaining(['inline-flex', 'min-h-11', 'min-w-11', 'items-center']));
    expect(container.textContent).toBe('Cần thợ gấp. Gọi (713) 555-0188 sau 5 giờ');
  });

  it('leaves text without a phone number as it is', () => {
    const { container } = render(<MaskedText text="Tiệm đông khách, bao lương." revealLabel="x" />);
    expect(container.textContent).toBe('Tiệm đông khách, bao lương.');
    expect(screen.queryByTestId('masked-phone')).toBeNull();
  });
});
