/**
 * Generic save, order, complete and discard for every wizard, driven by its configuration: they run the same
 * per-step issues as the client (src/domain/wizard/define.ts), keep what only the server decides (the order,
 * the payment, the completion) and refuse a save based on a stale revision. A flow's own handler file binds
 * its catalogue calls to these and keeps only its special calls.
 */
import { issuesThrough, nextStep, orderStepFor, paymentStepOf } from '../../src/domain/wizard/define'
import { DRAFT_CONFLICT_CODE, type Issue, type WizardDraftBase } from '../../src/domain/wizard/types'
import { createOrder, findOrder } from '../commerce/orders-store'
import { BIZ, ReplyError } from '../context'
import type { Ctx, MockWizard } from './mock-wizard'
import type { WizardDraftRecord } from './store'

/** The caller's live drafts of the flows `flows` accepts. */
export function draftRecords<D extends WizardDraftBase>(
  ctx: Ctx,
  flows: (flow: string) => boolean,
): WizardDraftRecord<D>[] {
  ctx.db.wizardDrafts ??= []
  const user = ctx.requireUser()
  return ctx.db.wizardDrafts.filter(
    (r) => r.userId === user.id && r.discardedAt === null && flows(r.flow),
  ) as unknown as WizardDraftRecord<D>[]
}

export function findDraft<D extends WizardDraftBase>(
  ctx: Ctx,
  flows: (flow: string) => boolean,
  draftId: string,
): WizardDraftRecord<D> {
  const record = draftRecords<D>(ctx, flows).find((r) => r.draft.draftId === draftId)
  if (!record)
    throw new ReplyError(ctx.fail('申请草稿不存在', 'The draft application was not found', BIZ.notFound))
  return record
}

/** The draft with what its order says merged in: an order paid elsewhere is paid here too. */
export function currentDraft<D extends WizardDraftBase>(ctx: Ctx, record: WizardDraftRecord<D>): D {
  const { draft } = record
  if (!draft.orderId) return draft
  const order = findOrder(ctx.db, record.userId, draft.orderId)
  if (!order) return { ...draft, orderId: null, orderNo: null, paid: false }
  return { ...draft, orderNo: order.orderNo, paid: order.paymentStatus === 'paid' }
}

function refuse(ctx: Ctx, issues: Issue[]): never {
  throw new ReplyError(
    ctx.fail(
      '申请信息不完整或有误，请按提示修改',
      'Some of the application is missing or wrong; see the fields marked',
      BIZ.rejected,
      { issues },
    ),
  )
}

/**
 * Saves the caller's edit of a draft made on `baseRevision`. A new draft starts at revision 1; an edit of
 * an older revision than the server's is refused with the newer draft, so the tab can show the conflict.
 */
export function saveDraft<D extends WizardDraftBase>(
  ctx: Ctx,
  wizard: MockWizard<D>,
  incoming: D,
  baseRevision: number,
) {
  const user = ctx.requireUser()
  ctx.db.wizardDrafts ??= []
  const record = ctx.db.wizardDrafts.find(
    (r) => r.userId === user.id && r.flow === wizard.config.id && r.draft.draftId === incoming.draftId,
  ) as WizardDraftRecord<D> | undefined
  const now = ctx.now().toISOString()
  if (record?.discardedAt) return ctx.fail('该草稿已删除', 'This draft was deleted', BIZ.notFound)
  if (record?.draft.completedAt)
    return ctx.fail('申请已提交，不能再修改', 'The application was submitted and can no longer be changed')
  if (!record) {
    const draft = { ...incoming, orderId: null, orderNo: null, paid: false, completedAt: null }
    ctx.db.wizardDrafts.push({
      userId: user.id,
      flow: wizard.config.id,
      draft: { ...draft, createdAt: now, updatedAt: now, revision: 1 },
      discardedAt: null,
    })
    ctx.changed()
    return ctx.ok({ draftId: incoming.draftId, updatedAt: now, revision: 1 })
  }
  const known = currentDraft(ctx, record)
  if (baseRevision !== known.revision)
    return ctx.fail(
      '该草稿已在别处修改，请选择保留哪一份',
      'This draft was changed elsewhere since you opened it; choose which version to keep',
      DRAFT_CONFLICT_CODE,
      { draft: known },
    )
  // The order, payment and completion are the server's; once paid, the filed information is fixed.
  const fixed = known.paid
    ? Object.fromEntries(wizard.fixedOncePaid.map((field) => [field, known[field]]))
    : {}
  const revision = known.revision + 1
  record.draft = {
    ...incoming,
    ...fixed,
    orderId: known.orderId,
    orderNo: known.orderNo,
    paid: known.paid,
    completedAt: null,
    createdAt: known.createdAt,
    updatedAt: now,
    revision,
  }
  ctx.changed()
  return ctx.ok({ draftId: incoming.draftId, updatedAt: now, revision })
}

