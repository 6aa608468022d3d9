/** The documents an office issued in a mark's procedure, numbered the way the office numbers them. */
import type { ArchiveDocument } from '../../../src/api/schemas/search-records'
import type { RegisterMark, RegisterParty } from '../types'
import type { DocumentKind, RecordEvent } from './procedure'

const TITLES: Readonly<Record<DocumentKind, { zh: string; en: string }>> = {
  SL: { zh: '商标注册申请受理通知书', en: 'Notice of acceptance of the application' },
  BH: { zh: '商标驳回通知书', en: 'Notice of refusal' },
  FS: { zh: '驳回复审受理通知书', en: 'Notice of acceptance of the request for review' },
  YY: { zh: '商标异议答辩通知书', en: 'Notice to answer the opposition' },
  ZC: { zh: '商标注册证', en: 'Certificate of registration' },
  BG: { zh: '核准变更证明', en: 'Certificate of recorded change' },
  ZR: { zh: '核准转让证明', en: 'Certificate of recorded assignment' },
  XZ: { zh: '核准续展注册证明', en: 'Certificate of renewal' },
  CX: { zh: '撤销/无效宣告答辩通知书', en: 'Notice to answer the request for revocation or invalidation' },
  ZX: { zh: '商标注销通知', en: 'Notice of removal from the register' },
  OA: { zh: '审查意见书', en: 'Office action' },
}

export function documentsOf(
  mark: RegisterMark,
  events: readonly RecordEvent[],
  recipient: RegisterParty | undefined,
): ArchiveDocument[] {
  const seq = new Map<DocumentKind, number>()
  return events.flatMap((e) => {
    if (!e.document) return []
    const n = (seq.get(e.document) ?? 0) + 1
    seq.set(e.document, n)
    const nn = String(n).padStart(2, '0')
    const no =
      mark.country === 'CN'
        ? `TMZC${mark.applicationNo}${e.document}${nn}`
        : `${mark.country}-${mark.applicationNo}-${e.document}${nn}`
    const title = TITLES[e.document]
    return [
      {
        id: `${mark.id}-D${e.document}${nn}`,
        date: e.date,
        no,
        titleZh: title.zh,
        titleEn: title.en,
        recipientZh: recipient?.nameZh ?? '',
        recipientEn: recipient?.nameEn ?? '',
      },
    ]
  })
}
