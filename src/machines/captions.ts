/**
 * One plain-language line per state and per event of every machine, in both languages, for the /dev/flows
 * visualiser: what a product owner reads beside the technical names. Wizard captions are generated from the
 * wizard's config (its steps and their roles). registry.test.ts fails while a state or event has none.
 */
import type { WizardConfig, WizardDraftBase } from '../domain/wizard/types'

export interface LocalisedText {
  zh: string
  en: string
}

export interface MachineCaptions {
  /** By dotted state path ('paying.awaitingScan'). */
  states: Record<string, LocalisedText>
  /** By event type; timers (xstate.after.<delay>...) by their delay's name under `delays`. */
  events: Record<string, LocalisedText>
  delays?: Record<string, LocalisedText>
}

const c = (zh: string, en: string): LocalisedText => ({ zh, en })

export const SESSION_EXPIRY_CAPTIONS: MachineCaptions = {
  states: {
    active: c(
      '会话有效：用户正常使用，没有接口报告登录失效。',
      'Signed in: no call has reported an expired login.',
    ),
    expiring: c(
      '收到 HTTP 401：已清空本地存储，3 秒后打开登录页。',
      'HTTP 401 received: local storage is cleared and the login page opens in 3 s.',
    ),
    notifying: c(
      '接口返回业务码 401：提示“登录已过期”。',
      'Body code 401 received: the user is told the login expired.',
    ),
    redirected: c(
      '已在登录页，等待用户重新登录。',
      'On the login page, waiting for the user to sign in again.',
    ),
  },
  events: {
    'session.httpUnauthorized': c(
      '某个接口返回 HTTP 401（未授权）。',
      'A call answered HTTP 401 (not authorised).',
    ),
    'session.bodyUnauthorized': c(
      '某个接口返回业务码 401（登录已过期）。',
      'A call answered body code 401 (login expired).',
    ),
    'session.started': c('用户重新登录成功。', 'The user signed in again.'),
  },
  delays: { redirectDelay: c('3 秒等待结束。', 'The 3-second wait is over.') },
}

export const BACK_BLOCK_CAPTIONS: MachineCaptions = {
  states: {
    allowed: c('本页允许浏览器后退。', "This page allows the browser's back button."),
    blocking: c(
      '本页不允许后退（例如付款后），后退会被撤销。',
      'This page does not allow going back (e.g. after paying): a back is undone.',
    ),
    'blocking.idle': c('等待中：用户还没有点后退。', 'Waiting: the user has not pressed back.'),
    'blocking.repushing': c(
      '用户点了后退：约 500 毫秒后重新打开本页。',
      'The user pressed back: this page opens again in about 500 ms.',
    ),
  },
  events: {
    'route.entered': c(
      '打开了一个页面（带“是否允许后退”的标记）。',
      'A page opened, with its allow-back flag.',
    ),
    'history.back': c('用户点了浏览器的后退。', "The user pressed the browser's back button."),
  },
  delays: { repushDelay: c('约 500 毫秒过去了。', 'About 500 ms have passed.') },
}

export const UPLOAD_PROGRESS_CAPTIONS: MachineCaptions = {
  states: {
    idle: c('没有正在上传的文件。', 'Nothing is uploading.'),
    ratio: c('进度按已上传字节的比例分档显示。', 'Progress follows the share of bytes sent, in steps.'),
    ticking: c(
      '服务器处理中：每 1.5 秒加 3%，不会自行到 100%。',
      'The server is working: +3% every 1.5 s, never 100% on its own.',
    ),
    done: c('上传完成（100%）。', 'Upload complete (100%).'),
  },
  events: {
    'upload.reset': c('进度清零，准备新的上传。', 'Progress back to zero for a new upload.'),
    'upload.progress': c('浏览器报告了已上传的字节数。', 'The browser reported how many bytes are sent.'),
    'upload.status': c(
      '服务器报告了处理状态（0 表示仍在处理）。',
      'The server reported its status (0 means still working).',
    ),
  },
  delays: { tick: c('1.5 秒过去了。', '1.5 seconds have passed.') },
}

