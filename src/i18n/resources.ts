import zhCommon from './locales/zh-CN/common.json'
import zhShell from './locales/zh-CN/shell.json'
import zhAuth from './locales/zh-CN/auth.json'
import zhLegal from './locales/zh-CN/legal.json'
import zhHome from './locales/zh-CN/home.json'
import zhValidation from './locales/zh-CN/validation.json'
import zhErrors from './locales/zh-CN/errors.json'
import zhDevtools from './locales/zh-CN/devtools.json'
import zhSearch from './locales/zh-CN/search.json'
import zhSearchResults from './locales/zh-CN/searchResults.json'
import zhSearchRecord from './locales/zh-CN/searchRecord.json'
import zhSearchHistory from './locales/zh-CN/searchHistory.json'
import zhSearchExport from './locales/zh-CN/searchExport.json'
import zhPayment from './locales/zh-CN/payment.json'
import zhOrders from './locales/zh-CN/orders.json'
import zhInvoices from './locales/zh-CN/invoices.json'
import zhBenefits from './locales/zh-CN/benefits.json'
import zhFees from './locales/zh-CN/fees.json'
import zhTitles from './locales/zh-CN/titles.json'
import zhRegGoods from './locales/zh-CN/regGoods.json'
import zhRegApplicants from './locales/zh-CN/regApplicants.json'
import zhRegMarks from './locales/zh-CN/regMarks.json'
import zhRegRegions from './locales/zh-CN/regRegions.json'
import zhRegDocs from './locales/zh-CN/regDocs.json'
import zhRegistration from './locales/zh-CN/registration.json'
import zhFlow from './locales/zh-CN/flow.json'
import zhServices from './locales/zh-CN/services.json'
import zhSvcRenewal from './locales/zh-CN/svcRenewal.json'
import zhSvcChange from './locales/zh-CN/svcChange.json'
import zhSvcAssignment from './locales/zh-CN/svcAssignment.json'
import zhSvcLicence from './locales/zh-CN/svcLicence.json'
import zhSvcRemoval from './locales/zh-CN/svcRemoval.json'
import zhSvcReissue from './locales/zh-CN/svcReissue.json'
import zhSvcContested from './locales/zh-CN/svcContested.json'
import zhPersonal from './locales/zh-CN/personal.json'
import zhAccount from './locales/zh-CN/account.json'
import zhSecurity from './locales/zh-CN/security.json'
import zhCertification from './locales/zh-CN/certification.json'
import zhApplicantBook from './locales/zh-CN/applicantBook.json'
import zhNotices from './locales/zh-CN/notices.json'
import zhOfficialDocs from './locales/zh-CN/officialDocs.json'
import zhCasesList from './locales/zh-CN/casesList.json'
import zhCaseDetail from './locales/zh-CN/caseDetail.json'
import zhDeadlines from './locales/zh-CN/deadlines.json'
import zhDocuments from './locales/zh-CN/documents.json'
import zhTeam from './locales/zh-CN/team.json'
import zhPortfolios from './locales/zh-CN/portfolios.json'
import zhSearchExtra from './locales/zh-CN/searchExtra.json'
import zhFeedback from './locales/zh-CN/feedback.json'
import zhAnalytics from './locales/zh-CN/analytics.json'
import zhWatchResults from './locales/zh-CN/watchResults.json'
import zhMonitorWatch from './locales/zh-CN/monitorWatch.json'
import enCommon from './locales/en/common.json'
import enShell from './locales/en/shell.json'
import enAuth from './locales/en/auth.json'
import enLegal from './locales/en/legal.json'
import enHome from './locales/en/home.json'
import enValidation from './locales/en/validation.json'
import enErrors from './locales/en/errors.json'
import enDevtools from './locales/en/devtools.json'
import enSearch from './locales/en/search.json'
import enSearchResults from './locales/en/searchResults.json'
import enSearchRecord from './locales/en/searchRecord.json'
import enSearchHistory from './locales/en/searchHistory.json'
import enSearchExport from './locales/en/searchExport.json'
import enPayment from './locales/en/payment.json'
import enOrders from './locales/en/orders.json'
import enInvoices from './locales/en/invoices.json'
import enBenefits from './locales/en/benefits.json'
import enFees from './locales/en/fees.json'
import enTitles from './locales/en/titles.json'
import enRegGoods from './locales/en/regGoods.json'
import enRegApplicants from './locales/en/regApplicants.json'
import enRegMarks from './locales/en/regMarks.json'
import enRegRegions from './locales/en/regRegions.json'
import enRegDocs from './locales/en/regDocs.json'
import enRegistration from './locales/en/registration.json'
import enFlow from './locales/en/flow.json'
import enServices from './locales/en/services.json'
import enSvcRenewal from './locales/en/svcRenewal.json'
import enSvcChange from './locales/en/svcChange.json'
import enSvcAssignment from './locales/en/svcAssignment.json'
import enSvcLicence from './locales/en/svcLicence.json'
import enSvcRemoval from './locales/en/svcRemoval.json'
import enSvcReissue from './locales/en/svcReissue.json'
import enSvcContested from './locales/en/svcContested.json'
import enPersonal from './locales/en/personal.json'
import enAccount from './locales/en/account.json'
import enSecurity from './locales/en/security.json'
import enCertification from './locales/en/certification.json'
import enApplicantBook from './locales/en/applicantBook.json'
import enNotices from './locales/en/notices.json'
import enOfficialDocs from './locales/en/officialDocs.json'
import enCasesList from './locales/en/casesList.json'
import enCaseDetail from './locales/en/caseDetail.json'
import enDeadlines from './locales/en/deadlines.json'
import enDocuments from './locales/en/documents.json'
import enTeam from './locales/en/team.json'
import enPortfolios from './locales/en/portfolios.json'
import enSearchExtra from './locales/en/searchExtra.json'
import enFeedback from './locales/en/feedback.json'
import enAnalytics from './locales/en/analytics.json'
import enWatchResults from './locales/en/watchResults.json'
import enMonitorWatch from './locales/en/monitorWatch.json'

