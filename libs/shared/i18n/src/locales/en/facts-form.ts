import type { factsForm as vi } from '../vi/facts-form';
import type { Widen } from '../../catalogue';

export const factsForm: Widen<typeof vi> = {
  factsForm: {
    toggle: 'More details (optional)',
    hint: 'Technicians and buyers filter listings by these details.',
    unspecified: 'Not stated',
    amount: '{{label}} ($)',
    guaranteeTo: 'Up to ($, for a range)',
    guaranteePer: 'Per',
    per: { day: 'Day', week: 'Week' },
    commissionHint: "The technician's share / the owner's, e.g. 6/4",
    errors: {
      guaranteeAmount: 'Guaranteed pay must be $1 to $100k',
      guaranteeTo: 'The top of the range must be above the guarantee, at most $100k',
      guaranteePer: 'Choose whether the guarantee is per day or per week',
      commissionPercent: 'This commission split is not valid',
      hourlyRate: 'The hourly rate must be $1 to $1,000',
      daysPerWeek: 'Days per week must be 1 to 7',
      askingPrice: 'The asking price can be at most $100M',
      monthlyRevenue: 'Monthly revenue can be at most $100M',
      monthlyRent: 'Monthly rent can be at most $100M',
      leaseYearsLeft: 'Years left must be 0 to 99',
      stations: 'Stations must be 0 to 500',
      pedicureSpas: 'Pedicure spas must be 0 to 500',
      staffCount: 'Staff must be 0 to 1,000',
      reasonForSelling: 'The reason for selling can be at most 300 characters',
    },
    paste: {
      title: 'Paste your ad',
      hint: 'Paste an ad you already wrote (Vietnamese or English): Chợ Nail finds the pay, commission, price... and fills them in for you.',
      run: 'Fill in from the text',
      found: 'Found in the text:',
      use: 'Use these',
      dismiss: 'Dismiss',
      nothing: 'We found no details in this text. Please fill in the fields below yourself.',
      filled: 'The details are filled in. Check them before posting.',
      jobType: 'Listing type',
      experience: 'Experience',
      description: 'Description',
      descriptionValue: 'Use the pasted text',
      phone: 'Phone callers reach',
    },
    // Issue 36: the number the text names is the number callers reach.
    phoneCheck: {
      title: 'The number in your ad is not the one callers reach',
      body: 'Your ad says {{textPhone}}, but the “Call” button dials {{contactPhone}}.',
      use: 'Use {{phone}}',
      used: 'The “Call” button dials {{phone}}.',
    },
  },
};
