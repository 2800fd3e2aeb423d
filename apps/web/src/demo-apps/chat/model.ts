import { z } from 'zod';

/** Chat records, shared by the mock and the screens. */
export const DEFAULT_ABOUT = "Hi there! I'm using FuseChat.";

export const ChatContactDetails = z.object({
  emails: z.array(z.object({ email: z.string(), label: z.string() })),
  phoneNumbers: z.array(z.object({ country: z.string(), phoneNumber: z.string(), label: z.string() })),
  title: z.string().optional(),
  company: z.string().optional(),
  birthday: z.string().nullable().optional(),
  address: z.string().optional(),
});

export const ChatAttachments = z.object({ media: z.array(z.string()), docs: z.array(z.string()), links: z.array(z.string()) });

/** The list form (GET contacts) has no details and attachments; GET contact has them. */
export const ChatContact = z.object({
  id: z.string(),
  avatar: z.string().nullable(),
  name: z.string(),
  about: z.string(),
  details: ChatContactDetails.optional(),
  attachments: ChatAttachments.optional(),
});
export type ChatContact = z.infer<typeof ChatContact>;

export const ChatProfile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  about: z.string(),
});
export type ChatProfile = z.infer<typeof ChatProfile>;

export const ChatMessage = z.object({
  id: z.string(),
  chatId: z.string(),
  contactId: z.string(),
  isMine: z.boolean(),
  value: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const Chat = z.object({
  id: z.string(),
  contactId: z.string(),
  contact: ChatContact,
  unreadCount: z.number(),
  muted: z.boolean(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  messages: z.array(ChatMessage),
});
export type Chat = z.infer<typeof Chat>;
