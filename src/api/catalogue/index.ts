import type { Endpoint } from './define'
import { adminCalls } from './admin'
import { analyticsCalls } from './analytics'
import { applicantsCalls } from './applicants'
import { articlesCalls } from './articles'
import { authCalls } from './auth'
import { authorityCalls } from './authority'
import { casesCalls } from './cases'
import { copyrightCalls } from './copyright'
import { filesCalls } from './files'
import { filingCalls } from './filing'
import { invoicesCalls } from './invoices'
import { madridCalls } from './madrid'
import { memberCalls } from './member'
import { monitoringCalls } from './monitoring'
import { noticesCalls } from './notices'
import { ordersCalls } from './orders'
import { patentCalls } from './patent'
import { paymentCalls } from './payment'
import { portfolioCalls } from './portfolio'
import { protectionCalls } from './protection'
import { referenceCalls } from './reference'
import { renewalCalls } from './renewal'
import { searchCalls } from './search'
import { servicesCalls } from './services'
import { timestampCalls } from './timestamp'
import { userCalls } from './user'

/** Every area's calls, keyed by area. The mock server registers its handlers from this list. */
export const catalogueByArea = {
  admin: adminCalls,
  analytics: analyticsCalls,
  applicants: applicantsCalls,
  articles: articlesCalls,
  auth: authCalls,
  authority: authorityCalls,
  cases: casesCalls,
  copyright: copyrightCalls,
  files: filesCalls,
  filing: filingCalls,
  invoices: invoicesCalls,
  madrid: madridCalls,
  member: memberCalls,
  monitoring: monitoringCalls,
  notices: noticesCalls,
  orders: ordersCalls,
  patent: patentCalls,
  payment: paymentCalls,
  portfolio: portfolioCalls,
  protection: protectionCalls,
  reference: referenceCalls,
  renewal: renewalCalls,
  search: searchCalls,
  services: servicesCalls,
  timestamp: timestampCalls,
  user: userCalls,
} as const

/** All 595 calls, flat. */
export const catalogue: readonly Endpoint[] = Object.values(catalogueByArea).flatMap(
  (calls) => Object.values(calls) as Endpoint[],
)

export type { Endpoint, Envelope, BodyKind, Method } from './define'
