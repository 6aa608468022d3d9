import { Button, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { saveBlob } from '../../api/download'
import { uploadFileMutation } from '../../api/files'
import { runMutation } from '../../api/query'
import type { MessageKey } from '../../domain/message-key'
import { PRODUCT_TYPES } from '../../domain/product-types'
import type { ServiceDocumentKind, ServiceDraftBase } from '../../domain/services/types'
import { useRootState } from '../../state/root'
import { useUserState } from '../../state/user'
import { DocumentsView } from '../flow/documents/documents-view'
import type { DocumentSlotSpec, DocumentUpload } from '../flow/documents/slot-spec'
import { NotificationChoice } from '../flow/notification-choice'
import { StepForm } from '../flow/step-form'
import type { StepViewProps } from '../flow/wizard-ui'
import { SectionCard } from '../kit/section-card'
import { toastError } from '../kit/toast'
import { powerOfAttorneyDocx } from './power-of-attorney'
import { useServiceFlow } from './service-flow'
import { ServiceMarksSummary } from './service-summary'

type View = StepViewProps<ServiceDraftBase>

const issueAt = (issues: View['issues'], path: string): MessageKey | undefined =>
  issues.find((i) => i.path === path)?.message as MessageKey | undefined

/** The points each document must show, listed under its slot. */
const POINTS: Readonly<Record<ServiceDocumentKind, readonly MessageKey[]>> = {
  powerOfAttorney: [
    'services:documents.kinds.powerOfAttorney.points.signed',
    'services:documents.kinds.powerOfAttorney.points.matter',
  ],
  businessLicence: ['services:documents.kinds.businessLicence.points.current'],
  idDocument: ['services:documents.kinds.idDocument.points.bothSides'],
  proofOfChange: ['services:documents.kinds.proofOfChange.points.issuer'],
  assignmentApplication: ['services:documents.kinds.assignmentApplication.points.bothParties'],
  assignorIdentity: ['services:documents.kinds.assignorIdentity.points.current'],
  assigneeIdentity: ['services:documents.kinds.assigneeIdentity.points.current'],
  notarisedDocuments: ['services:documents.kinds.notarisedDocuments.points.legalised'],
  licenceRecordForm: ['services:documents.kinds.licenceRecordForm.points.bothParties'],
  lossStatement: ['services:documents.kinds.lossStatement.points.facts'],
  holderId: ['services:documents.kinds.holderId.points.which'],
  licenseeId: ['services:documents.kinds.licenseeId.points.which'],
  removalApplication: ['services:documents.kinds.removalApplication.points.signed'],
  originalCertificate: ['services:documents.kinds.originalCertificate.points.scan'],
  oppositionApplication: ['services:documents.kinds.oppositionApplication.points.signed'],
  reviewApplication: ['services:documents.kinds.reviewApplication.points.signed'],
  cancellationApplication: ['services:documents.kinds.cancellationApplication.points.signed'],
  invalidationApplication: ['services:documents.kinds.invalidationApplication.points.signed'],
  requesterId: ['services:documents.kinds.requesterId.points.current'],
  refusalNotice: ['services:documents.kinds.refusalNotice.points.receipt'],
  gazettePage: ['services:documents.kinds.gazettePage.points.issue'],
  priorRightProof: ['services:documents.kinds.priorRightProof.points.holder'],
  evidence: ['services:documents.kinds.evidence.points.list'],
}

/**
 * provideDocument of every service: one slot per document the flow's case needs (documentsNeeded), the
 * power of attorney with its pre-filled template to download (.docx), and the originals sent by post.
 */
export function ServiceDocumentsStep(view: View) {
  const { t } = useTranslation('services')
  const client = useQueryClient()
  const { flow } = useServiceFlow()
  const { draft, issues, send } = view
  const needs = flow.wizard.documentsNeeded(draft)
  const kinds = needs.map((n) => `${n.kind}:${n.required}`).join('|')
  const slots = useMemo(
    () =>
      needs.map(({ kind, required }): DocumentSlotSpec<ServiceDocumentKind> => ({
        kind,
        required,
        name: `services:documents.kinds.${kind}.name`,
        why: `services:documents.kinds.${kind}.why`,
        points: POINTS[kind],
        note: kind === 'powerOfAttorney' ? <PowerOfAttorneyTemplate draft={draft} /> : undefined,
      })),
    // The slots change only when the list of documents does (the template reads the newest draft itself).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kinds, draft.draftId],
  )
  const upload = useCallback<DocumentUpload<ServiceDocumentKind>>(
    async (file, kind) => {
      const stored = await runMutation(client, uploadFileMutation(), { file, bizType: kind })
      const { fileId, fileName, size, contentType } = stored
      return { fileId, fileName, size, contentType }
    },
    [client],
  )
  const errors: Partial<Record<ServiceDocumentKind, MessageKey>> = {}
  for (const { kind } of needs) errors[kind] = issueAt(issues, `documents.${kind}`)
  const { DocumentsExtra } = flow
  return (
    <StepForm view={view} submitLabel={t('documents.submit')} testId="documents">
      <DocumentsView
        slots={slots}
        documents={draft.documents}
        onChange={(documents) => send({ type: 'draft.changed', patch: { documents } })}
        upload={upload}
        errors={errors}
        mailing={{
          enabled: draft.originalsByPost,
          mailing: draft.mailing,
          onToggle: (enabled) => send({ type: 'draft.changed', patch: { originalsByPost: enabled } }),
          onChange: (mailing) => send({ type: 'draft.changed', patch: { mailing } }),
          errors: {
            company: issueAt(issues, 'mailing.company'),
            trackingNumber: issueAt(issues, 'mailing.trackingNumber'),
          },
        }}
      />
      {DocumentsExtra ? <DocumentsExtra {...view} /> : null}
    </StepForm>
  )
}

/** The pre-filled power of attorney (.docx): the principal, the agent, the service and its marks. */
function PowerOfAttorneyTemplate({ draft }: { draft: ServiceDraftBase }) {
  const { t } = useTranslation('services')
  const { lang } = useRootState()
  const { flow } = useServiceFlow()
  const [busy, setBusy] = useState(false)
  const party = flow.wizard.party(draft)
  const en = lang === 'en'
  const download = async () => {
    setBusy(true)
    try {
      const service = PRODUCT_TYPES[draft.productType]
      const blob = await powerOfAttorneyDocx(
        {
          title: t('poa.title'),
          principal: t('poa.principal'),
          principalAddress: t('poa.principalAddress'),
          agent: t('poa.agent'),
          agentName: t('poa.agentName'),
          matter: t('poa.matter'),
          service: en ? service.en : service.zh,
          marks: t('poa.marks'),
          markLines: draft.marks.map((m) =>
            t('poa.markLine', { name: m.name, regNo: m.regNo, classes: m.classes.join(', ') }),
          ),
          authority: t('poa.authority'),
          signature: t('poa.signature'),
          date: t('poa.date'),
          fileName: t('poa.fileName'),
        },
        {
          name: party ? (en ? party.nameEn || party.nameZh : party.nameZh || party.nameEn) : '',
          address: party
            ? en
              ? party.addressEn || party.addressZh
              : party.addressZh || party.addressEn
            : '',
        },
      )
      saveBlob(blob, `${t('poa.fileName')}-${draft.orderNo ?? draft.draftId}.docx`)
    } catch {
      toastError(t('poa.failed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="1" align="flex-start">
      <Text fontSize="sm">{t('poa.intro')}</Text>
      <Button
        size="sm"
        variant="outline"
        loading={busy}
        onClick={() => void download()}
        data-testid="poa-template"
      >
        {t('poa.download')}
      </Button>
    </Stack>
  )
}

/** confirm of every service: how to hear about the case, and exactly what is filed. */
export function ServiceConfirmStep(view: View) {
  const { t } = useTranslation('services')
  const { userInfo } = useUserState()
  const { flow } = useServiceFlow()
  const { draft, issues, send } = view
  const { Summary } = flow
  return (
    <StepForm
      view={view}
      submitLabel={t('confirm.submit')}
      busyLabel={t('confirm.submitting')}
      backLabel={() => t('confirm.editDocuments')}
      testId="confirm"
    >
      <SectionCard title={t('confirm.notificationTitle')} description={t('confirm.notificationIntro')}>
        <NotificationChoice
          value={draft.notification}
          onChange={(next) => send({ type: 'draft.changed', patch: { notification: next } })}
          error={issueAt(issues, 'notification')}
          contact={{ email: userInfo?.email ?? '', mobile: userInfo?.mobile ?? '' }}
        />
      </SectionCard>
      <SectionCard title={t('confirm.summaryTitle')} description={t('confirm.summaryIntro')}>
        <Stack gap="4">
          <ServiceMarksSummary draft={draft} />
          <Summary draft={draft} />
        </Stack>
      </SectionCard>
    </StepForm>
  )
}
