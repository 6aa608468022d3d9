import { Faker, base, en, zh_CN } from '@faker-js/faker'
import type { PaymentMethodCode } from '../../src/api/schemas/orders-pay'
import type { InvoiceStatusCode } from '../../src/domain/order-statuses'
import { timestampPackagePrice, type TimestampPackageSize } from '../../src/domain/timestamp-packages'
import { addBusinessDays, daysBetween } from '../../src/domain/clock'
import type { MockDb } from '../db'

interface TimestampRecordBase {
  id: string
  userId: string
  orderNo: string
  /** China time, 'YYYY-MM-DD HH:mm:ss'. */
  time: string
}

/** A package of timestamps bought (and paid), or one timestamp registered for a file. */
export type TimestampOrderRecord =
  | (TimestampRecordBase & {
      kind: 'purchase'
      packageSize: TimestampPackageSize
      /** CNY paid. */
      amount: number
      paymentMethod: PaymentMethodCode
      invoiceStatus: InvoiceStatusCode
    })
  | (TimestampRecordBase & {
      kind: 'usage'
      fileName: string
      hash: string
      certificateNo: string
      applicant: string
    })

declare module '../db' {
  interface MockTables {
    timestampOrders: TimestampOrderRecord[]
  }
}

interface Plan {
  /** Packages bought on purpose: days before today, size. More are bought whenever the balance runs out. */
  packages: [number, TimestampPackageSize][]
  usages: number
  methods: PaymentMethodCode[]
  applicants: string[]
  files: string[]
}

const CLIENT_DOCS = [
  '商标设计稿.ai',
  '品牌标志-定稿.png',
  '包装设计图.pdf',
  '宣传海报.psd',
  '产品摄影.jpg',
  '广告文案.docx',
  '官网设计稿.fig',
  '短视频脚本.docx',
]
const CLIENTS = [
  '杭州茶语文化创意有限公司',
  '深圳声波科技有限公司',
  '成都蜀味餐饮管理有限公司',
  '南京青禾服饰有限公司',
]
const CLIENT_SHORT = ['茶语', '声波科技', '蜀味', '青禾服饰']

