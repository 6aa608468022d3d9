// The availability-analysis report as data (tmInfo/queryResultDownload with format 'json'): the same report
// the .docx prints (mock-server/search/analysis-report.ts builds both), so a page can show it.
import { z } from 'zod'
import { SUCCESS_BANDS, SUCCESS_TIERS } from '../../domain/success-rate'
import { successReasonSchema } from './search-extra'

export const RISK_LEVELS = ['high', 'medium', 'low'] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]

/** How the marks were compared: by name, by specimen, or not at all (a listing of the marks found). */
export const ANALYSIS_BASES = ['name', 'image', 'listing'] as const

const riskReasonSchema = z.union([
  successReasonSchema,
  z.object({ kind: z.literal('listed'), count: z.number().int() }),
  z.object({ kind: z.literal('noneListed') }),
])
export type RiskReason = z.output<typeof riskReasonSchema>

const classList = z.array(z.string())
const recommendationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redesign'), classes: classList }),
  z.object({ kind: z.literal('narrowGoods'), classes: classList }),
  z.object({ kind: z.literal('fileSoon'), classes: classList }),
  z.object({ kind: z.literal('chooseGroups') }),
  z.object({ kind: z.literal('nameSearch') }),
  z.object({ kind: z.literal('noClasses') }),
])
export type Recommendation = z.output<typeof recommendationSchema>

const analysisMarkSchema = z.object({
  id: z.string(),
  name: z.string(),
  applicationNo: z.string(),
  registrationNo: z.string(),
  applicantZh: z.string(),
  applicantEn: z.string(),
  statusZh: z.string(),
  statusEn: z.string(),
  filingDate: z.string(),
  /** Null when the search compared nothing. */
  tier: z.enum(SUCCESS_TIERS).nullable(),
  score: z.number(),
  sharedGroups: z.array(z.string()),
})

const analysisClassSchema = z.object({
  no: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  groups: z.array(z.string()),
  verdict: z.object({
    risk: z.enum(RISK_LEVELS),
    /** The registration chance; null when nothing was compared. */
    chance: z.enum(SUCCESS_BANDS).nullable(),
    reasons: z.array(riskReasonSchema),
  }),
  /** Live marks standing in the way, the weightiest first. */
  obstacles: z.array(analysisMarkSchema),
  liveCount: z.number().int(),
  /** Similar marks found that are no longer live: not counted. */
  deadCount: z.number().int(),
})
export type AnalysisClass = z.output<typeof analysisClassSchema>

export const analysisReportSchema = z.object({
  orderNo: z.string(),
  subject: z.string(),
  basis: z.enum(ANALYSIS_BASES),
  countries: z.array(z.object({ code: z.string(), nameZh: z.string(), nameEn: z.string() })),
  /** Whether the classes were chosen in the search (else the most crowded ones were taken). */
  classesChosen: z.boolean(),
  classes: z.array(analysisClassSchema),
  /** The highest class risk; null without classes. */
  overall: z.enum(RISK_LEVELS).nullable(),
  recommendations: z.array(recommendationSchema),
  remarks: z.string(),
  remarksUpdatedAt: z.string().nullable(),
  attachmentNames: z.array(z.string()),
  paidAt: z.string().nullable(),
  deliveredAt: z.string(),
  /** The register's day the analysis reflects. */
  dataDate: z.string(),
})
export type AnalysisReportView = z.output<typeof analysisReportSchema>
