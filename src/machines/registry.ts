/**
 * Every machine in src/machines, for the /dev/flows visualiser.
 *
 * Wizards are listed from src/domain/wizards.ts, one entry each, named after their product. To add another
 * machine: export it from its file under src/machines (shared/ or flows/), then add one entry
 * below with a unique `id` (the machine's own id reads best), a short title and description in both
 * languages, and, for each event that carries a payload, an example under `examples` (the visualiser
 * pre-fills its JSON editor with it). registry.test.ts fails while an exported machine is missing here.
 */
import type { AnyStateMachine } from 'xstate'
import { searchMachine } from './flows/search'
import { CONTACT_FLOWS, contactFlowMachineFor, type ContactFlowConfig } from './flows/contact-change'
import { paymentMachine } from './flows/payment'
import { backBlockMachine } from './shared/back-block'
import { renewalStatusMachine } from './shared/renewal-status'
import { sessionExpiryMachine } from './shared/session-expiry'
import { uploadProgressMachine } from './shared/upload-progress'
import { PRODUCT_TYPES } from '../domain/product-types'
import { paymentStepOf } from '../domain/wizard/define'
import type { WizardConfig, WizardDraftBase } from '../domain/wizard/types'
import { WIZARDS } from '../domain/wizards'
import { wizardMachine } from './wizard/machines'
import {
  BACK_BLOCK_CAPTIONS,
  contactFlowCaptions,
  PAYMENT_CAPTIONS,
  RENEWAL_STATUS_CAPTIONS,
  SEARCH_CAPTIONS,
  SESSION_EXPIRY_CAPTIONS,
  UPLOAD_PROGRESS_CAPTIONS,
  wizardCaptions,
  type LocalisedText,
  type MachineCaptions,
} from './captions'

export type { LocalisedText } from './captions'

export interface MachineEntry {
  id: string
  title: LocalisedText
  description: LocalisedText
  machine: AnyStateMachine
  /** A plain-language line per state and event (captions.ts). */
  captions: MachineCaptions
  /** The input the live actor starts with, for a machine that needs one. */
  input?: unknown
  /** Example payload (without `type`) per event type that needs one. */
  examples?: Record<string, Record<string, unknown>>
}

