import { z } from 'zod';
import { htmlToText, textToHtml } from '../../shared/rich-text.tsx';
import { contactCompany, contactTitle, type Contact } from '../model.ts';

// Messages are translation keys under demoContacts.errors.
export const ContactFormValues = z.object({
  name: z.string().trim().min(1, 'required'),
  title: z.string().trim(),
  company: z.string().trim(),
  tags: z.array(z.string()),
  emails: z.array(z.object({ email: z.string().trim().pipe(z.email('email')), label: z.string() })),
  phoneNumbers: z.array(
    z.object({
      country: z.string().min(2, 'required'),
      phoneNumber: z
        .string()
        .trim()
        .regex(/^[0-9][0-9 ()-]{3,}$/, 'phone'),
      label: z.string(),
    }),
  ),
  address: z.string().trim(),
  birthday: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'date'),
  notes: z.string(),
});
export type ContactFormValues = z.infer<typeof ContactFormValues>;

export const toFormValues = (c: Contact): ContactFormValues => ({
  name: c.name,
  title: contactTitle(c),
  company: contactCompany(c),
  tags: c.tags,
  emails: c.emails,
  phoneNumbers: c.phoneNumbers,
  address: c.address ?? '',
  birthday: c.birthday ? c.birthday.slice(0, 10) : '',
  notes: htmlToText(c.notes),
});

/** The patch sent on save: empty optional fields become null, dates 12:00 UTC like the samples. */
export const toContactPatch = (v: ContactFormValues): Partial<Contact> => ({
  name: v.name,
  title: v.title,
  company: v.company,
  job: { title: v.title, company: v.company },
  tags: v.tags,
  emails: v.emails,
  phoneNumbers: v.phoneNumbers,
  address: v.address || null,
  birthday: v.birthday ? `${v.birthday}T12:00:00.000Z` : null,
  notes: textToHtml(v.notes) || null,
});
