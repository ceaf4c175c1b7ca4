import type { OgImageCopy, SeoCopy } from '@chonail/shared/domain';

/** Issue 37: page heads in English (see ../vi/seo.ts). */
export const seo: SeoCopy = {
  home: {
    title: 'Chợ Nail – Nail jobs, salons hiring and nail salons for sale in the US',
    titleInPlace: 'Nail jobs in {{place}} – Salons hiring and for sale | Chợ Nail',
    description:
      'Find nail tech jobs, salons hiring and nail salons for sale across the US. See pay, price and city, and call the owner directly.',
    descriptionInPlace: 'Nail salons hiring and nail salons for sale in and around {{place}}. See pay and price, and call the owner directly.',
  },
  map: {
    title: 'Map of nail jobs and nail salons for sale | Chợ Nail',
    description: 'See nail salons hiring and nail salons for sale near you on a map, across the US.',
  },
  forum: {
    title: 'Nail tech forum | Chợ Nail',
    description: 'Questions and experience about nail work, pay, licences, running a salon and life in the US.',
    threadTitle: 'Discussion #{{id}} – Chợ Nail forum',
  },
  pages: {
    about: { title: 'About Chợ Nail', description: 'Chợ Nail is where nail techs find jobs and salon owners find techs and buy or sell salons across the US, in Vietnamese and English.' },
    faq: { title: 'Frequently asked questions | Chợ Nail', description: 'How to post a job or a salon for sale, renew a post and reach a salon owner on Chợ Nail.' },
    terms: { title: 'Terms of use | Chợ Nail', description: 'The terms for posting on and using Chợ Nail.' },
    privacy: { title: 'Privacy policy | Chợ Nail', description: 'How Chợ Nail keeps and uses your information.' },
    contact: { title: 'Contact Chợ Nail', description: 'Send Chợ Nail a question or a suggestion; we answer soon.' },
  },
  job: {
    weeklyPay: '{{amount}}/week',
    weeklyPayEstimate: 'about {{amount}}/week',
    price: 'asking {{amount}}',
    hiringFallback: 'A nail salon in {{place}} is hiring. See pay and hours, and call the owner directly on Chợ Nail.',
    saleFallback: 'A nail salon for sale in {{place}}. See price, revenue and rent, and call the owner directly on Chợ Nail.',
    hiringCrumb: 'Nail jobs in {{place}}',
    saleCrumb: 'Nail salons for sale in {{place}}',
  },
  notFound: {
    title: 'Page not found | Chợ Nail',
    description: 'This page does not exist or was removed. See the latest nail jobs and salons for sale on Chợ Nail.',
  },
  missingJob: {
    title: 'This post is no longer here | Chợ Nail',
    description: 'This post was removed or is hidden. See other nail jobs and salons for sale on Chợ Nail.',
  },
  expiredJob: {
    title: 'This post has expired | Chợ Nail',
    description: 'This post has expired. See other nail jobs and salons for sale listed on Chợ Nail.',
  },
  personal: {
    title: 'Chợ Nail',
    description: 'Your own page on Chợ Nail.',
  },
};

/** Drawn on a post's link-preview image (og:image) beside its title and city, in the post's language. */
export const ogImage: OgImageCopy = {
  kind: { hiring: 'Hiring', selling: 'Salon for sale', transfer: 'Salon transfer' },
  weeklyPay: 'Pay {{amount}}/week',
  price: 'Asking {{amount}}',
};