export const machineRegistry: MachineEntry[] = [
  {
    id: 'sessionExpiry',
    title: { zh: '会话过期', en: 'Session expiry' },
    description: {
      zh: 'HTTP 401 时清空本地存储，3 秒后跳转登录页；响应体 code 401 时提示“登录已过期”后立即跳转。多个 401 只跳转一次。',
      en: 'On HTTP 401, clears local storage and goes to the login page after 3 s; on body code 401, shows "login expired" and goes there at once. Many 401s, one redirect.',
    },
    machine: sessionExpiryMachine,
    captions: SESSION_EXPIRY_CAPTIONS,
  },
  {
    id: 'backBlock',
    title: { zh: '禁止后退', en: 'Back block' },
    description: {
      zh: '在不允许后退的页面上，浏览器后退后约 500 毫秒重新打开当前页，使用户留在本页。',
      en: 'On pages that do not allow going back, the page is pushed again about 500 ms after a browser back action, so the user stays.',
    },
    machine: backBlockMachine,
    captions: BACK_BLOCK_CAPTIONS,
    examples: {
      'route.entered': { allowBack: false },
    },
  },
  {
    id: 'uploadProgress',
    title: { zh: '上传进度', en: 'Upload progress' },
    description: {
      zh: '按已上传比例分档显示进度；或按状态：状态 0 从 0 开始每 1.5 秒加 3（不会自行到 100），非 0 状态直接到 100。',
      en: 'Shows stepped progress from the uploaded share; or by status: status 0 starts at 0 and adds 3 every 1.5 s (never 100 on its own), a non-zero status jumps to 100.',
    },
    machine: uploadProgressMachine,
    captions: UPLOAD_PROGRESS_CAPTIONS,
    examples: {
      'upload.progress': { total: 100, uploaded: 40 },
      'upload.status': { status: 0 },
    },
  },
  {
    id: 'search',
    title: { zh: '商标查询', en: 'Trademark search' },
    description: {
      zh: '编辑查询条件，按规则校验（精确查询只能一项条件、文字与图片不能同时查询等），通过后发出查询请求；根据结果进入结果页、无结果、出错或当日查询次数已用完。结果页可翻页、筛选和排序（筛选或排序后回到第 1 页）；打开或刷新结果链接时按链接中的条件、页码、筛选和排序直接查询。',
      en: 'Edit the query, validate it (strict mode takes exactly one criterion, words and image cannot be combined ...), then request the search; the answer leads to results, no results, an error or the daily limit. Results can be paged, filtered and sorted (filters and sort go back to page 1); opening or reloading a result link searches with the query, page, filters and sort of the link.',
    },
    machine: searchMachine,
    captions: SEARCH_CAPTIONS,
    examples: {
      'query.changed': { patch: { tradeMarkText: 'apple', niceChoosedStr: '9;35' } },
      'search.succeeded': { total: 120, levels: { high: 12, middle: 40, low: 68 } },
      'search.failed': { message: 'errors:communication' },
      'search.limitReached': { reason: 'limit', used: 100, limit: 100 },
      'page.changed': { pageNum: 2 },
      'filters.changed': { filters: { countries: ['CN', 'US'] } },
      'resultFilters.changed': { filters: { country: ['CN'], appYear: ['2020'] } },
      'sort.changed': { sort: { field: 'filingDate', order: 'desc' } },
      'search.opened': {
        query: {
          queryMode: 'strict',
          queryWay: 'similar',
          tradeMarkText: 'apple',
          viennaChoosedStr: '',
          niceChoosedStr: '',
          groupChoosedStr: '',
          applicationNumber: '',
          registerNumber: '',
          tmApplicant: '',
          tmAddress: '',
          tmAgent: '',
          trialDate: { from: '', to: '' },
          regDate: { from: '', to: '' },
          privateDate: { from: '', to: '' },
          countries: ['CN'],
          status: [1, 2, 3, 4, 5, 6, 7],
          degree: ['high', 'middle', 'low'],
          imageHash: '',
          pageNum: 2,
          pageSize: 56,
        },
        filters: {},
        sort: null,
      },
    },
  },
  {
    id: 'payment',
    title: { zh: '支付', en: 'Payment' },
    description: {
      zh: '选择支付方式（银行卡、微信扫码、支付宝、线下转账、优惠券、演示支付），可叠加优惠券；发出支付请求后等待结果：已支付、失败（订单保持未支付并说明原因，可重试）或取消。扫码与支付宝等待付款人并轮询订单状态，线下转账等待财务确认。已支付后不会再发起任何支付。',
      en: 'Choose a method (card, wallet QR, Alipay, offline transfer, coupons, demo pay), optionally with coupons; the payment is requested and ends paid, failed (the order stays unpaid, the reason is shown, retry is possible) or cancelled. Wallet and Alipay wait for the payer while the order status is polled; a transfer waits for the finance team. Once paid, no payment can start again.',
    },
    machine: paymentMachine,
    captions: PAYMENT_CAPTIONS,
    examples: {
      'order.loaded': { amountDue: 300, paymentStatus: 'unpaid', awaitingConfirmation: false },
      'method.chosen': { method: 'card' },
      'card.selected': { cardId: 'card-u-demo-1' },
      'coupons.changed': { couponIds: ['cpn-u-demo-1'], discount: 50 },
      'proof.attached': {
        proof: { fileId: 'f-1', fileName: 'transfer.pdf', payerName: 'Acme Ltd', remark: '' },
      },
      'coupons.applied': { discount: 50, paid: false },
      'wallet.issued': { codeUrl: 'weixin://wxpay/bizpayurl?pr=P1', expiresAt: '2026-11-22T08:10:00.000Z' },
      'alipay.issued': { payUrl: '/platform/alipayCashier?orderId=ord-1&tradeNo=P2' },
      'payment.failed': { reason: 'declined', message: { text: 'Card declined' } },
    },
  },
  {
    id: 'renewalStatus',
    title: { zh: '续展状态', en: 'Renewal status' },
    description: {
      zh: '一件商标的续展周期：待续展 → 正常续展（到期前 12 个月起）→ 宽展期（到期后 6 个月，需缴延迟费）→ 无法续展；在可续展时提交续展后为“已提交”，不能再次提交；续展核准后新的期限从待续展重新开始。日期变化以 day.changed 事件到达，日期规则来自 src/domain/mark-lifecycle.ts。续展列表、商标档案、首页和续展向导都通过它读取状态。',
      en: "A mark's renewal cycle: scheduled → normal (from 12 months before expiry) → grace (6 months after expiry, with a surcharge) → unable; filing while renewable makes it submitted (no second filing); a registered renewal starts the new term at scheduled. Days arrive as day.changed; the date rules are src/domain/mark-lifecycle.ts's. The renewal list, the record, home and the renewal wizard read the status through it.",
    },
    machine: renewalStatusMachine,
    captions: RENEWAL_STATUS_CAPTIONS,
    // A mark registered on 1 March 2018: its term ends on 29 February 2028.
    input: { events: [{ code: 'registered', date: '2018-03-01' }] },
    examples: {
      'day.changed': { today: '2028-02-29' },
      'renewal.submitted': { on: '2028-01-10' },
      'renewal.registered': { on: '2028-01-20' },
    },
  },
  ...Object.values(CONTACT_FLOWS).map(contactFlowEntry),
  ...WIZARDS.map(wizardEntry),
]

