/**
 * One mark's full record (.docx): the specimen, every field of the register, the procedure dates, the
 * applicant and agent, and each class with its goods in Chinese and English.
 */
import type { TrademarkDetail } from '../../src/api/schemas/search-shared'
import type { Lang } from '../context'
import {
  footer,
  gridTable,
  heading,
  keyValueTable,
  pack,
  spacer,
  text,
  type Block,
  type Docx,
} from './docx-parts'
import { COLUMN_HEADERS, pick, stampText, W } from './labels'

export interface RecordSpecimen {
  svg: string
  /** The specimen drawn as PNG; Word before 2016 shows only this. */
  png: Uint8Array
  /** Pixel size of the square specimen in the document. */
  size: number
}

export interface RecordInput {
  detail: TrademarkDetail
  lang: Lang
  generatedAt: Date
  specimen: RecordSpecimen
}

type Party = NonNullable<TrademarkDetail['agent']>

const show = (value: string | null | undefined) => value || '—'

function partyRows(party: Party, lang: Lang): Array<[string, string]> {
  return [
    [pick(W.nameZh, lang), show(party.nameZh)],
    [pick(W.nameEn, lang), show(party.nameEn)],
    [pick(W.addressZh, lang), show(party.addressZh)],
    [pick(W.addressEn, lang), show(party.addressEn)],
    [pick(W.partyKind, lang), pick(party.kind === 'company' ? W.company : W.person, lang)],
  ]
}

function classBlocks(d: Docx, detail: TrademarkDetail, lang: Lang): Block[] {
  return detail.classes.flatMap((c) => {
    const title = lang === 'en' ? `Class ${c.no} – ${c.nameEn}` : `第${c.no}类 ${c.nameZh}`
    const count = Math.max(c.goodsZh.length, c.goodsEn.length)
    const rows = Array.from({ length: count }, (_, k) => [c.goodsZh[k] ?? '', c.goodsEn[k] ?? ''] as const)
    return [heading(d, title, 3), gridTable(d, [pick(W.goodsZh, lang), pick(W.goodsEn, lang)], rows)]
  })
}

export async function buildRecordDocument(input: RecordInput): Promise<Uint8Array> {
  const d = await import('docx')
  const { detail: m, lang, specimen } = input
  const en = lang === 'en'
  const title = `${pick(W.recordTitle, lang)} ${m.applicationNo}`
  const stamp = stampText(input.generatedAt)
  const h = (c: keyof typeof COLUMN_HEADERS) => pick(COLUMN_HEADERS[c], lang)

  const image = new d.ImageRun({
    type: 'svg',
    data: new TextEncoder().encode(specimen.svg),
    fallback: { type: 'png', data: specimen.png },
    transformation: { width: specimen.size, height: specimen.size },
    altText: {
      name: pick(W.specimen, lang),
      title: m.name,
      description: `${pick(W.specimen, lang)} ${m.name}`,
    },
  })

  const particulars: Array<[string, string]> = [
    [h('name'), show(m.name)],
    [pick(W.pinyin, lang), show(m.pinyin)],
    [pick(W.kind, lang), pick(W[m.kind], lang)],
    [h('applicationNo'), m.applicationNo],
    [h('registrationNo'), show(m.registrationNo)],
    [h('status'), en ? m.statusEn : m.statusZh],
    [h('country'), en ? m.countryEn : m.countryZh],
    [h('classes'), m.classes.map((c) => c.no).join(en ? ', ' : '，')],
    [pick(W.vienna, lang), show(m.viennaCodes.join('; '))],
  ]
  const procedure: Array<[string, string]> = [
    [h('filingDate'), m.filingDate],
    [pick(W.priorityDate, lang), show(m.priorityDate)],
    [h('publicationDate'), show(m.publicationDate)],
    [h('registrationDate'), show(m.registrationDate)],
    [h('expiryDate'), show(m.expiryDate)],
  ]

  const children: Block[] = [
    heading(d, pick(W.recordTitle, lang), 1),
    text(
      d,
      `${show(m.name)} · ${h('applicationNo')} ${m.applicationNo} · ${pick(W.generatedAt, lang)} ${stamp}`,
      {
        color: '666666',
      },
    ),
    heading(d, pick(W.specimen, lang), 2),
    new d.Paragraph({ children: [image] }),
    heading(d, pick(W.basics, lang), 2),
    keyValueTable(d, particulars),
    heading(d, pick(W.procedure, lang), 2),
    keyValueTable(d, procedure),
    heading(d, pick(W.applicant, lang), 2),
    keyValueTable(d, partyRows(m.applicant, lang)),
    heading(d, pick(W.agent, lang), 2),
    m.agent ? keyValueTable(d, partyRows(m.agent, lang)) : text(d, pick(W.none, lang)),
    heading(d, pick(W.goods, lang), 2),
    ...classBlocks(d, m, lang),
    spacer(d),
  ]
  return pack(d, [{ footers: { default: footer(d, lang) }, children }], title)
}
