import type { TFunction } from 'i18next'
import type { CaseDetail, CaseHistoryView } from '../../../api/schemas/cases-detail'
import { formatDateTime } from '../../../domain/format'
import type { SheetDocument } from '../../kit/pdf/sheet-document'
import { historyDetailText } from './history-table'
import type { CaseWords } from './use-case-words'

export interface LeafletData {
  case: CaseDetail
  history: CaseHistoryView[]
  generatedAt: string
}

/**
 * The one-page case summary (/leaflet) as a printable document: the case's facts, goods, its deadlines as the
 * engine derived them when the summary was made, and the last 10 history entries. Plain strings in the page's
 * language; the PDF renderer of the kit draws it.
 */
export function leafletDocument(
  data: LeafletData,
  t: TFunction<'caseDetail'>,
  words: CaseWords,
): SheetDocument {
  const c = data.case
  const none = t('overview.none')
  const facts = [
    { label: t('fields.markName'), value: c.markName },
    { label: t('fields.office'), value: words.office(c.office) },
    { label: t('header.applicationNo'), value: c.applicationNo || none },
    {
      label: c.officeKind === 'madrid' ? t('header.irNo') : t('header.registrationNo'),
      value: c.registrationNo || none,
    },
    { label: t('header.status'), value: words.status(c.status) },
    { label: t('header.expiry'), value: c.expiryDate ?? none },
    { label: t('overview.applicant'), value: c.applicant },
    { label: t('overview.agent'), value: c.agent || none },
    { label: t('overview.assignee'), value: c.assigneeName || t('overview.unassigned') },
    { label: t('overview.reference'), value: c.reference || none },
    { label: t('overview.filingDate'), value: c.filingDate || none },
    { label: t('overview.registrationDate'), value: c.registrationDate || none },
  ]
  if (c.officeKind === 'madrid')
    facts.push({
      label: t('overview.designations'),
      value: c.designations.map(words.country).join(', ') || none,
    })
  const goodsRows = c.classes.map((no) => ({ cells: [no, (c.goods[no] ?? []).join('; ') || none] }))
  const deadlineRows = c.deadlines.map((d) => ({
    cells: [words.deadline(d), d.due, d.done ? t('leaflet.done') : String(d.daysLeft), d.basis || none],
  }))
  const historyRows = data.history.map((h) => ({
    cells: [
      formatDateTime(h.at, words.lang),
      h.memberName,
      words.action(h.action),
      historyDetailText(words, h.detail),
    ],
  }))
  return {
    issuer: { name: c.applicant, address: c.agent ? `${t('overview.agent')}: ${c.agent}` : '' },
    reference: t('leaflet.generated', { at: data.generatedAt }),
    title: t('leaflet.title', { name: c.markName }),
    lang: words.lang,
    footer: t('leaflet.footer'),
    blocks: [
      { kind: 'section', text: t('leaflet.facts') },
      { kind: 'facts', facts },
      { kind: 'section', text: t('leaflet.goods') },
      {
        kind: 'table',
        columns: [
          { label: t('fields.classes'), width: 1 },
          { label: t('fields.goods'), width: 7 },
        ],
        rows: goodsRows,
      },
      { kind: 'section', text: t('leaflet.deadlines') },
      deadlineRows.length
        ? {
            kind: 'table',
            columns: [
              { label: t('process.event'), width: 3 },
              { label: t('leaflet.due'), width: 2 },
              { label: t('leaflet.daysLeft'), width: 1.5, align: 'end' },
              { label: t('leaflet.basis'), width: 3 },
            ],
            rows: deadlineRows,
          }
        : { kind: 'text', text: t('leaflet.noDeadlines') },
      { kind: 'section', text: t('leaflet.history') },
      historyRows.length
        ? {
            kind: 'table',
            columns: [
              { label: t('history.at'), width: 2.2 },
              { label: t('history.member'), width: 1.3 },
              { label: t('history.action'), width: 2 },
              { label: t('history.detail'), width: 4 },
            ],
            rows: historyRows,
          }
        : { kind: 'text', text: t('leaflet.noHistory') },
    ],
  }
}
