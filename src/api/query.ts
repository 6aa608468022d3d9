import { queryOptions } from '@tanstack/react-query'
import type { Endpoint, RequestOf, ResponseOf } from './catalogue/define'
import { callData, type InputOf } from './client'

/** Query options for a call: keyed by area, call id and input; cancelled through React Query's signal. */
export function callQueryOptions<E extends Endpoint>(ep: E, input: InputOf<E>) {
  // The key names the call by its area and unique id, not by the endpoint object itself.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [ep.area, ep.id, input] as const,
    queryFn: ({ signal }): Promise<ResponseOf<E>> => callData(ep, input, { signal }),
  })
}

/** Mutation options for a call: `mutate(input)` resolves the envelope's data. */
export function callMutationOptions<E extends Endpoint>(ep: E) {
  return {
    mutationKey: [ep.area, ep.id] as const,
    mutationFn: (input: RequestOf<E> | FormData): Promise<ResponseOf<E>> => callData(ep, input),
  }
}
