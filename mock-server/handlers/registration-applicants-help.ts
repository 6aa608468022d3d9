/**
 * The applicant-information help (applicantInfo/getTitle → getSectionQuestion → getContent, and getQuestion
 * to search it). Answers carry both languages, so the page switches language without asking again.
 */
import { applicantsCalls } from '../../src/api/catalogue/applicants'
import { registrationApplicantsSchemas } from '../../src/api/schemas/registration-applicants'
import { BIZ } from '../context'
import { defineHandlers, type Handler } from '../define-handlers'
import { APPLICANT_HELP, type HelpQuestion } from '../reference-data/applicant-help'

type Schemas = typeof registrationApplicantsSchemas

const ref = (q: HelpQuestion) => ({ questionId: q.questionId, title: { ...q.title } })
const EXCERPT = 90

const excerpt = (paragraphs: string[], keyword: string) => {
  const text = paragraphs.join(' ')
  const at = keyword ? Math.max(0, text.toLowerCase().indexOf(keyword.toLowerCase()) - 20) : 0
  const slice = text.slice(at, at + EXCERPT)
  return `${at > 0 ? '…' : ''}${slice}${at + EXCERPT < text.length ? '…' : ''}`
}

const getTitle: Handler<Schemas['applicantInfoGetTitle']> = (ctx) =>
  ctx.ok(
    APPLICANT_HELP.map((s) => ({
      sectionId: s.sectionId,
      title: { ...s.title },
      summary: { ...s.summary },
      questionCount: s.questions.length,
    })),
  )

const getSectionQuestion: Handler<Schemas['applicantInfoGetSectionQuestion']> = (ctx) => {
  const section = APPLICANT_HELP.find((s) => s.sectionId === ctx.body.sectionId)
  if (!section) return ctx.fail('帮助栏目不存在', 'No such help section', BIZ.notFound)
  return ctx.ok({
    sectionId: section.sectionId,
    title: { ...section.title },
    questions: section.questions.map(ref),
  })
}

const getQuestion: Handler<Schemas['applicantInfoGetQuestion']> = (ctx) => {
  const keyword = ctx.body.keyword.toLowerCase()
  const hits = APPLICANT_HELP.filter(
    (s) => !ctx.body.sectionId || s.sectionId === ctx.body.sectionId,
  ).flatMap((s) =>
    s.questions
      .filter((q) =>
        [q.title.zh, q.title.en, ...q.paragraphs.zh, ...q.paragraphs.en].some((t) =>
          t.toLowerCase().includes(keyword),
        ),
      )
      .map((q) => {
        // The excerpt shows where the keyword was found, in each language where it occurs.
        const inZh = q.paragraphs.zh.some((p) => p.toLowerCase().includes(keyword))
        const inEn = q.paragraphs.en.some((p) => p.toLowerCase().includes(keyword))
        return {
          ...ref(q),
          sectionId: s.sectionId,
          sectionTitle: { ...s.title },
          excerpt: {
            zh: excerpt(q.paragraphs.zh, inZh ? keyword : ''),
            en: excerpt(q.paragraphs.en, inEn ? keyword : ''),
          },
        }
      }),
  )
  return ctx.ok(hits)
}

const getContent: Handler<Schemas['applicantInfoGetContent']> = (ctx) => {
  for (const s of APPLICANT_HELP) {
    const q = s.questions.find((x) => x.questionId === ctx.body.questionId)
    if (!q) continue
    const related = q.related
      .map((id) => APPLICANT_HELP.flatMap((x) => x.questions).find((x) => x.questionId === id))
      .filter((x): x is HelpQuestion => x !== undefined)
    return ctx.ok({
      questionId: q.questionId,
      sectionId: s.sectionId,
      title: { ...q.title },
      paragraphs: { zh: [...q.paragraphs.zh], en: [...q.paragraphs.en] },
      related: related.map(ref),
    })
  }
  return ctx.fail('帮助内容不存在', 'No such help question', BIZ.notFound)
}

export const applicantHelpHandlers = defineHandlers(applicantsCalls, registrationApplicantsSchemas, {
  applicantInfoGetTitle: getTitle,
  applicantInfoGetSectionQuestion: getSectionQuestion,
  applicantInfoGetQuestion: getQuestion,
  applicantInfoGetContent: getContent,
})
