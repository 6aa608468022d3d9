import { NativeSelect, SimpleGrid } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { sectorsQuery, subSectorsQuery } from '../../../api/registration-marks'
import { FormField } from '../../kit/form-field'

export interface SectorFieldsProps {
  sector: string
  subSector: string
  onChange: (next: { sector: string; subSector: string }) => void
}

/** The business sector and its field, from trademark/getDomain and getDomainSecond. */
export function SectorFields({ sector, subSector, onChange }: SectorFieldsProps) {
  const { t, i18n } = useTranslation('regMarks')
  const en = i18n.language === 'en'
  const sectors = useQuery(sectorsQuery())
  const subs = useQuery({ ...subSectorsQuery(sector), enabled: !!sector })
  const nameOf = (s: { nameZh: string; nameEn: string }) => (en ? s.nameEn : s.nameZh)
  const failed = sectors.isError || subs.isError

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField
        label={t('sector.label')}
        error={failed ? 'regMarks:sector.loadFailed' : undefined}
        helperText={t('sector.help')}
      >
        <NativeSelect.Root disabled={!sectors.data}>
          <NativeSelect.Field
            value={sector}
            onChange={(e) => onChange({ sector: e.target.value, subSector: '' })}
            data-testid="mark-sector"
          >
            <option value="">{t('sector.placeholder')}</option>
            {sectors.data?.map((s) => (
              <option key={s.code} value={s.code}>
                {nameOf(s)}
              </option>
            ))}
            {sector && sectors.data && !sectors.data.some((s) => s.code === sector) ? (
              <option value={sector}>{sector}</option>
            ) : null}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('sector.sub')}>
        <NativeSelect.Root disabled={!sector || !subs.data}>
          <NativeSelect.Field
            value={subSector}
            onChange={(e) => onChange({ sector, subSector: e.target.value })}
            data-testid="mark-subsector"
          >
            <option value="">{t('sector.subPlaceholder')}</option>
            {subs.data?.map((s) => (
              <option key={s.code} value={s.code}>
                {nameOf(s)}
              </option>
            ))}
            {subSector && subs.data && !subs.data.some((s) => s.code === subSector) ? (
              <option value={subSector}>{subSector}</option>
            ) : null}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  )
}