// Each account's timestamp history over the last 18 months (the individual account is two months old).
const PLANS: Record<string, Plan> = {
  'u-demo': {
    packages: [
      [395, 10],
      [270, 10],
      [120, 50],
    ],
    usages: 22,
    methods: ['offline', 'card', 'alipay'],
    applicants: ['上海云杉智能科技有限公司', '上海云杉智能科技有限公司', '苏州云杉智造有限公司'],
    files: [
      '云杉AGV调度算法设计说明书-v2.3.pdf',
      '智能货架承重检测装置-结构图.dwg',
      '品牌VI手册-2025版.pdf',
      'YunshanWMS源代码-2025Q1.zip',
      '仓储机器人产品宣传片.mp4',
      '物流机器人AGV-3外观设计效果图.png',
      '采购合同-苏州云杉智造.pdf',
      '视觉分拣模型参数表.xlsx',
      '云杉图形商标设计稿.ai',
      '仓储管理系统V3.0源码.zip',
      '专利交底书-多传感器融合定位.docx',
      '官网首页设计稿.fig',
      '新品发布评审会议纪要.docx',
      '智能货架S2用户手册.pdf',
      '年度营销方案.pptx',
      '算法白皮书-视觉识别分拣.pdf',
      '客户演示视频-双十一峰值调度.mp4',
      '外包开发协议-扫码终端.pdf',
      '产品包装设计-S2货架.pdf',
      'AGV-4样机测试报告.pdf',
      '展会海报-CeMAT 2026.psd',
      '云杉小程序界面设计稿.fig',
    ],
  },
  'u-agency': {
    packages: [
      [530, 10],
      [430, 50],
      [140, 200],
    ],
    usages: 37,
    methods: ['offline', 'wallet', 'offline', 'card'],
    applicants: CLIENTS,
    // Files go round the clients in the applicants' order, so each file is registered for its own client.
    files: CLIENT_DOCS.flatMap((d) => CLIENT_SHORT.map((c) => `${c}-${d}`)),
  },
  'u-person': {
    packages: [[50, 10]],
    usages: 2,
    methods: ['wallet'],
    applicants: ['陈晓雨'],
    files: ['插画《春山》终稿.psd', '摄影作品-西湖晨雾.jpg'],
  },
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** Trusted-timestamp packages bought and timestamps registered by the demo accounts, oldest first. */
export function seedTimestamps(db: MockDb, { today }: { today: string }): void {
  db.timestampOrders = []
  Object.entries(PLANS).forEach(([userId, plan], index) => {
    // Its own seeded faker: these records neither shift nor depend on what other seeders draw.
    const rng = new Faker({ locale: [zh_CN, en, base], seed: 20261122 + 31 * (index + 1) })
    const at = (daysAgo: number, fromHour: number, toHour: number) => {
      // Timestamps are registered on working days (a business day's weekday: UTC midnight of that date).
      const weekday = new Date(`${addBusinessDays(today, -daysAgo)}T00:00:00Z`).getUTCDay()
      const day = addBusinessDays(today, -daysAgo - (weekday === 0 ? 2 : weekday === 6 ? 1 : 0))
      const stamp = `${day} ${pad(rng.number.int({ min: fromHour, max: toHour }))}:${pad(rng.number.int(59))}:${pad(rng.number.int(59))}`
      return stamp
    }
    const first = Math.max(...plan.packages.map(([d]) => d))
    const usageTimes = Array.from({ length: plan.usages }, () =>
      at(rng.number.int({ min: 1, max: first - 2 }), 9, 18),
    ).sort()
    const planned = plan.packages.map(([daysAgo, size]) => ({ time: at(daysAgo, 10, 16), size }))
    const events = [
      ...planned.map((p) => ({ ...p, usage: false })),
      ...usageTimes.map((time) => ({ time, size: 0 as const, usage: true })),
    ].sort((a, b) => a.time.localeCompare(b.time) || Number(a.usage) - Number(b.usage))

    let balance = 0
    let purchases = 0
    let lastSize: TimestampPackageSize = 10
    const buy = (time: string, size: TimestampPackageSize) => {
      const compact = time.slice(0, 10).replaceAll('-', '')
      const age = daysBetween(time.slice(0, 10), today)
      const invoiceStatus: InvoiceStatusCode =
        userId === 'u-person' ? 'unbilled' : age > 60 ? 'mailed' : age > 20 ? 'invoiced' : 'auditing'
      db.timestampOrders.push({
        id: `tso-${userId}-p${purchases + 1}`,
        userId,
        kind: 'purchase',
        orderNo: `TS${compact}${pad(rng.number.int({ min: 100000, max: 999999 }), 6)}`,
        time,
        packageSize: size,
        amount: timestampPackagePrice(size),
        paymentMethod: plan.methods[purchases % plan.methods.length]!,
        invoiceStatus,
      })
      purchases += 1
      balance += size
      lastSize = size
    }
    let used = 0
    for (const event of events) {
      if (!event.usage) {
        buy(event.time, event.size as TimestampPackageSize)
        continue
      }
      // Out of timestamps: the account tops up with a package like its last one just before.
      if (balance === 0) buy(event.time.replace(/\d{2}:\d{2}:\d{2}$/, '08:45:00'), lastSize)
      const compact = event.time.slice(0, 10).replaceAll('-', '')
      const file = plan.files[used % plan.files.length]!
      db.timestampOrders.push({
        id: `tso-${userId}-u${used + 1}`,
        userId,
        kind: 'usage',
        orderNo: `TA${compact}${pad(rng.number.int({ min: 100000, max: 999999 }), 6)}`,
        time: event.time,
        fileName:
          used < plan.files.length
            ? file
            : file.replace(/(\.\w+)$/, `-v${Math.floor(used / plan.files.length) + 1}$1`),
        hash: rng.string.hexadecimal({ length: 64, casing: 'lower', prefix: '' }),
        certificateNo: `TSC${compact}${rng.string.hexadecimal({ length: 8, casing: 'upper', prefix: '' })}`,
        applicant: plan.applicants[used % plan.applicants.length]!,
      })
      used += 1
      balance -= 1
    }
  })
}
