import { startOfBusinessDay } from '../../src/domain/clock'
import type { UserRecord } from '../db'
import type { Seeder } from './seed-kit'

/** The three demo accounts of the README, one per account type. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@example.com', password: 'Demo1234', accountType: 'enterprise' },
  { email: 'agency@example.com', password: 'Agency1234', accountType: 'agency' },
  { email: 'person@example.com', password: 'Person1234', accountType: 'individual' },
] as const

export const seedAccounts: Seeder = (db, { zh, today }) => {
  const created = (daysAgo: number) =>
    new Date(startOfBusinessDay(today) - daysAgo * 86_400_000).toISOString()
  const fixed: UserRecord[] = [
    {
      id: 'u-demo',
      accountType: 'enterprise',
      email: 'demo@example.com',
      mobile: '13800138000',
      password: 'Demo1234',
      name: '王建国',
      nameEn: 'Jianguo Wang',
      gender: 'male',
      currency: 'CNY',
      lang: 'zh-CN',
      avatar: '',
      companyName: '上海云杉智能科技有限公司',
      companyNameEn: 'Shanghai Yunshan Intelligent Technology Co., Ltd.',
      wechatBound: false,
      isPurchase: true,
      trialEndsAt: null,
      trialReapplied: false,
      createdAt: created(420),
      lastLoginAt: created(2),
    },
    {
      id: 'u-agency',
      accountType: 'agency',
      email: 'agency@example.com',
      mobile: '13911112222',
      password: 'Agency1234',
      name: '李敏',
      nameEn: 'Min Li',
      gender: 'female',
      currency: 'USD',
      lang: 'zh-CN',
      avatar: '',
      companyName: '北京华信知识产权代理有限公司',
      companyNameEn: 'Beijing Huaxin Intellectual Property Agency Co., Ltd.',
      wechatBound: true,
      isPurchase: true,
      trialEndsAt: null,
      trialReapplied: false,
      createdAt: created(900),
      lastLoginAt: created(1),
    },
    {
      id: 'u-person',
      accountType: 'individual',
      email: 'person@example.com',
      mobile: '15021234567',
      password: 'Person1234',
      name: '陈晓雨',
      nameEn: 'Xiaoyu Chen',
      gender: 'female',
      currency: 'CNY',
      lang: 'zh-CN',
      avatar: '',
      companyName: '',
      companyNameEn: '',
      wechatBound: false,
      isPurchase: false,
      // A trial account with 12 days of its trial left (the trial limit of overview §6).
      trialEndsAt: created(-12),
      trialReapplied: false,
      createdAt: created(60),
      lastLoginAt: created(10),
    },
  ]
  // A few more members make lists and lookups (e.g. "email already registered") realistic.
  const others: UserRecord[] = Array.from({ length: 12 }, (_, i) => {
    const person = zh.person.fullName()
    const user: UserRecord = {
      id: `u-seed-${i + 1}`,
      accountType: (['enterprise', 'agency', 'individual'] as const)[i % 3]!,
      email: `member${i + 1}@example.com`,
      mobile: `13${zh.string.numeric(9)}`,
      password: `Member${1000 + i}`,
      name: person,
      nameEn: zh.helpers.arrayElement(['Wei Zhang', 'Fang Liu', 'Lei Wang', 'Jing Zhao', 'Yang Sun']),
      gender: zh.helpers.arrayElement(['male', 'female'] as const),
      currency: 'CNY',
      lang: 'zh-CN',
      avatar: '',
      companyName: i % 3 === 2 ? '' : zh.company.name(),
      companyNameEn: '',
      wechatBound: zh.datatype.boolean(),
      isPurchase: zh.datatype.boolean(),
      trialEndsAt: null,
      trialReapplied: false,
      createdAt: created(30 + i * 17),
      lastLoginAt: created(i),
    }
    // Set after the literal so the seeded faker is drawn in the same order as before the trial existed.
    // These members registered over 30 days ago: a non-purchaser's first trial has run out.
    if (!user.isPurchase) user.trialEndsAt = created(i * 17)
    return user
  })
  db.users = [...fixed, ...others]
  db.sessions = []
}
