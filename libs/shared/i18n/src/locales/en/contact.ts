import type { contact as vi } from '../vi/contact';
import type { Widen } from '../../catalogue';

export const contact: Widen<typeof vi> = {
  contact: {
    title: 'Contact',
    intro: 'Questions or need help? Send us a message.',
    infoTitle: 'Contact information',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    hours: 'Office hours: Monday to Friday, 9:00 - 18:00',
    infoUnavailable: 'Contact information is not available yet.',
    formTitle: 'Send a message',
    fields: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone (optional)',
      subject: 'Subject',
      message: 'Message',
    },
    send: 'Send message',
    sending: 'Sending...',
    errors: {
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email format',
      subjectRequired: 'Subject is required',
      messageRequired: 'Message is required',
    },
    successTitle: 'Message sent successfully',
    successBody: 'We will contact you as soon as possible',
    failure: 'Could not send message. Please try again.',
  },
};