export const RENEWAL_STATUS_CAPTIONS: MachineCaptions = {
  states: {
    unknown: c('还不知道今天的日期，状态为空。', 'No day known yet: the status is empty.'),
    deciding: c(
      '按注册日期规则（续展期、宽展期、节假日顺延）判断状态。',
      'The register rules (window, grace, holiday roll-over) decide the status.',
    ),
    scheduled: c(
      '待续展：离到期还有一年以上，续展期尚未开始。',
      'Scheduled: more than a year before expiry, the window is not open yet.',
    ),
    normal: c(
      '正常续展：到期前 12 个月起至到期日，可以提交续展。',
      'Normal renewal: from 12 months before expiry to the expiry day, a renewal can be filed.',
    ),
    grace: c(
      '宽展期续展：到期后 6 个月内，可以续展，但需缴纳延迟费。',
      'Grace period: within 6 months after expiry a renewal can be filed, with the late surcharge.',
    ),
    unable: c(
      '无法续展：宽展期已过，或商标未注册、已无效。',
      'Unable to renew: the grace period is over, or the mark is not registered or no longer valid.',
    ),
    submitted: c(
      '已提交续展：等待商标局审核，不能再次提交。',
      'Renewal filed: waiting for the office; it cannot be filed again.',
    ),
    renewed: c(
      '续展已核准：新的十年期限开始，下一个日期变化后回到待续展。',
      'Renewal registered: a new ten-year term; the next day change puts it back at scheduled.',
    ),
  },
  events: {
    'day.changed': c('业务日期变了（模拟服务器的时钟）。', 'The business day changed (the mock clock).'),
    'renewal.submitted': c(
      '为该商标提交了续展（生成了续展订单）。',
      'A renewal was filed for the mark (its order made).',
    ),
    'renewal.registered': c('商标局核准了续展。', 'The office registered the renewal.'),
    'renewal.refused': c(
      '续展未成（订单取消或被驳回），按日期重新判断。',
      'The renewal came to nothing (order cancelled or refused); the dates decide again.',
    ),
  },
}

export const SEARCH_CAPTIONS: MachineCaptions = {
  states: {
    editing: c('用户正在填写查询条件。', 'The user is filling in the search.'),
    validating: c('检查条件是否符合查询规则。', 'The search is checked against the search rules.'),
    searching: c('查询已发出，等待结果。', 'The search was sent; waiting for the answer.'),
    results: c('显示结果，可翻页、筛选和排序。', 'Results are shown; the user can page, filter and sort.'),
    empty: c('没有找到匹配的商标。', 'No matching trademarks were found.'),
    error: c('查询失败，可重试或修改条件。', 'The search failed; the user can retry or change it.'),
    limitReached: c('今日试用查询次数已用完。', "Today's trial searches are used up."),
  },
  events: {
    'query.reset': c('清空全部查询条件。', 'All search fields are cleared.'),
    'search.opened': c(
      '打开或刷新了一个结果链接（带查询条件）。',
      'A results link was opened or reloaded, with its search.',
    ),
    'query.changed': c('用户修改了一个查询条件。', 'The user changed a search field.'),
    'query.submitted': c('用户点了“查询”。', 'The user pressed Search.'),
    'search.succeeded': c('服务器返回了结果。', 'The server returned results.'),
    'search.failed': c('查询请求失败。', 'The search request failed.'),
    'search.limitReached': c(
      '服务器答复今日次数已用完。',
      "The server answered that today's limit is reached.",
    ),
    'query.edit': c('用户回去修改查询条件。', 'The user goes back to change the search.'),
    'page.changed': c('用户翻到另一页。', 'The user moved to another page.'),
    'filters.changed': c(
      '用户修改了查询范围（国家、状态等）。',
      'The user changed the search scope (countries, status ...).',
    ),
    'resultFilters.changed': c(
      '用户在结果中筛选（类别、年份等）。',
      'The user filtered the results (class, year ...).',
    ),
    'sort.changed': c('用户修改了排序方式。', 'The user changed the sort order.'),
  },
}

