// The tabs of the analytics overview (/analyze/trademarkBigData, /analyze/trademarkMap). Route definitions
// read these, so they stay tiny.

export const BIG_DATA_TABS = ['overview', 'map'] as const
export type BigDataTab = (typeof BIG_DATA_TABS)[number]
