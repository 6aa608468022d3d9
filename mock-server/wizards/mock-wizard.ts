import type { ProductTypeId } from '../../src/domain/product-types'
import type { Issue, WizardConfig, WizardDraftBase } from '../../src/domain/wizard/types'
import type { NewOrder, OrderRecord } from '../commerce/orders-store'
import type { HandlerContext } from '../context'
import type { WizardDraftRecord } from './store'

export type Ctx = HandlerContext<unknown>

/**
 * What the mock needs to know of a wizard beyond its configuration (which it shares with the client): the
 * refusals only the server can make, the order a draft makes, and what completing it does.
 */
export interface MockWizard<D extends WizardDraftBase> {
  config: WizardConfig<D>
  /** Checked with the steps' own issues before the order is made; paths as the client's issues. */
  serverIssues?: (ctx: Ctx, draft: D, others: readonly WizardDraftRecord<D>[]) => Issue[]
  /** The order this draft makes (lines from the flow's price module). */
  order: (ctx: Ctx, draft: D) => Omit<NewOrder, 'userId' | 'now' | 'productType'>
  /** The product type of this draft's order, where it depends on the draft (a service by region). */
  productType?: (draft: D) => ProductTypeId
  /** What else happens when the flow is completed (the case moves on). */
  completed?: (ctx: Ctx, draft: D, order: OrderRecord | undefined) => void
  /** Fields the server keeps as filed once the order is paid, whatever a save sends. */
  fixedOncePaid: readonly (keyof D & string)[]
}
