import { parseAd } from './ad-parser';
import { phonesInText, reachedPhone, textPhoneMismatch } from './text-phones';

describe('phonesInText', () => {
  it('names each US number once, as +1 and ten digits, in the order written', () => {
    expect(phonesInText('Gọi chị Mai 832-555-0199 hoặc tiệm (713) 555-0106, chị Mai: 832.555.0199')).toEqual(['+18325550199', '+17135550106']);
    expect(phonesInText('LH +1 702 555 0241')).toEqual(['+17025550241']);
  });

  it('names no number in prices, ZIP codes or empty text', () => {
    expect(phonesInText('Giá $1,200,000, TX 77036, bao lương 1000/tuần')).toEqual([]);
    expect(phonesInText('')).toEqual([]);
    expect(phonesInText(null)).toEqual([]);
  });
});

describe('textPhoneMismatch', () => {
  it('offers the text’s number when callers would reach another (issue 36: Gọi dialled 714 while the text said 713)', () => {
    expect(textPhoneMismatch('Cần thợ gấp. Xin gọi: (713) 555-0106', '+17145550147')).toBe('+17135550106');
    expect(textPhoneMismatch('gọi chị Mai 832-555-0199', '+17135550142')).toBe('+18325550199');
  });

  it('is null when the text names the contact phone, also among others and however it is written', () => {
    expect(textPhoneMismatch('Xin gọi: (713) 555-0106', '+17135550106')).toBeNull();
    expect(textPhoneMismatch('Gọi 832-555-0199 hoặc 713-555-0106', '+17135550106')).toBeNull();
    expect(textPhoneMismatch('Call 713.555.0106', '(713) 555-0106')).toBeNull();
  });

  it('is null when the text names no number or the contact phone is unknown', () => {
    expect(textPhoneMismatch('Cần thợ bột, bao lương $900/tuần', '+17135550106')).toBeNull();
    expect(textPhoneMismatch('Xin gọi: (713) 555-0106', null)).toBeNull();
    expect(textPhoneMismatch('Xin gọi: (713) 555-0106', '  ')).toBeNull();
  });

  it('a number abroad is contradicted by a US number in the text', () => {
    expect(textPhoneMismatch('LH 713-555-0106', '+84912345678')).toBe('+17135550106');
  });
});

describe('reachedPhone', () => {
  it('is the salon’s number when typed, else the account phone', () => {
    expect(reachedPhone('US', '(832) 555-0199', '+17135550142')).toBe('+18325550199');
    expect(reachedPhone('VN', '0912 345 678', '+17135550142')).toBe('+84912345678');
    expect(reachedPhone('US', '  ', '+17135550142')).toBe('+17135550142');
    expect(reachedPhone('US', '', null)).toBeNull();
  });

  it('is unknown while the typed number is not yet a phone', () => {
    expect(reachedPhone('US', '832-555', '+17135550142')).toBeNull();
  });
});

describe('parseAd: the phone of a pasted ad', () => {
  it('is the first number the ad names, for the contact phone', () => {
    expect(parseAd('Cần thợ nail, bao lương $900/tuần. Gọi chị Mai 832-555-0199 hoặc (713) 555-0106').phone).toBe('+18325550199');
    expect(parseAd('Bán tiệm, giá 120k, LH (702) 555-0241').phone).toBe('+17025550241');
  });

  it('is absent when the ad names none, and never read as money', () => {
    expect(parseAd('Cần thợ nail, bao lương $900/tuần').phone).toBeUndefined();
    expect(parseAd('Cần thợ, LH 713-555-0900').hiring).toEqual({});
  });
});
