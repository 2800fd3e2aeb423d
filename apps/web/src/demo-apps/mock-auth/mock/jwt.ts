import { TokenClaims } from '../model.ts';

// A fixed, public secret: these tokens only ever meet this mock, never our server.
const SECRET = 'roadlens-template-mock-secret-not-for-real-use';
export const TOKEN_ISSUER = 'Roadlens mock';
export const TOKEN_LIFETIME_S = 7 * 24 * 60 * 60;

const encoder = new TextEncoder();
const toBase64Url = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  Uint8Array.from(
    atob(
      text
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(text.length / 4) * 4, '='),
    ),
    (c) => c.charCodeAt(0),
  );
const jsonPart = (value: unknown) => toBase64Url(encoder.encode(JSON.stringify(value)));

// Web Crypto's HMAC runs the same in the browser and in Node 20, so tests sign exactly like the page.
const hmacKey = () => crypto.subtle.importKey('raw', encoder.encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

/** An HS256 JWT for the mock user, valid for 7 days from `now`. */
export async function signToken(subject: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const unsigned = `${jsonPart({ alg: 'HS256', typ: 'JWT' })}.${jsonPart({ iat, exp: iat + TOKEN_LIFETIME_S, iss: TOKEN_ISSUER, sub: subject })}`;
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(), encoder.encode(unsigned)));
  return `${unsigned}.${toBase64Url(signature)}`;
}

/** The token's claims when its signature, issuer and expiry hold; null otherwise. */
export async function verifyToken(token: unknown, now = Date.now()): Promise<TokenClaims | null> {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const header = JSON.parse(new TextDecoder().decode(fromBase64Url(parts[0]))) as { alg?: string };
    if (header.alg !== 'HS256') return null;
    const ok = await crypto.subtle.verify('HMAC', await hmacKey(), fromBase64Url(parts[2]), encoder.encode(`${parts[0]}.${parts[1]}`));
    if (!ok) return null;
    const claims = TokenClaims.parse(JSON.parse(new TextDecoder().decode(fromBase64Url(parts[1]))));
    return claims.iss === TOKEN_ISSUER && claims.exp > Math.floor(now / 1000) ? claims : null;
  } catch {
    return null;
  }
}

/** Reads the claims without checking anything, for showing a token to the user. */
export function decodeClaims(token: string): TokenClaims | null {
  try {
    return TokenClaims.parse(JSON.parse(new TextDecoder().decode(fromBase64Url(token.split('.')[1] ?? ''))));
  } catch {
    return null;
  }
}
