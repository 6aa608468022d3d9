/**
 * The certificate reissues' own calls (issue 12): tmReissueRegister/validate (29) and tmReissueOthers/validate
 * (30) run src/domain/services/reissue.ts's eligibility on the caller's marks as the mock's record has them
 * (status and term from the mark's events, the change, transfer and renewal certificates it shows).
 */
import { servicesCalls } from '../../src/api/catalogue/services'
import { serviceReissueSchemas } from '../../src/api/schemas/service-reissue'
import {
  certificatesOnRecord,
  reissueEligibility,
  type RecordCertificate,
  type ReissueProductType,
} from '../../src/domain/services/reissue'
import type { ServiceMark } from '../../src/domain/services/types'
import type { HandlerContext } from '../context'
import { BIZ } from '../context'
import { defineHandlers } from '../define-handlers'
import { lifecycleOf, portfolioOf } from '../reference-data/portfolio'

/** The caller's mark as the record has it: the facts eligibility reads and its certificates on record. */
export function reissueRecord(
  ctx: HandlerContext<unknown>,
  regNo: string,
): {
  mark: Pick<ServiceMark, 'region' | 'status' | 'expiryDate' | 'registrationDate'>
  onRecord: RecordCertificate[]
} | null {
  const today = ctx.today()
  const own = ctx.user ? portfolioOf(ctx.user.id, today) : []
  const record = own.find((m) => m.regNo === regNo)
  if (!record) return null
  const life = lifecycleOf(record, today)
  return {
    mark: {
      region: 'mainland',
      status: life.status,
      expiryDate: life.expiryDate,
      registrationDate: life.registrationDate,
    },
    onRecord: certificatesOnRecord(record.events.filter((e) => e.date.slice(0, 10) <= today)),
  }
}

const validate = (productType: ReissueProductType) => (ctx: HandlerContext<{ regNos: string[] }>) => {
  ctx.requireUser()
  const list = []
  for (const regNo of ctx.body.regNos) {
    const found = reissueRecord(ctx, regNo)
    if (!found)
      return ctx.fail(
        `没有找到您名下注册号为 ${regNo} 的商标`,
        `No trademark with registration number ${regNo} is in your account`,
        BIZ.notFound,
      )
    const e = reissueEligibility(productType, found.mark, found.onRecord, ctx.today())
    list.push({ regNo, eligible: e.ok, reason: e.ok ? null : e.reason, onRecord: found.onRecord })
  }
  return ctx.ok({ list })
}

export const serviceReissueHandlers = defineHandlers(servicesCalls, serviceReissueSchemas, {
  tmReissueRegisterValidate: validate(29),
  tmReissueOthersValidate: validate(30),
})
