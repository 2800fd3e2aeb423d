import { z } from 'zod';

export const MockUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: z.string(),
});
export type MockUser = z.infer<typeof MockUser>;

/** The reply of sign-in, unlock-session and sign-in-with-token when they succeed. */
export const AuthReply = z.object({ user: MockUser, accessToken: z.string(), tokenType: z.literal('bearer') });
export type AuthReply = z.infer<typeof AuthReply>;

export const TokenClaims = z.object({ iat: z.number(), exp: z.number(), iss: z.string(), sub: z.string().optional() });
export type TokenClaims = z.infer<typeof TokenClaims>;
