/**
 * What differs between the four registration regions besides their wizard steps (src/domain/registration/
 * wizards.ts): the URL segment, the country list, the Madrid basis, series marks, the save call and the
 * order's detail page. The wizard configurations, the pages, the price and the mock read these facts.
 */
import type { ProductTypeId } from '../product-types'
import type { RoutePath } from '../route-path'
import type { DocumentNeed } from '../wizard/types'
import type { DocumentKind, RegistrationDraft, RegistrationRegion } from './types'

export interface RegistrationFlowConfig {
  region: RegistrationRegion
  productType: ProductTypeId
  /** First URL segment of the wizard: /<segment>/registerNew/<step>. */
  segment: 'mainland' | 'HK' | 'global' | 'Madrid'
  /** The entry route that redirects to the first step. */
  entryPath: RoutePath
  /** Whether the wizard has a provideDocument step (global files without documents). */
  hasDocuments: boolean
  /** Which country list the information step asks for. */
  countries: 'none' | 'global' | 'madrid'
  /** Madrid rests on a basic application or registration at CNIPA. */
  needsBasis: boolean
  /** Series marks can be filed (HK). */
  allowsSeries: boolean
  /** The call that saves the draft's trademarks (createTrademark / createGlobalTrademark / madrid). */
  saveCall: 'trademarkCreateTrademark' | 'trademarkCreateGlobalTrademark' | 'madridCreateTrademark'
  /** Where the finished order is shown (src/domain/order-routes ORDER_DETAIL_PAGES). */
  detailPage: 'detailInfor' | 'HKdetail' | 'ForeignDetailsPreview' | 'globalDetail'
}

export const REGISTRATION_FLOWS: Readonly<Record<RegistrationRegion, RegistrationFlowConfig>> = {
  mainland: {
    region: 'mainland',
    productType: 0,
    segment: 'mainland',
    entryPath: '/Mainland_China_Applications',
    hasDocuments: true,
    countries: 'none',
    needsBasis: false,
    allowsSeries: false,
    saveCall: 'trademarkCreateTrademark',
    detailPage: 'detailInfor',
  },
  hk: {
    region: 'hk',
    productType: 2,
    segment: 'HK',
    entryPath: '/Hong_Kong_Applications',
    hasDocuments: true,
    countries: 'none',
    needsBasis: false,
    allowsSeries: true,
    saveCall: 'trademarkCreateTrademark',
    detailPage: 'HKdetail',
  },
  global: {
    region: 'global',
    productType: 3,
    segment: 'global',
    entryPath: '/Global_Applications',
    hasDocuments: false,
    countries: 'global',
    needsBasis: false,
    allowsSeries: false,
    saveCall: 'trademarkCreateGlobalTrademark',
    detailPage: 'ForeignDetailsPreview',
  },
  madrid: {
    region: 'madrid',
    productType: 26,
    segment: 'Madrid',
    entryPath: '/Madrid_Applications',
    hasDocuments: true,
    countries: 'madrid',
    needsBasis: true,
    allowsSeries: false,
    saveCall: 'madridCreateTrademark',
    detailPage: 'globalDetail',
  },
}

export const REGISTRATION_REGIONS = Object.keys(REGISTRATION_FLOWS) as RegistrationRegion[]

/** The region of a URL segment ('mainland', 'HK', 'global', 'Madrid'), or undefined. */
export const regionOfSegment = (segment: string): RegistrationRegion | undefined =>
  REGISTRATION_REGIONS.find((r) => REGISTRATION_FLOWS[r].segment === segment)

/** The documents the provideDocument step asks for, for this draft. */
export function documentsNeeded(
  draft: Pick<RegistrationDraft, 'region' | 'applicants' | 'trademarks'>,
): DocumentNeed<DocumentKind>[] {
  if (!REGISTRATION_FLOWS[draft.region].hasDocuments) return []
  const everyone = [draft.applicants.main, ...draft.applicants.joint].filter((a) => a !== null)
  const enterprise = everyone.some((a) => a.kind === 'enterprise')
  const individual = everyone.some((a) => a.kind === 'individual')
  const foreign = everyone.some((a) => a.country !== 'CN')
  const priority = draft.trademarks.some((m) => m.priority !== null)
  const list: DocumentNeed<DocumentKind>[] = [{ kind: 'powerOfAttorney', required: true }]
  if (enterprise || everyone.length === 0) list.push({ kind: 'businessLicence', required: true })
  if (individual) list.push({ kind: 'idDocument', required: true })
  // The priority document may follow within 3 months of filing, so it is asked for but not required now.
  if (priority) list.push({ kind: 'priorityProof', required: false })
  if (foreign) list.push({ kind: 'notarised', required: draft.region !== 'hk' })
  if (draft.region === 'madrid') list.push({ kind: 'translation', required: false })
  return list
}
