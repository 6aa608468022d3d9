import { queryOptions } from '@tanstack/react-query'
import { filesCalls } from './catalogue/files'
import { memberCalls } from './catalogue/member'
import { callData } from './client'
import { callMutationOptions, queryKeys } from './query'
import type { ServiceContact } from './schemas/usage-logs'

/** The feedback feature: the front-end cache's service contact, and the feedback itself. */
export const feedbackKeys = queryKeys({ frontCache: filesCalls.frontCacheGetCache })

/** The front-end cache's JSON text as a service contact, or null when absent or not in that shape. */
export function parseServiceContact(value: string | null): ServiceContact | null {
  if (!value) return null
  try {
    const parsed = JSON.parse(value) as Partial<Record<keyof ServiceContact, unknown>>
    const { hotline, email, hoursZh, hoursEn } = parsed
    return typeof hotline === 'string' &&
      typeof email === 'string' &&
      typeof hoursZh === 'string' &&
      typeof hoursEn === 'string'
      ? { hotline, email, hoursZh, hoursEn }
      : null
  } catch {
    return null
  }
}

/** How to reach the service desk (frontCache/getCache/serviceContact); null when the server has none. */
export const serviceContactQuery = () =>
  queryOptions({
    queryKey: feedbackKeys.frontCache({ key: 'serviceContact' }),
    queryFn: async ({ signal }) =>
      parseServiceContact(
        (await callData(filesCalls.frontCacheGetCache, { key: 'serviceContact' }, { signal })).value,
      ),
    staleTime: 60 * 60_000,
  })

/** Sends feedback on the portal; resolves its ticket number. */
export const sendFeedbackMutation = () => callMutationOptions(memberCalls.feedbackSaveFeedback)
