import { Alert, Button, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { BusinessError } from '../../api/client'
import {
  memberInputSchema,
  type DepartmentView,
  type SeatsView,
  type TeamMemberView,
  type TeamRoleView,
} from '../../api/schemas/team'
import { saveMemberMutation } from '../../api/team'
import { hasFreeSeat } from '../../domain/cases/team-rules'
import { CheckBox } from '../kit/check-box'
import { FormDialog } from '../kit/form-dialog'
import { FormField } from '../kit/form-field'
import { SERVER_ERROR, useFieldMessage } from '../kit/message'
import { toastError, toastSuccess } from '../kit/toast'
import { errorText, useTeamText } from './use-team-text'

type Fields = z.input<typeof memberInputSchema>

export interface MemberDialogProps {
  open: boolean
  onClose: () => void
  /** The member edited; undefined adds one. */
  member?: TeamMemberView
  roles: readonly TeamRoleView[]
  departments: readonly DepartmentView[]
  /** The account's seats: an active member needs a free one. */
  seats?: SeatsView
  /** Opens the seat order (given when the acting member may buy seats). */
  onBuySeats?: () => void
}

/**
 * Adds or edits a team member: name, e-mail and mobile (§5 patterns), department (pick one or type a new
 * name, which creates it), role, active. The owner's role and the acting member's own status are locked.
 * When every seat is taken, it says so as it opens, before anything is typed: the member can be added
 * disabled, or seats bought first (the same rule as the server's, team-rules memberSaveRefusal).
 */
export function MemberDialog(props: MemberDialogProps) {
  // Remounted per opening (key), so the form starts from the member shown.
  return props.open ? <MemberForm key={props.member?.id ?? 'new'} {...props} /> : null
}

function MemberForm({ onClose, member, roles, departments, seats, onBuySeats }: MemberDialogProps) {
  const { t } = useTranslation('team')
  const { nameOf } = useTeamText()
  const fieldMessage = useFieldMessage()
  const save = useMutation(saveMemberMutation())
  const listId = useId()
  const form = useForm<Fields>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(memberInputSchema),
    defaultValues: {
      name: member?.name ?? '',
      email: member?.email ?? '',
      mobile: member?.mobile ?? '',
      departmentName: member ? nameOf({ name: member.departmentName, nameEn: member.departmentNameEn }) : '',
      roleId: member?.roleId ?? roles.find((r) => r.preset === 'readOnly')?.id ?? roles[0]?.id ?? '',
      active: member?.active ?? true,
    },
  })
  const { errors } = form.formState
  const err = fieldMessage
  // Saving an active member who was not active takes a seat.
  const takesSeat = (form.watch('active') ?? true) && !member?.active
  const noSeat = takesSeat && seats !== undefined && !hasFreeSeat(seats)

  const submit = form.handleSubmit(async (values) => {
    if (noSeat) return
    try {
      await save.mutateAsync({ ...values, id: member?.id })
      toastSuccess(t(member ? 'members.updated' : 'members.added', { name: values.name }))
      onClose()
    } catch (error) {
      // What was typed stays; a taken e-mail shows at its field.
      const data = error instanceof BusinessError ? (error.data as { field?: string } | null) : null
      if (data?.field === 'email')
        form.setError('email', { type: SERVER_ERROR, message: errorText(error, '') })
      else toastError(errorText(error, t('members.saveFailed')))
    }
  })

  const lockedRole = member?.owner === true
  const lockedStatus = member?.owner === true || member?.self === true
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t(member ? 'members.editTitle' : 'members.addTitle')}
      description={t('members.dialogIntro')}
      onSubmit={submit}
      busy={save.isPending}
      submit={{ label: t('members.save'), testId: 'member-save', disabled: noSeat }}
      testId="member-dialog"
    >
      <Stack gap="4">
        {noSeat ? (
          <Alert.Root status="warning" data-testid="member-no-seat">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('members.noSeat', { total: seats?.total ?? 0 })}</Alert.Title>
              <Alert.Description>
                {t(onBuySeats ? 'members.noSeatHint' : 'members.noSeatHintNoBuy')}
              </Alert.Description>
              {onBuySeats ? (
                <Button size="xs" colorPalette="blue" mt="2" alignSelf="flex-start" onClick={onBuySeats}>
                  {t('seats.buy')}
                </Button>
              ) : null}
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('members.name')} required error={err(errors.name)}>
            <Input {...form.register('name')} autoComplete="off" data-testid="member-name" />
          </FormField>
          <FormField label={t('members.email')} required error={err(errors.email)}>
            <Input {...form.register('email')} type="email" autoComplete="off" data-testid="member-email" />
          </FormField>
          <FormField label={t('members.mobile')} required error={err(errors.mobile)}>
            <Input
              {...form.register('mobile')}
              inputMode="numeric"
              autoComplete="off"
              data-testid="member-mobile"
            />
          </FormField>
          <FormField
            label={t('members.department')}
            error={err(errors.departmentName)}
            helperText={t('members.departmentHelp')}
          >
            <Input
              {...form.register('departmentName')}
              list={listId}
              autoComplete="off"
              data-testid="member-department"
            />
            <datalist id={listId}>
              {departments.map((d) => (
                <option key={d.id} value={nameOf(d)} />
              ))}
            </datalist>
          </FormField>
          <FormField
            label={t('members.role')}
            required
            error={err(errors.roleId)}
            helperText={lockedRole ? t('members.ownerRoleLocked') : undefined}
          >
            {lockedRole && member ? (
              // The owner is always an administrator: the role is shown, not offered.
              <Input readOnly value={nameOf({ name: member.roleName, nameEn: member.roleNameEn })} />
            ) : (
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('roleId')} data-testid="member-role">
                  {roles.map((r) => (
                    <option key={r.id} value={r.id}>
                      {nameOf(r)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
        </SimpleGrid>
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Stack gap="1">
              <CheckBox
                checked={field.value ?? true}
                onChange={field.onChange}
                disabled={lockedStatus}
                testId="member-active"
              >
                {t('members.activeLabel')}
              </CheckBox>
              <Text fontSize="xs" color="fg.muted">
                {lockedStatus ? t('members.statusLocked') : t('members.activeHelp')}
              </Text>
            </Stack>
          )}
        />
      </Stack>
    </FormDialog>
  )
}
