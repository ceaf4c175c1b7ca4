import { composeFullAddress, contactPhone, findMaskedPhones, findPhones, looksVietnamese, maskedPhone, maskPhone, maskPhones, revealMaskedPhones } from './listing-text';

describe('maskPhones', () => {
  it.each([
    '713-555-1234',
    '(713) 555-1234',
    '(713)555-1234',
    '( 713 ) 555-1234',
    '713.555.1234',
    '713 555 1234',
    '7135551234',
    '+1 713 555 1234',
    '+17135551234',
    '+1 (713) 555-1234',
    '+1-713-555-1234',
    '1-713-555-1234',
    '1 713 555 1234',
    '17135551234',
    '713 - 555 - 1234',
    '713–555–1234',
    '713\u00a0555\u00a01234',
  ])('masks %j whole', (phone) => {
    expect(maskPhones(phone)).toBe('(***) ***-1234');
    expect(maskPhones(`Gọi ${phone} nhé`)).toBe('Gọi (***) ***-1234 nhé');
  });

  it('masks every phone in a Vietnamese hiring ad and leaves the price alone', () => {
    expect(maskPhones('Cần thợ bột, lương $1,200/tuần. Gọi 713-555-1234 hoặc (832) 555 9876')).toBe(
      'Cần thợ bột, lương $1,200/tuần. Gọi (***) ***-1234 hoặc (***) ***-9876',
    );
  });

  it.each([
    'Tiệm 1500 sqft, zip 77072',
    'Bán tiệm 1,200 sqft ở Houston, TX 77002, giá $85,000',
    'Lương $1,200 - $1,500/tuần, bao lương $900',
    'Tiệm mở từ năm 2015, remodel 2023, 12 ghế, 8 bàn',
    'Số tài khoản 123456',
    'Mã số 1234567',
    'Ref 71355512',
    'Order 713555123',
    'Giá $7135551234',
    'Tracking 27135551234',
    'ID 123456789012',
    'Mã 1234567890',
    '0713555123',
    'Open 9:30-7:00, Mon-Sat',
    'Ngày 12/25/2024',
    'Rent $3,500/month, lease 5 years',
  ])('leaves %j untouched', (text) => {
    expect(maskPhones(text)).toBe(text);
  });

  it('masks a phone written right after a word or a colon', () => {
    expect(maskPhones('ĐT:7135551234')).toBe('ĐT:(***) ***-1234');
    expect(maskPhones('Call/text 832.555.9876!')).toBe('Call/text (***) ***-9876!');
  });

  it('masks numbers on separate lines separately and does not join lines', () => {
    expect(maskPhones('Anh Tuấn 713-555-1234\nChị Lan 281 555 4321')).toBe('Anh Tuấn (***) ***-1234\nChị Lan (***) ***-4321');
    expect(maskPhones('713\n555\n1234')).toBe('713\n555\n1234');
  });

  it('does not mask a 10-digit run that is the tail of a longer number, but masks a phone after it', () => {
    expect(maskPhones('Mã 99 713-555-1234')).toBe('Mã 99 (***) ***-1234');
    expect(maskPhones('x27135551234 y 713-555-1234')).toBe('x27135551234 y (***) ***-1234');
  });

  it('is idempotent and leaves text without phones as it was', () => {
    const ad = 'Cần thợ gấp! Gọi 713-555-1234.';
    expect(maskPhones(maskPhones(ad))).toBe(maskPhones(ad));
    expect(maskPhones('')).toBe('');
    expect(maskPhones('Không có số')).toBe('Không có số');
  });
});

describe('findPhones', () => {
  it('gives each phone its place, its 10 digits and its mask', () => {
    const text = 'Cần thợ bột, lương $1,200/tuần. Gọi 713-555-1234 hoặc (832) 555 9876';
    const phones = findPhones(text);
    expect(phones).toEqual([
      { start: text.indexOf('713'), end: text.indexOf('713') + 12, digits: '7135551234', masked: '(***) ***-1234' },
      { start: text.indexOf('(832)'), end: text.length, digits: '8325559876', masked: '(***) ***-9876' },
    ]);
    expect(phones.map((p) => text.slice(p.start, p.end))).toEqual(['713-555-1234', '(832) 555 9876']);
  });

  it('includes the country code in the span but not in the digits', () => {
    const text = 'Tel: +1 (713) 555-1234.';
    const [phone] = findPhones(text);
    expect(text.slice(phone.start, phone.end)).toBe('+1 (713) 555-1234');
    expect(phone.digits).toBe('7135551234');
  });

  it('finds nothing in text without phones', () => {
    expect(findPhones('Tiệm 1500 sqft, zip 77072')).toEqual([]);
  });

  it('is safe to call repeatedly (no shared regex state)', () => {
    const text = 'Gọi 713-555-1234';
    expect(findPhones(text)).toHaveLength(1);
    expect(findPhones(text)).toHaveLength(1);
  });

  it('builds the mask from the last four digits', () => {
    expect(maskedPhone('0042')).toBe('(***) ***-0042');
  });
});

