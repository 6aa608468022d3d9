/**
 * The text of a generated review decision, section by section, in the structure CNIPA's decisions use:
 * parties, the request, the grounds, the other side's reply, the facts found, the reasoning and the decision.
 */
import type { ReviewCaseSummary, ReviewKind, ReviewSection } from '../../../src/api/schemas/analytics'
import { NICE_CLASSES } from '../../../src/domain/nice-classes'
import type { RegisterMark, RegisterParty } from '../types'

/**
 * A decision as review-cases.ts generates it, with what its text needs. Declared here, where the text is
 * written, because review-cases.ts imports this file.
 */
export interface GeneratedReview extends ReviewCaseSummary {
  /** The other party: the requester, the opponent, or the owner of the cited prior mark. */
  other: RegisterParty
  /** The ground of a revocation: three years' non-use, or the mark became the generic name. */
  ground: 'nonUse' | 'generic' | null
  /** The prior mark relied on (refusal review, relative invalidation), or this mark when it is cited. */
  prior: { name: string; applicationNo: string; filingDate: string } | null
}

/** CNIPA took over the review board (商标评审委员会) in the 2018 reform; its decisions say so from 2019. */
export function reviewAuthority(iso: string) {
  return iso < '2019-01-01'
    ? {
        zh: '国家工商行政管理总局商标评审委员会',
        en: 'Trademark Review and Adjudication Board (SAIC)',
        weZh: '我委',
        weEn: 'the Board',
      }
    : {
        zh: '国家知识产权局',
        en: 'China National Intellectual Property Administration',
        weZh: '我局',
        weEn: 'CNIPA',
      }
}

/** The court a decision can be challenged in: the Beijing IP Court since November 2014. */
const appealCourt = (iso: string) =>
  iso < '2014-11-06'
    ? { zh: '北京市第一中级人民法院', en: 'Beijing No. 1 Intermediate People’s Court' }
    : { zh: '北京知识产权法院', en: 'Beijing Intellectual Property Court' }

const DIGITS = '零一二三四五六七八九'
/** '44.1' as the law cites it: 第四十四条第一款. */
const lawZh = (article: string) => {
  const [art = '', para] = article.split('.')
  const n = Number(art)
  const tens = Math.floor(n / 10)
  const num = `${tens > 1 ? DIGITS.charAt(tens) : ''}${tens ? '十' : ''}${n % 10 ? DIGITS.charAt(n % 10) : ''}`
  return `第${num}条${para ? `第${DIGITS.charAt(Number(para))}款` : ''}`
}
const lawEn = (article: string) => {
  const [art = '', para] = article.split('.')
  return `Article ${art}${para ? `(${para})` : ''}`
}

