/**
 * The change flow's own calls (tmAlteration/*, and the tmInfo lists it picks marks from). Saving, ordering and
 * completing the change go through the generic wizard handlers; these answer what the flow asks the register.
 */
import { servicesChangeSchemas } from '../../src/api/schemas/services-change'
import { searchCalls } from '../../src/api/catalogue/search'
import { servicesCalls } from '../../src/api/catalogue/services'
import { defineHandlers } from '../define-handlers'
import { BIZ } from '../context'
import type { Ctx } from '../wizards/mock-wizard'
import {
  callersMarks,
  eligibilityFor,
  findHeldMark,
  holderIsCallers,
  marksOfHolder,
  pendingChangeNumbers,
  type HeldMark,
} from '../services/change-marks'

const matches = (h: HeldMark, keyword: string) => {
  const k = keyword.trim().toLowerCase()
  if (!k) return true
  const m = h.mark
  return [m.regNo, m.name, m.holderZh, m.holderEn].some((v) => v.toLowerCase().includes(k))
}

function markList(
  ctx: Ctx,
  region: 'mainland' | 'global',
  body: { keyword: string; applicantId?: string; pageNum: number; pageSize: number },
) {
  const pending = pendingChangeNumbers(ctx)
  const all = callersMarks(ctx, region)
    .filter((h) => matches(h, body.keyword))
    .filter((h) => !body.applicantId || h.holder.applicantId === body.applicantId)
  const from = (body.pageNum - 1) * body.pageSize
  return ctx.ok({
    list: all
      .slice(from, from + body.pageSize)
      .map((h) => ({ ...h.mark, eligibility: eligibilityFor(ctx, h, pending) })),
    total: all.length,
  })
}

const notFound = (ctx: Ctx) =>
  ctx.fail('未找到该注册号的商标', 'No mark with this registration number was found', BIZ.notFound)

export const servicesChangeHandlers = [
  ...defineHandlers(searchCalls, servicesChangeSchemas, {
    tmInfoQueryTmInfosByApplicantForAlteration: (ctx) => markList(ctx, 'mainland', ctx.body),
    tmInfoQueryTmInfosByApplicantForGlobalAlteration: (ctx) => markList(ctx, 'global', ctx.body),
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
    tmAlterationIsCanAlter: (ctx) => {
      const held = findHeldMark(ctx, ctx.body.regNo, ctx.body.country)
      if (!held) return notFound(ctx)
      return ctx.ok(eligibilityFor(ctx, held))
    },
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
