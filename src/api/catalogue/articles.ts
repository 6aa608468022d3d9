import { endpoint, type PendingRequest, type PendingResponse } from './define'

const AREA = 'articles'

/** The articles calls. Payload shapes are settled by the issue that builds this area. */
export const articlesCalls = {
  tbMsArticleGetAllRdOrder: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tbMsArticle/getAllRdOrder',
    'json',
    AREA,
    false,
  ),
  tbMsArticleCreateRdOrder: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tbMsArticle/createRdOrder',
    'json',
    AREA,
    true,
  ),
  tbMsArticleList: endpoint<PendingRequest, PendingResponse>('POST', 'tbMsArticle/list', 'json', AREA, false),
  tbMsArticleDetail: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tbMsArticle/detail',
    'json',
    AREA,
    false,
  ),
  tbMsArticleDelete: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tbMsArticle/delete',
    'json',
    AREA,
    true,
  ),
  tbMsArticlePublish: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tbMsArticle/publish',
    'json',
    AREA,
    true,
  ),
  tbMsArticleCancelPublish: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tbMsArticle/cancelPublish',
    'json',
    AREA,
    false,
  ),
  tbMsArticleAuthentication: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tbMsArticle/authentication',
    'json',
    AREA,
    false,
  ),
  tbMsArticleAuthenticationList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tbMsArticle/authenticationList',
    'json',
    AREA,
    true,
  ),
  tbMsArticleCreateOrder: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tbMsArticle/createOrder',
    'json',
    AREA,
    true,
  ),
  tbMsArticleTbMsArticleList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tbMsArticle/tbMsArticleList',
    'json',
    AREA,
    true,
  ),
  tbMsArticleTbMsArticleDetail: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tbMsArticle/tbMsArticleDetail',
    'json',
    AREA,
    true,
  ),
  tbMsArticleAdd: endpoint<PendingRequest, PendingResponse>('POST', 'tbMsArticle/add', 'form', AREA, true),
  tbMsArticleUpdate: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tbMsArticle/update',
    'form',
    AREA,
    true,
  ),
  ipArticleAdd: endpoint<PendingRequest, PendingResponse>('POST', 'ipArticle/add', 'json', AREA, true),
  ipArticleCommit: endpoint<PendingRequest, PendingResponse>('POST', 'ipArticle/commit', 'json', AREA, true),
  ipArticleDelete: endpoint<PendingRequest, PendingResponse>('POST', 'ipArticle/delete', 'json', AREA, true),
  ipArticleQueryList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'ipArticle/queryList',
    'json',
    AREA,
    true,
  ),
} as const
