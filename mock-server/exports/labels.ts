/**
 * Words the generated files carry, in both languages. The files are made by "the server", so their words
 * live here rather than in the client's i18n namespaces (mock-server may not import src/i18n).
 */
import type { ExportColumn } from '../../src/api/schemas/search-exports'
import type { SimilarityLevel } from '../../src/api/schemas/search-shared'
import { businessDateTime } from '../../src/domain/clock'
import type { Lang } from '../context'

export interface Words {
  zh: string
  en: string
}

export const pick = (w: Words, lang: Lang) => (lang === 'en' ? w.en : w.zh)

export const COLUMN_HEADERS: Record<ExportColumn, Words> = {
  number: { zh: '序号', en: 'No.' },
  name: { zh: '商标名称', en: 'Trademark' },
  applicationNo: { zh: '申请号', en: 'Application no.' },
  registrationNo: { zh: '注册号', en: 'Registration no.' },
  classes: { zh: '类别', en: 'Classes' },
  applicantZh: { zh: '申请人（中文）', en: 'Applicant (Chinese)' },
  applicantEn: { zh: '申请人（英文）', en: 'Applicant (English)' },
  filingDate: { zh: '申请日期', en: 'Filing date' },
  publicationDate: { zh: '初审公告日期', en: 'Publication date' },
  registrationDate: { zh: '注册日期', en: 'Registration date' },
  expiryDate: { zh: '专用权到期日', en: 'Expiry date' },
  agent: { zh: '代理机构', en: 'Agent' },
  similarity: { zh: '近似度', en: 'Similarity' },
  status: { zh: '商标状态', en: 'Status' },
  country: { zh: '国家/地区', en: 'Country/region' },
}

export const SIMILARITY: Record<SimilarityLevel, Words> = {
  high: { zh: '高', en: 'High' },
  middle: { zh: '中', en: 'Medium' },
  low: { zh: '低', en: 'Low' },
}

export const W = {
  resultsSheet: { zh: '检索结果', en: 'Results' },
  querySheet: { zh: '检索条件', en: 'Search criteria' },
  resultsTitle: { zh: '商标检索结果', en: 'Trademark search results' },
  reportTitle: { zh: '商标检索报告', en: 'Trademark search report' },
  recordTitle: { zh: '商标档案', en: 'Trademark record' },
  generatedAt: { zh: '生成时间', en: 'Generated' },
  exported: { zh: '导出范围', en: 'Exported' },
  rowsOf: { zh: '共 {total} 条，导出 {count} 条', en: '{count} of {total} marks' },
  selectedOf: { zh: '已选 {count} 件商标', en: '{count} selected marks' },
  capped: {
    zh: '结果超过 {max} 条，仅导出前 {max} 条；请缩小检索范围后再导出其余结果。',
    en: 'The result has more than {max} marks; only the first {max} are exported. Narrow the search to export the rest.',
  },
  criterion: { zh: '条件', en: 'Criterion' },
  value: { zh: '内容', en: 'Value' },
  summary: { zh: '结果一览', en: 'Marks found' },
  details: { zh: '商标详情', en: 'Details per mark' },
  noMarks: { zh: '没有符合条件的商标。', en: 'No marks match this search.' },
  basics: { zh: '基本信息', en: 'Particulars' },
  specimen: { zh: '商标图样', en: 'Specimen' },
  kind: { zh: '商标类型', en: 'Mark type' },
  pinyin: { zh: '拼音', en: 'Pinyin' },
  vienna: { zh: '图形要素编码', en: 'Vienna codes' },
  applicant: { zh: '申请人', en: 'Applicant' },
  agent: { zh: '代理机构', en: 'Agent' },
  none: { zh: '无', en: 'None' },
  nameZh: { zh: '中文名称', en: 'Name (Chinese)' },
  nameEn: { zh: '英文名称', en: 'Name (English)' },
  addressZh: { zh: '中文地址', en: 'Address (Chinese)' },
  addressEn: { zh: '英文地址', en: 'Address (English)' },
  partyKind: { zh: '主体类型', en: 'Type' },
  company: { zh: '企业', en: 'Company' },
  person: { zh: '自然人', en: 'Individual' },
  goods: { zh: '商品/服务', en: 'Goods and services' },
  goodsZh: { zh: '商品/服务（中文）', en: 'Goods/services (Chinese)' },
  goodsEn: { zh: '商品/服务（英文）', en: 'Goods/services (English)' },
  procedure: { zh: '商标流程', en: 'Procedure' },
  priorityDate: { zh: '优先权日期', en: 'Priority date' },
  step: { zh: '环节', en: 'Step' },
  date: { zh: '日期', en: 'Date' },
  notYet: { zh: '—', en: '—' },
  word: { zh: '文字商标', en: 'Word mark' },
  figurative: { zh: '图形商标', en: 'Figurative mark' },
  combined: { zh: '组合商标', en: 'Combined mark' },
  score: { zh: '近似分值', en: 'Score' },
  disclaimer: {
    zh: '本报告依据检索时的商标数据生成，仅供参考，不构成法律意见。',
    en: 'This report reflects the register at the time of the search. It is for reference and is not legal advice.',
  },
} satisfies Record<string, Words>

/** A moment as the files print it, in business time to the minute: "2026-11-20 11:04 UTC+8". */
export const stampText = (at: Parameters<typeof businessDateTime>[0]) =>
  `${businessDateTime(at).slice(0, 16)} UTC+8`

/** Fills `{name}` slots of a phrase. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''))

/** File names: real, dated, in the file's language. */
export const FILE_NAMES = {
  results: (lang: Lang, date: string) =>
    lang === 'en' ? `trademark-search-results-${date}.xlsx` : `商标检索结果-${date}.xlsx`,
  report: (lang: Lang, date: string) =>
    lang === 'en' ? `trademark-search-report-${date}.docx` : `商标检索报告-${date}.docx`,
  record: (lang: Lang, applicationNo: string) =>
    lang === 'en' ? `trademark-record-${applicationNo}.docx` : `商标档案-${applicationNo}.docx`,
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
