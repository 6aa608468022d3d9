import { Box, Button, Circle, Heading, Stack, Steps, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Navigate, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { userInfoQuery } from '../../api/auth'
import type { UserInfo } from '../../api/schemas/auth'
import { isMobile } from '../../domain/validation'
import {
  CONTACT_FLOWS,
  contactStepOf,
  isContactBusy,
  type ContactFlowId,
  type ContactStep,
} from '../../machines/flows/contact-change'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'
import { StepsOrderedItem, StepsOrderedList } from '../kit/steps-ordered-list'
import { CONTACT_FLOW_ROUTES, contactFlowFor, stepsOf } from './contact-flow-routes'
import { ContactStepForm } from './contact-step-form'
import { forgetContactFlow, proofContactOf, useContactFlow } from './use-contact-flow'

export interface ContactFlowPageProps {
  flow: ContactFlowId
  /** The step this URL shows (the flow moves the URL to its own step). */
  step: ContactStep
}

/**
 * The pages of a contact flow (phone change, first phone binding, e-mail change or binding): the steps, the
 * step the flow is at, and the result. An account asking to bind what it already has is sent to the change,
 * and one asking to change what it lacks to the binding.
 */
export function ContactFlowPage({ flow, step }: ContactFlowPageProps) {
  const { data: user } = useSuspenseQuery(userInfoQuery())
  return <ContactFlow key={`${flow}:${user.id}`} flow={flow} step={step} user={user} />
}

function ContactFlow({ flow, step: urlStep, user }: ContactFlowPageProps & { user: UserInfo }) {
  const { t } = useTranslation('security')
  const navigate = useNavigate()
  const { snapshot, send } = useContactFlow(flow, urlStep, user)
  const config = CONTACT_FLOWS[flow]
  const at = contactStepOf(snapshot)
  // Binding what the account has, or changing what it lacks, is the other flow: unless this one has just
  // set it (saving, or finished and showing the result).
  const right = contactFlowFor(config.channel, config.channel === 'mobile' ? user.mobile : user.email)
  if (right !== flow && at !== 'done' && !isContactBusy(snapshot)) {
    return <Navigate to={CONTACT_FLOW_ROUTES[right][stepsOf(right)[0]!]} replace />
  }
  const steps = stepsOf(flow)
  const proofTarget = proofContactOf(user)
  const leave = () => {
    forgetContactFlow(flow)
    void navigate({ to: '/security' })
  }
  const stepLabel = (s: ContactStep) =>
    s === 'bind'
      ? t(config.channel === 'mobile' ? 'flow.steps.bindMobile' : 'flow.steps.bindEmail')
      : t(`flow.steps.${s}`)

  return (
    <Stack gap="4" data-testid="contact-flow" data-flow={flow} data-step={at}>
      <PageHeader title={t(`flow.title.${flow}`)} description={t(`flow.intro.${flow}`)} />
      <Steps.Root step={steps.indexOf(at)} count={steps.length} colorPalette="blue" size="sm" maxW="2xl">
        <StepsOrderedList label={t('flow.steps.label')}>
          {steps.map((s, index) => (
            <StepsOrderedItem key={s} index={index} aria-current={s === at ? 'step' : undefined}>
              <Steps.Indicator>
                <Steps.Status incomplete={<Steps.Number />} complete="✓" />
              </Steps.Indicator>
              <Box>
                <Steps.Title>{stepLabel(s)}</Steps.Title>
              </Box>
              <Steps.Separator />
            </StepsOrderedItem>
          ))}
        </StepsOrderedList>
      </Steps.Root>
      <SectionCard title={stepLabel(at)}>
        {at === 'done' ? (
          <Stack gap="4" align="center" textAlign="center" py="4" role="status" data-testid="contact-done">
            <Circle size="14" bg="green.100" color="green.700" fontSize="2xl" aria-hidden>
              ✓
            </Circle>
            <Heading as="h2" size="lg">
              {t(`flow.done.${flow}`, { target: snapshot.context.bound ?? '' })}
            </Heading>
            <Text color="fg.muted">{t('flow.done.text')}</Text>
            <Button colorPalette="blue" onClick={leave} data-testid="contact-done-back">
              {t('flow.done.back')}
            </Button>
          </Stack>
        ) : (
          <ContactStepForm
            // A new form per step: nothing typed for one code is carried to the next.
            key={at}
            step={at}
            channel={at === 'verify' ? (isMobile(proofTarget) ? 'mobile' : 'email') : config.channel}
            proofTarget={proofTarget}
            context={snapshot.context}
            busy={isContactBusy(snapshot)}
            onSubmit={({ target, code }) => send({ type: 'code.submitted', target, code })}
            onLocked={(until) => send({ type: 'code.locked', lockedUntil: until })}
            onCancel={leave}
          />
        )}
      </SectionCard>
    </Stack>
  )
}
