import { Avatar, Badge, Button, HStack, Link as ChakraLink, Spinner, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { accountProfileQuery } from '../../api/account'
import { hasCompany } from '../../domain/account-rules'
import { maskEmail, maskMobile } from '../../domain/contact-mask'
import { LoadFailed } from '../kit/load-failed'
import { FactList } from '../kit/fact-list'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'
import { useHasRoute } from '../layout/use-has-route'
import { AccountRequestSection } from './account-request-section'
import { AvatarDialog } from './avatar-dialog'

const CERTIFICATION_PALETTE = {
  none: 'gray',
  reviewing: 'orange',
  approved: 'green',
  rejected: 'red',
} as const

/**
 * /personal/accountInformation and /accountInfor/accountInfDis: the account as it is: avatar, names, gender,
 * masked e-mail and mobile (changed on the security pages), preferred currency, account kind, company names
 * and verification; the avatar is changed here, everything else on the edit page.
 */
export function AccountInfoPage() {
  const { t } = useTranslation('account')
  const profile = useQuery(accountProfileQuery())
  const [avatarOpen, setAvatarOpen] = useState(false)
  const hasRoute = useHasRoute()
  const link = (path: string, label: string, testId: string): ReactNode =>
    hasRoute(path) ? (
      <ChakraLink asChild fontSize="sm" colorPalette="blue" ms="3">
        <RouterLink to={path} data-testid={testId}>
          {label}
        </RouterLink>
      </ChakraLink>
    ) : null

  const header = (
    <PageHeader
      title={t('info.title')}
      description={t('info.intro')}
      aside={
        profile.data ? (
          <Button asChild colorPalette="blue" size="sm">
            <RouterLink to="/accountInfor/accountModify" data-testid="account-edit">
              {t('info.edit')}
            </RouterLink>
          </Button>
        ) : undefined
      }
    />
  )
  if (profile.isPending)
    return (
      <Stack gap="4">
        {header}
        <Spinner alignSelf="center" role="status" aria-label={t('info.loading')} />
      </Stack>
    )
  if (profile.isError)
    return (
      <Stack gap="4">
        {header}
        <LoadFailed message={t('info.failed')} onRetry={() => void profile.refetch()} />
      </Stack>
    )

  const p = profile.data
  const company = hasCompany(p.accountType)
  return (
    <Stack gap="4" data-testid="account-info-page">
      {header}
      <SectionCard title={t('info.profile')}>
        <HStack gap="6" align="flex-start" wrap="wrap">
          <Stack gap="2" align="center">
            <Avatar.Root size="2xl" colorPalette="blue">
              <Avatar.Fallback name={p.name} />
              {p.avatar ? (
                <Avatar.Image src={p.avatar} alt={t('info.avatarAlt')} data-testid="account-avatar" />
              ) : null}
            </Avatar.Root>
            <Button
              size="xs"
              variant="outline"
              onClick={() => setAvatarOpen(true)}
              data-testid="avatar-change"
            >
              {t('info.changeAvatar')}
            </Button>
          </Stack>
          <Stack flex="1" minW="60">
            <FactList
              testId="account-facts"
              rows={[
                [t('fields.name'), p.name],
                [t('fields.nameEn'), p.nameEn || t('info.notGiven')],
                [t('fields.gender'), t(`genders.${p.gender}`)],
                [t('fields.kind'), t(`kinds.${p.accountType}`)],
                [t('fields.currency'), t(`currencies.${p.currency}`)],
              ]}
            />
          </Stack>
        </HStack>
      </SectionCard>
      <SectionCard title={t('info.contact')} description={t('info.contactIntro')}>
        <FactList
          rows={[
            [
              t('fields.email'),
              <>
                {p.email ? maskEmail(p.email) : t('info.notBound')}
                {link('/security', t(p.email ? 'info.change' : 'info.bind'), 'account-email-link')}
              </>,
            ],
            [
              t('fields.mobile'),
              <>
                {p.mobile ? maskMobile(p.mobile) : t('info.notBound')}
                {link('/security', t(p.mobile ? 'info.change' : 'info.bind'), 'account-mobile-link')}
              </>,
            ],
          ]}
        />
      </SectionCard>
      {company ? (
        <SectionCard title={t('info.company')}>
          <FactList
            testId="account-company"
            rows={[
              [t('fields.companyName'), p.companyName || t('info.notGiven')],
              [t('fields.companyNameEn'), p.companyNameEn || t('info.notGiven')],
              [
                t('fields.certification'),
                <>
                  <Badge colorPalette={CERTIFICATION_PALETTE[p.certificationStatus]}>
                    {t(`certification.${p.certificationStatus}`)}
                  </Badge>
                  {link(
                    '/personal/enterpriseCertification',
                    t(p.certificationStatus === 'none' ? 'info.certify' : 'info.viewCertification'),
                    'account-certification-link',
                  )}
                </>,
              ],
            ]}
          />
        </SectionCard>
      ) : null}
      <AccountRequestSection accountType={p.accountType} request={p.accountRequest} />
      <AvatarDialog open={avatarOpen} onClose={() => setAvatarOpen(false)} />
    </Stack>
  )
}
