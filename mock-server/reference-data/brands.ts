/** Marks the demo customers own, used by notices, debit notes and deadlines so they tell one story. */
export interface SampleMark {
  name: string
  regNo: string
  niceClasses: string[]
}

const PORTFOLIOS: Readonly<Record<string, readonly SampleMark[]>> = {
  'u-demo': [
    { name: '云杉智能', regNo: '35126478', niceClasses: ['09', '42'] },
    { name: 'YUNSHAN', regNo: '35126502', niceClasses: ['09'] },
    { name: '云杉 CloudFir', regNo: '41870233', niceClasses: ['35', '42'] },
    { name: '杉语', regNo: '52307716', niceClasses: ['09', '38'] },
    { name: 'FIRLINK', regNo: '60411829', niceClasses: ['09', '42'] },
    { name: '云杉小智', regNo: '66873120', niceClasses: ['28'] },
  ],
  'u-agency': [
    { name: '青禾优选', regNo: '29874561', niceClasses: ['29', '30', '35'] },
    { name: '蓝鲸出行', regNo: '33109872', niceClasses: ['39', '12'] },
    { name: 'MOONBAY', regNo: '38765410', niceClasses: ['03'] },
    { name: '锦绣茶坊', regNo: '45120398', niceClasses: ['30', '43'] },
    { name: '北辰医疗', regNo: '50236784', niceClasses: ['05', '10', '44'] },
    { name: 'HUAXIN', regNo: '56672019', niceClasses: ['45'] },
    { name: '禾风', regNo: '53316608', niceClasses: ['30'] },
  ],
  'u-person': [
    { name: '晓雨手作', regNo: '47788210', niceClasses: ['14', '26'] },
    { name: 'RAINY CRAFT', regNo: '58902314', niceClasses: ['14'] },
    { name: '雨巷咖啡', regNo: '63341087', niceClasses: ['43'] },
  ],
}

/** The marks of one demo account (the enterprise account's for anyone else). */
export function marksOf(userId: string): readonly SampleMark[] {
  return PORTFOLIOS[userId] ?? PORTFOLIOS['u-demo'] ?? []
}

/** The accounts the demo data is laid out for. */
export const DEMO_USER_IDS = ['u-demo', 'u-agency', 'u-person'] as const
