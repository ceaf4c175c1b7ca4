import type { Widen } from '../../catalogue';
import type { postStats as vi } from '../vi/post-stats';

/** The poster's statistics (issue 39), in English: the same keys as ../vi/post-stats.ts. */
export const postStats: Widen<typeof vi> = {
  postStats: {
    title: 'How your ad is doing',
    period: 'Last {{days}} days',
    periodLabel: 'Show the last',
    ranges: {
      d7: '7 days',
      d30: '30 days',
      d90: '90 days',
      d395: '13 months',
    },
    counters: {
      views: 'Views',
      phoneReveals: 'Phone taps',
      saves: 'Saves',
      directionTaps: 'Directions',
      shares: 'Shares',
    },
    hints: {
      views: 'People who opened your ad',
      phoneReveals: 'People who tapped Call, Text or your number',
      saves: 'People who saved your ad for later',
      directionTaps: 'People who tapped Directions to your salon',
      shares: 'People who tapped Share',
    },
    chartTitle: 'Day by day',
    chartLabel: 'Chart of views and phone taps per day over the last {{days}} days',
    chartLoading: 'Loading the chart…',
    topStates: 'Where viewers were searching',
    topStatesEmpty: 'No viewer has opened your ad from a search by state yet.',
    stateViews: '{{state}}: {{views}} views',
    empty: 'Nobody has opened your ad in the last {{days}} days. The numbers update as soon as someone does.',
    rules: 'Each person counts once a day. Your own visits and search engines are not counted. Numbers are kept for 13 months.',
    sincePosted: 'Since you posted',
    sinceViews: 'Views',
    sinceSaves: 'Saved now',
    staffNote: 'You are seeing this ad’s numbers as staff.',
    loading: 'Loading the numbers…',
    loadFailed: 'Could not load this ad’s numbers.',
    retry: 'Try again',
    summary: {
      title: 'Your ads, last 30 days',
      label: 'Totals for all your ads over the last 30 days',
      views: 'Views',
      phoneReveals: 'Phone taps',
      saves: 'Saves',
    },
    staffButton: 'Numbers',
    staffDialogTitle: 'How ad #{{id}} is doing',
  },
};
