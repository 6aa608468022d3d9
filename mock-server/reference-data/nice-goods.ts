import { NICE_CLASSES } from '../../src/domain/nice-classes'
import { GOODS_GROUPS, type GroupSpec } from './nice-goods-data'
import { SERVICE_GROUPS } from './nice-services-data'

/** One goods or services item of a similar group. */
export interface NiceGoodsItem {
  /** The group code and a two-digit running number, e.g. '090103'. */
  code: string
  nameZh: string
  nameEn: string
}

/** A 类似群 (similar group) of CNIPA's 类似商品和服务区分表: four digits, class then group. */
export interface NiceGroup {
  code: string
  nameZh: string
  nameEn: string
  goods: NiceGoodsItem[]
}

// Every class's groups and standard items (nice-goods-data.ts for goods, nice-services-data.ts for services);
// each goods string is 'zh|en;zh|en'.
const SPECS: Readonly<Record<string, readonly GroupSpec[]>> = { ...GOODS_GROUPS, ...SERVICE_GROUPS }

function build(classNo: string): NiceGroup[] {
  return (SPECS[classNo] ?? []).map(([code, nameZh, nameEn, goods]) => ({
    code,
    nameZh,
    nameEn,
    goods: goods.split(';').map((item, i) => {
      const [zh = '', en = ''] = item.split('|')
      return { code: `${code}${String(i + 1).padStart(2, '0')}`, nameZh: zh.trim(), nameEn: en.trim() }
    }),
  }))
}

/** The similar groups of every class, keyed by class number '01'–'45'. */
export const NICE_GROUPS: ReadonlyMap<string, readonly NiceGroup[]> = new Map(
  NICE_CLASSES.map((c) => [c.no, build(c.no)]),
)
