/** The names of the procedure events, as the China office and as other offices word them. */
export type EventCode =
  | 'priority'
  | 'filed'
  | 'receipt'
  | 'examination'
  | 'officeAction'
  | 'refused'
  | 'reviewFiled'
  | 'reviewPending'
  | 'refusalFinal'
  | 'withdrawn'
  | 'published'
  | 'oppositionEnds'
  | 'opposed'
  | 'oppositionPending'
  | 'registered'
  | 'certificate'
  | 'change'
  | 'assignment'
  | 'renewed'
  | 'renewalOpens'
  | 'expiry'
  | 'graceEnds'
  | 'lapsed'
  | 'cancellationFiled'
  | 'cancellationPending'
  | 'invalidated'
  | 'revoked'
  | 'surrenderFiled'
  | 'suspended'

export const EVENT_NAMES: Readonly<Record<EventCode, { zh: string; en: string }>> = {
  priority: { zh: '优先权日', en: 'Priority date' },
  filed: { zh: '商标注册申请', en: 'Application filed' },
  receipt: { zh: '受理通知书发文', en: 'Notice of acceptance issued' },
  examination: { zh: '实质审查中', en: 'Under substantive examination' },
  officeAction: { zh: '审查意见通知', en: 'Office action issued' },
  refused: { zh: '驳回通知书发文', en: 'Notice of refusal issued' },
  reviewFiled: { zh: '驳回复审申请', en: 'Request for review of refusal filed' },
  reviewPending: { zh: '驳回复审审理中', en: 'Review of refusal pending' },
  refusalFinal: { zh: '驳回生效', en: 'Refusal became final' },
  withdrawn: { zh: '申请撤回', en: 'Application withdrawn' },
  published: { zh: '初步审定公告', en: 'Published for opposition' },
  oppositionEnds: { zh: '异议期届满', en: 'Opposition period ends' },
  opposed: { zh: '异议申请', en: 'Opposition filed' },
  oppositionPending: { zh: '异议审查中', en: 'Opposition under examination' },
  registered: { zh: '注册公告', en: 'Registered' },
  certificate: { zh: '注册证发文', en: 'Registration certificate issued' },
  change: { zh: '核准变更注册人名义/地址', en: "Change of owner's name or address recorded" },
  assignment: { zh: '核准转让', en: 'Assignment recorded' },
  renewed: { zh: '核准续展注册', en: 'Renewal registered' },
  renewalOpens: { zh: '续展期开始', en: 'Renewal window opens' },
  expiry: { zh: '专用权期限届满', en: 'Registration term ends' },
  graceEnds: { zh: '宽展期届满', en: 'Grace period ends' },
  lapsed: { zh: '期满未续展注销', en: 'Removed: not renewed' },
  cancellationFiled: { zh: '撤销/无效宣告申请', en: 'Request for revocation or invalidation filed' },
  cancellationPending: { zh: '撤销/无效宣告审理中', en: 'Revocation or invalidation pending' },
  invalidated: { zh: '注册商标宣告无效', en: 'Registration declared invalid' },
  revoked: { zh: '注册商标撤销', en: 'Registration revoked' },
  surrenderFiled: { zh: '注销申请审理中', en: 'Request to surrender pending' },
  suspended: { zh: '审查中止', en: 'Examination suspended' },
}
