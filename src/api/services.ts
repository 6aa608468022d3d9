import type { QueryKey } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Endpoint } from './catalogue/define'
import { callData } from './client'
import { ordersKeys } from './orders'
import { callQueryOptions, queryKeys, type QueryKeys } from './query'
import type { ServiceCallSchemas } from './schemas/services'
import type { ServiceDraftBase, ServiceRegion } from '../domain/services/types'
import type { WizardCalls } from './wizards'

type Call<K extends keyof ServiceCallSchemas, D> = K extends 'save' | 'read'
  ? Endpoint<
      K extends 'save' ? { draft: D; baseRevision: number } : z.input<ServiceCallSchemas['read']['req']>,
      K extends 'save'
        ? z.output<ServiceCallSchemas['save']['res']>
        : { draft: D | null; drafts: z.output<ServiceCallSchemas['read']['res']>['drafts'] }
    >
  : Endpoint<z.input<ServiceCallSchemas[K]['req']>, z.output<ServiceCallSchemas[K]['res']>>

/**
 * The catalogue entries a service flow binds to, one per kind of call (src/api/schemas/services.ts). `act`
 * may differ by region (renewal: insertGlobalExtendDetail for marks registered abroad).
 */
export interface ServiceBinding<D extends ServiceDraftBase> {
  save: Call<'save', D>
  act: Call<'act', D> | ((region: ServiceRegion) => Call<'act', D>)
  read: Call<'read', D>
  marks: Call<'marks', D>
  eligibility: Call<'eligibility', D>
  holder: Call<'holder', D>
}

/** A service flow's client: its key factory, its queries and the calls its wizard binds to. */
export interface ServiceApi<D extends ServiceDraftBase> {
  binding: ServiceBinding<D>
  keys: QueryKeys<{
    read: Call<'read', D>
    marks: Call<'marks', D>
    eligibility: Call<'eligibility', D>
    holder: Call<'holder', D>
  }>
  calls: WizardCalls<D>
  /** The unfinished drafts of the flow (the draft chooser). */
  draftsQuery: () => ReturnType<typeof callQueryOptions<Call<'read', D>>>
  /** The draft filed for an order (the order detail page); null unless paid. */
  filedQuery: (orderId: string) => ReturnType<typeof callQueryOptions<Call<'read', D>>>
  /** The account's marks of a region with their eligibility for the draft `draftId`. */
  marksQuery: (
    region: ServiceRegion,
    draftId?: string,
  ) => ReturnType<typeof callQueryOptions<Call<'marks', D>>>
  eligibilityQuery: (
    region: ServiceRegion,
    regNos: string[],
    draftId?: string,
  ) => ReturnType<typeof callQueryOptions<Call<'eligibility', D>>>
  holderQuery: (regNo: string) => ReturnType<typeof callQueryOptions<Call<'holder', D>>>
  /** What each wizard call changes (refreshed by the flow edge once answered). */
  changes: Record<'save' | 'order' | 'complete' | 'discard', readonly QueryKey[]>
}

/**
 * Builds a service flow's client from its binding. `alsoChanges` names the other features a filing changes
 * (the renewal list for a renewal), refreshed with the flow's own queries and the orders.
 */
export function serviceApi<D extends ServiceDraftBase>(
  binding: ServiceBinding<D>,
  { alsoChanges = [] }: { alsoChanges?: readonly QueryKey[] } = {},
): ServiceApi<D> {
  const keys = queryKeys({
    read: binding.read,
    marks: binding.marks,
    eligibility: binding.eligibility,
    holder: binding.holder,
  })
  const actOf = (region: ServiceRegion) =>
    typeof binding.act === 'function' ? binding.act(region) : binding.act
  // The act call is chosen by the draft's region, so the edge keeps the region of each draft it saved.
  const regions = new Map<string, ServiceRegion>()
  const act = async (draftId: string, action: 'order' | 'complete' | 'discard') => {
    // A draft deleted from the chooser was not opened here: its region is read first.
    if (!regions.has(draftId)) {
      const { draft } = await callData(binding.read, { draftId })
      if (draft) regions.set(draftId, draft.region)
    }
    return callData(actOf(regions.get(draftId) ?? 'mainland'), { draftId, action })
  }
  const calls: WizardCalls<D> = {
    async load(draftId) {
      const { draft } = await callData(binding.read, { draftId })
      if (draft) regions.set(draftId, draft.region)
      return draft
    },
    save(draft, baseRevision) {
      regions.set(draft.draftId, draft.region)
      return callData(binding.save, { draft, baseRevision })
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
  return {
    binding,
    keys,
    calls,
    draftsQuery: () => callQueryOptions(keys.read, {}),
    filedQuery: (orderId) => callQueryOptions(keys.read, { orderId }),
    marksQuery: (region, draftId) => callQueryOptions(keys.marks, { region, draftId }),
    eligibilityQuery: (region, regNos, draftId) =>
      callQueryOptions(keys.eligibility, { region, regNos, draftId }),
    holderQuery: (regNo) => callQueryOptions(keys.holder, { regNo }),
    changes: {
      save: [keys.read()],
      order: [keys.read(), keys.marks(), keys.eligibility(), ...ordersKeys.all, ...alsoChanges],
      complete: [keys.read(), keys.marks(), ...ordersKeys.all, ...alsoChanges],
      discard: [keys.read(), keys.marks(), ...alsoChanges],
    },
  }
}
