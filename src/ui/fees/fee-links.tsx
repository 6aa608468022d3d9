import { Button } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** The other fee pages, from the price list. */
export function FeeLinks() {
  const { t } = useTranslation('fees')
  return (
    <>
      <Button asChild size="sm" colorPalette="blue">
        <Link to="/offerSheetOne">{t('links.calculator')}</Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to="/offerSheetXUzhan">{t('links.renewal')}</Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to="/queryCountriesPrice">{t('links.countries')}</Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to="/floorPageSheet">{t('links.printable')}</Link>
      </Button>
    </>
  )
}
