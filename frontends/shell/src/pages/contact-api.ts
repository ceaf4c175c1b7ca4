import { baseApi } from '@chonail/web/data';
import type { ContactInfo, ContactMessage } from '@chonail/shared/contracts';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contactInfo: build.query<ContactInfo, void>({ query: () => '/api/admin/contact-info', providesTags: ['ContactInfo'] }),
    sendContactMessage: build.mutation<unknown, ContactMessage>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
    }),
  }),
});

export const { useContactInfoQuery, useSendContactMessageMutation } = contactApi;
