/** The search behind an export, told in the file's language, so a file read later says what it answers. */
import type { z } from 'zod'
import type { exportCriteriaSchema } from '../../src/api/schemas/search-exports'
import type { FilterDimension } from '../../src/api/schemas/search-shared'
import { trademarkStatusLabel } from '../../src/domain/trademark-status'
import type { Lang } from '../context'
import { countryName, labelOf } from '../search/engine'
import { pick, SIMILARITY, type Words } from './labels'

export type ParsedCriteria = z.output<typeof exportCriteriaSchema>

const WAYS: Record<string, Words> = {
  similar: { zh: '近似商标检索', en: 'Similar marks' },
  applicant: { zh: '申请人检索', en: 'Applicant' },
  applicationNumber: { zh: '申请号检索', en: 'Application number' },
  registrationNumber: { zh: '注册号检索', en: 'Registration number' },
  agent: { zh: '代理机构检索', en: 'Agent' },
  address: { zh: '地址检索', en: 'Address' },
  vienna: { zh: '图形要素检索', en: 'Vienna codes' },
  combined: { zh: '综合检索', en: 'Combined search' },
  image: { zh: '图形检索', en: 'Image search' },
}

const L = {
  mode: { zh: '检索方式', en: 'Search mode' },
  text: { zh: '商标名称', en: 'Trademark' },
  applicant: { zh: '申请人', en: 'Applicant' },
  address: { zh: '申请人地址', en: 'Applicant address' },
  agent: { zh: '代理机构', en: 'Agent' },
  applicationNo: { zh: '申请号', en: 'Application numbers' },
  registrationNo: { zh: '注册号', en: 'Registration numbers' },
  vienna: { zh: '图形要素编码', en: 'Vienna codes' },
  classes: { zh: '类别', en: 'Classes' },
  allClasses: { zh: '全部类别', en: 'All classes' },
  similarGroups: { zh: '类似群', en: 'Similar groups' },
  countries: { zh: '国家/地区', en: 'Countries/regions' },
  status: { zh: '商标状态', en: 'Status' },
  degree: { zh: '近似度', en: 'Similarity' },
  trialDate: { zh: '初审公告日期', en: 'Publication date' },
  regDate: { zh: '注册日期', en: 'Registration date' },
  privateDate: { zh: '专用权期限', en: 'Expiry date' },
  filters: { zh: '结果筛选', en: 'Result filters' },
  imageHash: { zh: '图样指纹', en: 'Image fingerprint' },
} satisfies Record<string, Words>

const FILTER_NAMES: Record<FilterDimension, Words> = {
  country: L.countries,
  applicant: L.applicant,
  niceList: L.classes,
  similarGroup: L.similarGroups,
  appYear: { zh: '申请年份', en: 'Filing year' },
  regYear: { zh: '注册年份', en: 'Registration year' },
  trailYear: { zh: '初审年份', en: 'Publication year' },
  isvalid: { zh: '是否有效', en: 'Validity' },
  ggBeginYear: { zh: '注册公告年份', en: 'Registration notice year' },
  priorityYear: { zh: '优先权年份', en: 'Priority year' },
  rightPeriod: { zh: '专用权到期年份', en: 'Expiry year' },
  tmstatuscode: L.status,
  agent: L.agent,
}

type Range = { from?: string; to?: string } | undefined

const rangeText = (r: Range) => (r && (r.from || r.to) ? `${r.from ?? '…'} – ${r.to ?? '…'}` : '')

/** Label–value lines describing the search; empty criteria are left out. */
export function summarizeCriteria(criteria: ParsedCriteria, lang: Lang): Array<[string, string]> {
  const en = lang === 'en'
  const sep = en ? '; ' : '；'
  const lines: Array<[Words, string]> = []
  const countries = (codes: readonly string[]) => codes.map((c) => pick(countryName(c), lang)).join(sep)
  const classes = (nos: readonly string[] | undefined) =>
    nos?.length ? nos.join(sep) : pick(L.allClasses, lang)

  if (criteria.kind === 'image') {
    const q = criteria.request
    lines.push([L.mode, pick(WAYS.image!, lang)], [L.imageHash, q.imageHash])
    lines.push([L.countries, countries(q.countries)], [L.classes, classes(q.niceChoosedStr)])
  } else {
    const q = criteria.request
    lines.push([L.mode, pick(WAYS[q.queryWay] ?? WAYS.combined!, lang)])
    if (q.tradeMarkText) lines.push([L.text, q.tradeMarkText])
    if (q.tmApplicant) lines.push([L.applicant, q.tmApplicant])
    if (q.tmAddress) lines.push([L.address, q.tmAddress])
    if (q.tmAgent) lines.push([L.agent, q.tmAgent])
    if (q.applicationNumber?.length) lines.push([L.applicationNo, q.applicationNumber.join(sep)])
    if (q.registerNumber?.length) lines.push([L.registrationNo, q.registerNumber.join(sep)])
    if (q.viennaChoosedStr?.length) lines.push([L.vienna, q.viennaChoosedStr.join(sep)])
    lines.push([L.classes, classes(q.niceChoosedStr)], [L.countries, countries(q.countries)])
    if (q.groupChoosedStr?.length) lines.push([L.similarGroups, q.groupChoosedStr.join(sep)])
    if (q.status?.length) {
      const names = q.status.map((s) => {
        const label = trademarkStatusLabel(s)
        return label ? pick(label, lang) : String(s)
      })
      lines.push([L.status, names.join(sep)])
    }
    if (q.degree?.length && q.degree.length < 3)
      lines.push([L.degree, q.degree.map((d) => pick(SIMILARITY[d], lang)).join(sep)])
    for (const key of ['trialDate', 'regDate', 'privateDate'] as const) {
      const text = rangeText(q[key])
      if (text) lines.push([L[key], text])
    }
    const picked = Object.entries(q.filters ?? {}).filter(([, v]) => v?.length) as Array<
      [FilterDimension, string[]]
    >
    if (picked.length) {
      const parts = picked.map(([d, values]) => {
        const shown = values.map((v) => {
          const l = labelOf(d, v)
          return en ? l.labelEn : l.labelZh
        })
        return `${pick(FILTER_NAMES[d], lang)}: ${shown.join(en ? ', ' : '、')}`
      })
      lines.push([L.filters, parts.join(sep)])
    }
  }
  return lines.map(([label, value]) => [pick(label, lang), value])
}
