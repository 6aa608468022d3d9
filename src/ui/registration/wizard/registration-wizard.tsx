import { Alert, Container, Spinner, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../../api/client'
import { serverDraftQuery } from '../../../api/registration-drafts'
import { newDraft } from '../../../domain/registration/draft'
import { REGISTRATION_FLOWS, regionOfSegment } from '../../../domain/registration/flows'
import type {
  RegistrationDraft,
  RegistrationRegion,
  RegistrationStep,
} from '../../../domain/registration/types'
import { useUserState } from '../../../state/user'
import { DraftChooser } from './draft-chooser'
import { readLocalDraft } from './draft-storage'
import { WizardFlow } from './wizard-flow'
import { WizardHeader } from './wizard-header'

/** A new draft id: readable, unique enough for one account. */
export const newDraftId = () => `d-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

/**
 * The registration wizard of a region. Without a draft in the URL it offers the account's drafts (or starts a
 * new one); with one it loads the draft — the newer of this tab's copy and the server's, with what the server
 * knows (order, payment, completion) winning — and runs the flow.
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
  const open = (id: string) =>
    void navigate({
      to: '/$region/registerNew/$step',
      params: { region: REGISTRATION_FLOWS[region].segment, step: 'fillInInformation' },
      search: { draftId: id },
      replace: true,
    })
  if (!draftId) {
    return (
      <Container maxW="7xl" py="6">
        <Stack gap="5">
          <WizardHeader region={region} step="fillInInformation" />
          <DraftChooser region={region} onOpen={open} onNew={() => open(newDraftId())} />
        </Stack>
      </Container>
    )
  }
  return <DraftLoader key={draftId} region={region} draftId={draftId} urlStep={step as RegistrationStep} />
}

function DraftLoader({
  region,
  draftId,
  urlStep,
}: {
  region: RegistrationRegion
  draftId: string
  urlStep: RegistrationStep
}) {
  const { t } = useTranslation('registration')
  const { userInfo } = useUserState()
  const userId = userInfo?.id ?? 'anonymous'
  const server = useQuery(serverDraftQuery(draftId))
  const missing = server.error instanceof BusinessError && server.error.code === 1004
  const initial = useMemo((): RegistrationDraft | null => {
    if (server.isPending || (server.isError && !missing)) return null
    const local = readLocalDraft(userId, draftId)
    const known = server.data
    if (!known) {
      const base =
        local && local.region === region ? local : newDraft(region, draftId, new Date().toISOString())
      // The server has no order for a draft it does not know.
      return { ...base, orderId: null, orderNo: null, paid: false, completedAt: null }
    }
    if (known.region !== region) return known
    // This tab's copy may hold the last seconds of typing; the order, payment and completion are the server's.
    const newer = local && local.updatedAt > known.updatedAt && !known.paid ? local : known
    return {
      ...newer,
      orderId: known.orderId,
      orderNo: known.orderNo,
      paid: known.paid,
      completedAt: known.completedAt,
      step: known.paid && newer.step === 'fillInInformation' ? known.step : newer.step,
    }
  }, [server.isPending, server.isError, server.data, missing, userId, draftId, region])

  if (server.isError && !missing) {
    return (
      <Container maxW="7xl" py="6">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('load.failed')}</Alert.Title>
        </Alert.Root>
      </Container>
    )
  }
  if (!initial) {
    return (
      <Container maxW="7xl" py="16" textAlign="center">
        <Spinner size="lg" aria-label={t('load.loading')} />
      </Container>
    )
  }
  if (initial.region !== region) {
    return (
      <Container maxW="7xl" py="6">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('load.otherRegion')}</Alert.Title>
        </Alert.Root>
      </Container>
    )
  }
  return <WizardFlow initial={initial} urlStep={urlStep} userId={userId} />
}
