/**
 * The registration wizards' shared vocabulary (mainland China, Hong Kong, global, Madrid). One draft shape
 * serves all four flows; src/domain/registration/flows.ts says which parts each region uses. The draft is
 * what the wizard saves on every change (locally and through the drafts calls) and what the order is made
 * from, so every field here is plain JSON.
 */
import { UPLOAD_MAX_BYTES } from '../constants'
import type { FeeLine } from '../pricing'
import type { DocumentFile, DocumentsByKind, Mailing, WizardDraftBase } from '../wizard/types'

export type RegistrationRegion = 'mainland' | 'hk' | 'global' | 'madrid'
/** Every step a registration wizard may have, as routes.tsv spells it (global files have no provideDocument). */
export const REGISTRATION_STEPS = ['fillInInformation', 'payment', 'provideDocument', 'confirm'] as const
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number]

/** Whether a step id of the generic wizard shape is one of registration's. */
export const isRegistrationStep = (step: string): step is RegistrationStep =>
  (REGISTRATION_STEPS as readonly string[]).includes(step)

export type MarkType = 'word' | 'design' | 'combined'
export type ColorMode = 'blackWhite' | 'color'

/** A specimen image stored through the filing upload calls (or generated from the text). */
export interface MarkImage {
  fileId: string
  fileName: string
  /** Where the page can show it (file/download?fileId=… under the API root, or a data: URL). */
  url: string
  width: number
  height: number
  size: number
  source: 'upload' | 'generated'
}

/** Paris Convention priority or exhibition priority claimed for a mark. */
export interface PriorityClaim {
  /** ISO 3166 alpha-2 of the office of first filing (or of the exhibition). */
  country: string
  /** YYYY-MM-DD: filing date of the first application (or first display at the exhibition). */
  date: string
  number: string
  category: 'convention' | 'exhibition'
}

/** One goods or services item chosen in a class. */
export interface GoodsItem {
  /** Standard item code ('090103'), null for a custom item. */
  code: string | null
  /** Similar group ('0901'), null when unknown (custom item not yet verified). */
  groupCode: string | null
  nameZh: string
  nameEn: string
  custom: boolean
  /** CommodityVerification's answer for a custom item; standard items are 'accepted'. */
  verdict: 'accepted' | 'rejected' | 'unchecked'
  /** Why a custom item was rejected (or a hint for an accepted one), in both languages. */
  verdictNote?: { zh: string; en: string } | null
}

export interface ClassSelection {
  /** '01'–'45'. */
  classNo: string
  goods: GoodsItem[]
}

export interface TrademarkDraft {
  /** Client-side key of the mark within the draft (stable across saves). */
  key: string
  markType: MarkType
  /** Literal elements (required). */
  name: string
  colorMode: ColorMode
  colorDescription: string
  /** Contains a portrait of a person. */
  portrait: boolean
  series: boolean
  /** Number of marks in the series (HK series marks), null when not a series. */
  seriesCount: number | null
  description: string
  /** Transliteration or translation of non-Latin / non-Chinese elements. */
  transliteration: string
  /** Language of the literal elements (ISO 639-1 code, e.g. 'zh', 'en'). */
  language: string
  /** Business sector code from trademark/getDomain and getDomainSecond ('' = not chosen). */
  sector: string
  subSector: string
  image: MarkImage | null
  /** Black-and-white version, required for colour marks (see needsBlackImage in marks code). */
  blackImage: MarkImage | null
  priority: PriorityClaim | null
  classes: ClassSelection[]
  /** Madrid only: the basic application or registration this mark rests on. */
  basis: MadridBasis | null
}

/** An applicant as the wizard keeps it (a copy of the account's applicant record at the time chosen). */
export interface Applicant {
  applicantId: string
  kind: 'enterprise' | 'individual'
  /** Individuals: 'idCard' | 'passport' | 'other'; enterprises: null. */
  idType: 'idCard' | 'passport' | 'other' | null
  idNumber: string
  /** ISO 3166 alpha-2; 'CN' for mainland applicants. */
  country: string
  nameZh: string
  nameEn: string
  addressZh: string
  addressEn: string
  /** Mainland applicants: GB/T 2260 codes and names of province, city and district. */
  province: { code: string; name: string } | null
  city: { code: string; name: string } | null
  district: { code: string; name: string } | null
  postalCode: string
  contactPerson: string
  phone: string
  email: string
  /** Enterprises: address on the business licence and the unified social credit code. */
  licenceAddress: string
  uscc: string
  licenceFile: { fileId: string; fileName: string } | null
  isDefault: boolean
}

export interface ApplicantsSelection {
  main: Applicant | null
  /** Joint applicants; main + joint at most MAX_APPLICANTS. */
  joint: Applicant[]
}

/** The basic application or registration a Madrid application rests on (at CNIPA). */
export interface MadridBasis {
  kind: 'application' | 'registration'
  number: string
  /** YYYY-MM-DD. */
  date: string
}

export type DocumentKind =
  'powerOfAttorney' | 'businessLicence' | 'idDocument' | 'priorityProof' | 'notarised' | 'translation'

/** Registration's documents and originals by post are the wizard shape's (src/domain/wizard/types.ts). */
export type { DocumentFile, Mailing }

export interface NotificationChoice {
  email: boolean
  sms: boolean
  post: boolean
}

export interface RegistrationDraft extends WizardDraftBase {
  region: RegistrationRegion
  /** The step the draft is at (the wizard machine writes it; the URL follows it). */
  step: RegistrationStep
  trademarks: TrademarkDraft[]
  applicants: ApplicantsSelection
  /** Designated countries (Madrid) or countries and regions (global), ISO alpha-2 / 'EM' / 'OA' … */
  countries: string[]
  documents: DocumentsByKind<DocumentKind>
  /** Originals (power of attorney, notarised documents) sent by post. */
  originalsByPost: boolean
  mailing: Mailing
  notification: NotificationChoice
}

/** The price of an application as trademark/getPrice answers it (and the wizard shows it). */
export interface RegistrationQuote {
  region: RegistrationRegion
  lines: FeeLine[]
  official: number
  service: number
  /** CNY. */
  total: number
}

export const MAX_APPLICANTS = 10
/** Goods items per class included in the class fee; each further item adds the excess-item fee. */
export const GOODS_PER_CLASS_INCLUDED = 10
/** §5: specimen images are uploads like any other, at most 2,048,000 bytes ("2MB"). */
export const MARK_IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES
export const MARK_IMAGE_MIN_SIDE = 400
export const DOCUMENT_MAX_BYTES = 2_048_000
/** The priority document must reach the office within 3 months of filing. */
export const PRIORITY_PROOF_MONTHS = 3
