import type { place as vi } from '../vi/place';
import type { Widen } from '../../catalogue';

/** The city and state pages (issue 37): heading, breadcrumbs, pages, nearby cities. */
export const place: Widen<typeof vi> = {
  place: {
    heading: {
      hiring: 'Nail jobs in {{place}}',
      sale: 'Nail salons for sale in {{place}}',
    },
    count: {
      hiring_one: '{{count}} opening',
      hiring_other: '{{count}} openings',
      sale_one: '{{count}} salon for sale',
      sale_other: '{{count}} salons for sale',
    },
    breadcrumbs: 'You are here',
    home: 'Chợ Nail',
    cities: {
      hiring: 'Nail jobs by city in {{state}}',
      sale: 'Nail salons for sale by city in {{state}}',
    },
    nearby: {
      hiring: 'Nail jobs in cities near {{place}}',
      sale: 'Nail salons for sale in cities near {{place}}',
    },
    linkCount: '{{name}} ({{count}})',
    twin: 'Xem bằng tiếng Việt',
    paging: {
      label: 'Pages',
      previous: 'Previous page',
      next: 'Next page',
      position: 'Page {{page}} of {{pages}}',
    },
    notFoundTitle: 'No listings here yet',
    notFoundBody: 'Nothing is posted here right now. See the listings of other places on the home page.',
    backHome: 'Back to home',
    loadFailed: 'Could not load the listings',
    loadFailedBody: 'Connection problem or the server is busy. Please try again.',
    retry: 'Try again',
  },
};
