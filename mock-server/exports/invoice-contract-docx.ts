/**
 * The service contract template members sign when their finance department needs a contract beside a VAT
 * invoice. Party A is filled from an invoice header when one is chosen, otherwise left as blanks to write in.
 * docx is loaded on first use (it is large and the mock ships in the demo build).
 */
import type { InvoiceHeaderRecord } from '../commerce/invoices-store'
import type { Lang } from '../context'
import { heading, keyValueTable, pack, spacer, text, type Docx } from './docx-parts'

export interface ContractInput {
  header: InvoiceHeaderRecord | null
  lang: Lang
  /** YYYY-MM-DD of the template. */
  date: string
}

export const CONTRACT_FILE_NAME = (lang: Lang) =>
  lang === 'en' ? 'trademark-agency-service-contract-template.docx' : '商标代理服务合同（模板）.docx'

const AGENCY = {
  zh: ['大为知识产权服务有限公司', '91310000MA1FL3XK5E', '上海市黄浦区中山东一路18号8楼', '021-63218888'],
  en: [
    'Dawei Intellectual Property Services Co., Ltd.',
    '91310000MA1FL3XK5E',
    '8/F, 18 Zhongshan East 1st Road, Huangpu District, Shanghai',
    '021-63218888',
  ],
}

const BLANK = '________________________'

const WORDS = {
  zh: {
    title: '商标代理服务合同',
    intro: '甲乙双方本着平等自愿、诚实信用的原则，就甲方委托乙方办理商标相关事务达成如下协议：',
    partyA: '甲方（委托方）',
    partyB: '乙方（受托方）',
    name: '名称',
    taxpayerId: '统一社会信用代码',
    address: '注册地址',
    phone: '联系电话',
    bank: '开户银行',
    account: '银行账号',
    clauses: [
      '一、委托事项：甲方委托乙方代为办理订单所列商标注册、续展、变更、转让、异议等事务，具体以平台订单为准。',
      '二、费用：服务费用包括官方规费与代理服务费，以平台订单及缴费通知书所列金额为准；甲方申请增值税专用发票的，按 6.72% 计收税费。',
      '三、付款：甲方应于缴费通知书载明的期限内支付全部费用，乙方收款后开始办理。',
      '四、发票：乙方在甲方付款并提交开票申请后，经审核开具发票并邮寄至甲方指定地址。',
      '五、保密：双方对在合作中知悉的对方商业信息负有保密义务。',
      '六、争议解决：因本合同引起的争议，双方协商解决；协商不成的，提交乙方所在地人民法院诉讼解决。',
      '七、本合同一式两份，甲乙双方各执一份，自双方签字盖章之日起生效。',
    ],
    sign: '甲方（盖章）：                              乙方（盖章）：',
    signDate: '日期：        年     月     日                    日期：        年     月     日',
    made: '模板生成日期',
  },
  en: {
    title: 'Trademark Agency Service Contract',
    intro:
      'On the principles of equality, free will and good faith, Party A and Party B agree as follows on the trademark matters Party A entrusts to Party B:',
    partyA: 'Party A (client)',
    partyB: 'Party B (agent)',
    name: 'Name',
    taxpayerId: 'Unified social credit code',
    address: 'Registered address',
    phone: 'Telephone',
    bank: 'Bank',
    account: 'Bank account',
    clauses: [
      '1. Matters entrusted: Party A entrusts Party B with the trademark filings, renewals, changes, assignments, oppositions and other matters listed in Party A’s orders on the platform.',
      '2. Fees: the fees consist of official fees and service fees as listed in the orders and charge notices; where Party A asks for a VAT special invoice, tax is charged at 6.72%.',
      '3. Payment: Party A pays all fees within the term stated in the charge notice; Party B starts work on receipt.',
      '4. Invoices: after payment and an invoice request, Party B issues the invoice once audited and posts it to the address Party A names.',
      '5. Confidentiality: each party keeps confidential the business information of the other it learns in this cooperation.',
      '6. Disputes: disputes arising from this contract are settled by negotiation, failing which by the people’s court where Party B is located.',
      '7. This contract is made in two copies, one for each party, and takes effect when signed and sealed by both parties.',
    ],
    sign: 'Party A (seal):                                   Party B (seal):',
    signDate: 'Date:                                                  Date:',
    made: 'Template date',
  },
}

function partyA(d: Docx, w: (typeof WORDS)['zh'], header: InvoiceHeaderRecord | null) {
  const v = (value: string | undefined) => value || BLANK
  return keyValueTable(d, [
    [w.name, v(header?.title)],
    [w.taxpayerId, v(header?.taxpayerId)],
    [w.address, v(header?.registeredAddress)],
    [w.phone, v(header?.registeredPhone)],
    [w.bank, v(header?.bank)],
    [w.account, v(header?.bankAccount)],
  ])
}

export async function buildContractTemplate({ header, lang, date }: ContractInput): Promise<Uint8Array> {
  const d = await import('docx')
  const w = lang === 'en' ? WORDS.en : WORDS.zh
  const agency = lang === 'en' ? AGENCY.en : AGENCY.zh
  const children = [
    heading(d, w.title, 1),
    text(d, `${w.made}: ${date}`, { size: 16, color: '666666' }),
    spacer(d),
    heading(d, w.partyA, 2),
    partyA(d, w, header),
    heading(d, w.partyB, 2),
    keyValueTable(d, [
      [w.name, agency[0]!],
      [w.taxpayerId, agency[1]!],
      [w.address, agency[2]!],
      [w.phone, agency[3]!],
    ]),
    spacer(d),
    text(d, w.intro),
    ...w.clauses.map((c) => text(d, c)),
    spacer(d),
    spacer(d),
    text(d, w.sign, { bold: true }),
    spacer(d),
    text(d, w.signDate),
  ]
  return pack(d, [{ children }], w.title)
}