/** One namespace per area plus `common`; zh-CN and en must carry the same keys (checked by a test). */
export const resources = {
  'zh-CN': {
    common: zhCommon,
    shell: zhShell,
    auth: zhAuth,
    legal: zhLegal,
    home: zhHome,
    validation: zhValidation,
    errors: zhErrors,
    devtools: zhDevtools,
    search: zhSearch,
    searchResults: zhSearchResults,
    searchRecord: zhSearchRecord,
    searchHistory: zhSearchHistory,
    searchExport: zhSearchExport,
    payment: zhPayment,
    orders: zhOrders,
    invoices: zhInvoices,
    benefits: zhBenefits,
    fees: zhFees,
    titles: zhTitles,
    regGoods: zhRegGoods,
    regApplicants: zhRegApplicants,
    regMarks: zhRegMarks,
    regRegions: zhRegRegions,
    regDocs: zhRegDocs,
    registration: zhRegistration,
    flow: zhFlow,
    services: zhServices,
    svcRenewal: zhSvcRenewal,
    svcChange: zhSvcChange,
    svcAssignment: zhSvcAssignment,
    svcLicence: zhSvcLicence,
    svcRemoval: zhSvcRemoval,
    svcReissue: zhSvcReissue,
    svcContested: zhSvcContested,
    personal: zhPersonal,
    account: zhAccount,
    security: zhSecurity,
    certification: zhCertification,
    applicantBook: zhApplicantBook,
    notices: zhNotices,
    officialDocs: zhOfficialDocs,
    casesList: zhCasesList,
    caseDetail: zhCaseDetail,
    deadlines: zhDeadlines,
    documents: zhDocuments,
    team: zhTeam,
    portfolios: zhPortfolios,
    searchExtra: zhSearchExtra,
    feedback: zhFeedback,
    analytics: zhAnalytics,
    watchResults: zhWatchResults,
    monitorWatch: zhMonitorWatch,
  },
  en: {
    common: enCommon,
    shell: enShell,
    auth: enAuth,
    legal: enLegal,
    home: enHome,
    validation: enValidation,
    errors: enErrors,
    devtools: enDevtools,
    search: enSearch,
    searchResults: enSearchResults,
    searchRecord: enSearchRecord,
    searchHistory: enSearchHistory,
    searchExport: enSearchExport,
    payment: enPayment,
    orders: enOrders,
    invoices: enInvoices,
    benefits: enBenefits,
    fees: enFees,
    titles: enTitles,
    regGoods: enRegGoods,
    regApplicants: enRegApplicants,
    regMarks: enRegMarks,
    regRegions: enRegRegions,
    regDocs: enRegDocs,
    registration: enRegistration,
    flow: enFlow,
    services: enServices,
    svcRenewal: enSvcRenewal,
    svcChange: enSvcChange,
    svcAssignment: enSvcAssignment,
    svcLicence: enSvcLicence,
    svcRemoval: enSvcRemoval,
    svcReissue: enSvcReissue,
    svcContested: enSvcContested,
    personal: enPersonal,
    account: enAccount,
    security: enSecurity,
    certification: enCertification,
    applicantBook: enApplicantBook,
    notices: enNotices,
    officialDocs: enOfficialDocs,
    casesList: enCasesList,
    caseDetail: enCaseDetail,
    deadlines: enDeadlines,
    documents: enDocuments,
    team: enTeam,
    portfolios: enPortfolios,
    searchExtra: enSearchExtra,
    feedback: enFeedback,
    analytics: enAnalytics,
    watchResults: enWatchResults,
    monitorWatch: enMonitorWatch,
  },
} as const

export type Lang = keyof typeof resources
export const LANGS = Object.keys(resources) as Lang[]
export const defaultNS = 'common'
