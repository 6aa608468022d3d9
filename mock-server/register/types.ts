/**
 * The mock trademark register (issue 3): about 50,000 marks generated from a fixed seed. Records are
 * plain objects so the register can be built in a worker or cached; indexes live beside them.
 */
export type MarkKind = 'word' | 'figurative' | 'combined'

export interface RegisterParty {
  id: string
  kind: 'company' | 'person'
  nameZh: string
  nameEn: string
  addressZh: string
  addressEn: string
  country: string
}

export interface RegisterClass {
  /** Nice class, two digits '01'–'45'. */
  no: string
  goodsZh: string[]
  goodsEn: string[]
  /** The similar group (类似群, four digits, e.g. '0901') of each item, in the order of goodsZh. */
  groups: string[]
}

export interface RegisterMark {
  id: string
  /** The literal elements; empty for a purely figurative mark. */
  name: string
  /** Pinyin of Chinese names (tone-less, space separated), else ''. */
  pinyin: string
  kind: MarkKind
  /** ISO alpha-2 country or region code (EM for the EU, WO for international registrations). */
  country: string
  applicationNo: string
  registrationNo: string
  applicantId: string
  agentId: string | null
  classes: RegisterClass[]
  /** Vienna codes like '26.4.2' (figurative and combined marks). */
  viennaCodes: string[]
  /** §4 status code: China 1–8, other countries 9–12. */
  status: number
  filingDate: string
  publicationDate: string | null
  registrationDate: string | null
  expiryDate: string | null
  priorityDate: string | null
  /** 64-bit perceptual hash of the specimen, as 16 hex characters. */
  imageHash: string
}
