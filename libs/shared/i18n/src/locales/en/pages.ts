import type { Widen } from '../../catalogue';
import type { pages as vi } from '../vi/pages';

/** Static pages (about, FAQ, terms, privacy): the English side of `vi/pages.ts`, same keys. */
export const pages: Widen<typeof vi> = {
  shared: {
    needHelp: 'Need more help?',
    contactUs: 'Contact us',
  },
  about: {
    title: 'About Chợ Nail',
    intro:
      'Chợ Nail is the online marketplace for the nail industry in the US, built Vietnamese first and fully available in English. Salon owners post hiring listings ("Cần thợ") and salons for sale ("Bán tiệm"); nail technicians and buyers find the right listing close to home.',
    sections: {
      audience: {
        heading: 'Who is Chợ Nail for?',
        body: 'For salon owners who need technicians or want to sell their salon, for nail technicians looking for a new job, and for anyone who wants to buy a salon and run their own business. Most of our users are on their phones, so every page is kept simple, easy to read and easy to tap.',
      },
      features: {
        heading: 'What can you do on Chợ Nail?',
        body: 'You can browse every listing without an account. With an account you can also save listings and post your own.',
        points: {
          browse: 'Find hiring and salon-for-sale listings by city or state, or see them on the map.',
          save: 'Save the listings you like and come back to them any time.',
          post: 'Post a hiring or salon-for-sale listing, then edit, pause, resume or delete it yourself in "My Account".',
          language: 'Switch between Vietnamese and English with one tap.',
        },
      },
      pricing: {
        heading: 'Basic posting is free',
        body: 'Basic posting (the Basic package) is completely free: a text listing, shown in order of posting time. If you want more people to see your listing, you can buy optional paid add-ons, billed per month:',
        points: {
          media: 'Photos and video on your listing.',
          states: 'Show your listing in more than one state (Multi-State).',
          priority: 'Diamond priority: your listing is placed above regular listings and stands out.',
        },
        note: 'The price of each add-on and the total are always shown before you pay. If you choose no add-ons, you pay nothing.',
      },
      support: {
        heading: 'Support',
        body: 'The Chợ Nail team works Monday to Friday, 9:00-18:00 (9 AM to 6 PM), and answers every support request within 24 hours. You can send us a message from the Contact page.',
      },
    },
  },
  faq: {
    title: 'Frequently asked questions',
    intro: 'The questions salon owners and nail technicians ask us most. Tap a question to see the answer.',
    items: {
      q1: {
        question: 'Does it cost anything to post on Chợ Nail?',
        answer:
          'No. Basic posting (the Basic package) is free. If you want your listing to stand out, you can add paid add-ons, billed per month: photos and video, more than one state, or Diamond priority. They are optional, and the total is always shown before you pay.',
      },
      q2: {
        question: 'How do I post a listing?',
        answer:
          'Log in and tap "Post Job". Step 1: choose your package (Basic is free; add-ons are up to you). Step 2: choose "Hiring" or "Salon for sale", enter your salon\'s name and address, a title and a description, then create the listing. You will find it in "My Account".',
      },
      q3: {
        question: 'How do I search by city or state?',
        answer:
          'On the home page, type a city or state in the location box and pick a suggestion. Once a location is selected, tap the filter button to choose a distance (20 to 100 miles) and the listing type. On a phone, the bottom bar has "Hiring" and "Selling" buttons for quick filtering, and a "Map" button to see listings by location.',
      },
      q4: {
        question: 'How do I save a listing for later?',
        answer:
          'Tap the save button on a listing card or on the listing\'s detail page. You need to be logged in to save listings. Saved listings are under "Saved" (the bottom bar on a phone) and in "My Account". Tap the save button again to unsave.',
      },
      q5: {
        question: 'How do I create an account?',
        answer:
          'Accounts use your phone number and a 4-digit PIN, no long password needed. When you register, you enter your phone number and name and choose a PIN; we send a verification code by SMS text message to make sure the number is yours. After that, you log in with just your phone number and PIN. Avoid PINs that are easy to guess, such as 1234 or 0000.',
      },
      q6: {
        question: 'What if I forget my PIN?',
        answer:
          'In the login box, choose the forgot-PIN option, enter the phone number you registered with, enter the verification code we send by SMS, then set a new PIN (at least 4 digits). You can then log in with the new PIN.',
      },
      q7: {
        question: 'How long does a listing stay up?',
        answer:
          'A free Basic listing is text only, with no photos or video. If you post it within 6 months of signing up, it stays up for 6 months; Basic listings posted after that stay up for 1 month. Paid add-ons last for the number of months you chose. Expired listings are hidden automatically, and you can post a new listing at any time.',
      },
      q8: {
        question: 'Can I edit, pause or delete my listing?',
        answer:
          'Yes. In "My Account" you can edit a listing\'s title, description and photos; pause it once you have hired enough technicians and resume it when needed; or delete it for good.',
      },
      q9: {
        question: 'How do I pay, and is it safe?',
        answer:
          'You pay by card, in US dollars (USD), through our payment partner. Your card details are handled directly by the partner; Chợ Nail never stores your card number. Your add-ons are activated once the payment is confirmed.',
      },
      q10: {
        question: 'Why are phone numbers in listings partly hidden?',
        answer:
          'To stop phone numbers from being harvested in bulk, numbers in listing descriptions are masked and show only the last 4 digits. Tap the number to see it in full and call.',
      },
      q11: {
        question: 'How do I contact support?',
        answer:
          'Send us a message from the Contact page, or call or email us using the details on that page. We work Monday to Friday, 9:00-18:00, and answer within 24 hours.',
      },
    },
  },
  terms: {
    title: 'Terms of Service',
    intro:
      'Please read these terms carefully before using Chợ Nail. They apply to everyone who uses the site: visitors, account holders and people who post listings.',
    sections: {
      acceptance: {
        heading: 'Acceptance of these terms',
        body: 'By visiting Chợ Nail, registering an account or posting a listing, you agree to these Terms of Service and to our Privacy Policy. If you do not agree, please stop using the service.',
      },
      accounts: {
        heading: 'Accounts',
        body: 'An account is created with your own phone number and verified by SMS. You must give truthful information, keep your PIN secret and take responsibility for all activity in your account. Do not use someone else\'s phone number and do not share your PIN. If you think someone else is using your account, change your PIN and tell us right away.',
      },
      listings: {
        heading: 'Listing rules',
        body: 'When you post a listing, you agree that:',
        points: {
          truthful:
            'Your listing is truthful: the right listing type, the real salon address, and honest information about pay, asking price and revenue. Only post real jobs and salons you have the right to sell.',
          noDiscrimination:
            'Your listing does not discriminate: no requirements or preferences based on race, color, religion, sex, national origin, age, disability or any other characteristic protected by law.',
          legal:
            'Your listing contains nothing illegal: no scams, no violations of labor law, no unlawful sales, no abusive content and nothing that infringes other people\'s rights.',
          noSpam: 'You do not post duplicate listings, spam, or ads unrelated to the nail industry.',
          ownContent: 'You only post photos, videos and text you have the right to use; you are responsible for everything you post.',
        },
      },
      payments: {
        heading: 'Paid add-ons and payments',
        body: 'Basic posting (the Basic package) is free. Add-ons (photos and video, more than one state, Diamond priority) are optional, billed per month, and their prices are shown before you pay. Payment is by card, in US dollars (USD), through our payment partner. Add-ons are activated once the payment is confirmed and last for the number of months you chose. If you were charged but an add-on was not activated, contact us and we will look into it.',
      },
      removal: {
        heading: 'Removal of listings',
        body: 'We may hide or remove listings that break these rules, listings reported as possible scams, or listings we must remove by law, and we may suspend accounts that break the rules repeatedly. Listings are also hidden automatically when they expire. You can pause or delete your own listings at any time in "My Account".',
      },
      liability: {
        heading: 'Limitation of liability',
        body: 'Chợ Nail is a place to post listings; we are not an employer, a broker or a party to any salon sale. We do not verify every listing and make no guarantee about the accuracy of listings, about the people who post them, or about the outcome of any agreement between users. Check carefully before you take a job, pay a deposit or buy a salon. The service is provided "as is"; to the extent the law allows, Chợ Nail is not liable for damages arising from the use of the site or from listings.',
      },
      changes: {
        heading: 'Changes to these terms',
        body: 'We may update these terms. Every change is announced on the site at least 30 days before it takes effect. If you keep using Chợ Nail after that date, you accept the new terms.',
      },
      contact: {
        heading: 'Contact',
        body: 'If you have questions about these terms, please send us a message from the Contact page. We answer within 24 hours, Monday to Friday, 9:00-18:00.',
      },
    },
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy explains what information Chợ Nail collects, what we use it for, who we share it with, how long we keep it, and what rights you have over your information.',
    sections: {
      collect: {
        heading: 'What we collect',
        body: 'We only collect what the service needs:',
        points: {
          phone: 'Your phone number: used to log in and to receive verification codes by SMS. Your PIN is stored with one-way encryption; not even our staff can read it.',
          name: 'Your name and email, if you give them.',
          listings: 'Your listings and salon details: salon name, address, size, salon phone number, photos and videos.',
          usage: 'Usage information: listings you saved, views, device type, IP address and access logs.',
          payments: 'Payment information: amount, date and the add-ons you bought. Card numbers are handled by our payment partner; we do not store them.',
        },
      },
      purpose: {
        heading: 'Why we use it',
        body: 'We use your information to:',
        points: {
          service: 'Create and protect your account and verify your phone number.',
          listings:
            'Show your listings so people can contact you. The phone number shown on a listing is the salon\'s number if you entered one, otherwise your account\'s phone number.',
          payments: 'Process payments and activate the add-ons you bought.',
          safety: 'Prevent scams, spam and unauthorized access.',
          improve: 'Answer support requests and improve the site.',
        },
      },
      sharing: {
        heading: 'Sharing',
        body: 'We do not sell your personal information. We only share it with partners who help us run the service (sending SMS, processing payments, storing data, automatically translating listings), who may use it only to do that work for us, or when the law requires it. The content of a listing (salon name, area, contact phone, photos) is public for everyone to see.',
      },
      cookies: {
        heading: 'Cookies and storage on your device',
        body: 'We use one security cookie to keep you logged in, and we remember your language choice on your device. Your PIN is never stored in your browser.',
      },
      retention: {
        heading: 'How long we keep it',
        body: 'We keep information only as long as needed, then delete it:',
        points: {
          accounts: 'Inactive accounts: kept for 2 years after the last activity.',
          posts: 'Expired listings: kept for 1 year after they expire.',
          logs: 'System and access logs: kept for 6 months.',
          payments: 'Payment data: kept for 7 years, as tax and accounting rules require.',
        },
      },
      rights: {
        heading: 'Your rights',
        body: 'You can view and correct your account information; edit, pause or delete your listings; ask for a copy of your data; and ask us to delete your account and its data, except what the law requires us to keep (such as payment data). Depending on the state you live in, you may have further rights under that state\'s law.',
      },
      security: {
        heading: 'Security',
        body: 'Data travels over encrypted connections. Failed login attempts and verification-code requests are limited to stop PIN guessing. Still, no system is perfectly safe, so keep your PIN to yourself.',
      },
      contact: {
        heading: 'Privacy questions',
        body: 'Send questions or requests about your data from the Contact page, with the subject "Privacy". We answer every privacy question within 72 hours.',
      },
    },
  },
};