describe('maskPhone', () => {
  it.each([
    ['+17135550106', '(***) ***-0106'],
    ['(713) 555-0106', '(***) ***-0106'],
    ['+84912345678', '(***) ***-5678'],
  ])('keeps only the last four digits of %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe('findMaskedPhones and revealMaskedPhones', () => {
  const original = 'Gọi 713-555-0106 hoặc (832) 555-9876, tiệm 281 555 0106';
  const masked = maskPhones(original);

  it('finds what maskPhones left, in order, with its offsets', () => {
    const found = findMaskedPhones(masked);
    expect(found.map((m) => m.lastFour)).toEqual(['0106', '9876', '0106']);
    expect(found.map((m) => masked.slice(m.start, m.end))).toEqual(['(***) ***-0106', '(***) ***-9876', '(***) ***-0106']);
    expect(findMaskedPhones('Gọi 713-555-0106')).toEqual([]);
  });

  it('gives each masked number the full one ending in its digits, the nth for the nth', () => {
    const phones = ['+17135550106', '+18325559876', '+12815550106'];
    expect(revealMaskedPhones(findMaskedPhones(masked), phones)).toEqual(phones);
    // A translation that swapped them still matches by digits.
    expect(revealMaskedPhones(findMaskedPhones('(***) ***-9876 / (***) ***-0106'), phones)).toEqual(['+18325559876', '+17135550106']);
    // The same number written twice is listed once: both take it.
    expect(revealMaskedPhones(findMaskedPhones('(***) ***-0106 (***) ***-0106'), ['+17135550106'])).toEqual(['+17135550106', '+17135550106']);
    expect(revealMaskedPhones(findMaskedPhones('(***) ***-4444'), phones)).toEqual([null]);
  });
});

describe('contactPhone', () => {
  it("uses the store's phone when it has one", () => {
    expect(contactPhone('(832) 555-9876', '+17135551234')).toBe('(832) 555-9876');
    expect(contactPhone('  8325559876 ', '+17135551234')).toBe('8325559876');
  });

  it.each([null, undefined, '', '   '])("falls back to the owner's phone when the store phone is %j", (store) => {
    expect(contactPhone(store, '+17135551234')).toBe('+17135551234');
  });
});

describe('composeFullAddress', () => {
  it('joins the parts with the state upper-cased', () => {
    expect(composeFullAddress({ address1: '1200 Main St', address2: 'Suite 5', city: 'Houston', state: 'tx', zipcode: '77002' })).toBe(
      '1200 Main St, Suite 5, Houston, TX 77002',
    );
  });

  it.each([undefined, null, '', '   '])('leaves out a blank address2 (%j)', (address2) => {
    expect(composeFullAddress({ address1: '1200 Main St', address2, city: 'Houston', state: 'TX', zipcode: '77002' })).toBe(
      '1200 Main St, Houston, TX 77002',
    );
  });

  it('trims every part', () => {
    expect(
      composeFullAddress({ address1: '  9800 Bellaire Blvd ', address2: ' Ste 110 ', city: ' Houston ', state: ' tx ', zipcode: ' 77036 ' }),
    ).toBe('9800 Bellaire Blvd, Ste 110, Houston, TX 77036');
  });

  it('does not leave empty separators behind when other parts are missing', () => {
    expect(composeFullAddress({ address1: '', city: 'Houston', state: 'TX', zipcode: '' })).toBe('Houston, TX');
    expect(composeFullAddress({ address1: '1 Main St', city: '', state: '', zipcode: '77002' })).toBe('1 Main St, 77002');
  });
});

describe('looksVietnamese', () => {
  it.each([
    'Cần thợ nail gấp, lương cao',
    'Bán tiệm 1200 sqft',
    'Tiệm đông khách',
    // Typed decomposed (base letter + combining marks), as some keyboards send it.
    'Cần thợ'.normalize('NFD'),
    'CẦN THỢ BỘT',
  ])('%s is Vietnamese', (text) => {
    expect(looksVietnamese(text)).toBe(true);
  });

  it.each(['Nail tech wanted, good pay', 'Café nails, señora welcome', 'Salon for sale: 1,200 sq ft, $85k', ''])('%s is not', (text) => {
    expect(looksVietnamese(text)).toBe(false);
  });
});
