import { Box, Heading, Input, SimpleGrid, Spinner, Stack, Text, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { BusinessError } from '../../api/client'
import { roleInputSchema, type TeamRoleView } from '../../api/schemas/team'
import { applicantsByRoleQuery, authorityCatalogueQuery, saveRoleMutation } from '../../api/team'
import { toggleAuthority } from '../../domain/cases/authority-catalogue'
import { CheckBox } from '../kit/check-box'
import { ChoiceField } from '../kit/choice-field'
import { FormDialog } from '../kit/form-dialog'
import { FormField } from '../kit/form-field'
import { SERVER_ERROR, useFieldMessage, useMessage } from '../kit/message'
import { toastError, toastSuccess } from '../kit/toast'
import { errorText, useTeamText } from './use-team-text'

type Fields = z.input<typeof roleInputSchema>

export interface RoleDialogProps {
  /** The role edited; 'new' creates one; null = closed. */
  role: TeamRoleView | 'new' | null
  onClose: () => void
}

/**
 * Creates or edits a role: its names, what it is for, its authorities (grouped, each with what it means; turning
 * one on turns on what it needs) and the applicants whose cases its members see (all, or chosen ones).
 */
export function RoleDialog({ role, onClose }: RoleDialogProps) {
  if (role === null) return null
  return (
    <RoleForm
      key={role === 'new' ? 'new' : role.id}
      role={role === 'new' ? undefined : role}
      onClose={onClose}
    />
  )
}

function RoleForm({ role, onClose }: { role?: TeamRoleView; onClose: () => void }) {
  const { t } = useTranslation('team')
  const { pick } = useTeamText()
  const fieldMessage = useFieldMessage()
  const message = useMessage()
  const catalogue = useQuery(authorityCatalogueQuery())
  const applicants = useQuery(applicantsByRoleQuery(role?.id ?? ''))
  const save = useMutation(saveRoleMutation())
  const form = useForm<Fields>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(roleInputSchema),
    defaultValues: {
      name: role?.name ?? '',
      nameEn: role?.nameEn ?? '',
      description: role?.description ?? '',
      authorities: role ? [...role.authorities] : ['case.view'],
      applicants: role?.applicants ? [...role.applicants] : null,
    },
  })
  const { errors } = form.formState
  const err = fieldMessage
  const admin = role?.preset === 'admin'
  const choices = applicants.data?.choices ?? []

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, id: role?.id })
      toastSuccess(t(role ? 'roles.updated' : 'roles.added', { name: values.name }))
      onClose()
    } catch (error) {
      const data = error instanceof BusinessError ? (error.data as { field?: string } | null) : null
      if (data?.field === 'name') form.setError('name', { type: SERVER_ERROR, message: errorText(error, '') })
      else toastError(errorText(error, t('roles.saveFailed')))
    }
  })

  return (
    <FormDialog
      open
      onClose={onClose}
      size="lg"
      scrollBehavior="inside"
      title={t(role ? 'roles.editTitle' : 'roles.addTitle')}
      onSubmit={submit}
      busy={save.isPending}
      submit={{ label: t('roles.save'), testId: 'role-save' }}
      testId="role-dialog"
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('roles.name')} required error={err(errors.name)}>
            <Input {...form.register('name')} autoComplete="off" data-testid="role-name" />
          </FormField>
          <FormField label={t('roles.nameEn')} error={err(errors.nameEn)} helperText={t('roles.nameEnHelp')}>
            <Input {...form.register('nameEn')} autoComplete="off" data-testid="role-name-en" />
          </FormField>
        </SimpleGrid>
        <FormField label={t('roles.description')} error={err(errors.description)}>
          <Textarea {...form.register('description')} rows={2} data-testid="role-description" />
        </FormField>
        <Controller
          control={form.control}
          name="authorities"
          render={({ field }) => (
            <Stack
              gap="3"
              role="group"
              aria-labelledby="role-authorities-heading"
              data-testid="role-authorities"
            >
              <Heading as="h3" size="sm" id="role-authorities-heading">
                {t('roles.authorities')}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t('roles.authoritiesHelp')}
              </Text>
              {catalogue.isPending ? (
                <Spinner size="sm" role="status" aria-label={t('roles.loading')} />
              ) : catalogue.isError ? (
                <Text color="fg.error">{errorText(catalogue.error, t('roles.catalogueFailed'))}</Text>
              ) : (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  {catalogue.data.groups.map((group) => (
                    <Box key={group.id} borderWidth="1px" rounded="md" p="3">
                      <Text fontWeight="semibold" mb="2">
                        {pick(group.label)}
                      </Text>
                      <Stack gap="2">
                        {group.authorities.map((a) => {
                          const locked = admin && a.id === 'team.manage'
                          return (
                            <Stack key={a.id} gap="0">
                              <CheckBox
                                size="sm"
                                checked={field.value.includes(a.id)}
                                disabled={locked}
                                onChange={(on) => field.onChange(toggleAuthority(field.value, a.id, on))}
                                testId={`authority-${a.id}`}
                              >
                                {pick(a.label)}
                              </CheckBox>
                              <Text fontSize="xs" color="fg.muted" ps="6">
                                {locked ? t('roles.adminKeepsTeam') : pick(a.explanation)}
                              </Text>
                            </Stack>
                          )
                        })}
                      </Stack>
                    </Box>
                  ))}
                </SimpleGrid>
              )}
              <GroupError error={message(err(errors.authorities))} />
            </Stack>
          )}
        />
        <Controller
          control={form.control}
          name="applicants"
          render={({ field }) => {
            const chosen = field.value ?? null
            const seen = chosen ? choices.filter((c) => chosen.includes(c.name)) : choices
            const cases = seen.reduce((sum, c) => sum + c.cases, 0)
            return (
              <Stack gap="2">
                <ChoiceField
                  label={t('roles.scope')}
                  value={chosen === null ? 'all' : 'chosen'}
                  options={[
                    { value: 'all', label: t('roles.scopeAll') },
                    { value: 'chosen', label: t('roles.scopeChosen') },
                  ]}
                  onChange={(v) => field.onChange(v === 'all' ? null : [])}
                  testId="role-scope"
                  fullWidth
                />
                {chosen !== null ? (
                  <Stack
                    gap="1"
                    role="group"
                    aria-label={t('roles.scopeChosen')}
                    maxH="14rem"
                    overflowY="auto"
                    data-testid="role-applicants"
                  >
                    {applicants.isPending ? (
                      <Spinner size="sm" role="status" aria-label={t('roles.loading')} />
                    ) : null}
                    {choices.map((c) => (
                      <CheckBox
                        key={c.name}
                        size="sm"
                        checked={chosen.includes(c.name)}
                        onChange={(on) =>
                          field.onChange(on ? [...chosen, c.name] : chosen.filter((n) => n !== c.name))
                        }
                      >
                        {t('roles.applicantOption', { name: c.name, count: c.cases })}
                      </CheckBox>
                    ))}
                    <GroupError error={message(err(errors.applicants))} />
                  </Stack>
                ) : null}
                <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="role-scope-summary">
                  {t('roles.scopeSummary', { applicants: seen.length, count: cases })}
                </Text>
              </Stack>
            )
          }}
        />
      </Stack>
    </FormDialog>
  )
}

/** The error of a group of checkboxes (no single control to tie it to): read out as it appears. */
function GroupError({ error }: { error: string | undefined }) {
  return error ? (
    <Text fontSize="sm" color="fg.error" role="alert">
      {error}
    </Text>
  ) : null
}