/** Checks every step up to the order again and makes (or replaces) the draft's unpaid order. */
export function orderDraft<D extends WizardDraftBase>(
  ctx: Ctx,
  wizard: MockWizard<D>,
  record: WizardDraftRecord<D>,
) {
  const user = ctx.requireUser()
  const draft = currentDraft(ctx, record)
  if (draft.paid)
    return ctx.fail('该申请已支付，信息不能再修改', 'This application is paid; its information is fixed')
  const others = draftRecords<D>(ctx, (flow) => flow === wizard.config.id).filter((r) => r !== record)
  const issues = [
    ...issuesThrough(wizard.config, draft, orderStepFor(wizard.config, draft)),
    ...(wizard.serverIssues?.(ctx, draft, others) ?? []),
  ]
  if (issues.length) refuse(ctx, issues)
  dropUnpaidOrder(ctx, draft)
  const order = createOrder(ctx.db, {
    ...wizard.order(ctx, draft),
    userId: user.id,
    productType: wizard.productType?.(draft) ?? wizard.config.productType,
    now: ctx.now().toISOString(),
  })
  order.caseSteps = [{ key: 'ordered', date: ctx.today() }]
  const pay = paymentStepOf(wizard.config) ?? draft.step
  record.draft = { ...draft, orderId: order.id, orderNo: order.orderNo, step: pay }
  ctx.changed()
  return ctx.ok({ orderId: order.id, orderNo: order.orderNo, total: order.total, completedAt: null })
}

/** Checks the steps after the payment again and completes a paid draft. */
export function completeDraft<D extends WizardDraftBase>(
  ctx: Ctx,
  wizard: MockWizard<D>,
  record: WizardDraftRecord<D>,
) {
  const user = ctx.requireUser()
  const draft = currentDraft(ctx, record)
  const pay = paymentStepOf(wizard.config)
  if (pay && !draft.paid) return ctx.fail('请先完成支付', 'Please pay for the application first')
  const last = wizard.config.steps.at(-1)!.id
  const from = pay ? (nextStep(wizard.config, draft, pay) ?? last) : undefined
  const issues = issuesThrough(wizard.config, draft, last, { from })
  if (issues.length) refuse(ctx, issues)
  const completedAt = ctx.now().toISOString()
  record.draft = { ...draft, step: last, completedAt, updatedAt: completedAt }
  const order = draft.orderId ? findOrder(ctx.db, user.id, draft.orderId) : undefined
  wizard.completed?.(ctx, record.draft, order)
  ctx.changed()
  return ctx.ok({ orderId: draft.orderId, orderNo: draft.orderNo, total: order?.total ?? 0, completedAt })
}

/** Deletes an unpaid draft (and its unpaid order). */
export function discardDraft<D extends WizardDraftBase>(ctx: Ctx, record: WizardDraftRecord<D>) {
  const draft = currentDraft(ctx, record)
  if (draft.paid) return ctx.fail('已支付的申请不能删除', 'A paid application cannot be deleted')
  dropUnpaidOrder(ctx, draft)
  record.discardedAt = ctx.now().toISOString()
  ctx.changed()
  return ctx.ok({ orderId: null, orderNo: null, total: 0, completedAt: null })
}

function dropUnpaidOrder(ctx: Ctx, draft: WizardDraftBase) {
  if (!draft.orderId || draft.paid) return
  const user = ctx.requireUser()
  const order = findOrder(ctx.db, user.id, draft.orderId)
  if (order && order.paymentStatus !== 'paid') ctx.db.orders = ctx.db.orders.filter((o) => o.id !== order.id)
}
