import { catalogueArea } from './define'

const endpoint = catalogueArea('articles')

/** The articles calls. Payload shapes are settled by the issue that builds this area. */
export const articlesCalls = {
  tbMsArticleGetAllRdOrder: endpoint('POST tbMsArticle/getAllRdOrder', { body: 'json', loading: false }),
  tbMsArticleCreateRdOrder: endpoint('POST tbMsArticle/createRdOrder', { body: 'json' }),
  tbMsArticleList: endpoint('POST tbMsArticle/list', { body: 'json', loading: false }),
  tbMsArticleDetail: endpoint('POST tbMsArticle/detail', { body: 'json', loading: false }),
  tbMsArticleDelete: endpoint('POST tbMsArticle/delete', { body: 'json' }),
  tbMsArticlePublish: endpoint('POST tbMsArticle/publish', { body: 'json' }),
  tbMsArticleCancelPublish: endpoint('POST tbMsArticle/cancelPublish', { body: 'json', loading: false }),
  tbMsArticleAuthentication: endpoint('POST tbMsArticle/authentication', { body: 'json', loading: false }),
  tbMsArticleAuthenticationList: endpoint('POST tbMsArticle/authenticationList', { body: 'json' }),
  tbMsArticleCreateOrder: endpoint('POST tbMsArticle/createOrder', { body: 'json' }),
  tbMsArticleTbMsArticleList: endpoint('POST tbMsArticle/tbMsArticleList', { body: 'json' }),
  tbMsArticleTbMsArticleDetail: endpoint('POST tbMsArticle/tbMsArticleDetail', { body: 'json' }),
  tbMsArticleAdd: endpoint('POST tbMsArticle/add', { body: 'form' }),
  tbMsArticleUpdate: endpoint('POST tbMsArticle/update', { body: 'form' }),
  ipArticleAdd: endpoint('POST ipArticle/add', { body: 'json' }),
  ipArticleCommit: endpoint('POST ipArticle/commit', { body: 'json' }),
  ipArticleDelete: endpoint('POST ipArticle/delete', { body: 'json' }),
  ipArticleQueryList: endpoint('POST ipArticle/queryList', { body: 'json' }),
} as const
