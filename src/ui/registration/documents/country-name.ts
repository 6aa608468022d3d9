// Moved to the kit: the service flows show office names too.
export { countryName, languageName } from '../../kit/country-name'
