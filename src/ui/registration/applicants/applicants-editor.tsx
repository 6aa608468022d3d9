import { Alert, Box, Button, CloseButton, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { defaultApplicantQuery } from '../../../api/registration-applicants'
import type { ApplicantView } from '../../../api/schemas/registration-applicants'
import type { MessageKey } from '../../../domain/message-key'
import { pickApplicant } from '../../../domain/registration/applicant-rules'
import {
  applicantCount,
  applicantRoom,
  refuseApplicant,
  regionApplicantIssue,
  type ApplicantSlot,
} from '../../../domain/registration/applicant-selection'
import {
  MAX_APPLICANTS,
  type Applicant,
  type ApplicantsSelection,
  type RegistrationRegion,
} from '../../../domain/registration/types'
import { useMessage } from '../../kit/message'
import { ApplicantCard } from '../../flow/applicants/applicant-card'
import { ApplicantFormDialog } from '../../flow/applicants/applicant-form-dialog'
import { ApplicantHelpPanel } from '../../flow/applicants/applicant-help-panel'
import { ApplicantPickerDialog, type PickerMode } from './applicant-picker-dialog'
import { useApplicantText } from '../../flow/applicants/use-applicant-text'

export { ApplicantCard } from '../../flow/applicants/applicant-card'

export interface ApplicantsEditorProps {
  region: RegistrationRegion
  value: ApplicantsSelection
  onChange: (next: ApplicantsSelection) => void
  /** Issues of the step under 'applicants.' ('main', 'joint'). */
  errors?: Record<string, MessageKey>
}

type FormTarget = { role: 'main' | 'joint'; editing: Applicant | null; index?: number }

const HINT = { mainland: 'mainlandHint', hk: 'hkHint', global: 'globalHint', madrid: 'madridHint' } as const

/**
 * The applicants of an application: the applicant (chosen from the account's applicants or created) and up
 * to MAX_APPLICANTS - 1 joint applicants, nobody twice (applicant-selection.ts). Each can be edited, replaced
 * or removed; the region's requirements show as a hint and on each applicant that does not meet them.
 */
export function ApplicantsEditor({ region, value, onChange, errors = {} }: ApplicantsEditorProps) {
  const { t, name, refusal } = useApplicantText()
  const text = useMessage()
  const [picker, setPicker] = useState<PickerMode | null>(null)
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [helpOpen, setHelpOpen] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const fallback = useQuery({ ...defaultApplicantQuery(), enabled: value.main === null })

  const count = applicantCount(value)
  const room = applicantRoom(value)
  const full = count >= MAX_APPLICANTS

  /** Puts `candidate` into `slot` unless a rule refuses it (the reason shows above the applicants). */
  const place = (
    candidate: Applicant,
    slot: ApplicantSlot,
    current: ApplicantsSelection,
  ): ApplicantsSelection | null => {
    const refused = refuseApplicant(current, candidate, slot, region)
    if (refused) {
      setNotice(refusal(refused))
      return null
    }
    const copy = pickApplicant(candidate)
    if (slot.role === 'main') return { ...current, main: copy }
    if (slot.index === undefined) return { ...current, joint: [...current.joint, copy] }
    return { ...current, joint: current.joint.map((j, i) => (i === slot.index ? copy : j)) }
  }

  const confirmPicked = (chosen: ApplicantView[]) => {
    if (!picker) return
    setNotice(null)
    let next: ApplicantsSelection | null = value
    const slot: ApplicantSlot =
      picker.role === 'main' ? picker : 'index' in picker ? picker : { role: 'joint' }
    for (const candidate of chosen) {
      const placed: ApplicantsSelection | null = next ? place(candidate, slot, next) : null
      if (!placed) break
      next = placed
    }
    if (next && next !== value) onChange(next)
    setPicker(null)
  }

  const saved = (applicant: ApplicantView) => {
    if (!formTarget) return
    setNotice(null)
    const slot: ApplicantSlot =
      formTarget.role === 'main' ? { role: 'main' } : { role: 'joint', index: formTarget.index }
    const next = place(applicant, slot, value)
    if (next) onChange(next)
  }

  const openForm = (target: FormTarget) => {
    setFormTarget(target)
    setFormOpen(true)
    setPicker(null)
  }

  const removeJoint = (index: number) =>
    onChange({ ...value, joint: value.joint.filter((_, i) => i !== index) })
  const makeMain = (index: number) => {
    const joint = value.joint[index]
    if (!joint) return
    const rest = value.joint.filter((_, i) => i !== index)
    onChange({ main: joint, joint: value.main ? [value.main, ...rest] : rest })
  }

  const regionNote = (a: Applicant) => {
    const issue = regionApplicantIssue(region, a)
    return issue ? (
      <Text fontSize="sm" color="fg.error" role="note">
        {text(issue)}
      </Text>
    ) : null
  }
  const jointBlocked = !value.main
    ? t('editor.needMainFirst')
    : full
      ? t('editor.fullReason', { max: MAX_APPLICANTS })
      : null

  return (
    <Stack gap="5" data-testid="applicants-editor">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Alert.Root status="info" size="sm" flex="1">
          <Alert.Indicator />
          <Alert.Description>{t(`region.${HINT[region]}`)}</Alert.Description>
        </Alert.Root>
        <Button size="sm" variant="ghost" onClick={() => setHelpOpen(true)}>
          {t('editor.help')}
        </Button>
      </HStack>

      {notice ? (
        <Alert.Root status="warning" size="sm" role="alert" data-testid="applicants-notice">
          <Alert.Indicator />
          <Alert.Description flex="1">{notice}</Alert.Description>
          <CloseButton size="xs" aria-label={t('picker.close')} onClick={() => setNotice(null)} />
        </Alert.Root>
      ) : null}

      <Stack as="section" gap="2" aria-label={t('editor.main')}>
        <Text fontWeight="semibold">{t('editor.main')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('editor.mainHint')}
        </Text>
        {value.main ? (
          <ApplicantCard
            applicant={value.main}
            note={regionNote(value.main)}
            actions={
              <>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => openForm({ role: 'main', editing: value.main })}
                >
                  {t('editor.edit')}
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setPicker({ role: 'main' })}>
                  {t('editor.replace')}
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => onChange({ ...value, main: null })}
                >
                  {t('editor.remove')}
                </Button>
              </>
            }
          />
        ) : (
          <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="4">
            <Stack gap="3">
              <Text fontWeight="medium">{t('editor.noMain')}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('editor.noMainHint')}
              </Text>
              <HStack gap="2" wrap="wrap">
                <Button size="sm" colorPalette="blue" onClick={() => setPicker({ role: 'main' })}>
                  {t('editor.choose')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => openForm({ role: 'main', editing: null })}>
                  {t('editor.create')}
                </Button>
                {fallback.data && !refuseApplicant(value, fallback.data, { role: 'main' }, region) ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    // A company's long name wraps on a phone instead of widening the page.
                    whiteSpace="normal"
                    flexShrink={1}
                    maxW="full"
                    height="auto"
                    minH="8"
                    py="1.5"
                    textAlign="start"
                    data-testid="use-default-applicant"
                    onClick={() => {
                      const next = place(fallback.data!, { role: 'main' }, value)
                      if (next) onChange(next)
                    }}
                  >
                    {t('editor.useDefault', { name: name(fallback.data) })}
                  </Button>
                ) : null}
              </HStack>
            </Stack>
          </Box>
        )}
        {errors.main ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {text(errors.main)}
          </Text>
        ) : null}
      </Stack>

      <Stack as="section" gap="2" aria-label={t('editor.joint')}>
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">{t('editor.joint')}</Text>
          <Text fontSize="sm" color="fg.muted" data-testid="applicant-count">
            {t('editor.jointCount', { count, room })}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('editor.jointHint', { max: MAX_APPLICANTS })}
        </Text>
        {value.joint.length === 0 ? (
          <Text fontSize="sm" color="fg.subtle">
            {t('editor.noJoint')}
          </Text>
        ) : (
          value.joint.map((j, i) => (
            <ApplicantCard
              key={j.applicantId}
              applicant={j}
              caption={t('editor.jointNo', { n: i + 1 })}
              note={regionNote(j)}
              actions={
                <>
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => openForm({ role: 'joint', editing: j, index: i })}
                  >
                    {t('editor.edit')}
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => makeMain(i)}>
                    {t('editor.makeMain')}
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => setPicker({ role: 'joint', index: i })}>
                    {t('editor.replace')}
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => removeJoint(i)}>
                    {t('editor.remove')}
                  </Button>
                </>
              }
            />
          ))
        )}
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={jointBlocked !== null}
            aria-describedby={jointBlocked ? 'joint-blocked-reason' : undefined}
            onClick={() => setPicker({ role: 'joint' })}
          >
            {t('editor.addJoint')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={jointBlocked !== null}
            onClick={() => openForm({ role: 'joint', editing: null })}
          >
            {t('editor.createJoint')}
          </Button>
          {jointBlocked ? (
            <Text id="joint-blocked-reason" fontSize="sm" color="fg.muted" data-testid="joint-blocked">
              {jointBlocked}
            </Text>
          ) : null}
        </HStack>
        {errors.joint ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {text(errors.joint)}
          </Text>
        ) : null}
      </Stack>

      <ApplicantPickerDialog
        open={picker !== null}
        onOpenChange={(open) => !open && setPicker(null)}
        mode={picker ?? { role: 'main' }}
        region={region}
        selection={value}
        onConfirm={confirmPicked}
        onCreate={() =>
          picker &&
          openForm({ role: picker.role, editing: null, index: 'index' in picker ? picker.index : undefined })
        }
      />
      {formTarget ? (
        <ApplicantFormDialog
          key={formTarget.editing?.applicantId ?? `new-${formTarget.role}`}
          open={formOpen}
          onOpenChange={setFormOpen}
          editing={formTarget.editing}
          role={formTarget.role}
          region={region}
          onSaved={saved}
        />
      ) : null}
      <Drawer.Root open={helpOpen} onOpenChange={(e) => setHelpOpen(e.open)} size="sm">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{t('help.title')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                {helpOpen ? (
                  <ApplicantHelpPanel topic={value.joint.length > 0 ? 'joint' : undefined} />
                ) : null}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('help.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Stack>
  )
}
