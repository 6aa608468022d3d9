import { filingCalls } from './catalogue/filing'
import { downloadFile } from './download'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'

/** The goods picker's reference data: classes, standard items, sectors and recommendations. */
export const goodsKeys = queryKeys({
  classGoods: filingCalls.trademarkGetGoods,
  standard: filingCalls.trademarkGetStandard,
  classDetail: filingCalls.trademarkQueryCategoryDetail,
  sectors: filingCalls.trademarkGetDomain,
  subSectors: filingCalls.trademarkGetDomainSecond,
  recommendation: filingCalls.trademarkAddIntelligence,
})

// Reference data of the goods picker changes only with a new edition of the list: keep it for the session.
const REFERENCE = { staleTime: Infinity, gcTime: 30 * 60_000 } as const

/** The standard goods of one class, grouped by similar group (trademark/getGoods). */
export const classGoodsQuery = (classNo: string) => ({
  ...callQueryOptions(goodsKeys.classGoods, { classNo }),
  ...REFERENCE,
})

/** Standard items matching a keyword across all classes (trademark/getStandard), one page. */
export const standardSearchQuery = (keyword: string, pageNum = 1, pageSize = 20) => ({
  ...callQueryOptions(goodsKeys.standard, { keyword, pageNum, pageSize }),
  staleTime: 5 * 60_000,
})

/** A class's official heading, explanatory note and group counts (trademark/queryCategoryDetail). */
export const classDetailQuery = (classNo: string) => ({
  ...callQueryOptions(goodsKeys.classDetail, { classNo }),
  ...REFERENCE,
})

/** Business sectors (trademark/getDomain); the same cache entry as the marks editor's sectorsQuery. */
export const goodsSectorsQuery = () => ({
  ...callQueryOptions(goodsKeys.sectors, {}),
  staleTime: Infinity,
})

/** The sub-sectors of a sector (trademark/getDomainSecond). */
export const goodsSubSectorsQuery = (sector: string) => ({
  ...callQueryOptions(goodsKeys.subSectors, { sector }),
  staleTime: Infinity,
})

/** Recommended classes and goods of a sub-sector (trademark/addIntelligence). */
export const recommendationQuery = (subSector: string) => ({
  ...callQueryOptions(goodsKeys.recommendation, { subSector }),
  ...REFERENCE,
})

/** Every standard item of a similar group (trademark/addWhole). */
export const addWholeMutation = () => callMutationOptions(filingCalls.trademarkAddWhole)

/** Examines custom goods names (trademark/CommodityVerification). */
export const verifyGoodsMutation = () => callMutationOptions(filingCalls.trademarkCommodityVerification)

/** Checks an uploaded goods workbook row by row (trademark/CategoryExcelcheck, form data). */
export const checkGoodsExcelMutation = () => callMutationOptions(filingCalls.trademarkCategoryExcelcheck)

/** Imports the good rows of a goods workbook (trademark/CategoryExcelImport, form data). */
export const importGoodsExcelMutation = () => callMutationOptions(filingCalls.trademarkCategoryExcelImport)

/** Saves the goods import template (.xlsx). */
export const downloadGoodsTemplate = (fallbackName: string) =>
  downloadFile(filingCalls.trademarkDownloadTcExcel, {}, fallbackName)
