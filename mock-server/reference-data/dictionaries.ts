/** One entry of a data dictionary: a stable code and its two labels. */
export interface DictionaryEntry {
  code: string
  zh: string
  en: string
}

type Pairs = readonly (readonly [code: string, zh: string, en: string])[]

const entries = (pairs: Pairs): DictionaryEntry[] => pairs.map(([code, zh, en]) => ({ code, zh, en }))

/** Kinds of notice in the member message centre. */
export const NOTICE_TYPES = entries([
  ['gazette', '商标公告', 'Official gazette'],
  ['caseStatus', '案件进度', 'Case status update'],
  ['payment', '缴费提醒', 'Payment reminder'],
  ['renewal', '续展提醒', 'Renewal reminder'],
  ['system', '系统通知', 'System notice'],
])

/** Kinds of upcoming deadline on the home page and the task list. */
export const TASK_TYPES = entries([
  ['renewalDue', '续展期限', 'Renewal due'],
  ['renewalGrace', '宽展期截止', 'Grace period ends'],
  ['oppositionDeadline', '异议期限', 'Opposition deadline'],
  ['officeAction', '审查意见答复', 'Office action response'],
  ['refusalReview', '驳回复审期限', 'Refusal review deadline'],
  ['priorityDocument', '优先权文件提交', 'Priority document due'],
  ['nonUseEvidence', '使用证据提交', 'Evidence of use due'],
  ['registrationFee', '注册费缴纳', 'Registration fee due'],
])

/**
 * The portal's data dictionaries (dateset/getList), by type. Codes are what records store; labels are what
 * screens show in the chosen language.
 */
export const DICTIONARIES: Readonly<Record<string, DictionaryEntry[]>> = {
  idType: entries([
    ['idCard', '身份证', 'ID card'],
    ['passport', '护照', 'Passport'],
    ['other', '其他', 'Other'],
  ]),
  applicantType: entries([
    ['enterprise', '企业或组织', 'Enterprise or organization'],
    ['individual', '个人', 'Individual'],
  ]),
  accountType: entries([
    ['enterprise', '企业', 'Company'],
    ['agency', '知识产权代理机构', 'IP firm'],
    ['individual', '个人', 'Individual'],
  ]),
  industry: entries([
    ['it', '信息技术', 'Information technology'],
    ['manufacturing', '制造业', 'Manufacturing'],
    ['retail', '批发和零售', 'Wholesale and retail'],
    ['food', '食品饮料', 'Food and beverages'],
    ['cosmetics', '化妆品', 'Cosmetics'],
    ['apparel', '服装鞋帽', 'Apparel and footwear'],
    ['pharma', '医药健康', 'Pharmaceuticals and health'],
    ['education', '教育培训', 'Education and training'],
    ['finance', '金融服务', 'Financial services'],
    ['catering', '餐饮', 'Catering'],
    ['other', '其他', 'Other'],
  ]),
  invoiceStatus: entries([
    ['unbilled', '未开票', 'Unbilled'],
    ['auditing', '审核中', 'Under review'],
    ['audited', '审核通过', 'Approved'],
    ['notAudited', '审核未通过', 'Not approved'],
    ['invoiced', '已开票', 'Invoiced'],
    ['mailed', '已邮寄', 'Mailed'],
  ]),
  paymentStatus: entries([
    ['unpaid', '未支付', 'Unpaid'],
    ['paid', '已支付', 'Paid'],
  ]),
  orderStatus: entries([
    ['pendingPayment', '待支付', 'Awaiting payment'],
    ['pendingDocuments', '待提供材料', 'Awaiting documents'],
    ['processing', '办理中', 'In progress'],
    ['submitted', '已递交', 'Filed'],
    ['completed', '已完成', 'Completed'],
    ['cancelled', '已取消', 'Cancelled'],
    ['refunded', '已退款', 'Refunded'],
  ]),
  currency: entries([
    ['CNY', '人民币', 'Chinese yuan'],
    ['USD', '美元', 'US dollar'],
    ['EUR', '欧元', 'Euro'],
  ]),
  certificationStatus: entries([
    ['reviewing', '审核中', 'Under review'],
    ['approved', '已认证', 'Approved'],
    ['rejected', '已驳回', 'Rejected'],
  ]),
  trademarkType: entries([
    ['word', '文字商标', 'Word mark'],
    ['design', '图形商标', 'Design mark'],
    ['combined', '文字及图形商标', 'Word and design mark'],
  ]),
  noticeType: NOTICE_TYPES,
  taskType: TASK_TYPES,
}

export const DICTIONARY_TYPES = Object.keys(DICTIONARIES)
