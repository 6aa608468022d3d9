import { z } from 'zod'
import { requiredString } from '../../domain/schemas'
import { USAGE_MAX_REPORT_SECONDS } from '../../domain/usage-time'

const page = z.string().trim().max(200).describe("The route path, e.g. '/home' (without /platform)")
const recorded = z.object({ id: z.string(), recordedAt: z.string() })

/** Keys the server's front-end cache holds (anything else answers a null value). */
export const FRONT_CACHE_KEYS = ['serviceContact'] as const

/** The service desk's contact, as frontCache/getCache/serviceContact holds it (JSON in `value`). */
export const serviceContactSchema = z.object({
  hotline: z.string(),
  email: z.string(),
  hoursZh: z.string(),
  hoursEn: z.string(),
})
export type ServiceContact = z.output<typeof serviceContactSchema>

/** Request and response schemas of the front-end cache and the usage logs (files area of the catalogue). */
export const usageLogSchemas = {
  /** A small value the server keeps for the front end (texts, contact details), by key; a miss is null. */
  frontCacheGetCache: {
    req: z.object({ key: requiredString.max(64) }),
    res: z.object({
      key: z.string(),
      value: z.string().nullable().describe('The cached text (JSON for structured values), null when absent'),
      updatedAt: z.string().nullable(),
    }),
  },
  /** A page view of the portal (at most one per page each 30 s from a tab). */
  logLog1: {
    req: z.object({ page: requiredString.pipe(page), lang: z.enum(['zh-CN', 'en']).default('zh-CN') }),
    res: recorded,
  },
  /** Active time the signed-in customer spent in the portal since the last report. */
  logSetUsedTime: {
    req: z.object({
      seconds: z.number().int().min(1).max(USAGE_MAX_REPORT_SECONDS),
      page: page.default(''),
    }),
    res: z.object({
      date: z.string().describe('The business day (Beijing) the time was added to'),
      totalSeconds: z.number().int().describe("The signed-in account's total for that day"),
    }),
  },
  /** An action on the Spring Festival campaign (form data: `action`, optional `page`). */
  logSpringFestivalLog: {
    req: z.object({ action: requiredString.max(50), page: page.default('') }),
    res: recorded,
  },
} as const
