import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { fillPath, type Endpoint, type EndpointInput, type EndpointResponse } from '@roadlens/contract/endpoint';
import { buildUrl, request, type Query, type RequestOptions } from '../api-client.ts';

/**
 * The typed client: every call to our API goes through an endpoint of the contract's table, so
 * the method, path, parameters and response type are the ones the server registered.
 */

// Not distributive: a union body (one of two shapes) stays one `body` property.
type Opt<T, K extends string> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : { [P in K]: T };
export type CallInput<E extends Endpoint> = Opt<EndpointInput<E>['params'], 'params'> &
  Opt<EndpointInput<E>['query'], 'query'> &
  Opt<EndpointInput<E>['body'], 'body'>;

export type CallOptions = Pick<RequestOptions, 'signal' | 'no404Intercept' | 'silent' | 'form' | 'responseType'>;

/** Calls one endpoint; `file` endpoints answer a Blob. */
export function call<E extends Endpoint>(e: E, input: CallInput<E>, opts: CallOptions = {}): Promise<EndpointResponse<E>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  return request<EndpointResponse<E>>(fillPath(e.path, params), {
    ...opts,
    method: e.method,
    query,
    body,
    ...(e.raw === 'file' && !opts.responseType ? { responseType: 'blob' as const } : {}),
  });
}

/** The address of an endpoint, for a full-page navigation (a redirect the browser follows) or a link. */
export function urlOf<E extends Endpoint>(e: E, input: Pick<CallInput<E>, 'params' | 'query'>): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Query };
  return buildUrl(fillPath(e.path, params), query);
}

/**
 * Query keys: one factory per resource. Every key of a resource starts with its name, so a
 * mutation invalidates the whole resource (`keys.all`) or one operation (`keys.of(endpoint)`).
 */
export function resourceKeys<const R extends string>(resource: R) {
  return {
    all: [resource] as const,
    of: (e: Endpoint) => [resource, e.method, e.path] as const,
    call: <E extends Endpoint>(e: E, input?: CallInput<E>) => [resource, e.method, e.path, input ?? {}] as const,
  };
}
export type ResourceKeys = ReturnType<typeof resourceKeys>;

/** A query on one endpoint, keyed under its resource. */
export function useEndpointQuery<E extends Endpoint, TData = EndpointResponse<E>>(
  keys: ResourceKeys,
  e: E,
  input: CallInput<E>,
  options: Omit<UseQueryOptions<EndpointResponse<E>, Error, TData, QueryKey>, 'queryKey' | 'queryFn'> & { callOptions?: CallOptions } = {},
) {
  const { callOptions, ...rest } = options;
  return useQuery({
    queryKey: keys.call(e, input),
    queryFn: ({ signal }) => call(e, input, { ...callOptions, signal }),
    ...rest,
  });
}

/** Fills the cache entry `useEndpointQuery` reads for the same call, ahead of the first render that asks. */
export function prefetchEndpoint<E extends Endpoint>(client: QueryClient, keys: ResourceKeys, e: E, input: CallInput<E>) {
  return client.prefetchQuery({ queryKey: keys.call(e, input), queryFn: ({ signal }) => call(e, input, { signal }) });
}

/** A mutation on one endpoint that invalidates exactly the keys it changed. */
export function useEndpointMutation<E extends Endpoint, V = CallInput<E>>(
  e: E,
  opts: { toInput?: (v: V) => CallInput<E>; invalidates: ReadonlyArray<QueryKey>; callOptions?: CallOptions },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => call(e, opts.toInput ? opts.toInput(v) : (v as unknown as CallInput<E>), opts.callOptions),
    onSuccess: () => Promise.all(opts.invalidates.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