export function reviewText(
  r: GeneratedReview,
  mark: RegisterMark,
  owner: RegisterParty,
  agent: RegisterParty | undefined,
): ReviewSection[] {
  const by = reviewAuthority(r.date)
  const court = appealCourt(r.date)
  const cls = mark.classes[0]!
  const nice = NICE_CLASSES.find((n) => n.no === cls.no)
  const goodsZh = cls.goodsZh.slice(0, 3).join('、')
  const goodsEn = cls.goodsEn.slice(0, 3).join(', ')
  const quoteZh = (name: string) => (name ? `“${name}”` : '图形')
  const quoteEn = (name: string) => (name ? `“${name}”` : '(device)')
  const subjectZh = `第${r.disputed.applicationNo}号${quoteZh(r.disputed.name)}商标`
  const subjectEn = `mark no. ${r.disputed.applicationNo} ${quoteEn(r.disputed.name)}`
  const priorZh = r.prior ? `第${r.prior.applicationNo}号${quoteZh(r.prior.name)}商标` : ''
  const priorEn = r.prior ? `mark no. ${r.prior.applicationNo} ${quoteEn(r.prior.name)}` : ''
  const who = (p: { nameZh: string }) => (p.nameZh === owner.nameZh ? owner : r.other)
  const applicant = r.parties[0]!
  const respondent = r.parties[1]
  const won = r.outcome === 'approved' || r.outcome === 'maintained'
  const docZh = r.kind === 'invalidation' ? '裁定' : '决定'
  const docEn = r.kind === 'invalidation' ? 'ruling' : 'decision'

  const parties: ReviewSection = {
    key: 'parties',
    paragraphsZh: r.parties.map(
      (p) => `${p.role === 'applicant' ? '申请人' : '被申请人'}：${p.nameZh}，住所地${who(p).addressZh}。`,
    ),
    paragraphsEn: r.parties.map(
      (p) => `${p.role === 'applicant' ? 'Applicant' : 'Respondent'}: ${p.nameEn}, of ${who(p).addressEn}.`,
    ),
  }
  if (agent && applicant.nameZh === owner.nameZh) {
    parties.paragraphsZh.push(`委托代理人：${agent.nameZh}。`)
    parties.paragraphsEn.push(`Agent: ${agent.nameEn}.`)
  }

  const requests: Readonly<Record<ReviewKind, readonly [string, string]>> = {
    refusalReview: [
      `申请人因对${subjectZh}（以下称申请商标）在部分指定商品上的驳回通知不服，于${r.filedDate}向${by.weZh}申请复审。`,
      `The applicant, contesting the partial refusal of ${subjectEn} (the applied-for mark), requested a review from ${by.weEn} on ${r.filedDate}.`,
    ],
    oppositionReview: [
      `申请人因对${subjectZh}（以下称被异议商标）不予注册的决定不服，于${r.filedDate}向${by.weZh}申请复审。被申请人系该商标的异议人。`,
      `The applicant, contesting the decision not to register ${subjectEn} (the opposed mark), requested a review from ${by.weEn} on ${r.filedDate}. The respondent had opposed the mark.`,
    ],
    invalidation: [
      `申请人于${r.filedDate}对被申请人的${subjectZh}（以下称争议商标）提出无效宣告请求。`,
      `On ${r.filedDate} the applicant requested that the respondent's ${subjectEn} (the disputed mark) be declared invalid.`,
    ],
    revocationReview: [
      `申请人因不服对${subjectZh}（以下称复审商标）${r.ground === 'nonUse' ? '连续三年不使用' : '成为通用名称'}撤销申请所作的决定，于${r.filedDate}向${by.weZh}申请复审。`,
      `The applicant, contesting the decision on the request to revoke ${subjectEn} (the mark under review) ${r.ground === 'nonUse' ? 'for three consecutive years of non-use' : 'as a generic name'}, requested a review from ${by.weEn} on ${r.filedDate}.`,
    ],
  }
  const what = requests[r.kind]
  const request: ReviewSection = {
    key: 'request',
    paragraphsZh: [`${what[0]}${by.weZh}依法组成合议组进行了审理，现已审理终结。`],
    paragraphsEn: [`${what[1]} A panel was formed under the law and has concluded the case.`],
  }

  const groundsZh = {
    refusalReview: `驳回理由：申请商标在“${goodsZh}”等复审商品上与引证商标${priorZh}构成使用在同一种或类似商品上的近似商标。申请人的主要复审理由：申请商标与引证商标在呼叫、含义及整体外观上区别明显，且申请商标经长期使用已具有一定知名度，不会导致相关公众混淆。`,
    oppositionReview: `申请人的主要复审理由：被异议商标系其独创，与被申请人的${priorZh}在构成要素及整体外观上区别明显，不构成近似商标，请求核准被异议商标注册。`,
    invalidation: r.prior
      ? `申请人的主要理由：争议商标与申请人在先申请的${priorZh}构成使用在类似商品上的近似商标，其注册违反了商标法第三十条的规定，应予无效宣告。`
      : '申请人的主要理由：被申请人大量申请注册他人商标，争议商标的注册系以不正当手段取得，违反了商标法第四十四条第一款的规定，应予无效宣告。',
    revocationReview:
      r.ground === 'nonUse'
        ? `申请人的主要理由：复审商标在指定期间内${r.outcome === 'revoked' ? '已在核定商品上进行了真实、公开、合法的商业使用，原撤销决定认定事实错误' : '未在核定商品上进行真实、公开、合法的商业使用，原维持决定认定事实错误'}。`
        : `申请人的主要理由：复审商标${r.outcome === 'revoked' ? '具有显著性，并未成为其核定使用商品的通用名称' : '已成为其核定使用商品的通用名称，应予撤销'}。`,
  }[r.kind]
  const groundsEn = {
    refusalReview: `Reason for refusal: for “${goodsEn}” and the other goods under review, the applied-for mark is similar to the cited ${priorEn} on identical or similar goods. The applicant argued that the marks differ clearly in pronunciation, meaning and overall appearance, and that long use has made the applied-for mark known, so the public would not be confused.`,
    oppositionReview: `The applicant argued that the opposed mark is its own creation and differs clearly from the respondent's ${priorEn} in its elements and overall appearance, so the marks are not similar, and asked that the opposed mark be registered.`,
    invalidation: r.prior
      ? `The applicant argued that the disputed mark is similar to its earlier ${priorEn} on similar goods, so its registration breached Article 30 of the Trademark Law and must be declared invalid.`
      : 'The applicant argued that the respondent files marks of others in bulk and obtained the registration by improper means, in breach of Article 44(1) of the Trademark Law, so it must be declared invalid.',
    revocationReview:
      r.ground === 'nonUse'
        ? `The applicant argued that in the period concerned the mark ${r.outcome === 'revoked' ? 'was put to genuine, public and lawful commercial use on the registered goods, so the revocation rested on wrong facts' : 'was not put to genuine, public and lawful commercial use on the registered goods, so the decision to maintain it rested on wrong facts'}.`
        : `The applicant argued that the mark ${r.outcome === 'revoked' ? 'is distinctive and has not become the generic name of its registered goods' : 'has become the generic name of its registered goods and must be revoked'}.`,
  }[r.kind]
  const grounds: ReviewSection = { key: 'grounds', paragraphsZh: [groundsZh], paragraphsEn: [groundsEn] }

  const sections: ReviewSection[] = [parties, request, grounds]
  if (respondent) {
    sections.push({
      key: 'reply',
      paragraphsZh: [
        `被申请人答辩称：申请人的理由缺乏事实和法律依据，请求${by.weZh}${r.kind === 'oppositionReview' ? '不予核准被异议商标注册' : r.kind === 'invalidation' ? '维持争议商标的注册' : '维持原决定'}。`,
      ],
      paragraphsEn: [
        `The respondent replied that the applicant's grounds lack any basis in fact or law, and asked ${by.weEn} to ${r.kind === 'oppositionReview' ? 'refuse registration of the opposed mark' : r.kind === 'invalidation' ? 'maintain the registration of the disputed mark' : 'uphold the earlier decision'}.`,
      ],
    })
  }

  const factsZh = [
    r.markRole === 'cited'
      ? `经审理查明：被申请人的${priorZh}于${mark.filingDate}申请注册，于${mark.registrationDate}核准注册，核定使用在第${cls.no}类（${nice?.name ?? ''}）${goodsZh}等商品上。被异议商标由申请人申请注册，指定使用在第${r.disputed.classNo}类同类商品上，经被申请人异议，决定不予注册。`
      : `经审理查明：${subjectZh}由${owner.nameZh}于${mark.filingDate}提出注册申请，指定使用在第${cls.no}类（${nice?.name ?? ''}）${goodsZh}等商品上${mark.registrationDate ? `，于${mark.registrationDate}核准注册` : ''}。`,
  ]
  const factsEn = [
    r.markRole === 'cited'
      ? `The facts: the respondent's ${priorEn} was filed on ${mark.filingDate} and registered on ${mark.registrationDate} for ${goodsEn} and other goods in class ${cls.no} (${nice?.nameEn ?? ''}). The opposed mark was filed by the applicant for goods of the same class; on the respondent's opposition it was refused registration.`
      : `The facts: ${subjectEn} was filed by ${owner.nameEn} on ${mark.filingDate} for ${goodsEn} and other goods in class ${cls.no} (${nice?.nameEn ?? ''})${mark.registrationDate ? ` and registered on ${mark.registrationDate}` : ''}.`,
  ]
  if (r.prior && r.markRole === 'disputed') {
    factsZh.push(
      `${priorZh}由${r.other.nameZh}于${r.prior.filingDate}申请注册，早于${subjectZh}的申请日，现为有效注册商标。`,
    )
    factsEn.push(
      `${priorEn} was filed by ${r.other.nameEn} on ${r.prior.filingDate}, before ${subjectEn}, and is a valid registration.`,
    )
  }
  const findings: ReviewSection = { key: 'findings', paragraphsZh: factsZh, paragraphsEn: factsEn }

  const similar =
    r.kind === 'refusalReview' || r.kind === 'oppositionReview' || (r.kind === 'invalidation' && r.prior)
  const reasoning: ReviewSection = {
    key: 'reasoning',
    paragraphsZh: [
      similar
        ? won
          ? `${by.weZh}认为：两商标在文字构成、呼叫及整体视觉效果上存在一定差异，共存于市场不易导致相关公众混淆误认，未构成商标法第三十条所指的使用在同一种或类似商品上的近似商标。`
          : `${by.weZh}认为：两商标文字构成、呼叫相近，指定使用的商品在功能、用途、销售渠道等方面相同或相近，共存于市场易导致相关公众混淆误认，已构成商标法第三十条所指的使用在同一种或类似商品上的近似商标。`
        : r.kind === 'invalidation'
          ? won
            ? `${by.weZh}认为：申请人提交的证据不足以证明争议商标系以欺骗手段或者其他不正当手段取得注册，其理由不能成立。`
            : `${by.weZh}认为：被申请人申请注册大量与他人知名商标相同或近似的商标，缺乏真实使用意图，扰乱商标注册秩序，争议商标的注册属于商标法第四十四条第一款所指的“以其他不正当手段取得注册”的情形。`
          : r.outcome === 'revoked'
            ? `${by.weZh}认为：${r.ground === 'nonUse' ? '复审商标注册人提交的证据不足以证明复审商标在指定期间内在核定商品上进行了真实、公开、合法的商业使用' : '复审商标已成为其核定使用商品的通用名称，丧失了识别商品来源的作用'}，依据商标法第四十九条第二款的规定应予撤销。`
            : `${by.weZh}认为：${r.ground === 'nonUse' ? '复审商标注册人提交的证据可以证明复审商标在指定期间内在核定商品上进行了真实、公开、合法的商业使用' : '现有证据不足以证明复审商标已成为其核定使用商品的通用名称'}，申请人的理由不能成立。`,
    ],
    paragraphsEn: [
      similar
        ? won
          ? `${capital(by.weEn)} holds that the two marks differ in their words, pronunciation and overall visual impression, so their coexistence is unlikely to confuse the relevant public; they are not similar marks on identical or similar goods within Article 30 of the Trademark Law.`
          : `${capital(by.weEn)} holds that the two marks are close in their words and pronunciation and are used on goods alike in function, purpose and channels of trade, so their coexistence is likely to confuse the relevant public; they are similar marks on identical or similar goods within Article 30 of the Trademark Law.`
        : r.kind === 'invalidation'
          ? won
            ? `${capital(by.weEn)} holds that the applicant's evidence does not show that the registration was obtained by deception or other improper means; the grounds do not stand.`
            : `${capital(by.weEn)} holds that the respondent filed many marks identical with or similar to others' known marks without any real intent to use them, disturbing the order of registration; the registration was obtained “by other improper means” within Article 44(1) of the Trademark Law.`
          : r.outcome === 'revoked'
            ? `${capital(by.weEn)} holds that ${r.ground === 'nonUse' ? "the registrant's evidence does not show genuine, public and lawful commercial use of the mark on the registered goods in the period concerned" : 'the mark has become the generic name of its registered goods and no longer identifies their source'}, so it must be revoked under Article 49(2) of the Trademark Law.`
            : `${capital(by.weEn)} holds that ${r.ground === 'nonUse' ? "the registrant's evidence shows genuine, public and lawful commercial use of the mark on the registered goods in the period concerned" : 'the evidence does not show that the mark has become the generic name of its registered goods'}; the applicant's grounds do not stand.`,
    ],
  }

  const decision: ReviewSection = {
    key: 'decision',
    paragraphsZh: [
      `依照商标法${r.articles.map(lawZh).join('、')}的规定，${by.weZh}${docZh}如下：`,
      `${r.resultZh}。`,
      `当事人如不服本${docZh}，可以自收到本${docZh}之日起三十日内向${court.zh}起诉${r.parties.length > 1 ? '，人民法院应当通知对方当事人作为第三人参加诉讼' : ''}。`,
    ],
    paragraphsEn: [
      `Under ${listEn(r.articles.map(lawEn))} of the Trademark Law, ${by.weEn} ${r.kind === 'invalidation' ? 'rules' : 'decides'} as follows:`,
      `${r.resultEn}.`,
      `A party who disagrees with this ${docEn} may sue before the ${court.en} within thirty days of receiving it${r.parties.length > 1 ? '; the court will join the other party as a third party' : ''}.`,
    ],
  }
  return [...sections, findings, reasoning, decision]
}

const listEn = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}` : (items[0] ?? '')

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
