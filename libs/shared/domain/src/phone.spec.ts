import {
  DEFAULT_PHONE_COUNTRY,
  dialogPhone,
  formatNationalInput,
  hasPhoneDigits,
  isPhoneCountry,
  PHONE_COUNTRIES,
  optionalPhoneWithCountry,
  phoneForForm,
  phoneWithCountry,
  formatPhone,
  formatPhoneInput,
  isValidOptionalPhone,
  isValidPhone,
  loginPhone,
  normalizePhone,
  optionalPhoneValue,
  phoneInputDigits,
} from './phone';

describe('normalizePhone (spec 01 section 5)', () => {
  it.each([
    // 10 digits get +1
    ['7135550123', '+17135550123'],
    ['(713) 555-0123', '+17135550123'],
    ['713.555.0123', '+17135550123'],
    // 11 digits starting with 1 become +1 and the last 10
    ['17135550123', '+17135550123'],
    ['1 (713) 555-0123', '+17135550123'],
    // 12 digits starting with 1 get a + in front
    ['171355501234', '+171355501234'],
    // a value already starting with + is kept (its digits)
    ['+84 90 123 4567', '+84901234567'],
    ['+1 713 555 0123', '+17135550123'],
    ['  +44 20 7946 0958', '+442079460958'],
    // anything else gets +1 in front
    ['5550123', '+15550123'],
    ['27135550123', '+127135550123'],
    ['', '+1'],
  ])('%j -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe('isValidPhone', () => {
  it.each(['+17135550123', '+84901234567', '+442079460958', '+61412345678'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['+1', '+15550123', '+127135550123', '+171355501234', '+0123456789', '17135550123', '+1713555012a', '+1234567890123456'])(
    'refuses %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );

  it('accepts what normalising a typed US number gives', () => {
    expect(isValidPhone(normalizePhone('(713) 555-0123'))).toBe(true);
  });
});

describe('login dialog phone', () => {
  it.each([
    ['', ''],
    ['7', '(7'],
    ['713', '(713'],
    ['7135', '(713) 5'],
    ['713555', '(713) 555'],
    ['7135550', '(713) 555-0'],
    ['7135550123', '(713) 555-0123'],
    ['+1 (713) 555-0123', '(713) 555-0123'],
  ])('shows %j as %j', (input, shown) => {
    expect(formatPhoneInput(input)).toBe(shown);
  });

  it('keeps at most 10 digits, the last 10 of a longer input', () => {
    expect(phoneInputDigits('17135550123')).toBe('7135550123');
    expect(phoneInputDigits('(713) 555-01')).toBe('71355501');
  });

  it('sends +1 and the 10 digits, and nothing while incomplete', () => {
    expect(loginPhone('(713) 555-0123')).toBe('+17135550123');
    expect(loginPhone('+1 713 555 0123')).toBe('+17135550123');
    expect(loginPhone('713 555 012')).toBeNull();
  });
});

describe('dialogPhone', () => {
  it('sends +1 and 10 digits when 10 are typed, else the general normalisation', () => {
    expect(dialogPhone('(713) 555-0123')).toBe('+17135550123');
    // Longer input keeps its last 10 digits, as the login dialog does.
    expect(dialogPhone('+1 713 555 0123 ')).toBe('+17135550123');
    // Too short for the dialog: normalised as typed, for the server to refuse with its own message.
    expect(dialogPhone('713 555')).toBe('+1713555');
  });
});

describe('an optional phone field (a salon’s contact phone)', () => {
  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    ['(713) 555-0299', '+17135550299'],
    ['1 713 555 0299', '+17135550299'],
    ['+84 90 123 4567', '+84901234567'],
  ])('%j -> %s', (input, expected) => {
    expect(optionalPhoneValue(input)).toBe(expected);
    expect(isValidOptionalPhone(input)).toBe(true);
  });

  it.each(['12', 'abc', '7135550', '1'.repeat(25), '(713) 555-0299 ext 4'])('refuses %j', (input) => {
    expect(isValidOptionalPhone(input)).toBe(false);
  });

  it('keeps a long paste whole instead of calling its last 10 digits', () => {
    expect(optionalPhoneValue('99 713 555 0299')).not.toBe('+17135550299');
  });
});

describe('formatPhone', () => {
  it.each([
    ['+17135550299', '(713) 555-0299'],
    ['+84901234567', '+84901234567'],
    [null, ''],
  ])('%j -> %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe('phone country list (spec 01 "Phone country list")', () => {
  it('offers the ten countries, +1 first and by default', () => {
    expect(PHONE_COUNTRIES.map((c) => `+${c.dial}`)).toEqual(['+1', '+84', '+44', '+33', '+49', '+81', '+82', '+86', '+91', '+61']);
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
    expect(isPhoneCountry('VN')).toBe(true);
    expect(isPhoneCountry('XX')).toBe(false);
  });

  it('sends +1 numbers as the dialog always has, and others with their code and without the trunk 0', () => {
    expect(phoneWithCountry('US', '(713) 555-0123')).toBe('+17135550123');
    expect(phoneWithCountry('VN', '0912 345 678')).toBe('+84912345678');
    expect(phoneWithCountry('VN', '912 345 678')).toBe('+84912345678');
    expect(phoneWithCountry('GB', '07911 123456')).toBe('+447911123456');
    expect(phoneWithCountry('AU', '0412 345 678')).toBe('+61412345678');
  });

  it('keeps a foreign number as digits and single spaces, at most 15 digits', () => {
    expect(formatNationalInput('0912-345.678')).toBe('0912345678');
    expect(formatNationalInput(' 0912  345 678')).toBe('0912 345 678');
    expect(formatNationalInput('1234567890123456789')).toBe('123456789012345');
  });

  it('asks for 10 digits with +1 and at least 6 elsewhere', () => {
    expect(hasPhoneDigits('US', '(713) 555-012')).toBe(false);
    expect(hasPhoneDigits('US', '(713) 555-0123')).toBe(true);
    expect(hasPhoneDigits('VN', '0912 3')).toBe(false);
    expect(hasPhoneDigits('VN', '0912 345 678')).toBe(true);
  });
});

describe('an optional phone with a country picker (a salon phone)', () => {
  it('is none when blank, read like any phone with +1, and sent in E.164 for another country', () => {
    expect(optionalPhoneWithCountry('VN', '  ')).toBeNull();
    expect(optionalPhoneWithCountry('US', '(713) 555-0199')).toBe('+17135550199');
    expect(optionalPhoneWithCountry('US', '+84 912 345 678')).toBe('+84912345678');
    expect(optionalPhoneWithCountry('VN', '0912 345 678')).toBe('+84912345678');
  });

  it('shows a stored number in the form with its country', () => {
    expect(phoneForForm('+84912345678')).toEqual({ country: 'VN', typed: '912345678' });
    expect(phoneForForm('+17135550199')).toEqual({ country: 'US', typed: '(713) 555-0199' });
    expect(phoneForForm(null)).toEqual({ country: 'US', typed: '' });
    // A country not in the list stays whole, with +1 picked: sent back as it is.
    expect(phoneForForm('+6512345678')).toEqual({ country: 'US', typed: '+6512345678' });
  });
});
