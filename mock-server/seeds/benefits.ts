import type { Seeder } from './seed-kit'
import type { ProductTypeId } from '../../src/domain/product-types'
import type { CouponKind } from '../../src/domain/coupon-rules'
import type { BankCode, CardType } from '../../src/domain/bank-card'
import { maskCardNumber } from '../../src/domain/bank-card'
import { addBusinessDays, startOfBusinessDay } from '../../src/domain/clock'
import { DEMO_USER_IDS } from '../reference-data/brands'

export interface CouponRecord {
  id: string
  userId: string
  kind: CouponKind
  /** The ticket number printed on the coupon. */
  code: string
  /** The campaign that granted it (christmas/grant), if any. */
  campaignId: string | null
  /** CNY off the amount due. */
  amount: number
  /** CNY the order must reach; 0 = no threshold. */
  minSpend: number
  /** Empty = every service. */
  productTypes: ProductTypeId[]
  validFrom: string
  validUntil: string
  grantedAt: string
  usedAt: string | null
  usedOrderId: string | null
  usedOrderNo: string | null
}

export interface BankCardRecord {
  id: string
  userId: string
  bankCode: BankCode
  cardType: CardType
  /** Only the last four digits are kept; the full number never is. */
  last4: string
  maskedNumber: string
  holderName: string
  /** The mobile number reserved with the bank. */
  mobile: string
  /** MM/YY, credit cards only. */
  expiry: string | null
  isDefault: boolean
  createdAt: string
}

/** The season campaign behind christmas/grant: each member may claim its ticket pack once in the window. */
export interface CampaignRecord {
  id: string
  startDate: string
  endDate: string
  /** The tickets one grant gives. */
  tickets: { amount: number; minSpend: number; productTypes: ProductTypeId[] }[]
  /** How many days a granted ticket stays valid. */
  validDays: number
}

declare module '../db' {
  interface MockTables {
    coupons: CouponRecord[]
    bankCards: BankCardRecord[]
    campaigns: CampaignRecord[]
  }
}

interface CouponPlan {
  kind: CouponKind
  amount: number
  minSpend: number
  productTypes: ProductTypeId[]
  /** Days from today of the first and last day of use. */
  from: number
  until: number
  /** The demo order (ord-<user>-<n>) it was spent on, and the day (from today) it was spent. */
  usedOn?: { order: number; day: number }
}

// Every status shows for every account: valid (one expiring within the week), used on a paid order, expired.
const PLANS: readonly CouponPlan[] = [
  { kind: 'welcome', amount: 50, minSpend: 0, productTypes: [], from: -40, until: 50 },
  { kind: 'thanksgiving', amount: 200, minSpend: 1000, productTypes: [1, 0], from: -20, until: 4 },
  { kind: 'thanksgiving', amount: 100, minSpend: 500, productTypes: [], from: -20, until: 38 },
  { kind: 'thanksgiving', amount: 300, minSpend: 2000, productTypes: [5, 11, 18], from: -10, until: 70 },
  { kind: 'welcome', amount: 80, minSpend: 300, productTypes: [4], from: -30, until: 60 },
  {
    kind: 'christmas',
    amount: 150,
    minSpend: 800,
    productTypes: [],
    from: -60,
    until: -10,
    usedOn: { order: 4, day: -34 },
  },
  {
    kind: 'thanksgiving',
    amount: 100,
    minSpend: 0,
    productTypes: [],
    from: -90,
    until: 20,
    usedOn: { order: 7, day: -67 },
  },
  { kind: 'christmas', amount: 500, minSpend: 5000, productTypes: [26, 3], from: -330, until: -300 },
  { kind: 'welcome', amount: 30, minSpend: 0, productTypes: [], from: -200, until: -20 },
]

interface CardPlan {
  bankCode: BankCode
  cardType: CardType
  number: string
  expiry: string | null
}

