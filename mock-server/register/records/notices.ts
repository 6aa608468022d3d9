/**
 * Gazette notices of a mark, one per event the office publishes (publication, registration, renewal,
 * assignment, change, invalidation, revocation, removal), with the text lines of the printed notice.
 */
import type { GazetteRef, Notice, NoticeType } from '../../../src/api/schemas/search-records'
import { NICE_CLASSES } from '../../../src/domain/nice-classes'
import { createRng, hashString } from '../prng'
import type { RegisterMark, RegisterParty } from '../types'
import { gazetteIssue, officeOf, plusDays, plusMonths } from './offices'
import type { RecordEvent } from './procedure'

type Line = { label: string; value: string }

export interface NoticeParties {
  applicant: RegisterParty | undefined
  agent: RegisterParty | undefined
  /** Parties of the register to draw a former owner or former name from. */
  pool: readonly RegisterParty[]
}

/** Where each notice was printed; ids are `<markId>-N<n>`. */
export function gazetteRefsOf(mark: RegisterMark, events: readonly RecordEvent[]): GazetteRef[] {
  const office = officeOf(mark.country)
  const rng = createRng(hashString(`${mark.id}:gazette`))
  return events
    .filter((e): e is RecordEvent & { notice: NoticeType } => !!e.notice)
    .map((e, k) => ({
      id: `${mark.id}-N${k + 1}`,
      type: e.notice,
      issueNo: gazetteIssue(mark.country, e.date),
      page: rng.int(1, 2400),
      date: e.date,
      gazetteZh: office.gazetteZh,
      gazetteEn: office.gazetteEn,
    }))
}

export function noticesOf(
  mark: RegisterMark,
  events: readonly RecordEvent[],
  parties: NoticeParties,
): Notice[] {
  const rng = createRng(hashString(`${mark.id}:notice-text`))
  const former = () => parties.pool[rng.int(0, parties.pool.length - 1)]
  return gazetteRefsOf(mark, events).map((ref) => {
    const { zh, en } = linesOf(mark, ref, parties, former)
    return { ...ref, linesZh: zh, linesEn: en }
  })
}

function linesOf(
  mark: RegisterMark,
  ref: GazetteRef,
  { applicant, agent }: NoticeParties,
  former: () => RegisterParty | undefined,
): { zh: Line[]; en: Line[] } {
  const zh: Line[] = []
  const en: Line[] = []
  const both = (labelZh: string, valueZh: string, labelEn: string, valueEn: string) => {
    zh.push({ label: labelZh, value: valueZh })
    en.push({ label: labelEn, value: valueEn })
  }
  // A preliminary publication is numbered by the application, every later notice by the registration.
  if (ref.type === 'preliminary')
    both('初步审定号', mark.applicationNo, 'Application no.', mark.applicationNo)
  else both('注册号', mark.registrationNo, 'Registration no.', mark.registrationNo)
  both('商标', mark.name || '（图形）', 'Mark', mark.name || '(device)')
  both('申请日期', mark.filingDate, 'Filing date', mark.filingDate)
  for (const c of mark.classes) {
    const nice = NICE_CLASSES.find((n) => n.no === c.no)
    both(
      `第${c.no}类 ${nice?.name ?? ''}`.trim(),
      c.goodsZh.join('；'),
      `Class ${c.no} ${nice?.nameEn ?? ''}`.trim(),
      c.goodsEn.join('; '),
    )
  }
  const owner = (labelZh: string, labelEn: string, p: RegisterParty | undefined) => {
    if (!p) return
    both(labelZh, p.nameZh, labelEn, p.nameEn)
    both(`${labelZh}地址`, p.addressZh, `${labelEn}'s address`, p.addressEn)
  }
  switch (ref.type) {
    case 'preliminary':
      owner('申请人', 'Applicant', applicant)
      if (agent) both('代理机构', agent.nameZh, 'Agent', agent.nameEn)
      both(
        '异议期限',
        `${plusDays(ref.date, 1)} 至 ${plusMonths(ref.date, 3)}`,
        'Opposition period',
        `${plusDays(ref.date, 1)} to ${plusMonths(ref.date, 3)}`,
      )
      break
    case 'registration':
    case 'renewal': {
      owner('注册人', 'Owner', applicant)
      const end = ref.type === 'renewal' ? plusMonths(ref.date, 120) : (mark.expiryDate ?? '')
      both('专用权期限', `${ref.date} 至 ${end}`, 'Term of protection', `${ref.date} to ${end}`)
      break
    }
    case 'assignment':
      owner('转让人', 'Assignor', former())
      owner('受让人', 'Assignee', applicant)
      break
    case 'change': {
      const before = former()
      if (applicant && before) {
        both('变更前地址', before.addressZh, 'Address before the change', before.addressEn)
        both('变更后地址', applicant.addressZh, 'Address after the change', applicant.addressEn)
      }
      owner('注册人', 'Owner', applicant)
      break
    }
    default: {
      owner('注册人', 'Owner', applicant)
      const reason = {
        opposition: ['经异议不予注册', 'Registration refused after opposition'],
        invalidation: ['注册商标被宣告无效', 'Registration declared invalid'],
        revocation: ['连续三年不使用被撤销', 'Revoked for three consecutive years of non-use'],
        removal: ['期满未续展，予以注销', 'Not renewed at the end of its term; removed from the register'],
      }[ref.type]
      both('公告事由', reason[0]!, 'Grounds', reason[1]!)
    }
  }
  return { zh, en }
}
