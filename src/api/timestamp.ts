import { timestampCalls } from './catalogue/timestamp'
import { callQueryOptions, queryKeys } from './query'
import { periodRange, type BillPeriod } from '../domain/bill-period'

/** The timestamp feature: the account's timestamp statement. */
export const timestampKeys = queryKeys({ bill: timestampCalls.timestampGetTimeStampOrder })

/** Entries a page of the timestamp bill shows. */
export const TIMESTAMP_PAGE_SIZE = 10
/** The A4 statement lists a whole period in one answer (the call's page limit). */
export const TIMESTAMP_STATEMENT_MAX = 500

/** The account's timestamp statement for a period (a month, or a range of days), one page at a time. */
export const timestampBillQuery = (period: BillPeriod, pageNum: number, pageSize = TIMESTAMP_PAGE_SIZE) =>
  callQueryOptions(
    timestampKeys.bill,
    period.kind === 'month'
      ? { month: period.month, pageNum, pageSize }
      : { ...periodRange(period), pageNum, pageSize },
  )

/** The whole period at once, for the printable statement. */
export const timestampStatementQuery = (period: BillPeriod) =>
  timestampBillQuery(period, 1, TIMESTAMP_STATEMENT_MAX)
