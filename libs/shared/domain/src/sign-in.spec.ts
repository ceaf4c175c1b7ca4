import { SIGN_IN_LIMITS, signInStep, type SignInAttempt } from './sign-in';

const calm: SignInAttempt = { failedLogins: 0, strangerFailures: 0, knownDevice: false, addressFailures: 0 };

describe('signInStep', () => {
  it('asks a new device only for the PIN while nobody has been guessing', () => {
    expect(signInStep(calm)).toBe('pin');
    expect(signInStep({ ...calm, strangerFailures: SIGN_IN_LIMITS.freeStrangerFailures - 1 })).toBe('pin');
  });

  it('asks a new device for the texted code too once strangers have failed the free number of times', () => {
    expect(signInStep({ ...calm, strangerFailures: SIGN_IN_LIMITS.freeStrangerFailures })).toBe('pin-and-code');
  });

  it('keeps a device that signed in before on the PIN alone, whatever strangers or its network did', () => {
    expect(signInStep({ ...calm, knownDevice: true, strangerFailures: 10_000, addressFailures: 10_000, failedLogins: 99 })).toBe('pin');
  });

  it('asks for the code, never refuses, when the address has failed very often (a carrier NAT)', () => {
    expect(signInStep({ ...calm, addressFailures: SIGN_IN_LIMITS.addressFailures - 1 })).toBe('pin');
    expect(signInStep({ ...calm, addressFailures: SIGN_IN_LIMITS.addressFailures })).toBe('pin-and-code');
  });

  it('takes only a reset after 100 failed checks in a row, from any device', () => {
    expect(signInStep({ ...calm, failedLogins: SIGN_IN_LIMITS.failureCeiling - 1 })).toBe('pin');
    expect(signInStep({ ...calm, failedLogins: SIGN_IN_LIMITS.failureCeiling })).toBe('reset');
    expect(signInStep({ ...calm, failedLogins: SIGN_IN_LIMITS.failureCeiling, knownDevice: true })).toBe('reset');
  });
});
