import type { GoodsVerdict } from '../../../api/schemas/registration-goods'
import type { GoodsItem } from '../../../domain/registration/types'

/**
 * The goods item a CommodityVerification answer stands for: the standard item itself when the name is one,
 * else the custom item with its verdict, group and reason.
 */
export function itemFromVerdict(v: GoodsVerdict): GoodsItem {
  if (v.kind === 'standard' && v.match) {
    return {
      code: v.match.code,
      groupCode: v.match.groupCode,
      nameZh: v.match.nameZh,
      nameEn: v.match.nameEn,
      custom: false,
      verdict: 'accepted',
      verdictNote: null,
    }
  }
  return {
    code: null,
    groupCode: v.verdict === 'accepted' ? v.groupCode : null,
    nameZh: v.nameZh,
    nameEn: v.nameEn,
    custom: true,
    verdict: v.verdict,
    verdictNote: v.reason,
  }
}
