/**
 * The text of a generated judgement, section by section, in the structure Chinese courts use: parties,
 * procedure, claims, defence, findings of fact, the court's reasoning and the judgement itself.
 */
import type { CaseKind, CaseSummary, JudgementSection } from '../../../src/api/schemas/analytics'
import { NICE_CLASSES } from '../../../src/domain/nice-classes'
import type { RegisterMark, RegisterParty } from '../types'

/**
 * A case of the register as judgements.ts generates it, with the parties and sums its text needs. Declared
 * here, where the text is written, because judgements.ts imports this file.
 */
export interface GeneratedCase extends CaseSummary {
  opponent: RegisterParty
  /** Who brought the suit (or the appeal). */
  challenger: RegisterParty
  /** Damages awarded in yuan (infringement suits won), else 0. */
  damages: number
  claimed: number
  filedDate: string
}

export const CNIPA_PARTY = {
  nameZh: '国家知识产权局',
  nameEn: 'China National Intellectual Property Administration',
}

/** The procedural roles of litigants, in Chinese and English. */
export const ROLE = {
  plaintiff: ['原告', 'Plaintiff'],
  defendant: ['被告', 'Defendant'],
  thirdParty: ['第三人', 'Third party'],
  appellant: ['上诉人', 'Appellant'],
  appellee: ['被上诉人', 'Appellee'],
} as const

/** The cause of action of each kind of case, as a judgement or a court notice names it. */
export const CAUSE_ZH: Readonly<Record<CaseKind, string>> = {
  infringement: '侵害商标权纠纷',
  unfairCompetition: '侵害商标权及不正当竞争纠纷',
  invalidation: '商标权无效宣告请求行政纠纷',
  revocation: '商标权撤销复审行政纠纷',
  refusal: '商标申请驳回复审行政纠纷',
}
export const CAUSE_EN: Readonly<Record<CaseKind, string>> = {
  infringement: 'trademark infringement',
  unfairCompetition: 'trademark infringement and unfair competition',
  invalidation: 'an administrative dispute over a request for invalidation',
  revocation: 'an administrative dispute over the review of a revocation',
  refusal: 'an administrative dispute over the review of a refusal',
}

const yuan = (n: number) => n.toLocaleString('en-US')

