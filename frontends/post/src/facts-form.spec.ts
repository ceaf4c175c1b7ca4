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

  it('round-trips a stated range as the guarantee and its "to", and keeps a range that is not the guarantee (issue 36)', () => {
    const ranged = { ...EMPTY_HIRING_FACTS, guaranteeAmount: 1100, guaranteePer: 'week' as const, payRange: { from: 1100, to: 1500, per: 'week' as const } };
    const values = factsFormOf(ranged);
    expect(values.hiring).toMatchObject({ guaranteeAmount: '1100', guaranteeTo: '1500', guaranteePer: 'week', otherRange: null });
    expect(factsPayload('hiring', values)).toEqual({ hiring: ranged });
    // Emptying "to" makes it one figure again.
    expect(factsPayload('hiring', { ...values, hiring: { ...values.hiring, guaranteeTo: '' } })).toEqual({ hiring: { ...EMPTY_HIRING_FACTS, guaranteeAmount: 1100, guaranteePer: 'week' } });
    // A daily guarantee beside a weekly range (the demo ads): the range is no field, and an edit keeps it.
    const beside = { ...EMPTY_HIRING_FACTS, guaranteeAmount: 180, guaranteePer: 'day' as const, payRange: { from: 1100, to: 1500, per: 'week' as const } };
    expect(factsFormOf(beside).hiring).toMatchObject({ guaranteeTo: '', otherRange: beside.payRange });
    expect(factsPayload('hiring', factsFormOf(beside))).toEqual({ hiring: beside });
  });

  it('words a range that does not end above its start on the "to" field', () => {
    const values = factsFormOf({ guaranteeAmount: 1500, guaranteePer: 'week' });
    expect(factsProblems('hiring', { ...values, hiring: { ...values.hiring, guaranteeTo: '1100' } })).toEqual({ 'hiring.guaranteeTo': 'factsForm.errors.guaranteeTo' });
  });

  it('fills the range from a pasted ad, and a pasted single figure clears an earlier "to"', () => {
    const typed = factsFormOf({ guaranteeAmount: 900, guaranteePer: 'week', payRange: { from: 900, to: 1200, per: 'week' } });
    const ranged = withParsedFacts(factsFormOf(), { hiring: { guaranteeAmount: 1100, guaranteePer: 'week', payRange: { from: 1100, to: 1500, per: 'week' } }, salon: {} });
    expect(ranged.hiring).toMatchObject({ guaranteeAmount: '1100', guaranteeTo: '1500', guaranteePer: 'week' });
    expect(withParsedFacts(typed, { hiring: { guaranteeAmount: 1000, guaranteePer: 'week' }, salon: {} }).hiring).toMatchObject({ guaranteeAmount: '1000', guaranteeTo: '' });
  });

  it('replaces only what the parser found, keeping what the owner typed', () => {
    const typed = factsFormOf({ hourlyRate: 20, housing: true }, { staffCount: 4 });
    const next = withParsedFacts(typed, { hiring: { housing: false, commissionPercent: 60 }, salon: { askingPrice: 90_000 } });
    expect(next.hiring).toMatchObject({ hourlyRate: '20', housing: 'no', commissionPercent: '60' });
    expect(next.salon).toMatchObject({ staffCount: '4', askingPrice: '90000' });
  });
});
