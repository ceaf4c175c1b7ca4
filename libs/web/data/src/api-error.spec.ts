import { API_ERROR_CODES } from '@chonail/shared/contracts';
import { addTranslations, createI18n } from '@chonail/shared/i18n';
import { adminCatalogue } from '@chonail/shared/i18n/admin';
import { errorMessage, errorMessageKey } from './api-error';

// The staff codes' words come with the admin remote, the only screens that can meet them.
addTranslations(adminCatalogue);
const vi = createI18n('vi').getFixedT('vi');
const en = createI18n('en').getFixedT('en');

describe('errorMessage', () => {
  it.each(API_ERROR_CODES.map((code) => [code]))('has Vietnamese and English text for %s', (code) => {
    const error = { status: 400, code, message: 'English server text' };
    const [viText, enText] = [errorMessage(vi, error, 'common.tryAgain'), errorMessage(en, error, 'common.tryAgain')];
    expect(errorMessageKey(error)).toBe(`apiErrors.${code}`);
    // The catalogue's own text, not the fallback.
    expect(viText).toBe(vi(`apiErrors.${code}`));
    expect(viText).not.toBe(`apiErrors.${code}`);
    expect(enText).not.toBe(`apiErrors.${code}`);
    expect([viText, enText]).not.toContain('English server text');
  });

  it('tells a Vietnamese reader a wrong PIN in Vietnamese, never the server’s English', () => {
    const wrongPin = { status: 401, code: 'INVALID_CREDENTIALS', message: 'Wrong phone number or PIN', body: {} };
    expect(errorMessage(vi, wrongPin)).toBe('Số điện thoại hoặc mã PIN không đúng');
    expect(errorMessage(en, wrongPin)).toBe('Wrong phone number or PIN');
  });

  it('says "network" when no answer came, and the screen’s fallback for an unknown code or no code', () => {
    expect(errorMessage(vi, { status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe(vi('common.networkError'));
    expect(errorMessage(en, new TypeError('Failed to fetch'))).toBe(en('common.networkError'));
    expect(errorMessage(vi, { status: 400, code: 'SOMETHING_NEW', message: 'New thing' }, 'auth.loginFailed')).toBe(vi('auth.loginFailed'));
    expect(errorMessage(vi, { status: 502, message: 'Bad Gateway' })).toBe(vi('common.tryAgain'));
    expect(errorMessage(en, undefined)).toBe(en('common.tryAgain'));
  });
});
