import { queryOptions } from '@tanstack/react-query'
import { filingCalls } from './catalogue/filing'
import { callData, requestBlob } from './client'
import { filesKeys } from './files'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'
import { goodsKeys } from './registration-goods'

/** The marks editor's calls: the specimen rules and the similarity checks (sectors are goodsKeys'). */
export const marksKeys = queryKeys({
  imageRules: filingCalls.trademarkImageShowErrorRemind,
  similarChina: filingCalls.trademarkAiSimilarQuery,
  similarAbroad: filingCalls.trademarkEuAiSimilarQuery,
})

/** Uploads a specimen (`{ file, role }`, multipart); the server checks format, size and pixel size again. */
export const uploadSpecimenMutation = () => callMutationOptions(filingCalls.trademarkFileUpload)

/** Draws the literal elements as an 800 × 800 PNG specimen in the given font and colour. */
export const generateSpecimenMutation = () => callMutationOptions(filingCalls.trademarkGenerate)

/** Makes the black-and-white version of a stored colour specimen. */
export const generateBlackMutation = () => callMutationOptions(filingCalls.trademarkGenerateBlack)

/** The specimen rules and their messages; keyed by language because the server words them in it. */
export const imageRulesQuery = (lang: string) =>
  queryOptions({
    queryKey: [...marksKeys.imageRules(), { lang }] as const,
    queryFn: ({ signal }) => callData(marksKeys.imageRules.endpoint, {}, { signal }),
    staleTime: Infinity,
  })

export type SimilarInput =
  | { scope: 'china'; name: string; classes: string[]; region: 'mainland' | 'hk' }
  | { scope: 'abroad'; name: string; classes: string[]; countries: string[] }

/** The automatic similarity check: mainland/HK registers, or the registers abroad for global and Madrid. */
export const similarMarksQuery = (input: SimilarInput) =>
  input.scope === 'china'
    ? callQueryOptions(marksKeys.similarChina, {
        name: input.name,
        classes: input.classes,
        region: input.region,
      })
    : callQueryOptions(marksKeys.similarAbroad, {
        name: input.name,
        classes: input.classes,
        countries: input.countries,
      })

// Specimen previews load in the background: the full-screen overlay of file downloads would flash over the
// form each time a draft with images opens.
const quietDownload = { ...filesKeys.download.endpoint, loading: false }

/** A stored specimen as an object URL for an <img>; the bytes never change, so it is fetched once. */
export const specimenObjectUrlQuery = (fileId: string) =>
  queryOptions({
    queryKey: [...filesKeys.download({ fileId }), 'specimen'] as const,
    queryFn: async () => URL.createObjectURL((await requestBlob(quietDownload, { fileId })).blob),
    staleTime: Infinity,
    gcTime: Infinity,
  })

// The goods helper owns these two calls: the keys are goodsKeys', so every screen asking for the sectors
// shares one cache entry.
/** Business sectors (trademark/getDomain). */
export const sectorsQuery = () => ({
  ...callQueryOptions(goodsKeys.sectors, {}),
  staleTime: Infinity,
})

/** The fields of one business sector (trademark/getDomainSecond). */
export const subSectorsQuery = (sector: string) => ({
  ...callQueryOptions(goodsKeys.subSectors, { sector }),
  staleTime: Infinity,
})
