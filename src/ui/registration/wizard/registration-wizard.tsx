import { Button, HStack, Link } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { lazy, useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { invalidate } from '../../../api/query'
import {
  draftListQuery,
  registrationWizardCalls,
  registrationWizardChanges,
} from '../../../api/registration-drafts'
import { ORDER_DETAIL_PATHS } from '../../../domain/order-routes'
import { REGISTRATION_FLOWS, REGISTRATION_REGIONS, regionOfSegment } from '../../../domain/registration/flows'
import type { KeysUnder } from '../../../domain/message-key'
import {
  isRegistrationStep,
  type RegistrationDraft,
  type RegistrationRegion,
} from '../../../domain/registration/types'
import { REGISTRATION_WIZARDS } from '../../../domain/registration/wizards'
import { useUserState } from '../../../state/user'
import { WizardPage } from '../../flow/wizard-page'
import type { WizardUi } from '../../flow/wizard-ui'
import { InformationStep } from './information-step'

// The steps after the payment load when the flow reaches them, keeping the wizard's first load small.
const loadLaterSteps = () => import('./later-steps')
const DocumentsStepView = lazy(() => loadLaterSteps().then((m) => ({ default: m.DocumentsStepView })))
const ConfirmStepView = lazy(() => loadLaterSteps().then((m) => ({ default: m.ConfirmStepView })))

/**
 * The registration wizard of a region: the region's configuration of the one wizard shape, run by the shared
 * wizard page with registration's own screens (the information, the documents, the confirmation).
 */
export function RegistrationWizard({
  segment,
  step,
  draftId,
}: {
  segment: string
  step: string
  draftId?: string
}) {
  const region = regionOfSegment(segment) as RegistrationRegion
  const navigate = useNavigate()
  const { userInfo } = useUserState()
  const ui = useRegistrationUi(region)
  const facts = REGISTRATION_FLOWS[region]
  const open = useCallback(
    (id: string) =>
      void navigate({
        to: '/$region/registerNew/$step',
        params: { region: facts.segment, step: 'fillInInformation' },
        search: { draftId: id },
        replace: true,
      }),
    [navigate, facts.segment],
  )
  const go = useCallback(
    (to: string, { replace }: { replace: boolean }) =>
      void navigate({
        to: '/$region/registerNew/$step',
        params: { region: facts.segment, step: to },
        search: { draftId },
        replace,
      }),
    [navigate, facts.segment, draftId],
  )
  return (
    <WizardPage
      config={REGISTRATION_WIZARDS[region]}
      ui={ui}
      userId={userInfo?.id ?? 'anonymous'}
      urlStep={step}
      draftId={draftId}
      open={open}
      go={go}
    />
  )
}

function useRegistrationUi(region: RegistrationRegion): WizardUi<RegistrationDraft> {
  const { t, i18n } = useTranslation('registration')
  const client = useQueryClient()
  const facts = REGISTRATION_FLOWS[region]
  return useMemo(() => {
    return {
      calls: registrationWizardCalls,
      title: t(`regions.${region}.title`),
      intro: t(`regions.${region}.intro`),
      nav: <RegionSwitch region={region} />,
      // Every step of the registration configurations is a registration step; another id shows as it is.
      stepText: (step) =>
        isRegistrationStep(step)
          ? { title: t(`steps.${step}.title`), description: t(`steps.${step}.description`) }
          : { title: step },
      views: {
        fillInInformation: InformationStep,
        provideDocument: DocumentsStepView,
        confirm: ConfirmStepView,
      },
      useDraftList: function useRegistrationDrafts() {
        const { t: tr } = useTranslation('registration')
        return useQuery({
          ...draftListQuery(region),
          select: (list) =>
            list.map((d) => ({
              draftId: d.draftId,
              title: d.markNames.join(' / ') || tr('drafts.unnamed'),
              details: tr('drafts.details', {
                classes: d.classCount,
                applicant: d.applicantName || tr('drafts.noApplicant'),
              }),
              stepTitle: tr(`steps.${d.step}.title`),
              paid: d.paid,
              orderNo: d.orderNo,
              updatedAt: d.updatedAt,
            })),
        })
      },
      links: {
        order: (orderId) => (
          <Button asChild colorPalette="blue">
            <RouterLink to={ORDER_DETAIL_PATHS[facts.detailPage]} search={{ orderId }}>
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
              <RouterLink to={facts.entryPath}>{t('done.another')}</RouterLink>
            </Link>
          </HStack>
        ),
      },
      describeField: (path) => {
        const [top = '', index, field] = path.split('.')
        // A path names a draft field; one without words of its own is shown as it is.
        const named = (key: string): key is KeysUnder<'registration:fields.'> =>
          i18n.exists(`registration:fields.${key}`)
        const words = (key: string) => (named(key) ? t(`fields.${key}`) : key)
        if (top === 'trademarks' && index !== undefined) {
          const mark = t('fields.mark', { n: Number(index) + 1 })
          return field ? `${mark} · ${words(field)}` : mark
        }
        return words(top)
      },
      onSaved: () => void invalidate(client, registrationWizardChanges.save),
      onOrdered: () => void invalidate(client, registrationWizardChanges.order),
      onCompleted: () => void invalidate(client, registrationWizardChanges.complete),
      onDiscarded: () => void invalidate(client, registrationWizardChanges.discard),
    }
  }, [t, i18n, client, region, facts])
}

/** The switch between the four registration wizards. */
function RegionSwitch({ region }: { region: RegistrationRegion }) {
  const { t } = useTranslation('registration')
  return (
    <HStack as="nav" aria-label={t('regions.switch')} gap="1" wrap="wrap" borderBottomWidth="1px">
      {REGISTRATION_REGIONS.map((r) => (
        <Link
          key={r}
          asChild
          px="3"
          py="2"
          fontSize="sm"
          fontWeight={r === region ? 'semibold' : 'normal'}
          color={r === region ? 'blue.600' : 'fg.muted'}
          borderBottomWidth="2px"
          borderColor={r === region ? 'blue.500' : 'transparent'}
          mb="-1px"
          aria-current={r === region ? 'page' : undefined}
        >
          <RouterLink to={REGISTRATION_FLOWS[r].entryPath}>{t(`regions.${r}.tab`)}</RouterLink>
        </Link>
      ))}
    </HStack>
  )
}
