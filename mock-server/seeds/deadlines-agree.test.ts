import { describe, expect, it } from 'vitest'
import { daysBetween } from '../../src/domain/clock'
import { markLifecycle, OVERDUE_DAYS } from '../../src/domain/mark-lifecycle'
import { DEMO_USER_IDS } from '../reference-data/brands'
import { lifecycleOf, portfolioOf } from '../reference-data/portfolio'
import { createSeededDb } from './index'

const DAY = /\d{4}-\d{2}-\d{2}/g

// Seeded on three days: today's demo, one whose deadlines cross New Year, one deep in a year without a
// published holiday schedule.
describe.each(['2026-11-26', '2026-12-30', '2027-03-15'])('the seeds of %s', (today) => {
  const db = createSeededDb(today)

  it.each(DEMO_USER_IDS)(
    '%s: home deadlines are exactly the rule set applied to each mark’s events',
    (userId) => {
      const tasks = db.customerTasks.filter((t) => t.userId === userId)
      const expected = portfolioOf(userId, today).flatMap((mark) => {
        const life = lifecycleOf(mark, today)
        return [...life.deadlines, ...life.overdue].map((d) => ({
          applicationNo: mark.applicationNo,
          taskType: d.kind,
          deadline: d.due,
          trademarkRegNo: d.numberKind === 'registration' ? mark.regNo : '',
          weekendsOnly: d.calendar === 'weekendsOnly',
        }))
      })
      expect(expected.length).toBeGreaterThan(0)
      expect(
        tasks.map(({ applicationNo, taskType, deadline, trademarkRegNo, weekendsOnly }) => ({
          applicationNo,
          taskType,
          deadline,
          trademarkRegNo,
          weekendsOnly,
        })),
      ).toEqual(expected)
    },
  )

  it.each(DEMO_USER_IDS)('%s: every notice about a mark agrees with the rule set', (userId) => {
    const notices = db.notices.filter((n) => n.userId === userId)
    // Up to 25: a bill notice is sent only for a debit note that exists.
    expect(notices.length).toBeGreaterThan(15)
    expect(notices.length).toBeLessThanOrEqual(25)
    for (const mark of portfolioOf(userId, today)) {
      const life = lifecycleOf(mark, today)
      const about = notices.filter((n) => n.refNo === mark.applicationNo)
      // Any date a notice names is an event of the mark or a date the rule set derived on one of its days.
      const allowed = new Set<string>(mark.events.map((e) => e.date))
      for (const day of [...mark.events.map((e) => e.date), today]) {
        const then = markLifecycle(mark.events, day)
        if (then.expiryDate) allowed.add(then.expiryDate)
        for (const d of then.deadlines) allowed.add(d.nominal).add(d.due)
        if (then.renewal)
          allowed
            .add(then.renewal.expiry.nominal)
            .add(then.renewal.expiry.due)
            .add(then.renewal.graceEnds.due)
      }
      for (const n of about) {
        for (const text of [n.titleZh, n.titleEn, n.contentZh, n.contentEn])
          for (const day of text.match(DAY) ?? []) expect(allowed, `${mark.name}: ${text}`).toContain(day)
        // An application still in examination or opposition is never named by a registration number.
        if (!life.registrationDate) expect(`${n.contentZh}${n.contentEn}`).not.toMatch(/注册号|reg\. no\./)
      }
      // No renewal reminder for a mark without a renewal prompt; the reminder names today's renewal deadline.
      const reminders = about.filter((n) => n.type === 'renewal' && !n.titleEn.startsWith('Renewal of'))
      if (!life.renewal || life.renewal.phase === 'notYet') expect(reminders).toEqual([])
      else {
        const due = life.renewal.phase === 'window' ? life.renewal.expiry.due : life.renewal.graceEnds.due
        expect(reminders.length).toBeGreaterThan(0)
        for (const n of reminders) {
          expect(n.contentZh).toContain(due)
          expect(n.contentEn).toContain(due)
        }
      }
      // Every open deadline announced in the last 90 days names the same due date as home.
      for (const d of life.deadlines) {
        const naming = about.filter((n) => n.contentZh.includes(d.due) && n.contentEn.includes(d.due))
        if (about.length) expect(naming.length, `${mark.name} ${d.kind} ${d.due}`).toBeGreaterThan(0)
        if (d.calendar === 'weekendsOnly')
          for (const n of naming) {
            expect(n.contentZh).toContain('仅按周末顺延')
            expect(n.contentEn).toContain('only weekends were rolled over')
          }
      }
    }
  })

  it('holds deadlines that passed in the last days without the step, for the home’s overdue view', () => {
    const overdue = db.customerTasks.filter((t) => daysBetween(today, t.deadline) < 0)
    expect(overdue.map((t) => [t.userId, t.taskType])).toEqual([['u-demo', 'priorityDocument']])
    for (const t of overdue) expect(daysBetween(today, t.deadline)).toBeGreaterThanOrEqual(-OVERDUE_DAYS)
  })
})
