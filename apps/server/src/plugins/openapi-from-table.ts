import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access, Endpoint } from '@roadlens/contract/endpoint';
import { allEndpoints } from '@roadlens/contract/endpoints/index';

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0] & { route?: { config?: { endpoint?: Endpoint } } };

/**
 * Who may call an operation, in the document's terms: public operations need nothing, every
 * other one a browser session, and an API key only where the operation names the key's scope.
 */
export function securityOf(access: Access): Array<Record<string, string[]>> {
  if (access.auth === 'public') return [];
  if (access.auth === 'user' && access.scope) return [{ session: [] }, { apiKey: [] }];
  return [{ session: [] }];
}

/** The conditions beyond signing in, worded for the reader of the document. */
export function accessNote(access: Access): string | null {
  if (access.auth === 'public') return null;
  const parts = [
    access.auth === 'session' || !access.scope
      ? 'A signed-in browser session.'
      : `A browser session or an API key with the \`${access.scope}\` scope.`,
    access.staff ? 'Staff only.' : null,
    access.permission ? `Needs the \`${access.permission}\` permission.` : null,
  ];
  return parts.filter(Boolean).join(' ');
}

const ids = new Map<Endpoint, string>(allEndpoints.map(({ id, endpoint }) => [endpoint, id]));

/**
 * The zod schemas become JSON Schema as before; summary, tags, description, operation id and
 * security come from the route's entry in the endpoint table.
 */
export const tableTransform: Transform = (input) => {
  const out = jsonSchemaTransform(input);
  const e = (input as TransformInput).route?.config?.endpoint;
  if (!e || !out.schema || (out.schema as { hide?: boolean }).hide) return out;
  const note = accessNote(e.access);
  const description = [e.description, note].filter(Boolean).join('\n\n');
  return {
    ...out,
    schema: {
      ...out.schema,
      ...(e.summary ? { summary: e.summary } : {}),
      ...(e.tags ? { tags: e.tags } : {}),
      ...(description ? { description } : {}),
      ...(ids.has(e) ? { operationId: ids.get(e) } : {}),
      security: securityOf(e.access),
    },
  };
};
