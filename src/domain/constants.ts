/** Whole-request timeout for ordinary API calls (20 minutes). */
export const REQUEST_TIMEOUT_MS = 1_200_000
/** Transfers (uploads/downloads of large documents) are effectively never timed out by the client. */
export const TRANSFER_TIMEOUT_MS = 1e9

export const RESULTS_PAGE_SIZE = 56
export const APPLICANT_PAGE_SIZE = 10
/** Queries a trial account may run per day. */
export const TRIAL_DAILY_LIMIT = 100
/** Body code of a search refused because today's trial retrievals are used up (data: { limit, used }). */
export const SEARCH_LIMIT_CODE = 1429
/** Body code of a search refused because the account's trial period has ended (data: { endedAt }). */
export const TRIAL_ENDED_CODE = 1430
/** Marks that may be selected for one renewal order. */
export const RENEWAL_SELECTION_MAX = 5
/** Co-applicants allowed on one application. */
export const APPLICANTS_MAX = 10
/** Mailing addresses one account keeps (the address book page and the mock). */
export const ADDRESSES_MAX = 20
/** Wrong codes (SMS or e-mail) one target may try for one purpose; the last of them locks it (mock and UI). */
export const CODE_MAX_ATTEMPTS = 5
/** How long CODE_MAX_ATTEMPTS wrong codes lock a target and purpose: no check and no new code meanwhile. */
export const CODE_LOCK_S = 15 * 60
/** How long proving the current mobile (or e-mail) with a code allows changing the account's contacts. */
export const IDENTITY_PROOF_S = 10 * 60
/** Vienna figurative-element codes allowed in one image query. */
export const VIENNA_CODES_MAX = 5

// The 2 MB limit is specified as 2048000 bytes, i.e. "MB" = 1024 * 1000; the other limits follow suit.
const MB = 1024 * 1000

/** Default upload limit: 2 MB as the back end counts it. Sizes equal to a limit are accepted. */
export const UPLOAD_MAX_BYTES = 2 * MB
export const QUERY_IMAGE_MAX_BYTES = 5 * MB
export const LICENCE_IMAGE_MAX_BYTES = 10 * MB
export const LICENCE_PDF_MAX_BYTES = 2 * MB
/** Smallest accepted trademark image, in pixels, on both axes. */
export const IMAGE_MIN_WIDTH = 400
export const IMAGE_MIN_HEIGHT = 400

/** Tax rate (6.72 %) applied to taxable amounts. */
export const TAX_RATE = 0.0672

export const TOAST_MS = 1500
/** Delay before sending the user to the login page once the session has expired, so the notice can be read. */
export const SESSION_EXPIRY_REDIRECT_MS = 3000
/** Delay before re-pushing history state when a page blocks the browser back button. */
export const BACK_BLOCK_REPUSH_MS = 500

/** Used when a download response carries no usable Content-Disposition file name. */
export const DEFAULT_DOWNLOAD_NAME = 'report.pdf'

/** Year span offered by the statistics/analysis pages (inclusive). */
export const ANALYSIS_YEARS = { begin: 2014, end: 2024 } as const

/** Upper-case file suffixes accepted by ordinary document uploads. */
export const UPLOAD_SUFFIXES = ['JPG', 'PNG', 'GIF', 'TIFF', 'JPEG', 'BMP', 'PDF'] as const
/** Upper-case file suffixes accepted where only an image makes sense. */
export const IMAGE_SUFFIXES = ['JPG', 'PNG', 'GIF', 'TIFF'] as const
export const PDF_SUFFIXES = ['PDF'] as const

/** How many jurisdictions each region of the global query offers. */
export const REGION_COUNTS = {
  asiaPacific: 14,
  europe: 19,
  northAmerica: 3,
  southAmerica: 3,
  africa: 1,
  oceania: 2,
  // WO (WIPO, international registrations) is listed with Oceania in the UI but is not a country.
  wipo: 1,
} as const

/** Series colours for charts (Tableau 10), in the order series are assigned. */
export const CHART_PALETTE = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
] as const

/** Online marketplaces monitored for infringing listings, keyed by the back end's identifier. */
export const MARKETPLACE_NAMES = {
  yihaodian: '1号店',
  vip: '唯品会',
  jd: '京东',
  dangdang: '当当',
} as const

export type Marketplace = keyof typeof MARKETPLACE_NAMES
