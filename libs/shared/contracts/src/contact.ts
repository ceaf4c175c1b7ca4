import { z } from 'zod';

/**
 * POST /api/contact (spec 01 section 5: name, email, subject and message required, phone optional).
 * Messages are catalogue keys, so the form shows them in the reader's language.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'contact.errors.nameRequired').max(100),
  email: z.string().trim().min(1, 'contact.errors.emailRequired').pipe(z.email('contact.errors.emailInvalid')),
  phone: z.string().trim().max(30).optional(),
  subject: z.string().trim().min(1, 'contact.errors.subjectRequired').max(200),
  message: z.string().trim().min(1, 'contact.errors.messageRequired').max(5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/contact-info: public read (ARCHITECTURE.md section 7). */
export const contactInfoSchema = z.object({
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;
