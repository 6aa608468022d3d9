/** One Nice class as the class pickers use it; the boolean flags are UI selection state. */
export interface NiceClass {
  /** Two-digit class number, '01'–'45'. */
  no: string
  name: string
  nameEn: string
  isCheck: boolean
  isQuery: boolean
  show0129: boolean
  chosen0129: boolean
}

// Chinese: the short class names used across the Chinese trademark industry alongside CNIPA's
// 类似商品和服务区分表 (the official class headings are full sentences, too long for a picker).
// English: the USPTO short class titles for the Nice classes (37 CFR 6.1).
const HEADINGS: readonly (readonly [name: string, nameEn: string])[] = [
  ['化学原料', 'Chemicals'],
  ['颜料油漆', 'Paints'],
  ['日化用品', 'Cosmetics and cleaning preparations'],
  ['燃料油脂', 'Lubricants and fuels'],
  ['医药', 'Pharmaceuticals'],
  ['金属材料', 'Metal goods'],
  ['机械设备', 'Machinery'],
  ['手工器械', 'Hand tools'],
  ['科学仪器', 'Electrical and scientific apparatus'],
  ['医疗器械', 'Medical apparatus'],
  ['灯具空调', 'Environmental control apparatus'],
  ['运输工具', 'Vehicles'],
  ['军火烟火', 'Firearms'],
  ['珠宝钟表', 'Jewelry'],
  ['乐器', 'Musical instruments'],
  ['办公用品', 'Paper goods and printed matter'],
  ['橡胶制品', 'Rubber goods'],
  ['皮革皮具', 'Leather goods'],
  ['建筑材料', 'Non-metallic building materials'],
  ['家具', 'Furniture and articles not otherwise classified'],
  ['厨房洁具', 'Housewares and glass'],
  ['绳网袋篷', 'Cordage and fibers'],
  ['纱线丝', 'Yarns and threads'],
  ['布料床单', 'Fabrics'],
  ['服装鞋帽', 'Clothing'],
  ['纽扣拉链', 'Fancy goods'],
  ['地毯席垫', 'Floor coverings'],
  ['健身器材', 'Toys and sporting goods'],
  ['食品', 'Meats and processed foods'],
  ['方便食品', 'Staple foods'],
  ['饲料种籽', 'Natural agricultural products'],
  ['啤酒饮料', 'Light beverages'],
  ['酒', 'Wines and spirits'],
  ['烟草烟具', "Smokers' articles"],
  ['广告销售', 'Advertising and business'],
  ['金融物管', 'Insurance and financial'],
  ['建筑修理', 'Building construction and repair'],
  ['通讯服务', 'Telecommunications'],
  ['运输贮藏', 'Transportation and storage'],
  ['材料加工', 'Treatment of materials'],
  ['教育娱乐', 'Education and entertainment'],
  ['网站服务', 'Computer and scientific'],
  ['餐饮住宿', 'Hotels and restaurants'],
  ['医疗园艺', 'Medical, beauty and agricultural'],
  ['社会服务', 'Personal and legal'],
]

/** The 45 Nice classes in order, with every flag false. Frozen: use createNiceClassList() for UI state. */
export const NICE_CLASSES: readonly Readonly<NiceClass>[] = Object.freeze(
  HEADINGS.map(([name, nameEn], index) =>
    Object.freeze({
      no: String(index + 1).padStart(2, '0'),
      name,
      nameEn,
      isCheck: false,
      isQuery: false,
      show0129: false,
      chosen0129: false,
    }),
  ),
)

/** Fresh, independently mutable copies of NICE_CLASSES for one picker instance. */
export function createNiceClassList(): NiceClass[] {
  return NICE_CLASSES.map((niceClass) => ({ ...niceClass }))
}
