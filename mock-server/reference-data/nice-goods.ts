import { NICE_CLASSES } from '../../src/domain/nice-classes'
import { GOODS_BY_CLASS } from '../register/goods'

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

type GroupSpec = readonly [code: string, nameZh: string, nameEn: string, goods: string]

// Hand-written groups (codes and headings after the CNIPA table) for the classes filed most; each goods
// string is 'zh|en;zh|en'. The other classes fall back to the goods of the mock register (goods.ts).
const CURATED: Record<string, readonly GroupSpec[]> = {
  '09': [
    [
      '0901',
      '电子计算机及其外部设备',
      'Computers and peripheral devices',
      '计算机|computers;笔记本电脑|laptop computers;已录制的计算机程序|recorded computer software;可下载的手机应用软件|downloadable mobile applications;鼠标（计算机外围设备）|mice [computer peripherals]',
    ],
    [
      '0907',
      '通讯导航设备',
      'Telecommunication and navigation apparatus',
      '手机|mobile phones;智能手机|smartphones;卫星导航仪器|satellite navigational apparatus;路由器|routers',
    ],
    [
      '0908',
      '音像设备',
      'Audio-visual apparatus',
      '耳机|headphones;扬声器音箱|loudspeakers;麦克风|microphones;电视机|television apparatus',
    ],
    [
      '0921',
      '电池、充电器',
      'Batteries and chargers',
      '电池|batteries, electric;电池充电器|battery chargers;移动电源（可充电电池）|power banks',
    ],
    [
      '0922',
      '眼镜及附件',
      'Spectacles and accessories',
      '眼镜|spectacles;太阳镜|sunglasses;隐形眼镜|contact lenses;眼镜盒|spectacle cases',
    ],
  ],
  '25': [
    ['2501', '衣物', 'Clothing', '服装|clothing;T恤衫|T-shirts;外套|coats;运动服|sportswear;内衣|underwear'],
    [
      '2502',
      '婴儿纺织用品',
      'Babies’ textile articles',
      '婴儿全套衣|babies’ clothing;婴儿围涎（非纸制）|bibs, not of paper',
    ],
    ['2507', '鞋', 'Footwear', '鞋|footwear;运动鞋|sports shoes;靴|boots;拖鞋|slippers'],
    ['2508', '帽', 'Headwear', '帽子|headwear;棒球帽|caps being headwear'],
    ['2510', '领带、围巾', 'Neckties and scarves', '领带|neckties;围巾|scarves'],
  ],
  '35': [
    [
      '3501',
      '广告',
      'Advertising',
      '广告|advertising;在线广告|online advertising on a computer network;广告宣传|publicity',
    ],
    [
      '3502',
      '工商管理辅助业',
      'Business management assistance',
      '商业管理咨询|business management consultancy;替他人推销|sales promotion for others;进出口代理|import-export agency services;在线零售服务|online retail services',
    ],
    [
      '3506',
      '办公事务',
      'Office functions',
      '文秘|secretarial services;计算机文档管理|computerised file management',
    ],
    [
      '3509',
      '人员管理',
      'Personnel management',
      '人力资源管理|human resources management;职业介绍所|employment agency services',
    ],
  ],
}

function build(classNo: string): NiceGroup[] {
  const specs = CURATED[classNo]
  if (specs) {
    return specs.map(([code, nameZh, nameEn, goods]) => ({
      code,
      nameZh,
      nameEn,
      goods: goods.split(';').map((item, i) => {
        const [zh = '', en = ''] = item.split('|')
        return { code: `${code}${String(i + 1).padStart(2, '0')}`, nameZh: zh, nameEn: en }
      }),
    }))
  }
  // Fallback: the register's goods, one group per two items, numbered in the CNIPA code format.
  const goods = GOODS_BY_CLASS[Number(classNo) - 1] ?? []
  const groups: NiceGroup[] = []
  for (let i = 0; i < goods.length; i += 2) {
    const code = `${classNo}${String(i / 2 + 1).padStart(2, '0')}`
    const items = goods.slice(i, i + 2)
    groups.push({
      code,
      nameZh: items.map((g) => g.zh).join('、'),
      nameEn: items.map((g) => g.en).join('; '),
      goods: items.map((g, j) => ({
        code: `${code}${String(j + 1).padStart(2, '0')}`,
        nameZh: g.zh,
        nameEn: g.en,
      })),
    })
  }
  return groups
}

/** The similar groups of every class, keyed by class number '01'–'45'. */
export const NICE_GROUPS: ReadonlyMap<string, readonly NiceGroup[]> = new Map(
  NICE_CLASSES.map((c) => [c.no, build(c.no)]),
)
