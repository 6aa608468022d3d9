import { PLAN_PERIODS, planPrice, type PlanPeriod } from './pricing'

/**
 * Prices of the services FEE_SCHEDULES does not cover: copyright registration, brand protection
 * (enforcement) plans and monitoring plans. Amounts are CNY. The Copyright Protection Center of China charges
 * no official fee for computer software registration (waived since 2017); its fees for works follow its
 * published schedule (approximate: rounded, by the usual size bands). Service fees and plan prices are this
 * agency's own; expedited tiers cost more because the work is prepared and filed out of turn.
 */

export interface Bilingual {
  zh: string
  en: string
}

export type CopyrightGroup = 'software' | 'works'

export interface CopyrightFee {
  id: string
  group: CopyrightGroup
  name: Bilingual
  /** The certificate is due within this many working days of filing complete documents. */
  workingDays: number
  official: number
  service: number
  /** Expedited tier of the same registration (a faster, dearer option). */
  expedited: boolean
}

const cr = (
  id: string,
  group: CopyrightGroup,
  name: Bilingual,
  workingDays: number,
  official: number,
  service: number,
  expedited = false,
): CopyrightFee => ({ id, group, name, workingDays, official, service, expedited })

export const COPYRIGHT_FEES: readonly CopyrightFee[] = [
  cr(
    'software-standard',
    'software',
    { zh: '计算机软件著作权登记（普通）', en: 'Software copyright registration (standard)' },
    30,
    0,
    600,
  ),
  cr(
    'software-20',
    'software',
    {
      zh: '计算机软件著作权登记（加急 20 个工作日）',
      en: 'Software copyright registration (expedited, 20 working days)',
    },
    20,
    0,
    1500,
    true,
  ),
  cr(
    'software-10',
    'software',
    {
      zh: '计算机软件著作权登记（加急 10 个工作日）',
      en: 'Software copyright registration (expedited, 10 working days)',
    },
    10,
    0,
    2500,
    true,
  ),
  cr(
    'software-5',
    'software',
    {
      zh: '计算机软件著作权登记（加急 5 个工作日）',
      en: 'Software copyright registration (expedited, 5 working days)',
    },
    5,
    0,
    3500,
    true,
  ),
  cr(
    'software-3',
    'software',
    {
      zh: '计算机软件著作权登记（加急 3 个工作日）',
      en: 'Software copyright registration (expedited, 3 working days)',
    },
    3,
    0,
    4800,
    true,
  ),
  cr(
    'works-text',
    'works',
    { zh: '文字作品登记（5000 字以内）', en: 'Literary work registration (up to 5,000 characters)' },
    30,
    150,
    500,
  ),
  cr(
    'works-text-long',
    'works',
    { zh: '文字作品登记（1 万字以上）', en: 'Literary work registration (over 10,000 characters)' },
    30,
    300,
    600,
  ),
  cr(
    'works-art',
    'works',
    { zh: '美术作品登记（含标识、图形）', en: 'Artistic work registration (logos, graphics)' },
    30,
    300,
    500,
  ),
  cr('works-photo', 'works', { zh: '摄影作品登记', en: 'Photographic work registration' }, 30, 300, 500),
  cr('works-music', 'works', { zh: '音乐作品登记', en: 'Musical work registration' }, 30, 300, 600),
  cr(
    'works-film',
    'works',
    { zh: '影视作品登记', en: 'Film and audiovisual work registration' },
    30,
    1000,
    1200,
  ),
  cr(
    'works-art-10',
    'works',
    { zh: '美术作品登记（加急 10 个工作日）', en: 'Artistic work registration (expedited, 10 working days)' },
    10,
    300,
    1500,
    true,
  ),
  cr(
    'works-art-5',
    'works',
    { zh: '美术作品登记（加急 5 个工作日）', en: 'Artistic work registration (expedited, 5 working days)' },
    5,
    300,
    2500,
    true,
  ),
]

export interface PlanFee {
  id: string
  name: Bilingual
  description: Bilingual
  /** Price of one month, from which every period's price follows (planPrice). */
  monthly: number
  /** Price of one case (a single takedown, complaint or report) without a subscription. */
  perCase: number
}

/** Every period's price of a plan, through the one plan formula of the pricing module. */
export function planPrices(plan: Pick<PlanFee, 'monthly' | 'perCase'>): Record<PlanPeriod, number> {
  return Object.fromEntries(PLAN_PERIODS.map((p) => [p, planPrice(plan.monthly, p, plan.perCase)])) as Record<
    PlanPeriod,
    number
  >
}

export const PROTECTION_PLANS: readonly PlanFee[] = [
  {
    id: 'marketplace',
    name: { zh: '电商平台监控', en: 'Marketplace monitoring' },
    description: {
      zh: '淘宝、天猫、京东、拼多多、亚马逊、速卖通等平台的侵权链接巡查与证据固定',
      en: 'Sweeps of Taobao, Tmall, JD, Pinduoduo, Amazon and AliExpress for infringing listings, with evidence kept',
    },
    monthly: 3000,
    perCase: 800,
  },
  {
    id: 'takedown',
    name: { zh: '侵权链接下架', en: 'Listing takedowns' },
    description: {
      zh: '向平台提交投诉并跟进至下架，按次计费为每条链接',
      en: 'Complaints filed with the platform and followed up until removal; per case means per listing',
    },
    monthly: 5000,
    perCase: 300,
  },
  {
    id: 'domain',
    name: { zh: '域名监控与争议', en: 'Domain names' },
    description: {
      zh: '监控含商标的新注册域名；按次计费为一件域名争议（UDRP/CNDRP）投诉',
      en: 'Watch of new domain names containing the mark; per case means one UDRP/CNDRP complaint',
    },
    monthly: 1500,
    perCase: 8000,
  },
  {
    id: 'web',
    name: { zh: '网站与社交媒体内容', en: 'Web and social media content' },
    description: {
      zh: '网站、社交媒体、应用商店中的侵权内容监测与删除通知',
      en: 'Infringing content on websites, social media and app stores, with removal notices',
    },
    monthly: 2500,
    perCase: 600,
  },
]

/** Trademark monitoring (product type 10): per monitored mark; per case is one report (FEE_SCHEDULES[10]). */
export const MONITORING_PLANS: readonly PlanFee[] = [
  {
    id: 'similar',
    name: { zh: '近似商标监测', en: 'Similar-mark watch' },
    description: {
      zh: '每期《商标公告》中与您的商标近似的新申请，含异议期提醒',
      en: 'New applications similar to your mark in every Trademark Gazette, with opposition deadlines',
    },
    monthly: 150,
    perCase: 1200,
  },
  {
    id: 'competitor',
    name: { zh: '竞争对手监测', en: 'Competitor watch' },
    description: {
      zh: '指定申请人的新申请、转让、续展与无效等动态',
      en: 'New filings, assignments, renewals and invalidations of a named applicant',
    },
    monthly: 120,
    perCase: 1000,
  },
  {
    id: 'status',
    name: { zh: '商标状态监测', en: 'Status watch' },
    description: {
      zh: '自有商标的流程状态、官文与续展期限变化',
      en: 'Status, office letters and renewal deadlines of your own marks',
    },
    monthly: 60,
    perCase: 500,
  },
]
