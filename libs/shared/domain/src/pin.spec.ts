import { COMMON_PINS, isRegistrationPin, isResetPin, isWeakPin, MAX_PIN_LENGTH } from './pin';

describe('PIN rules', () => {
  it('registration takes exactly 4 digits', () => {
    expect(isRegistrationPin('4829')).toBe(true);
    for (const pin of ['482', '48291', '48a9', ' 4829', '4829 ', '', '٤٨٢٩']) expect(isRegistrationPin(pin)).toBe(false);
  });

  it('reset and change take 4 or more digits, up to the cap', () => {
    expect(isResetPin('4829')).toBe(true);
    expect(isResetPin('48291735')).toBe(true);
    expect(isResetPin('9'.repeat(MAX_PIN_LENGTH))).toBe(true);
    for (const pin of ['482', '4829a', '48 29', '', '9'.repeat(MAX_PIN_LENGTH + 1)]) expect(isResetPin(pin)).toBe(false);
  });

  it('lists 20 distinct common 4-digit PINs', () => {
    expect(new Set(COMMON_PINS).size).toBe(20);
    expect(COMMON_PINS.every(isRegistrationPin)).toBe(true);
  });

  it.each(['1234', '0000', '6969', '2001', '111111', '123456', '98765', '0123456789'])('refuses the guessable %s', (pin) => {
    expect(isWeakPin(pin)).toBe(true);
  });

  it.each(['4829', '7391', '1357', '2468', '135790', '112233', '908172'])('accepts %s', (pin) => {
    expect(isWeakPin(pin)).toBe(false);
  });
});