/** A configured wizard's entry: its own name, and a description generated from its steps. */
function wizardEntry(config: WizardConfig<WizardDraftBase>): MachineEntry {
  const steps = config.steps.map((s) => s.id).join(' → ')
  const ordering = config.steps.find((s) => s.makesOrder)?.id
  const pay = paymentStepOf(config)
  const noBack = config.steps
    .filter((s) => s.noBack)
    .map((s) => s.id)
    .join(', ')
  const reopen = config.reopenableBeforePayment.join(', ')
  const name = PRODUCT_TYPES[config.productType]
  return {
    id: config.id,
    title: { zh: `向导：${name.zh}`, en: `Wizard: ${name.en}` },
    description: {
      zh:
        `步骤：${steps}。每一步的检查通过后才能继续，问题显示在对应字段旁。` +
        (ordering && pay
          ? `离开 ${ordering} 时生成订单，支付前可返回 ${reopen} 修改（订单随之更新）。`
          : '') +
        `在 ${noBack} 步骤中浏览器后退不离开本页。刷新后回到同一步骤；服务器已知的订单、支付与完成状态优先。`,
      en:
        `Steps: ${steps}. A step is left only once its checks pass; each issue shows next to its field. ` +
        (ordering && pay
          ? `Leaving ${ordering} makes the order; before paying, ${reopen} can be reopened (the order is replaced). `
          : '') +
        `The browser back button stays on ${noBack}. A reload resumes the same step; what the server knows (order, payment, completion) wins.`,
    },
    machine: wizardMachine(config),
    captions: wizardCaptions(config),
    examples: {
      'draft.loaded': { draft: config.newDraft('d-demo', '2026-11-22T08:00:00.000Z') },
      'draft.replaced': { draft: { ...config.newDraft('d-demo', '2026-11-22T08:00:00.000Z'), revision: 2 } },
      'draft.changed': { patch: {} },
      'step.reopen': { step: config.reopenableBeforePayment[0] ?? config.steps[0]!.id },
      'order.created': { orderId: 'ord-1', orderNo: 'TM202611220001' },
      'order.failed': {
        issues: [{ path: 'applicants.main', message: 'registration:issues.applicantRequired' }],
        error: null,
      },
      'flow.completed': { completedAt: '2026-11-22T08:30:00.000Z' },
      'flow.failed': { issues: [], error: 'errors:communication' },
    },
  }
}

/** A configured contact flow's entry (one machine, configured per flow). */
function contactFlowEntry(config: ContactFlowConfig): MachineEntry {
  const titles: Record<ContactFlowConfig['id'], LocalisedText> = {
    phoneChange: { zh: '更换手机号', en: 'Change the mobile number' },
    phoneBind: { zh: '绑定手机号', en: 'Bind a mobile number' },
    emailChange: { zh: '更换邮箱', en: 'Change the e-mail address' },
    emailBind: { zh: '绑定邮箱', en: 'Bind an e-mail address' },
  }
  const first = config.verifyFirst
    ? {
        zh: '先用验证码验证当前手机号（或邮箱），10 分钟内',
        en: 'Prove the current mobile (or e-mail) with a code, then within 10 minutes ',
      }
    : { zh: '', en: '' }
  return {
    id: `contactFlow.${config.id}`,
    title: titles[config.id],
    description: {
      zh: `${first.zh}用发送到新${config.channel === 'mobile' ? '手机号' : '邮箱'}的验证码完成绑定，然后显示结果。验证码错误 5 次锁定 15 分钟，重新获取需等待 60 秒；刷新后停留在同一步骤，打开尚未到达的步骤会回到当前步骤并说明原因。`,
      en: `${first.en}bind the new ${config.channel === 'mobile' ? 'number' : 'address'} with a code sent to it, then show the result. Five wrong codes lock the step for 15 minutes and a new code waits 60 s; a reload stays on the same step, and opening a step not reached goes back to the current one with the reason.`,
    },
    machine: contactFlowMachineFor(config.id),
    captions: contactFlowCaptions(config.verifyFirst),
    examples: {
      'code.submitted': { target: '18612345678', code: '123456' },
      ...(config.verifyFirst
        ? { 'verify.succeeded': { proven: '138****8000', provenUntil: Date.UTC(2026, 10, 22, 8, 10) } }
        : {}),
      'bind.succeeded': { bound: '186****5678' },
      'code.refused': {
        field: 'code',
        message: { text: 'The code is incorrect: 4 attempts left' },
        lockedUntil: null,
      },
      'code.locked': { lockedUntil: Date.UTC(2026, 10, 22, 8, 15) },
      'proof.missing': { message: 'security:flow.proofExpired' },
    },
  }
}
