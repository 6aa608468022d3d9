import type { Seeder } from './seed-kit'
import { DEMO_USER_IDS } from '../reference-data/brands'
import { buildNotices, type NoticeRecord } from '../reference-data/notices'
import { billFactsOf } from '../commerce/debit-notes-store'
import { portfolioOf } from '../reference-data/portfolio'

export interface AddressRecord {
  id: string
  userId: string
  recipient: string
  phone: string
  province: string
  city: string
  district: string
  address: string
  zipCode: string
  isDefault: boolean
  createdAt: string
  updatedAt: string
}

export interface CertificationRecord {
  id: string
  userId: string
  status: 'reviewing' | 'approved' | 'rejected'
  rejectReasonZh: string
  rejectReasonEn: string
  companyName: string
  companyAddress: string
  city: string
  country: string
  postCode: string
  contactPerson: string
  officePhone: string
  email: string
  uscc: string
  licenceFileId: string
  submittedAt: string
  reviewedAt: string | null
}

/** Member extras the account record does not carry. */
export interface MemberProfileRecord {
  userId: string
  couponCount: number
}

export interface VisitLogRecord {
  id: string
  userId: string | null
  page: string
  action: string
  detail: string
  at: string
}

export interface SentMailRecord {
  id: string
  userId: string
  to: string
  subject: string
  content: string
  sentAt: string
}

export type { NoticeRecord }

declare module '../db' {
  interface MockTables {
    addresses: AddressRecord[]
    certifications: CertificationRecord[]
    memberProfiles: MemberProfileRecord[]
    visitLogs: VisitLogRecord[]
    sentMails: SentMailRecord[]
    notices: NoticeRecord[]
  }
}

const ADDRESSES: Record<string, [string, string, string, string, string, string, string][]> = {
  // recipient, phone, province, city, district, address, zip
  'u-demo': [
    [
      '王建国',
      '13800138000',
      '上海市',
      '上海市',
      '浦东新区',
      '张江高科技园区碧波路690号3号楼502室',
      '201203',
    ],
    ['刘婷', '021-58961234', '上海市', '上海市', '徐汇区', '漕溪北路88号圣爱大厦15楼', '200030'],
    ['王建国', '13800138000', '江苏省', '苏州市', '苏州工业园区', '星湖街328号创意产业园12栋', '215123'],
  ],
  'u-agency': [
    ['李敏', '13911112222', '北京市', '北京市', '海淀区', '中关村大街27号中关村大厦11层', '100080'],
    ['前台收发室', '010-62981188', '北京市', '北京市', '朝阳区', '建国门外大街1号国贸大厦A座2206', '100004'],
  ],
  'u-person': [['陈晓雨', '15021234567', '浙江省', '杭州市', '西湖区', '文三路398号东信大厦8楼', '310013']],
}

export const seedMember: Seeder = (db, kit) => {
  const { zh, today } = kit
  const at = (daysAgo: number, hour = 9) =>
    new Date(
      new Date(`${today}T${String(hour).padStart(2, '0')}:00:00+08:00`).getTime() - daysAgo * 86_400_000,
    ).toISOString()

  db.addresses = []
  for (const [userId, rows] of Object.entries(ADDRESSES)) {
    rows.forEach(([recipient, phone, province, city, district, address, zipCode], i) => {
      db.addresses.push({
        id: `addr-${userId}-${i + 1}`,
        userId,
        recipient,
        phone,
        province,
        city,
        district,
        address,
        zipCode,
        isDefault: i === 0,
        createdAt: at(200 - i * 30),
        updatedAt: at(120 - i * 30),
      })
    })
  }

  db.certifications = [
    {
      id: 'cert-u-demo',
      userId: 'u-demo',
      status: 'approved',
      rejectReasonZh: '',
      rejectReasonEn: '',
      companyName: '上海云杉智能科技有限公司',
      companyAddress: '上海市浦东新区张江高科技园区碧波路690号3号楼',
      city: '上海',
      country: 'CN',
      postCode: '201203',
      contactPerson: '王建国',
      officePhone: '021-50801234',
      email: 'demo@example.com',
      uscc: '91310115MA1K3B7G2X',
      licenceFileId: 'f-licence-u-demo',
      submittedAt: at(400),
      reviewedAt: at(399, 15),
    },
    {
      id: 'cert-u-agency',
      userId: 'u-agency',
      status: 'reviewing',
      rejectReasonZh: '',
      rejectReasonEn: '',
      companyName: '北京华信知识产权代理有限公司',
      companyAddress: '北京市海淀区中关村大街27号中关村大厦11层',
      city: '北京',
      country: 'CN',
      postCode: '100080',
      contactPerson: '李敏',
      officePhone: '010-62981188',
      email: 'agency@example.com',
      uscc: '91110108MA01C2DE5L',
      licenceFileId: 'f-licence-u-agency',
      submittedAt: at(1, 10),
      reviewedAt: null,
    },
    {
      id: 'cert-u-seed-1',
      userId: 'u-seed-1',
      status: 'rejected',
      rejectReasonZh: '营业执照扫描件模糊，无法识别统一社会信用代码，请重新上传清晰的扫描件。',
      rejectReasonEn:
        'The business licence scan is blurred and the credit code cannot be read; please upload a clear scan.',
      companyName: '深圳市前海星辰贸易有限公司',
      companyAddress: '深圳市南山区前海深港合作区前湾一路1号A栋201室',
      city: '深圳',
      country: 'CN',
      postCode: '518052',
      contactPerson: db.users.find((u) => u.id === 'u-seed-1')?.name ?? '张伟',
      officePhone: '0755-86001234',
      email: 'member1@example.com',
      uscc: '91440300MA5F8KQ27E',
      licenceFileId: 'f-licence-u-seed-1',
      submittedAt: at(20, 11),
      reviewedAt: at(18, 16),
    },
  ]

  const coupons: Record<string, number> = { 'u-demo': 3, 'u-agency': 5, 'u-person': 1 }
  db.memberProfiles = db.users.map((u) => ({
    userId: u.id,
    couponCount: coupons[u.id] ?? zh.number.int({ min: 0, max: 2 }),
  }))
  db.visitLogs = []
  db.sentMails = []
  // Filled by seedNotices once the orders and their debit notes exist.
  db.notices = []
}

/** The demo accounts' notices, seeded last: the ones about bills name the debit notes the order seed issued. */
export const seedNotices: Seeder = (db, kit) => {
  db.notices = DEMO_USER_IDS.flatMap((userId) =>
    buildNotices(userId, portfolioOf(userId, kit.today), kit, billFactsOf(db, userId)),
  )
}
