import { Button, HStack, Link } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { lazy, useCallback, useEffect, useMemo, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { invalidate } from '../../api/query'
import { ORDER_DETAIL_PATHS } from '../../domain/order-routes'
import type { ServiceDraftBase } from '../../domain/services/types'
import { isServiceStep } from '../../domain/services/wizard'
import { useUserState } from '../../state/user'
import { newDraftId, WizardPage } from '../flow/wizard-page'
import type { StepViewProps, WizardUi } from '../flow/wizard-ui'
import { ServiceFlowContext, type ServiceFlowUi } from './service-flow'
import { SelectTrademarkStep } from './select-trademark-step'
import { useMessage } from '../kit/message'

// The steps after the payment load when the flow reaches them.
const loadLaterSteps = () => import('./later-steps')
const DocumentsStepView = lazy(() => loadLaterSteps().then((m) => ({ default: m.ServiceDocumentsStep })))
const ConfirmStepView = lazy(() => loadLaterSteps().then((m) => ({ default: m.ServiceConfirmStep })))

export interface ServiceWizardPageProps<D extends ServiceDraftBase> {
  flow: ServiceFlowUi<D>
  step: string
  draftId?: string
  /** Registration numbers to choose on a new draft (`?marks=`, comma-separated; '' for none). */
  marks: string
}

/**
 * A service flow on the one wizard page: the flow's configuration, its own steps and the shared service
 * screens (mark list, documents with the power-of-attorney template, confirm). Started with `?marks=` (from
 * the renewal list), it opens a new draft with those marks chosen.
 */
export function ServiceWizardPage<D extends ServiceDraftBase>({
  flow,
  step,
  draftId,
  marks: marksParam,
}: ServiceWizardPageProps<D>) {
  const marks = useMemo(() => (marksParam ? marksParam.split(',') : []), [marksParam])
  const navigate = useNavigate()
  const { userInfo } = useUserState()
  const ui = useServiceUi(flow)
  const slug = flow.wizard.slug
  const go = useCallback(
    (to: string, { replace }: { replace: boolean }) =>
      void navigate({
        to: '/$service/extension/$step',
        params: { service: slug, step: to },
        search: { draftId },
        replace,
      }),
    [navigate, slug, draftId],
  )
  const open = useCallback(
    (id: string) =>
      void navigate({
        to: '/$service/extension/$step',
        params: { service: slug, step: 'selectTrademark' },
        search: marks.length ? { draftId: id, marks: marks.join(',') } : { draftId: id },
        replace: true,
      }),
    [navigate, slug, marks],
  )
  // Marks chosen elsewhere start a new draft at once (the drafts already started stay in the list).
  const startWithMarks = !draftId && marks.length > 0
  useEffect(() => {
    if (startWithMarks) open(newDraftId())
  }, [startWithMarks, open])
  const clearPreselect = useCallback(
    () =>
      void navigate({
        to: '/$service/extension/$step',
        params: { service: slug, step },
        search: { draftId },
        replace: true,
      }),
    [navigate, slug, step, draftId],
  )
  const context = useMemo(
    () => ({
      flow: flow as unknown as ServiceFlowUi<ServiceDraftBase>,
      preselect: marks,
      clearPreselect,
    }),
    [flow, marks, clearPreselect],
  )
  if (startWithMarks) return null
  return (
    <ServiceFlowContext.Provider value={context}>
      <WizardPage
        config={flow.wizard}
        ui={ui}
        userId={userInfo?.id ?? 'anonymous'}
        urlStep={step}
        draftId={draftId}
        open={open}
        go={go}
      />
    </ServiceFlowContext.Provider>
  )
}

/** A shared view of any service draft as the view of a flow's own draft type (it reads only the base). */
const shared = <D extends ServiceDraftBase>(view: ComponentType<StepViewProps<ServiceDraftBase>>) =>
  view as unknown as ComponentType<StepViewProps<D>>

/** The WizardUi of a service flow: the shared words, views, draft list and links, and the flow's own steps. */
function useServiceUi<D extends ServiceDraftBase>(flow: ServiceFlowUi<D>): WizardUi<D> {
  const { t } = useTranslation('services')
  const text = useMessage()
  const client = useQueryClient()
  const { title, intro } = flow.useTexts()
  const { wizard, api } = flow
  return useMemo(
    () => ({
      calls: api.calls,
      title,
      intro,
      stepText: (step) =>
        isServiceStep(step)
          ? {
              title: t(`steps.${step}.title`),
              // A flow whose marks are not the account's says where they come from.
              description:
                step === 'selectTrademark' && flow.serverSearch
                  ? text(flow.serverSearch.stepDescription)
                  : t(`steps.${step}.description`),
            }
          : { title: step },
      views: {
        // The shared views take any service draft; the flow's own take its draft.
        selectTrademark: shared<D>(SelectTrademarkStep),
        perfectInformation: flow.views.perfectInformation,
        ...(flow.views.supplement ? { supplement: flow.views.supplement } : {}),
        ...(flow.views.reminder ? { reminder: flow.views.reminder } : {}),
        provideDocument: shared<D>(DocumentsStepView),
        confirm: shared<D>(ConfirmStepView),
      },
      useDraftList: function useServiceDrafts() {
        const { t: ts } = useTranslation('services')
        return useQuery({
          ...api.draftsQuery(),
          select: ({ drafts }) =>
            drafts.map((d) => ({
              draftId: d.draftId,
              title: d.markNames.join(' / ') || ts('drafts.noMarks'),
              details: d.regNos.length
                ? ts('drafts.details', { regNos: d.regNos.join(', '), region: ts(`regions.${d.region}`) })
                : ts(`regions.${d.region}`),
              stepTitle: isServiceStep(d.step) ? ts(`steps.${d.step}.title`) : d.step,
              paid: d.paid,
              orderNo: d.orderNo,
              updatedAt: d.updatedAt,
            })),
        })
      },
      links: {
        order: (orderId) => (
          <Button asChild colorPalette="blue">
            <RouterLink to={ORDER_DETAIL_PATHS[wizard.detailPage]} search={{ orderId }}>
              {t('done.viewOrder')}
            </RouterLink>
          </Button>
        ),
        another: (
          <HStack gap="3">
            <Button asChild variant="outline">
              <RouterLink to="/orderManage">{t('done.allOrders')}</RouterLink>
            </Button>
            <Link asChild fontSize="sm">
              <RouterLink
                to="/$service/extension/$step"
                params={{ service: wizard.slug, step: 'selectTrademark' }}
                search={{}}
              >
                {t('done.another')}
              </RouterLink>
            </Link>
          </HStack>
        ),
      },
      describeField: (path) => {
        const [top = ''] = path.split('.')
        return top === 'marks' ? t('fields.marks') : top === 'documents' ? t('fields.documents') : top
      },
      onSaved: () => void invalidate(client, api.changes.save),
      onOrdered: () => void invalidate(client, api.changes.order),
      onCompleted: () => void invalidate(client, api.changes.complete),
      onDiscarded: () => void invalidate(client, api.changes.discard),
    }),
    [t, text, client, title, intro, flow, wizard, api],
  )
}
