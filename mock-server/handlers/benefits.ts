import { memberCalls } from '../../src/api/catalogue/member'
import { memberSchemas } from '../../src/api/schemas/member'
import { defineHandlers } from '../define-handlers'

/** Coupons and bank cards. */
export const benefitsHandlers = defineHandlers(memberCalls, memberSchemas, {})
