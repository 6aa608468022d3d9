import { describe, expect, it } from 'vitest'
import { canRequest, feedbackFormSchema, isReplyContact, retentionRequestSchema } from './feedback-rules'

const issues = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('feedback', () => {
  const valid = { kind: 'problem', content: 'The page stays blank after paying.' } as const

  it('accepts feedback with defaults for what is optional', () => {
    expect(feedbackFormSchema.parse(valid)).toEqual({ ...valid, contact: '', page: '', screenshot: '' })
  })
  it('reports short or long text, a bad contact, a missing kind and a screenshot that is no image', () => {
    expect(
      issues(
        feedbackFormSchema.safeParse({
          kind: '',
          content: 'short',
          contact: '12345',
          screenshot: `data:image/png;base64,${btoa('text')}`,
        }),
      ),
    ).toEqual({
      kind: 'validation:required',
      content: 'validation:feedbackTooShort',
      contact: 'validation:replyContact',
      screenshot: 'validation:fileFormat',
    })
    expect(issues(feedbackFormSchema.safeParse({ ...valid, content: 'x'.repeat(1001) }))).toEqual({
      content: 'validation:feedbackTooLong',
    })
    expect(issues(feedbackFormSchema.safeParse({ ...valid, content: '   ' }))).toEqual({
      content: 'validation:required',
    })
  })
  it('answers at a mobile number or an e-mail address', () => {
    expect(isReplyContact('')).toBe(true)
    expect(isReplyContact('13800138000')).toBe(true)
    expect(isReplyContact('a@b.cn')).toBe(true)
    expect(isReplyContact('14800138000')).toBe(false)
    expect(isReplyContact('a@b')).toBe(false)
  })
})

describe('close or downgrade requests', () => {
  it('needs a kind and the confirmation, and keeps each data kind once', () => {
    expect(
      retentionRequestSchema.parse({
        kind: 'close',
        keep: ['orders', 'orders', 'invoices'],
        confirmed: true,
      }),
    ).toEqual({ kind: 'close', keep: ['orders', 'invoices'], reason: '', confirmed: true })
    expect(issues(retentionRequestSchema.safeParse({ kind: 'close', confirmed: false }))).toEqual({
      confirmed: 'validation:confirmRequired',
    })
    expect(
      issues(retentionRequestSchema.safeParse({ kind: 'close', reason: 'x'.repeat(501), confirmed: true })),
    ).toEqual({ reason: 'validation:reasonTooLong' })
    expect(
      retentionRequestSchema.safeParse({ kind: 'close', keep: ['passwords'], confirmed: true }).success,
    ).toBe(false)
  })
  it('downgrades only company and agency accounts', () => {
    expect(canRequest('downgrade', 'enterprise')).toBe(true)
    expect(canRequest('downgrade', 'agency')).toBe(true)
    expect(canRequest('downgrade', 'individual')).toBe(false)
    expect(canRequest('close', 'individual')).toBe(true)
  })
})
