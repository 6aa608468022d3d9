import { addBusinessDays } from '../../src/domain/clock'
import type { MockDb } from '../db'
import type { PatentBill } from '../../src/api/schemas/orders-bills'

export interface PatentBillRecord extends PatentBill {
  userId: string
}

declare module '../db' {
  interface MockTables {
    patentBills: PatentBillRecord[]
  }
}

// CNIPA annual fees (CNY) by patent year: invention years 1-3, 4-6, 7-9; utility model and design 1-3, 4-5, 6-8.
const ANNUAL_FEE: Record<PatentBill['patentType'], (year: number) => number> = {
  invention: (y) => (y <= 3 ? 900 : y <= 6 ? 1200 : y <= 9 ? 2000 : 4000),
  utilityModel: (y) => (y <= 3 ? 600 : y <= 5 ? 900 : y <= 8 ? 1200 : 2000),
  design: (y) => (y <= 3 ? 600 : y <= 5 ? 900 : y <= 8 ? 1200 : 2000),
}
const SERVICE_FEE = 200

const PATENTS: Record<string, [string, string, PatentBill['patentType'], number][]> = {
  // patent number, title, type, patent year due
  'u-demo': [
    ['ZL202010345678.9', '一种基于视觉识别的仓储分拣方法', 'invention', 5],
    ['ZL202120567890.1', '智能货架的承重检测装置', 'utilityModel', 4],
    ['ZL202230123456.7', '物流机器人（AGV-3）', 'design', 3],
    ['ZL201910987654.3', '多传感器融合的定位系统及方法', 'invention', 6],
  ],
  'u-agency': [
    ['ZL202110223344.5', '一种可降解包装材料的制备方法', 'invention', 4],
    ['ZL202220334455.6', '折叠式快递箱', 'utilityModel', 3],
  ],
  'u-person': [['ZL202330556677.8', '茶具（青瓷）', 'design', 2]],
}

/** Patent annual-fee bills of the demo accounts: due soon, overdue with surcharge, entrusted and paid. */
export function seedBills(db: MockDb, { today }: { today: string }): void {
  const base = new Date(`${today}T00:00:00Z`).getTime()
  const day = (offset: number) => addBusinessDays(today, offset)
  db.patentBills = []
  for (const [userId, patents] of Object.entries(PATENTS)) {
    const applicant = db.users.find((u) => u.id === userId)
    patents.forEach(([patentNo, patentName, patentType, feeYear], i) => {
      const annual = ANNUAL_FEE[patentType](feeYear)
      // The second bill of each account is overdue: 5% of the annual fee per month late, here one month.
      const overdue = i === 1
      const status: PatentBill['paymentStatus'] = i === 2 ? 'entrusted' : i === 3 ? 'paid' : 'unpaid'
      const items: PatentBill['items'] = [
        { kind: 'annualFee', amount: annual },
        ...(overdue ? [{ kind: 'lateFee' as const, amount: Math.round(annual * 0.05) }] : []),
        { kind: 'serviceFee', amount: SERVICE_FEE },
      ]
      const date = day(overdue ? -45 : -(i * 9 + 3))
      db.patentBills.push({
        id: `pb-${userId}-${i + 1}`,
        userId,
        billNo: `PB${date.replaceAll('-', '')}${String(2101 + i * 17)}`,
        date,
        dueDate: day(overdue ? -12 : 20 + i * 15),
        patentNo,
        patentName,
        patentType,
        applicantName: applicant?.companyName || applicant?.name || '',
        feeYear,
        items,
        amount: items.reduce((s, it) => s + it.amount, 0),
        paymentStatus: status,
        entrustedAt: status === 'unpaid' ? null : new Date(base - 2 * 86_400_000).toISOString(),
        paidAt: status === 'paid' ? new Date(base - 86_400_000).toISOString() : null,
      })
    })
  }
}
