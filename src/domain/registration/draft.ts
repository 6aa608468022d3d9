import type { RegistrationDraft, RegistrationRegion, TrademarkDraft } from './types'

/** A new, empty mark of a draft. */
export const newMark = (key: string): TrademarkDraft => ({
  key,
  markType: 'word',
  name: '',
  colorMode: 'blackWhite',
  colorDescription: '',
  portrait: false,
  series: false,
  seriesCount: null,
  description: '',
  transliteration: '',
  language: 'zh',
  sector: '',
  subSector: '',
  image: null,
  blackImage: null,
  priority: null,
  classes: [],
  basis: null,
})

/** A new draft of a region with one empty mark. */
export const newDraft = (region: RegistrationRegion, draftId: string, now: string): RegistrationDraft => ({
  draftId,
  region,
  step: 'fillInInformation',
  trademarks: [newMark('m1')],
  applicants: { main: null, joint: [] },
  countries: [],
  orderId: null,
  orderNo: null,
  paid: false,
  documents: {},
  originalsByPost: false,
  mailing: { company: '', trackingNumber: '' },
  notification: { email: true, sms: false, post: false },
  completedAt: null,
  createdAt: now,
  updatedAt: now,
  revision: 0,
})
