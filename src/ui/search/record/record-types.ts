import type { analyticsCalls } from '../../../api/catalogue/analytics'
import type { ResponseOf } from '../../../api/catalogue/define'
import type { searchCalls } from '../../../api/catalogue/search'

export type ArchiveData = ResponseOf<typeof searchCalls.tmInfoQueryTrademarkArchives>
export type NoticesData = ResponseOf<typeof searchCalls.tmInfoGetNoticeInfo>
export type PortfolioData = ResponseOf<typeof searchCalls.tmInfoQueryTmInfoByApplicant>
export type GroupData = ResponseOf<typeof searchCalls.tmInfoTmCrossSearchAndGroup>
export type CasesData = ResponseOf<typeof analyticsCalls.tmInfoGetCaseList>
export type CaseDetailData = ResponseOf<typeof analyticsCalls.tmInfoGetCaseDetail>