export function judgementText(
  c: GeneratedCase,
  mark: RegisterMark,
  owner: RegisterParty,
  agent: RegisterParty | undefined,
): JudgementSection[] {
  const civil = c.kind === 'infringement' || c.kind === 'unfairCompetition'
  const markZh = mark.name ? `“${mark.name}”` : '图形'
  const markEn = mark.name ? `“${mark.name}”` : 'device'
  const regNo = mark.registrationNo
  const cls = mark.classes[0]!
  const nice = NICE_CLASSES.find((n) => n.no === cls.no)
  const goodsZh = cls.goodsZh.slice(0, 3).join('、')
  const goodsEn = cls.goodsEn.slice(0, 3).join(', ')
  const other = c.opponent
  const appeal = c.instance === 2
  // In an administrative suit the party not suing joins CNIPA's side as third party.
  const thirdParty = c.challenger === owner ? other : owner

  const parties: JudgementSection = {
    key: 'parties',
    paragraphsZh: c.parties.map((p) => {
      const who = p.nameZh === owner.nameZh ? owner : p.nameZh === other.nameZh ? other : null
      const address = who
        ? `，住所地${who.addressZh}`
        : p.nameZh === CNIPA_PARTY.nameZh
          ? '，住所地北京市海淀区蓟门桥西土城路6号'
          : ''
      return `${ROLE[p.role][0]}：${p.nameZh}${address}。`
    }),
    paragraphsEn: c.parties.map((p) => {
      const who = p.nameEn === owner.nameEn ? owner : p.nameEn === other.nameEn ? other : null
      const address = who
        ? `, of ${who.addressEn}`
        : p.nameEn === CNIPA_PARTY.nameEn
          ? ', of No. 6 Xitucheng Road, Haidian District, Beijing'
          : ''
      return `${ROLE[p.role][1]}: ${p.nameEn}${address}.`
    }),
  }
  if (agent) {
    parties.paragraphsZh.push(`委托诉讼代理人：${agent.nameZh}工作人员。`)
    parties.paragraphsEn.push(`Representative: staff of ${agent.nameEn}.`)
  }

  const causeZh = CAUSE_ZH[c.kind]
  const causeEn = CAUSE_EN[c.kind]

  const procedure: JudgementSection = {
    key: 'procedure',
    paragraphsZh: [
      appeal
        ? `上诉人因与被上诉人${causeZh}一案，不服一审判决，向本院提起上诉。本院于${c.filedDate}立案后，依法组成合议庭，公开开庭进行了审理。本案现已审理终结。`
        : `原告与被告${causeZh}一案，本院于${c.filedDate}立案后，依法适用普通程序，公开开庭进行了审理。本案现已审理终结。`,
    ],
    paragraphsEn: [
      appeal
        ? `The appellant appealed against the first-instance judgement in ${causeEn}. This court docketed the appeal on ${c.filedDate}, formed a collegiate panel and heard the case in public. The case is now concluded.`
        : `This court docketed the case of ${causeEn} on ${c.filedDate}, tried it under the ordinary procedure and heard it in public. The case is now concluded.`,
    ],
  }

  const claims: JudgementSection = civil
    ? {
        key: 'claims',
        paragraphsZh: [
          `${owner.nameZh}提出诉讼请求：1. 判令${other.nameZh}立即停止在${goodsZh}等商品上使用与第${regNo}号${markZh}注册商标相同或近似的标志；2. 判令${other.nameZh}赔偿经济损失及维权合理开支共计人民币${yuan(c.claimed)}元；3. 本案诉讼费用由${other.nameZh}负担。`,
        ],
        paragraphsEn: [
          `${owner.nameEn} asked the court to: 1. order ${other.nameEn} to stop using signs identical with or similar to registered mark no. ${regNo} ${markEn} on ${goodsEn} and similar goods; 2. order ${other.nameEn} to pay CNY ${yuan(c.claimed)} in damages and reasonable costs; 3. order ${other.nameEn} to bear the costs of the proceedings.`,
        ],
      }
    : {
        key: 'claims',
        paragraphsZh: [
          `${c.challenger.nameZh}请求撤销国家知识产权局就第${regNo}号${markZh}商标作出的${c.kind === 'invalidation' ? '无效宣告请求裁定' : '撤销复审决定'}，并判令其重新作出裁定。`,
        ],
        paragraphsEn: [
          `${c.challenger.nameEn} asked the court to set aside CNIPA's ${c.kind === 'invalidation' ? 'ruling on the request for invalidation' : 'decision on the review of revocation'} of mark no. ${regNo} ${markEn} and to order CNIPA to decide again.`,
        ],
      }

  const defence: JudgementSection = {
    key: 'defence',
    paragraphsZh: [
      civil
        ? `${other.nameZh}辩称：其使用的标志与涉案商标在整体外观、呼叫上存在明显区别，不会导致相关公众混淆；且原告主张的赔偿数额缺乏依据，请求驳回原告的诉讼请求。`
        : `国家知识产权局辩称：被诉裁定认定事实清楚，适用法律正确，程序合法，请求驳回原告的诉讼请求。${thirdParty.nameZh}述称同意国家知识产权局的意见。`,
    ],
    paragraphsEn: [
      civil
        ? `${other.nameEn} argued that its sign differs clearly from the mark in overall appearance and pronunciation, so the relevant public would not be confused, and that the damages claimed lack any basis; it asked the court to dismiss the claims.`
        : `CNIPA argued that the contested decision found the facts clearly, applied the law correctly and followed due procedure, and asked the court to dismiss the claim. ${thirdParty.nameEn} supported CNIPA's position.`,
    ],
  }

  const findings: JudgementSection = {
    key: 'findings',
    paragraphsZh: [
      `本院经审理查明：第${regNo}号${markZh}商标由${owner.nameZh}于${mark.filingDate}提出注册申请，于${mark.registrationDate}核准注册，核定使用在第${cls.no}类（${nice?.name ?? ''}）${goodsZh}等商品上，专用权期限至${mark.expiryDate}。`,
      civil
        ? `${c.filedDate}之前，${other.nameZh}在其经营的网店及线下门店销售的${goodsZh}等商品上使用了与涉案商标近似的标志。原告提交的公证书、购货票据等证据可以证明上述事实。`
        : `${other.nameZh}以${c.kind === 'invalidation' ? '涉案商标的注册违反商标法第三十条的规定' : '涉案商标连续三年不使用'}为由提出请求，国家知识产权局经审查作出被诉${c.kind === 'invalidation' ? '裁定' : '决定'}。`,
    ],
    paragraphsEn: [
      `The court finds that mark no. ${regNo} ${markEn} was filed by ${owner.nameEn} on ${mark.filingDate} and registered on ${mark.registrationDate} for ${goodsEn} and other goods in class ${cls.no} (${nice?.nameEn ?? ''}); its term runs until ${mark.expiryDate}.`,
      civil
        ? `Before ${c.filedDate}, ${other.nameEn} sold ${goodsEn} and similar goods bearing a sign similar to the mark in its online shop and its stores, as shown by the notarial certificates and purchase receipts the plaintiff submitted.`
        : `${other.nameEn} filed its request on the ground that ${c.kind === 'invalidation' ? 'the registration breached Article 30 of the Trademark Law' : 'the mark had not been used for three consecutive years'}, and CNIPA issued the contested ${c.kind === 'invalidation' ? 'ruling' : 'decision'} after examination.`,
    ],
  }

  // Civil: whether the owner prevails; administrative: whether the challenger gets the decision set aside.
  const won = civil ? ['upheld', 'partlyUpheld', 'affirmed'].includes(c.outcome) : c.outcome === 'revoked'
  const reasoning: JudgementSection = {
    key: 'reasoning',
    paragraphsZh: [
      civil
        ? won
          ? `本院认为，被诉标志与涉案商标在文字构成、呼叫上近似，使用在相同商品上，容易导致相关公众混淆，构成商标法第五十七条第（二）项规定的侵权行为。综合考虑涉案商标的知名度、侵权情节及维权合理开支，本院依据商标法第六十三条酌定赔偿数额。`
          : `本院认为，被诉标志与涉案商标在整体视觉效果上存在明显差异，不易导致相关公众混淆，原告的主张缺乏事实与法律依据，本院不予支持。`
        : won
          ? `本院认为，被诉${c.kind === 'invalidation' ? '裁定' : '决定'}对相关证据的认定有误，其结论缺乏事实依据，应予撤销。`
          : `本院认为，被诉${c.kind === 'invalidation' ? '裁定' : '决定'}认定事实清楚，适用法律正确，原告的诉讼理由不能成立。`,
    ],
    paragraphsEn: [
      civil
        ? won
          ? 'The court holds that the sign is similar to the mark in its words and pronunciation and is used on identical goods, which is likely to confuse the relevant public and infringes under Article 57(2) of the Trademark Law. Considering the reputation of the mark, the circumstances of the infringement and the reasonable costs, the court sets the damages under Article 63.'
          : 'The court holds that the sign and the mark differ clearly in overall visual impression and are unlikely to confuse the relevant public; the claims lack a basis in fact and law and are not supported.'
        : won
          ? `The court holds that the contested ${c.kind === 'invalidation' ? 'ruling' : 'decision'} assessed the evidence wrongly and its conclusion lacks a factual basis, so it must be set aside.`
          : `The court holds that the contested ${c.kind === 'invalidation' ? 'ruling' : 'decision'} found the facts clearly and applied the law correctly; the plaintiff's grounds do not stand.`,
    ],
  }

  const fee = Math.max(50, Math.round(c.claimed / 100))
  const judgement: JudgementSection = {
    key: 'judgement',
    paragraphsZh: [
      '判决如下：',
      c.resultZh + '。',
      civil
        ? `案件受理费${yuan(fee)}元，由${won ? other.nameZh : owner.nameZh}负担。`
        : '案件受理费100元，由败诉方负担。',
      appeal
        ? '本判决为终审判决。'
        : '如不服本判决，可在判决书送达之日起十五日内向本院递交上诉状，上诉于上一级人民法院。',
    ],
    paragraphsEn: [
      'The court rules as follows:',
      c.resultEn + '.',
      civil
        ? `Court fee of CNY ${yuan(fee)} to be borne by ${won ? other.nameEn : owner.nameEn}.`
        : 'Court fee of CNY 100 to be borne by the losing party.',
      appeal
        ? 'This judgement is final.'
        : 'A party may appeal to the higher people’s court within fifteen days of service of this judgement.',
    ],
  }
  return [parties, procedure, claims, defence, findings, reasoning, judgement]
}
