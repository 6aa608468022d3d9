import { generateRegister, type GeneratedRegister } from './generate'
import type { RegisterMark, RegisterParty } from './types'

export type { RegisterMark, RegisterParty } from './types'
export { specimenDataUrl, specimenSvg } from './specimen'

let register: GeneratedRegister | undefined
let parties: Map<string, RegisterParty> | undefined

/**
 * The register, built on first use (about 1.5 s) and kept in memory. Nothing calls it at mock start-up, so
 * /home paints before any search pays for it.
 */
export function getRegister(): GeneratedRegister {
  register ??= generateRegister()
  return register
}

/** Mark ids are 'TM' + the 1-based position, so a lookup needs no index. */
export function markById(id: string): RegisterMark | undefined {
  if (!/^TM\d{7}$/.test(id)) return undefined
  const mark = getRegister().marks[Number(id.slice(2)) - 1]
  return mark?.id === id ? mark : undefined
}

export function partyById(id: string): RegisterParty | undefined {
  parties ??= new Map(getRegister().parties.map((p) => [p.id, p]))
  return parties.get(id)
}
