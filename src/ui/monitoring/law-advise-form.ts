import { z } from 'zod'
import { contactPhoneField, emailField, emptyOr, requiredString } from '../../domain/schemas'

/** What a legal question can be about; the label goes into the request so staff route it to the right lawyer. */
export const LAW_TOPICS = ['opposition', 'infringement', 'registration', 'transfer', 'other'] as const
export type LawTopic = (typeof LAW_TOPICS)[number]

export const LAW_QUESTION_MIN = 20
export const LAW_QUESTION_MAX = 600
export const LAW_MARKS_MAX = 150
export const LAW_ATTACHMENTS_MAX = 3

const attachmentSchema = z.object({ fileId: z.string(), name: z.string(), size: z.number().int() })
export type LawAttachment = z.output<typeof attachmentSchema>

/**
 * The legal-advice request (/lawAdvise). It is sent as a manual service request (leaveMessage/createLeaveMessage):
 * the topic, the marks and the attachments' file numbers head the message so the lawyer has them at hand.
 */
export const lawAdviseSchema = z.object({
  topic: z.enum(LAW_TOPICS, { error: 'validation:required' }),
  marks: requiredString.max(LAW_MARKS_MAX, { error: 'watchResults:advice.errors.marksTooLong' }),
  question: requiredString
    .min(LAW_QUESTION_MIN, { error: 'watchResults:advice.errors.questionShort' })
    .max(LAW_QUESTION_MAX, { error: 'watchResults:advice.errors.questionLong' }),
  contact: requiredString.max(50, { error: 'watchResults:advice.errors.contactLong' }),
  phone: contactPhoneField,
  email: emptyOr(emailField),
  attachments: z.array(attachmentSchema).max(LAW_ATTACHMENTS_MAX),
})
export type LawAdviseValues = z.input<typeof lawAdviseSchema>

export const LAW_ADVISE_EMPTY: LawAdviseValues = {
  topic: '' as LawTopic,
  marks: '',
  question: '',
  contact: '',
  phone: '',
  email: '',
  attachments: [],
}

export interface LawAdviseLabels {
  topic: string
  marks: string
  attachments: string
}

/**
 * The manual-request body: the topic and marks first, then the question, then the attached files. The limits
 * above keep it within the request's 1000 characters.
 */
export function lawAdviseRequest(values: z.output<typeof lawAdviseSchema>, labels: LawAdviseLabels) {
  const lines = [`【${labels.topic}】`, `${labels.marks}: ${values.marks.trim()}`, '', values.question.trim()]
  if (values.attachments.length)
    lines.push(
      '',
      `${labels.attachments}: ${values.attachments.map((a) => `${a.name.slice(0, 40)} (${a.fileId})`).join('; ')}`,
    )
  return {
    contact: values.contact.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    content: lines.join('\n'),
    orderNo: '',
  }
}
