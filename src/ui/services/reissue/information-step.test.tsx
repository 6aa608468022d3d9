import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../../tests/render-with-app'
import { confirmStep, editStep } from '../../../domain/wizard/steps'
import { defineWizard } from '../../../domain/wizard/define'
import {
  emptyReissueFields,
  reissueInformationIssues,
  type ReissueDraft,
} from '../../../domain/services/reissue'
import type { ServiceMark } from '../../../domain/services/types'
import { ReissueInformationStep } from './information-step'

const mark: ServiceMark = {
  regNo: '50236784',
  name: '北辰医疗',
  image: null,
  classes: ['05', '10', '44'],
  holderZh: '北辰医疗科技有限公司',
  holderEn: 'Beichen Medical',
  holderAddressZh: '北京市',
  holderAddressEn: 'Beijing',
  applicantId: null,
  status: 1,
  registrationDate: '2006-09-20',
  expiryDate: '2026-09-19',
  region: 'mainland',
  country: 'CN',
}

const draftOf = (productType: 29 | 30, fields: Partial<ReissueDraft> = {}): ReissueDraft => ({
  draftId: 'd-1',
  step: 'perfectInformation',
  orderId: null,
  orderNo: null,
  paid: false,
  completedAt: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
  revision: 1,
  service: productType === 29 ? 'reissueProve' : 'replacementAndRenewal',
  region: 'mainland',
  productType,
  marks: [mark],
  documents: {},
  originalsByPost: false,
  mailing: { company: '', trackingNumber: '' },
  notification: { email: true, sms: false, post: false },
  ...emptyReissueFields(),
  ...fields,
})

const config = defineWizard<ReissueDraft>({
  id: 'test.reissue',
  productType: 30,
  steps: [
    editStep('perfectInformation', {
      edits: ['reason', 'explanation', 'certificateKind', 'certificateNo', 'certificateDate', 'onRecord'],
      issues: (d) => reissueInformationIssues(d),
    }),
    confirmStep({ edits: [] }),
  ],
  reopenableBeforePayment: [],
  newDraft: () => draftOf(30),
})

describe('ReissueInformationStep', () => {
  it('type 30: reads the record, lists its certificates, says what is wrong and sets the fields', async () => {
    const send = vi.fn()
    const draft = draftOf(30, { certificateKind: 'transfer', certificateDate: '2027-01-01' })
    const issues = reissueInformationIssues(draft, '2026-11-26')
    const { user } = renderWithApp(
      <ReissueInformationStep config={config} draft={draft} issues={issues} busy={false} send={send} />,
      { signedInAs: 'u-agency' },
    )
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'draft.changed',
        patch: {
          onRecord: [
            expect.objectContaining({ kind: 'renewal' }),
            expect.objectContaining({ kind: 'change' }),
          ],
        },
      }),
    )
    expect(screen.getByTestId('reissue-reason-error')).toHaveTextContent(
      'Say whether the certificate was lost or damaged',
    )
    expect(screen.getByTestId('reissue-kind-error')).toHaveTextContent('no approval of that kind')
    expect(screen.getByTestId('reissue-date-error')).toHaveTextContent('cannot be in the future')
    await user.click(screen.getByText('Damaged'))
    expect(send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { reason: 'damaged' } })
    await user.type(screen.getByTestId('reissue-number'), 'A')
    expect(send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { certificateNo: 'A' } })
    expect(screen.getByTestId('fee-basis-total')).toHaveTextContent('RMB¥345.00')
  }, 20_000)
  it('type 29 in Chinese: shows the registration certificate and the 450 fee with its basis', () => {
    const draft = draftOf(29, { reason: 'lost', explanation: '2026 年 3 月搬迁办公室时遗失' })
    renderWithApp(
      <ReissueInformationStep config={config} draft={draft} issues={[]} busy={false} send={vi.fn()} />,
      { server: false, lang: 'zh-CN' },
    )
    expect(screen.getByTestId('reissue-mark')).toHaveTextContent('注册证号 50236784')
    expect(screen.queryByTestId('reissue-which')).toBeNull()
    expect(screen.getByText('将在《商标公告》刊登遗失声明，官费已包含刊登费用。')).toBeInTheDocument()
    expect(screen.getByTestId('fee-basis-item')).toHaveTextContent('纸质 RMB¥500.00 · 网上 RMB¥450.00 适用')
  })
})
