/**
 * The change flow (/variable/extension) as the mock serves it: the generic service mock with the change's
 * price and its marks (the register's marks of the account and its applicants, mainland or abroad), bound to
 * tmAlteration/tmAlterationMain (tmGlobalAlterationMain abroad), the two tmInfo mark lists and isCanAlter;
 * and what the flow asks the register besides (the holder, the holder's other marks).
 */
import { servicesChangeSchemas } from '../../src/api/schemas/services-change'
import { searchCalls } from '../../src/api/catalogue/search'
import { servicesCalls } from '../../src/api/catalogue/services'
import {
  changedMarks,
  changeEligibility,
  changeQuote,
  changeWizard,
  type ChangeDraft,
} from '../../src/domain/services/change'
import { defineHandlers } from '../define-handlers'
import { BIZ } from '../context'
import type { Ctx } from '../wizards/mock-wizard'
import { serviceHandlers, serviceMock, type ServiceMarkSource } from '../wizards/services'
import {
  callersMarks,
  findHeldMark,
  holderIsCallers,
  markKey,
  marksOfHolder,
  pendingChangeNumbers,
  pendingChangesOfRequest,
  eligibilityFor,
  type HeldMark,
} from '../services/change-marks'

const matches = (h: HeldMark, keyword: string) => {
  const k = keyword.trim().toLowerCase()
  if (!k) return true
  const m = h.mark
  return [m.regNo, m.name, m.holderZh, m.holderEn].some((v) => v.toLowerCase().includes(k))
}

const heldIn = (ctx: Ctx, region: string) =>
  region === 'mainland' || region === 'global' ? callersMarks(ctx, region) : []

/**
 * The change's marks: the account's and its applicants' marks on the register; a change is refused for a mark
 * whose change is already filed (paid) or whose holder is none of the account's applicants.
 */
const changeMarks: ServiceMarkSource = {
  of: (ctx, region, keyword) =>
    heldIn(ctx, region)
      .filter((h) => matches(h, keyword))
      .map((h) => h.mark),
  find: (ctx, regNo, region) => heldIn(ctx, region).find((h) => h.mark.regNo === regNo.trim())?.mark,
  eligibility: (ctx, mark, context) => {
    const held = findHeldMark(ctx, mark.regNo, mark.country)
    const filed = pendingChangesOfRequest(ctx).has(markKey(mark))
    const openCases = filed ? new Set([...context.openCases, mark.regNo]) : context.openCases
    return changeEligibility(
      mark,
      { ...context, openCases },
      held ? holderIsCallers(ctx, held.holder) : false,
    )
  },
}

export const changeMock = serviceMock<ChangeDraft>({
  wizard: changeWizard,
  marks: changeMarks,
  filedMarks: (draft) => changedMarks(draft).map((m) => m.regNo),
  lines: (ctx, draft) => changeQuote(draft, ctx.today()).lines,
  fixedOncePaid: ['kind', 'holder', 'after', 'afterApplicantId', 'agentRevoked', 'relatedMarks', 'related'],
})

const h = serviceHandlers(changeMock)

const notFound = (ctx: Ctx) =>
  ctx.fail('未找到该注册号的商标', 'No mark with this registration number was found', BIZ.notFound)

export const servicesChangeHandlers = [
  ...defineHandlers(searchCalls, servicesChangeSchemas, {
    tmInfoQueryTmInfosByApplicantForAlteration: h.marks,
    tmInfoQueryTmInfosByApplicantForGlobalAlteration: h.marks,
    tmInfoQueryTmInfosByApplicantAndAddress: (ctx) => {
      ctx.requireUser()
      const { exclude, ...holder } = ctx.body
      if (!holder.nameZh && !holder.nameEn)
        return ctx.fail('请提供注册人名义', "Give the holder's name", BIZ.rejected, {
          issues: [{ path: 'nameZh', message: 'validation:required' }],
        })
      const left = new Set(exclude.map((n) => n.toUpperCase()))
      const list = marksOfHolder(ctx, holder)
        .filter((h) => !left.has(h.mark.regNo.toUpperCase()))
        .map((h) => h.mark)
      return ctx.ok({ list })
    },
    tmInfoQueryGlobalAlterationTmInfos: (ctx) => {
      const pending = pendingChangeNumbers(ctx)
      const { nameZh, nameEn } = ctx.body
      const mine = callersMarks(ctx, 'global').filter(
        (h) =>
          (!nameZh && !nameEn) ||
          (nameEn !== '' && h.holder.nameEn.toLowerCase() === nameEn.toLowerCase()) ||
          (nameZh !== '' && h.holder.nameZh === nameZh),
      )
      const byCountry = new Map<string, HeldMark[]>()
      for (const h of mine) byCountry.set(h.mark.country, [...(byCountry.get(h.mark.country) ?? []), h])
      return ctx.ok({
        countries: [...byCountry].map(([country, list]) => ({
          country,
          marks: list.map((h) => ({ ...h.mark, eligibility: eligibilityFor(ctx, h, pending) })),
        })),
      })
    },
    tmInfoQueryTmInfoByRegNo: (ctx) => {
      ctx.requireUser()
      const held = findHeldMark(ctx, ctx.body.regNo, ctx.body.country)
      return ctx.ok({ mark: held?.mark ?? null })
    },
  }),
  ...defineHandlers(servicesCalls, servicesChangeSchemas, {
    tmAlterationIsCanAlter: h.eligibility,
    tmAlterationTmAlterationMain: h.main(['mainland']),
    tmAlterationTmGlobalAlterationMain: h.main(['global']),
    tmAlterationGetApplicantInformation: (ctx) => {
      const held = findHeldMark(ctx, ctx.body.regNo, ctx.body.country)
      if (!held) return notFound(ctx)
      // The register is public, but the change flow reads the holder's particulars only for the holder's side.
      if (!holderIsCallers(ctx, held.holder))
        return ctx.fail(
          '该商标的注册人不在您的申请人列表中',
          "The mark's holder is not one of your applicants",
          BIZ.rejected,
        )
      return ctx.ok(held.holder)
    },
  }),
]
