import { queryOptions, type QueryKey } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Endpoint } from './catalogue/define'
import { callData } from './client'
import { ordersKeys } from './orders'
import type { ServiceCallSchemas } from './schemas/services'
import type { ServiceDraftBase, ServiceRegion, ServiceSlug } from '../domain/services/types'
import type { WizardCalls } from './wizards'

type DraftCall<K extends 'save' | 'read' | 'main', D> = K extends 'save'
  ? Endpoint<{ draft: D; baseRevision: number }, z.output<ServiceCallSchemas['save']['res']>>
  : K extends 'read'
    ? Endpoint<
        z.input<ServiceCallSchemas['read']['req']>,
        { draft: D | null; drafts: z.output<ServiceCallSchemas['read']['res']>['drafts'] }
      >
    : Endpoint<
        | { action: 'save'; draft: D; baseRevision: number }
        | { action: 'read'; draftId?: string; orderId?: string }
        | { action: 'order' | 'complete' | 'discard'; draftId: string },
        {
          saved: z.output<ServiceCallSchemas['save']['res']> | null
          acted: z.output<ServiceCallSchemas['act']['res']> | null
          read: { draft: D | null; drafts: z.output<ServiceCallSchemas['read']['res']>['drafts'] } | null
        }
      >
type Call<K extends keyof ServiceCallSchemas, D> = K extends 'save' | 'read' | 'main'
  ? DraftCall<K, D>
  : Endpoint<z.input<ServiceCallSchemas[K]['req']>, z.output<ServiceCallSchemas[K]['res']>>

type MainInput<D> = Call<'main', D> extends Endpoint<infer I, unknown> ? I : never

/** A call that may differ by the draft's region (renewal files marks registered abroad with another call). */
type PerRegion<C> = C | ((region: ServiceRegion) => C)

interface CommonBinding<D extends ServiceDraftBase> {
  /** The flow, sent with the mark list where several flows share its entry (the two certificate reissues). */
  service?: ServiceSlug
  marks: PerRegion<Call<'marks', D>>
  eligibility: PerRegion<Call<'eligibility', D>>
  /** The registered holder of a mark (renewal's information step). */
  holder?: Call<'holder', D>
}

/** One catalogue entry per purpose: save, act (order, complete, delete) and read (renewal). */
export interface SeparateServiceBinding<D extends ServiceDraftBase> extends CommonBinding<D> {
  save: Call<'save', D>
  act: PerRegion<Call<'act', D>>
  read: Call<'read', D>
}

/** One "main" catalogue entry that saves, reads and acts by its `action` (change, assignment, licence …). */
export interface MainServiceBinding<D extends ServiceDraftBase> extends CommonBinding<D> {
  main: PerRegion<Call<'main', D>>
  /** Orders, completes and deletes through this entry instead (the reissues' insertDetail). */
  act?: PerRegion<Call<'act', D>>
}

/** The catalogue entries a service flow binds to (src/api/schemas/services.ts). */
export type ServiceBinding<D extends ServiceDraftBase> = SeparateServiceBinding<D> | MainServiceBinding<D>

type ReadAnswer<D> = { draft: D | null; drafts: z.output<ServiceCallSchemas['read']['res']>['drafts'] }
type Acted = z.output<ServiceCallSchemas['act']['res']>
type Saved = z.output<ServiceCallSchemas['save']['res']>
type Rows = z.output<ServiceCallSchemas['marks']['res']>
type Checks = z.output<ServiceCallSchemas['eligibility']['res']>
type Holder = z.output<ServiceCallSchemas['holder']['res']>

/** Query options whose key holds the call and its input; the function only runs that call. */
const query = <T>(queryKey: QueryKey, queryFn: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => queryFn(signal) })

/** A service flow's client: its queries and the calls its wizard binds to. */
export interface ServiceApi<D extends ServiceDraftBase> {
  binding: ServiceBinding<D>
  calls: WizardCalls<D>
  /** The unfinished drafts of the flow (the draft chooser). */
  draftsQuery: () => ReturnType<typeof query<ReadAnswer<D>>>
  /** The draft filed for an order (the order detail page); null unless paid. */
  filedQuery: (orderId: string) => ReturnType<typeof query<ReadAnswer<D>>>
  /**
   * The account's marks of a region with their eligibility for the draft `draftId`; with `keyword`, the marks
   * the server finds for it (the contested flows search the register).
   */
  marksQuery: (region: ServiceRegion, draftId?: string, keyword?: string) => ReturnType<typeof query<Rows>>
  eligibilityQuery: (
    region: ServiceRegion,
    regNos: string[],
    draftId?: string,
  ) => ReturnType<typeof query<Checks>>
  holderQuery: (regNo: string) => ReturnType<typeof query<Holder>>
  /** What each wizard call changes (refreshed by the flow edge once answered). */
  changes: Record<'save' | 'order' | 'complete' | 'discard', readonly QueryKey[]>
}

const REGIONS: readonly ServiceRegion[] = ['mainland', 'madrid', 'global']
const inRegion = <C>(call: PerRegion<C>, region: ServiceRegion): C =>
  typeof call === 'function' ? (call as (region: ServiceRegion) => C)(region) : call
/** The [area, id] prefix of every entry a binding slot may use: what "this call's queries" invalidates. */
const prefixes = (call: PerRegion<Endpoint>): QueryKey[] => {
  const entries = new Set(REGIONS.map((region) => inRegion(call, region)))
  return [...entries].map((ep) => [ep.area, ep.id])
}
const keyOf = (ep: Endpoint, input: unknown): QueryKey => [ep.area, ep.id, input]

