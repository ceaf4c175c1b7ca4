import { EMPTY_HIRING_FACTS } from '@chonail/shared/domain';
import { factsFormOf, factsPayload, factsProblems, withParsedFacts } from './facts-form';

describe('the facts’ form values (issue 24)', () => {
  it('round-trips a post’s facts through the fields', () => {
    const hiring = { ...EMPTY_HIRING_FACTS, guaranteeAmount: 150, guaranteePer: 'day' as const, tips: false, skills: ['gel' as const, 'acrylic' as const] };
    const values = factsFormOf(hiring);
    expect(values.hiring).toMatchObject({ guaranteeAmount: '150', guaranteePer: 'day', tips: 'no', housing: '', skills: ['gel', 'acrylic'] });
    // The schema's order of skills, whatever order they were ticked in.
    expect(factsPayload('hiring', values)).toEqual({ hiring: { ...hiring, skills: ['acrylic', 'gel'] } });
    expect(factsPayload('selling', values)).toEqual({});
  });

  it('names each problem by its field and its catalogue key', () => {
    const values = factsFormOf({ guaranteeAmount: 200_000, daysPerWeek: 9, commissionPercent: 60 });
    expect(factsProblems('hiring', values)).toEqual({
      'hiring.guaranteeAmount': 'factsForm.errors.guaranteeAmount',
      'hiring.daysPerWeek': 'factsForm.errors.daysPerWeek',
      'hiring.guaranteePer': 'factsForm.errors.guaranteePer',
    });
    expect(factsProblems('selling', values)).toEqual({});
    expect(factsProblems('', values)).toEqual({});
    expect(factsProblems('selling', factsFormOf(null, { stations: 501 }))).toEqual({ 'salon.stations': 'factsForm.errors.stations' });
  });

  it('replaces only what the parser found, keeping what the owner typed', () => {
    const typed = factsFormOf({ hourlyRate: 20, housing: true }, { staffCount: 4 });
    const next = withParsedFacts(typed, { hiring: { housing: false, commissionPercent: 60 }, salon: { askingPrice: 90_000 } });
    expect(next.hiring).toMatchObject({ hourlyRate: '20', housing: 'no', commissionPercent: '60' });
    expect(next.salon).toMatchObject({ staffCount: '4', askingPrice: '90000' });
  });
});
