import { z } from 'zod';

/** The contacts app's records, shared by the mock and the screens. */
export const ContactEmail = z.object({ email: z.string(), label: z.string() });
export const ContactPhone = z.object({ country: z.string(), phoneNumber: z.string(), label: z.string() });

export const Contact = z.object({
  id: z.string(),
  avatar: z.string().nullable(),
  background: z.string().nullable().optional(),
  name: z.string(),
  emails: z.array(ContactEmail),
  phoneNumbers: z.array(ContactPhone),
  title: z.string().optional(),
  company: z.string().optional(),
  // The new-contact template carries job {title, company} instead of the flat fields.
  job: z.object({ title: z.string(), company: z.string() }).optional(),
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
});
export type Contact = z.infer<typeof Contact>;

export const Country = z.object({ id: z.string(), iso: z.string(), name: z.string(), code: z.string(), flagImagePos: z.string() });
export type Country = z.infer<typeof Country>;

export const ContactTag = z.object({ id: z.string(), title: z.string() });
export type ContactTag = z.infer<typeof ContactTag>;

export const EMAIL_LABELS = ['Personal', 'Work'] as const;
export const PHONE_LABELS = ['Mobile', 'Work', 'Home'] as const;

export const contactTitle = (c: Contact) => c.title || c.job?.title || '';
export const contactCompany = (c: Contact) => c.company || c.job?.company || '';