// Real BIN prefixes with Luhn-valid numbers, so the seeded cards look like what a user would type.
const CARDS: Readonly<Record<string, readonly CardPlan[]>> = {
  'u-demo': [
    { bankCode: 'ICBC', cardType: 'debit', number: '6222021001123456789', expiry: null },
    { bankCode: 'CMB', cardType: 'credit', number: '4392250012345673', expiry: '08/29' },
  ],
  'u-agency': [
    { bankCode: 'CCB', cardType: 'debit', number: '6217000010001234569', expiry: null },
    { bankCode: 'BOC', cardType: 'credit', number: '6259061234567896', expiry: '11/28' },
    { bankCode: 'CMB', cardType: 'debit', number: '6214830012345673', expiry: null },
  ],
  'u-person': [{ bankCode: 'BOC', cardType: 'debit', number: '6217901234567890123', expiry: null }],
}

/** The open season campaign, starting a week before seeding day and ending six weeks later. */
export const campaignIdFor = (today: string) => `xmas-${today.slice(0, 4)}`

/** Coupons of every status and 1–3 bank cards per demo account, and the season campaign. */
export const seedBenefits: Seeder = (db, { zh, today }) => {
  // 08:00 Beijing on seeding day: instants a whole number of days away stay on the intended business day.
  const base = startOfBusinessDay(today) + 8 * 3_600_000
  const day = (offset: number) => addBusinessDays(today, offset)
  db.coupons = []
  db.bankCards = []
  db.campaigns = [
    {
      id: campaignIdFor(today),
      startDate: day(-7),
      endDate: day(38),
      tickets: [
        { amount: 100, minSpend: 0, productTypes: [] },
        { amount: 300, minSpend: 2000, productTypes: [] },
        { amount: 500, minSpend: 5000, productTypes: [3, 26] },
      ],
      validDays: 90,
    },
  ]
  const users = db.users.filter((u) => (DEMO_USER_IDS as readonly string[]).includes(u.id))
  for (const user of users) {
    PLANS.forEach((plan, i) => {
      const used = plan.usedOn
      const usedAt = used ? new Date(base + used.day * 86_400_000 + 3_600_000).toISOString() : null
      db.coupons.push({
        id: `cpn-${user.id}-${i + 1}`,
        userId: user.id,
        kind: plan.kind,
        code: `${plan.kind.slice(0, 2).toUpperCase()}${day(plan.from).replaceAll('-', '').slice(2)}${String(
          zh.number.int({ min: 1000, max: 9999 }),
        )}`,
        campaignId: null,
        amount: plan.amount,
        minSpend: plan.minSpend,
        productTypes: [...plan.productTypes],
        validFrom: day(plan.from),
        validUntil: day(plan.until),
        grantedAt: new Date(base + plan.from * 86_400_000).toISOString(),
        usedAt,
        usedOrderId: used ? `ord-${user.id}-${used.order}` : null,
        // The orders seeder numbers the order itself; the handlers read the number from db.orders first.
        usedOrderNo: used ? `TM${day(used.day).replaceAll('-', '')}${100000 + i * 37}` : null,
      })
    })
    // The agency account claimed this season's pack already, so its campaign page shows "received".
    if (user.id === 'u-agency') {
      db.campaigns[0]!.tickets.forEach((ticket, i) => {
        db.coupons.push({
          id: `cpn-${user.id}-xmas-${i + 1}`,
          userId: user.id,
          kind: 'christmas',
          code: `XM${today.replaceAll('-', '').slice(2)}${String(2000 + i * 311)}`,
          campaignId: campaignIdFor(today),
          ...ticket,
          productTypes: [...ticket.productTypes],
          validFrom: day(-3),
          validUntil: day(87),
          grantedAt: new Date(base - 3 * 86_400_000).toISOString(),
          usedAt: null,
          usedOrderId: null,
          usedOrderNo: null,
        })
      })
    }
    ;(CARDS[user.id] ?? []).forEach((card, i) => {
      db.bankCards.push({
        id: `card-${user.id}-${i + 1}`,
        userId: user.id,
        bankCode: card.bankCode,
        cardType: card.cardType,
        last4: card.number.slice(-4),
        maskedNumber: maskCardNumber(card.number.slice(-4)),
        holderName: user.name,
        mobile: user.mobile,
        expiry: card.expiry,
        isDefault: i === 0,
        createdAt: new Date(base - (200 - i * 40) * 86_400_000).toISOString(),
      })
    })
  }
}