export const PAYMENT_CAPTIONS: MachineCaptions = {
  states: {
    choosing: c(
      '用户选择支付方式（银行卡、扫码、支付宝、转账）。',
      'The user chooses how to pay (card, QR code, Alipay, transfer).',
    ),
    paying: c('支付进行中。', 'The payment is under way.'),
    'paying.starting': c('准备支付：读取订单和优惠券。', 'Getting ready: reading the order and the coupons.'),
    'paying.applyingCoupons': c('正在使用所选优惠券。', 'Applying the chosen coupons.'),
    'paying.charging': c('正在从银行卡扣款。', 'Charging the bank card.'),
    'paying.openingCard': c('正在为银行卡开通快捷支付。', 'Setting up quick payment for the card.'),
    'paying.awaitingScan': c(
      '显示付款二维码，等待用户扫码付款。',
      'Showing the QR code; waiting for the user to scan and pay.',
    ),
    'paying.awaitingCashier': c(
      '支付宝收银台已打开，等待用户付款。',
      'The Alipay cashier is open; waiting for the user to pay.',
    ),
    'paying.awaitingConfirmation': c(
      '转账凭证已提交，等待财务确认到账。',
      'Transfer proof sent; waiting for finance to confirm receipt.',
    ),
    failed: c(
      '支付失败，可重试或换一种方式。',
      'The payment failed; the user can retry or choose another method.',
    ),
    paid: c('订单已付款。', 'The order is paid.'),
    cancelled: c('用户取消了支付。', 'The user cancelled the payment.'),
  },
  events: {
    'order.loaded': c('订单已读取（金额、可用优惠券）。', 'The order was read (amount, usable coupons).'),
    'method.chosen': c('用户选择了支付方式。', 'The user chose a payment method.'),
    'card.selected': c('用户选择了一张银行卡。', 'The user picked a bank card.'),
    'coupons.changed': c('用户修改了要使用的优惠券。', 'The user changed the coupons to use.'),
    'proof.attached': c('用户上传了转账凭证。', 'The user attached the transfer proof.'),
    'proof.cleared': c('用户移除了转账凭证。', 'The user removed the transfer proof.'),
    'payment.submitted': c('用户点了“支付”。', 'The user pressed Pay.'),
    'payment.cancelled': c('用户取消支付。', 'The user cancelled.'),
    'payment.succeeded': c('服务器确认已付款。', 'The server confirmed the payment.'),
    'payment.failed': c('服务器答复支付失败。', 'The server answered that the payment failed.'),
    'coupons.applied': c('优惠券已用于订单。', 'The coupons were applied to the order.'),
    'wallet.issued': c('服务器生成了付款二维码。', 'The server issued the payment QR code.'),
    'alipay.issued': c('服务器打开了支付宝收银台。', 'The server opened the Alipay cashier.'),
    'transfer.submitted': c('转账凭证已提交。', 'The transfer proof was sent.'),
    'card.opened': c('银行卡快捷支付已开通。', 'Quick payment is set up for the card.'),
    'status.check': c('查询一次付款状态。', 'The payment status is checked once.'),
    'wallet.expired': c('二维码已过期。', 'The QR code expired.'),
    'method.change': c('用户要换一种支付方式。', 'The user wants another payment method.'),
    'payment.retry': c('用户重新支付。', 'The user tries to pay again.'),
  },
}

const WIZARD_EVENTS: Record<string, LocalisedText> = {
  'draft.loaded': c(
    '草稿已读取（新建的或上次保存的）。',
    'The draft was read (a new one or the last saved).',
  ),
  'draft.changed': c('用户修改了内容（自动保存）。', 'The user changed something (saved automatically).'),
  'draft.replaced': c(
    '另一个标签页保存了更新的草稿，本页换成它。',
    'Another tab saved a newer draft; this page takes it.',
  ),
  'step.submitted': c('用户点了“下一步”。', 'The user pressed Next.'),
  'order.created': c('订单已生成。', 'The order was created.'),
  'order.failed': c(
    '生成订单失败，问题显示在对应字段旁。',
    'The order could not be created; the issues show by their fields.',
  ),
  'payment.paid': c('订单已付款。', 'The order was paid.'),
  'step.reopen': c(
    '用户回到前面的一步修改（付款前）。',
    'The user goes back to change an earlier step (before paying).',
  ),
  'flow.completed': c('办理已提交。', 'The filing was submitted.'),
  'flow.failed': c('提交办理失败。', 'Submitting the filing failed.'),
}

