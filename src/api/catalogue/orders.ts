import { catalogueArea } from './define'
import type { feesSchemas as fees } from '../schemas/fees'
import type { ordersSchemas as orders } from '../schemas/orders'

const endpoint = catalogueArea('orders')

/** The orders calls. Payload shapes are settled by the issue that builds this area. */
export const ordersCalls = {
  tbOrderCreateOrder: endpoint<typeof orders.tbOrderCreateOrder>('POST tbOrder/createOrder', { body: 'json' }),
  tbOrderCreateOrdership: endpoint<typeof orders.tbOrderCreateOrdership>('POST tbOrder/createOrdership', { body: 'json' }),
  tbOrderCreateOrderDemo: endpoint<typeof orders.tbOrderCreateOrderDemo>('POST tbOrder/createOrderDemo', { body: 'json' }),
  tbOrderGetMemberOrderList: endpoint<typeof orders.tbOrderGetMemberOrderList>('POST tbOrder/getMemberOrderList', { body: 'json' }),
  tbOrderDelMemberOrder: endpoint<typeof orders.tbOrderDelMemberOrder>('POST tbOrder/delMemberOrder', { body: 'json' }),
  tbOrderCreateRefundOrder: endpoint<typeof orders.tbOrderCreateRefundOrder>('POST tbOrder/createRefundOrder', { body: 'json' }),
  tbOrderGetOrderDetail: endpoint<typeof orders.tbOrderGetOrderDetail>('POST tbOrder/getOrderDetail', { body: 'json' }),
  tbOrderGetOrder: endpoint<typeof orders.tbOrderGetOrder>('POST tbOrder/getOrder', { body: 'json', loading: false }),
  tbOrderGetOrderDetailList: endpoint<typeof orders.tbOrderGetOrderDetailList>('POST tbOrder/getOrderDetailList', { body: 'json' }),
  tbOrderGetMonitoringPrice: endpoint<typeof fees.tbOrderGetMonitoringPrice>('POST tbOrder/getMonitoringPrice', { body: 'json' }),
  tbOrderGetChildrenOrder: endpoint<typeof orders.tbOrderGetChildrenOrder>('POST tbOrder/getChildrenOrder', { body: 'json', loading: false }),
  tbOrderCreateCaseyouref: endpoint<typeof orders.tbOrderCreateCaseyouref>('POST tbOrder/createCaseyouref', { body: 'json' }),
  tbOrderUpdateCaseyouref: endpoint<typeof orders.tbOrderUpdateCaseyouref>('POST tbOrder/updateCaseyouref', { body: 'json' }),
  tbOrderGetNoLimitOrder: endpoint<typeof orders.tbOrderGetNoLimitOrder>('POST tbOrder/getNoLimitOrder', { body: 'json', loading: false }),
  tbOrderGetMailing: endpoint<typeof orders.tbOrderGetMailing>('POST tbOrder/getMailing', { body: 'json', loading: false }),
  tbOrderUpdateMailing: endpoint<typeof orders.tbOrderUpdateMailing>('POST tbOrder/updateMailing', { body: 'json' }),
  tbOrderOffLinePay: endpoint<typeof orders.tbOrderOffLinePay>('POST tbOrder/offLinePay', { body: 'json', loading: false }),
  tbOrderUseCouponsPay: endpoint<typeof orders.tbOrderUseCouponsPay>('POST tbOrder/useCouponsPay', { body: 'json', loading: false }),
  tbOrderGetOrderStatus: endpoint<typeof orders.tbOrderGetOrderStatus>('POST tbOrder/getOrderStatus', { body: 'json', loading: false }),
  tbOrderNoPayOrder: endpoint<typeof orders.tbOrderNoPayOrder>('POST tbOrder/noPayOrder', { body: 'json', loading: false }),
  tbOrderQueryBill: endpoint<typeof orders.tbOrderQueryBill>('POST tbOrder/queryBill', { body: 'json', loading: false }),
  tbOrderGetOrderOffice: endpoint<typeof orders.tbOrderGetOrderOffice>('POST tbOrder/getOrderOffice', { body: 'json', loading: false }),
  tbOrderGetCurrencyList: endpoint<typeof orders.tbOrderGetCurrencyList>('POST tbOrder/getCurrencyList', { body: 'json', loading: false }),
  tbOrderCalcExchangeRate: endpoint<typeof orders.tbOrderCalcExchangeRate>('POST tbOrder/calcExchangeRate', { body: 'json', loading: false }),
  tbOrderGetChildrenStatus: endpoint<typeof orders.tbOrderGetChildrenStatus>('POST tbOrder/getChildrenStatus', { body: 'json', loading: false }),
  tbOrderGetCaseStatus: endpoint<typeof orders.tbOrderGetCaseStatus>('POST tbOrder/getCaseStatus', { body: 'json', loading: false }),
  tbOrderGetQueryOrderList: endpoint<typeof orders.tbOrderGetQueryOrderList>('POST tbOrder/getQueryOrderList', { body: 'json' }),
  tbOrderGetCustomerCaseAllTask: endpoint<typeof orders.tbOrderGetCustomerCaseAllTask>('POST tbOrder/getCustomerCaseAllTask', { body: 'json', loading: false }),
  tbOrderGetCustomerAllTask: endpoint<typeof orders.tbOrderGetCustomerAllTask>('POST tbOrder/getCustomerAllTask', { body: 'json', loading: false }),
  tbOrderTrademarkLimitManagementSynergy: endpoint<typeof orders.tbOrderTrademarkLimitManagementSynergy>('POST tbOrder/trademarkLimitManagementSynergy', { body: 'json', loading: false }),
  tbOrderPerformCustomerInstruction: endpoint<typeof orders.tbOrderPerformCustomerInstruction>('POST tbOrder/PerformCustomerInstruction', { body: 'json' }),
  tbOrderDescFile: endpoint<typeof orders.tbOrderDescFile>('POST tbOrder/descFile', { body: 'json', loading: false }),
  tbOrderQueryPatentBill: endpoint<typeof orders.tbOrderQueryPatentBill>('POST tbOrder/queryPatentBill', { body: 'json' }),
  tbOrderUpdatePatentBill: endpoint<typeof orders.tbOrderUpdatePatentBill>('POST tbOrder/updatePatentBill', { body: 'json' }),
  tbOrderDescFileGet: endpoint<typeof orders.tbOrderDescFileGet>('GET tbOrder/descFile/{orderId}', { body: 'json', loading: false }),
  tbOrderCreateTrademarkBill: endpoint<typeof orders.tbOrderCreateTrademarkBill>('POST tbOrder/createTrademarkBill', { body: 'blob' }),
  tbOrderExportCustomerCaseAllTask: endpoint<typeof orders.tbOrderExportCustomerCaseAllTask>('POST tbOrder/exportCustomerCaseAllTask', { body: 'blob' }),
  tbOrderCustomerAllTaskExport: endpoint<typeof orders.tbOrderCustomerAllTaskExport>('POST tbOrder/customerAllTaskExport', { body: 'blob' }),
  tbOrderCreatePatentBill: endpoint<typeof orders.tbOrderCreatePatentBill>('POST tbOrder/createPatentBill', { body: 'blob' }),
  tbOrderCreatePatentBillEntrust: endpoint<typeof orders.tbOrderCreatePatentBillEntrust>('POST tbOrder/createPatentBillEntrust', { body: 'blob' }),
} as const