/** The draft calls of a binding, whichever form it takes: save, read and act, by region. */
function draftCalls<D extends ServiceDraftBase>(binding: ServiceBinding<D>) {
  if ('main' in binding) {
    const main = (region: ServiceRegion) => inRegion(binding.main, region)
    const answer = async <K extends 'saved' | 'acted' | 'read'>(
      region: ServiceRegion,
      part: K,
      input: MainInput<D>,
      signal?: AbortSignal,
    ) => {
      const data = await callData(main(region), input, { signal })
      const value = data[part]
      if (value === null) throw new Error(`[services] ${main(region).id} answered without ${part}`)
      return value as NonNullable<(typeof data)[K]>
    }
    return {
      save: (draft: D, baseRevision: number): Promise<Saved> =>
        answer(draft.region, 'saved', { action: 'save', draft, baseRevision }),
      act: (
        region: ServiceRegion,
        draftId: string,
        action: 'order' | 'complete' | 'discard',
      ): Promise<Acted> => answer(region, 'acted', { action, draftId }),
      // Every region's drafts are read through the mainland entry (the server lists the flow's drafts).
      read: (input: { draftId?: string; orderId?: string }, signal?: AbortSignal): Promise<ReadAnswer<D>> =>
        answer('mainland', 'read', { action: 'read', ...input }, signal) as Promise<ReadAnswer<D>>,
      readKey: (input: object): QueryKey => keyOf(main('mainland'), { action: 'read', ...input }),
      prefixes: prefixes(binding.main as PerRegion<Endpoint>),
    }
  }
  return {
    save: (draft: D, baseRevision: number) => callData(binding.save, { draft, baseRevision }),
    act: (region: ServiceRegion, draftId: string, action: 'order' | 'complete' | 'discard') =>
      callData(inRegion(binding.act, region), { draftId, action }),
    read: (input: { draftId?: string; orderId?: string }, signal?: AbortSignal) =>
      callData(binding.read, input, { signal }),
    readKey: (input: object): QueryKey => keyOf(binding.read, input),
    prefixes: prefixes(binding.read),
  }
}

/**
 * Builds a service flow's client from its binding. `alsoChanges` names the other features a filing changes
 * (the renewal list for a renewal), refreshed with the flow's own queries and the orders.
 */
export function serviceApi<D extends ServiceDraftBase>(
  binding: ServiceBinding<D>,
  { alsoChanges = [] }: { alsoChanges?: readonly QueryKey[] } = {},
): ServiceApi<D> {
  const drafts = draftCalls(binding)
  // The act call is chosen by the draft's region, so the edge keeps the region of each draft it saved.
  const regions = new Map<string, ServiceRegion>()
  const act = async (draftId: string, action: 'order' | 'complete' | 'discard') => {
    // A draft deleted from the chooser was not opened here: its region is read first.
    if (!regions.has(draftId)) {
      const { draft } = await drafts.read({ draftId })
      if (draft) regions.set(draftId, draft.region)
    }
    return drafts.act(regions.get(draftId) ?? 'mainland', draftId, action)
  }
  const calls: WizardCalls<D> = {
    async load(draftId) {
      const { draft } = await drafts.read({ draftId })
      if (draft) regions.set(draftId, draft.region)
      return draft
    },
    save(draft, baseRevision) {
      regions.set(draft.draftId, draft.region)
      return drafts.save(draft, baseRevision)
    },
    async order(draftId) {
      const made = await act(draftId, 'order')
      return { orderId: made.orderId ?? '', orderNo: made.orderNo ?? '' }
    },
    async complete(draftId) {
      const done = await act(draftId, 'complete')
      return { completedAt: done.completedAt ?? '' }
    },
    async discard(draftId) {
      await act(draftId, 'discard')
    },
  }
  const marks = prefixes(binding.marks as PerRegion<Endpoint>)
  const checks = prefixes(binding.eligibility as PerRegion<Endpoint>)
  return {
    binding,
    calls,
    draftsQuery: () => query(drafts.readKey({}), (signal) => drafts.read({}, signal)),
    filedQuery: (orderId) => query(drafts.readKey({ orderId }), (signal) => drafts.read({ orderId }, signal)),
    marksQuery: (region, draftId, keyword) => {
      const ep = inRegion(binding.marks, region)
      const input = {
        region,
        draftId,
        ...(keyword ? { keyword } : {}),
        ...(binding.service ? { service: binding.service } : {}),
      }
      return query(keyOf(ep, input), (signal) => callData(ep, input, { signal }))
    },
    eligibilityQuery: (region, regNos, draftId) => {
      const ep = inRegion(binding.eligibility, region)
      const input = { region, regNos, draftId }
      return query(keyOf(ep, input), (signal) => callData(ep, input, { signal }))
    },
    holderQuery: (regNo) => {
      const ep = binding.holder
      if (!ep) throw new Error('[services] this flow has no holder call')
      return query(keyOf(ep, { regNo }), (signal) => callData(ep, { regNo }, { signal }))
    },
    changes: {
      save: drafts.prefixes,
      order: [...drafts.prefixes, ...marks, ...checks, ...ordersKeys.all, ...alsoChanges],
      complete: [...drafts.prefixes, ...marks, ...ordersKeys.all, ...alsoChanges],
      discard: [...drafts.prefixes, ...marks, ...alsoChanges],
    },
  }
}