const ROLE_CAPTIONS: Record<'edit' | 'pay' | 'finish', (n: number, total: number) => LocalisedText> = {
  edit: (n, total) =>
    c(
      `第 ${n}/${total} 步：用户填写并检查这一步的信息。`,
      `Step ${n} of ${total}: the user fills in and checks this step.`,
    ),
  pay: (n, total) =>
    c(`第 ${n}/${total} 步：用户为订单付款。`, `Step ${n} of ${total}: the user pays the order.`),
  finish: (n, total) =>
    c(
      `第 ${n}/${total} 步：用户完成办理（材料、确认）。`,
      `Step ${n} of ${total}: the user completes the filing (documents, confirmation).`,
    ),
}

/** The captions of a configured wizard's machine: its steps by role and position, its busy moments. */
export function wizardCaptions(config: WizardConfig<WizardDraftBase>): MachineCaptions {
  const total = config.steps.length
  const states: Record<string, LocalisedText> = {
    loading: c('正在读取草稿。', 'Reading the draft.'),
    resuming: c(
      '决定从哪一步继续（上次停下的那一步）。',
      'Finding where to continue (the step the user left).',
    ),
    done: c('办理完成。', 'The filing is complete.'),
  }
  config.steps.forEach((step, index) => {
    states[step.id] = ROLE_CAPTIONS[step.role](index + 1, total)
    states[`${step.id}.editing`] = c('用户正在编辑这一步。', 'The user is working on this step.')
    states[`${step.id}.ordering`] = c('正在生成订单。', 'The order is being created.')
    states[`${step.id}.finishing`] = c('正在提交办理。', 'The filing is being submitted.')
  })
  return { states, events: WIZARD_EVENTS }
}

const CONTACT_EVENTS: Record<string, LocalisedText> = {
  'code.submitted': c('用户提交了这一步的验证码。', "The user submitted the step's code."),
  'verify.succeeded': c(
    '服务器确认验证码正确：当前联系方式已验证（10 分钟内有效）。',
    'The server accepted the code: the current contact is proven (for 10 minutes).',
  ),
  'bind.succeeded': c('服务器已绑定新的联系方式。', 'The server bound the new contact.'),
  'code.refused': c(
    '服务器拒绝了验证码（错误、过期或已锁定），原因显示在字段下。',
    'The server refused the code (wrong, expired or locked); the reason shows under the field.',
  ),
  'code.locked': c(
    '获取验证码被拒绝：错误次数过多，已锁定一段时间。',
    'Sending a code was refused: too many wrong codes locked the step for a while.',
  ),
  'proof.missing': c(
    '身份验证已失效（服务器拒绝或已超时），需要重新验证。',
    'The proof of identity is gone (refused by the server or timed out): verify again.',
  ),
  'step.denied': c(
    '用户打开了尚未到达的步骤的链接，回到当前步骤并说明原因。',
    'The user opened a step not reached yet: back to the current step, with the reason.',
  ),
  'flow.resumed': c(
    '刷新后请求已丢失：这一步重新可编辑。',
    'After a reload the pending call is lost: the step is editable again.',
  ),
}

/** The captions of a configured contact flow (change or first binding of a mobile or e-mail). */
export function contactFlowCaptions(verifyFirst: boolean): MachineCaptions {
  const states: Record<string, LocalisedText> = {
    bind: c(
      '绑定新的联系方式：填写后获取并输入发送给它的验证码。',
      'Bind the new contact: type it, then the code sent to it.',
    ),
    'bind.editing': c(
      '用户正在填写新的联系方式和验证码。',
      'The user is typing the new contact and its code.',
    ),
    'bind.saving': c('正在提交新的联系方式和验证码。', 'The new contact and its code are being saved.'),
    done: c('已完成：显示新的联系方式。', 'Finished: the new contact is shown.'),
  }
  if (verifyFirst) {
    states.verify = c(
      '验证身份：向当前手机号（或邮箱）发送验证码并输入。',
      'Verify it is you: a code is sent to the current mobile (or e-mail) and typed in.',
    )
    states['verify.editing'] = c(
      '用户正在输入当前联系方式收到的验证码。',
      'The user is typing the code the current contact got.',
    )
    states['verify.checking'] = c('正在核对验证码。', 'The code is being checked.')
  }
  return { states, events: CONTACT_EVENTS }
}

const AFTER = /^xstate\.after\.([^.]+)\./

/** The caption of an event type; a timer's comes from its delay's name. */
export function eventCaption(captions: MachineCaptions, type: string): LocalisedText | undefined {
  const timer = AFTER.exec(type)
  return timer ? captions.delays?.[timer[1]!] : captions.events[type]
}
