import { WELL_KNOWN_BRANDS, WELL_KNOWN_OWNER_KEYS } from '../reference-data/well-known-marks'
import { CLASS_NOS, GOODS_BY_CLASS } from './goods'
import { pinyinOf } from './names'
import type { Rng } from './prng'
import type { RegisterClass, RegisterMark, RegisterParty } from './types'

/** What a mark needs beyond its name: made by the generator, so the well-known marks look like the rest. */
export interface WellKnownContext {
  rng: Rng
  /** The id of the n-th mark (0-based) of the register. */
  idAt: (index: number) => string
  /** Dates, numbers and the specimen hash of a registered China mark, filled in by the generator. */
  complete: (mark: RegisterMark) => void
  /** Party indexes of the Chinese agencies, and the parties list the owners are appended to. */
  agents: readonly number[]
  parties: RegisterParty[]
}

function classOf(rng: Rng, no: string): RegisterClass {
  const pool = GOODS_BY_CLASS[CLASS_NOS.indexOf(no)] ?? []
  // The brand's core goods first (the first items of a class are its headline goods), then a few more.
  const count = Math.min(pool.length, rng.int(3, 6))
  const chosen = pool.slice(0, count)
  return {
    no,
    goodsZh: chosen.map((g) => g.zh),
    goodsEn: chosen.map((g) => g.en),
    groups: chosen.map((g) => g.group),
  }
}

/**
 * The well-known brands as China word marks: each brand's Chinese and Latin word, one mark per class, owned by
 * the brand's real owner (one party each, ids 'AP9' + a running number so they never meet the generated
 * applicants) and filed through a Chinese agency. Appended after the generated marks, so those keep their ids.
 */
export function wellKnownMarks(ctx: WellKnownContext, firstIndex: number): RegisterMark[] {
  const { rng, parties } = ctx
  const ownerIds = new Map<string, string>()
  WELL_KNOWN_OWNER_KEYS.forEach((key, k) => {
    const brand = WELL_KNOWN_BRANDS.find((b) => b.owner.key === key)!
    const { key: _key, ...owner } = brand.owner
    const id = `AP9${String(k + 1).padStart(5, '0')}`
    ownerIds.set(key, id)
    parties.push({ id, kind: 'company', ...owner })
  })
  const marks: RegisterMark[] = []
  for (const brand of WELL_KNOWN_BRANDS) {
    const agentId = parties[rng.pick(ctx.agents)]?.id ?? null
    for (const [name, pinyin] of [
      [brand.zh, pinyinOf(brand.zh)],
      [brand.latin, ''],
    ] as const) {
      for (const no of brand.classes) {
        const mark: RegisterMark = {
          id: ctx.idAt(firstIndex + marks.length),
          name,
          pinyin,
          kind: 'word',
          country: 'CN',
          applicationNo: '',
          registrationNo: '',
          applicantId: ownerIds.get(brand.owner.key)!,
          agentId,
          classes: [classOf(rng, no)],
          viennaCodes: [],
          status: 1,
          filingDate: '',
          publicationDate: null,
          registrationDate: null,
          expiryDate: null,
          priorityDate: null,
          imageHash: '',
        }
        ctx.complete(mark)
        marks.push(mark)
      }
    }
  }
  return marks
}
