import { endpoint, type Req, type Res } from './define'
import type { feesSchemas } from '../schemas/fees'
import type { ordersSchemas } from '../schemas/orders'

const AREA = 'orders'

/** The orders calls. Payload shapes are settled by the issue that builds this area. */
export const ordersCalls = {
  tbOrderCreateOrder: endpoint<
    Req<typeof ordersSchemas.tbOrderCreateOrder>,
    Res<typeof ordersSchemas.tbOrderCreateOrder>
  >('POST', 'tbOrder/createOrder', 'json', AREA, true),
  tbOrderCreateOrdership: endpoint<
    Req<typeof ordersSchemas.tbOrderCreateOrdership>,
    Res<typeof ordersSchemas.tbOrderCreateOrdership>
  >('POST', 'tbOrder/createOrdership', 'json', AREA, true),
  tbOrderCreateOrderDemo: endpoint<
    Req<typeof ordersSchemas.tbOrderCreateOrderDemo>,
    Res<typeof ordersSchemas.tbOrderCreateOrderDemo>
  >('POST', 'tbOrder/createOrderDemo', 'json', AREA, true),
  tbOrderGetMemberOrderList: endpoint<
    Req<typeof ordersSchemas.tbOrderGetMemberOrderList>,
    Res<typeof ordersSchemas.tbOrderGetMemberOrderList>
  >('POST', 'tbOrder/getMemberOrderList', 'json', AREA, true),
  tbOrderDelMemberOrder: endpoint<
    Req<typeof ordersSchemas.tbOrderDelMemberOrder>,
    Res<typeof ordersSchemas.tbOrderDelMemberOrder>
  >('POST', 'tbOrder/delMemberOrder', 'json', AREA, true),
  tbOrderCreateRefundOrder: endpoint<
    Req<typeof ordersSchemas.tbOrderCreateRefundOrder>,
    Res<typeof ordersSchemas.tbOrderCreateRefundOrder>
  >('POST', 'tbOrder/createRefundOrder', 'json', AREA, true),
  tbOrderGetOrderDetail: endpoint<
    Req<typeof ordersSchemas.tbOrderGetOrderDetail>,
    Res<typeof ordersSchemas.tbOrderGetOrderDetail>
  >('POST', 'tbOrder/getOrderDetail', 'json', AREA, true),
  tbOrderGetOrder: endpoint<
    Req<typeof ordersSchemas.tbOrderGetOrder>,
    Res<typeof ordersSchemas.tbOrderGetOrder>
  >('POST', 'tbOrder/getOrder', 'json', AREA, false),
  tbOrderGetOrderDetailList: endpoint<
    Req<typeof ordersSchemas.tbOrderGetOrderDetailList>,
    Res<typeof ordersSchemas.tbOrderGetOrderDetailList>
  >('POST', 'tbOrder/getOrderDetailList', 'json', AREA, true),
  tbOrderGetMonitoringPrice: endpoint<
    Req<typeof feesSchemas.tbOrderGetMonitoringPrice>,
    Res<typeof feesSchemas.tbOrderGetMonitoringPrice>
  >('POST', 'tbOrder/getMonitoringPrice', 'json', AREA, true),
  tbOrderGetChildrenOrder: endpoint<
    Req<typeof ordersSchemas.tbOrderGetChildrenOrder>,
    Res<typeof ordersSchemas.tbOrderGetChildrenOrder>
  >('POST', 'tbOrder/getChildrenOrder', 'json', AREA, false),
  tbOrderCreateCaseyouref: endpoint<
    Req<typeof ordersSchemas.tbOrderCreateCaseyouref>,
    Res<typeof ordersSchemas.tbOrderCreateCaseyouref>
  >('POST', 'tbOrder/createCaseyouref', 'json', AREA, true),
  tbOrderUpdateCaseyouref: endpoint<
    Req<typeof ordersSchemas.tbOrderUpdateCaseyouref>,
    Res<typeof ordersSchemas.tbOrderUpdateCaseyouref>
  >('POST', 'tbOrder/updateCaseyouref', 'json', AREA, true),
  tbOrderGetNoLimitOrder: endpoint<
    Req<typeof ordersSchemas.tbOrderGetNoLimitOrder>,
    Res<typeof ordersSchemas.tbOrderGetNoLimitOrder>
  >('POST', 'tbOrder/getNoLimitOrder', 'json', AREA, false),
  tbOrderGetMailing: endpoint<
    Req<typeof ordersSchemas.tbOrderGetMailing>,
    Res<typeof ordersSchemas.tbOrderGetMailing>
  >('POST', 'tbOrder/getMailing', 'json', AREA, false),
  tbOrderUpdateMailing: endpoint<
    Req<typeof ordersSchemas.tbOrderUpdateMailing>,
    Res<typeof ordersSchemas.tbOrderUpdateMailing>
  >('POST', 'tbOrder/updateMailing', 'json', AREA, true),
  tbOrderOffLinePay: endpoint<
    Req<typeof ordersSchemas.tbOrderOffLinePay>,
    Res<typeof ordersSchemas.tbOrderOffLinePay>
  >('POST', 'tbOrder/offLinePay', 'json', AREA, false),
  tbOrderUseCouponsPay: endpoint<
    Req<typeof ordersSchemas.tbOrderUseCouponsPay>,
    Res<typeof ordersSchemas.tbOrderUseCouponsPay>
  >('POST', 'tbOrder/useCouponsPay', 'json', AREA, false),
  tbOrderGetOrderStatus: endpoint<
    Req<typeof ordersSchemas.tbOrderGetOrderStatus>,
    Res<typeof ordersSchemas.tbOrderGetOrderStatus>
  >('POST', 'tbOrder/getOrderStatus', 'json', AREA, false),
  tbOrderNoPayOrder: endpoint<
    Req<typeof ordersSchemas.tbOrderNoPayOrder>,
    Res<typeof ordersSchemas.tbOrderNoPayOrder>
  >('POST', 'tbOrder/noPayOrder', 'json', AREA, false),
  tbOrderQueryBill: endpoint<
    Req<typeof ordersSchemas.tbOrderQueryBill>,
    Res<typeof ordersSchemas.tbOrderQueryBill>
  >('POST', 'tbOrder/queryBill', 'json', AREA, false),
  tbOrderGetOrderOffice: endpoint<
    Req<typeof ordersSchemas.tbOrderGetOrderOffice>,
    Res<typeof ordersSchemas.tbOrderGetOrderOffice>
  >('POST', 'tbOrder/getOrderOffice', 'json', AREA, false),
  tbOrderGetCurrencyList: endpoint<
    Req<typeof ordersSchemas.tbOrderGetCurrencyList>,
    Res<typeof ordersSchemas.tbOrderGetCurrencyList>
  >('POST', 'tbOrder/getCurrencyList', 'json', AREA, false),
  tbOrderCalcExchangeRate: endpoint<
    Req<typeof ordersSchemas.tbOrderCalcExchangeRate>,
    Res<typeof ordersSchemas.tbOrderCalcExchangeRate>
  >('POST', 'tbOrder/calcExchangeRate', 'json', AREA, false),
  tbOrderGetChildrenStatus: endpoint<
    Req<typeof ordersSchemas.tbOrderGetChildrenStatus>,
    Res<typeof ordersSchemas.tbOrderGetChildrenStatus>
  >('POST', 'tbOrder/getChildrenStatus', 'json', AREA, false),
  tbOrderGetCaseStatus: endpoint<
    Req<typeof ordersSchemas.tbOrderGetCaseStatus>,
    Res<typeof ordersSchemas.tbOrderGetCaseStatus>
  >('POST', 'tbOrder/getCaseStatus', 'json', AREA, false),
  tbOrderGetQueryOrderList: endpoint<
    Req<typeof ordersSchemas.tbOrderGetQueryOrderList>,
    Res<typeof ordersSchemas.tbOrderGetQueryOrderList>
  >('POST', 'tbOrder/getQueryOrderList', 'json', AREA, true),
  tbOrderGetCustomerCaseAllTask: endpoint<
    Req<typeof ordersSchemas.tbOrderGetCustomerCaseAllTask>,
    Res<typeof ordersSchemas.tbOrderGetCustomerCaseAllTask>
  >('POST', 'tbOrder/getCustomerCaseAllTask', 'json', AREA, false),
  tbOrderGetCustomerAllTask: endpoint<
    Req<typeof ordersSchemas.tbOrderGetCustomerAllTask>,
    Res<typeof ordersSchemas.tbOrderGetCustomerAllTask>
  >('POST', 'tbOrder/getCustomerAllTask', 'json', AREA, false),
  tbOrderTrademarkLimitManagementSynergy: endpoint<
    Req<typeof ordersSchemas.tbOrderTrademarkLimitManagementSynergy>,
    Res<typeof ordersSchemas.tbOrderTrademarkLimitManagementSynergy>
  >('POST', 'tbOrder/trademarkLimitManagementSynergy', 'json', AREA, false),
  tbOrderPerformCustomerInstruction: endpoint<
    Req<typeof ordersSchemas.tbOrderPerformCustomerInstruction>,
    Res<typeof ordersSchemas.tbOrderPerformCustomerInstruction>
  >('POST', 'tbOrder/PerformCustomerInstruction', 'json', AREA, true),
  tbOrderDescFile: endpoint<
    Req<typeof ordersSchemas.tbOrderDescFile>,
    Res<typeof ordersSchemas.tbOrderDescFile>
  >('POST', 'tbOrder/descFile', 'json', AREA, false),
  tbOrderQueryPatentBill: endpoint<
    Req<typeof ordersSchemas.tbOrderQueryPatentBill>,
    Res<typeof ordersSchemas.tbOrderQueryPatentBill>
  >('POST', 'tbOrder/queryPatentBill', 'json', AREA, true),
  tbOrderUpdatePatentBill: endpoint<
    Req<typeof ordersSchemas.tbOrderUpdatePatentBill>,
    Res<typeof ordersSchemas.tbOrderUpdatePatentBill>
  >('POST', 'tbOrder/updatePatentBill', 'json', AREA, true),
  tbOrderDescFileGet: endpoint<
    Req<typeof ordersSchemas.tbOrderDescFileGet>,
    Res<typeof ordersSchemas.tbOrderDescFileGet>
  >('GET', 'tbOrder/descFile/{orderId}', 'json', AREA, false),
  tbOrderCreateTrademarkBill: endpoint<
    Req<typeof ordersSchemas.tbOrderCreateTrademarkBill>,
    Res<typeof ordersSchemas.tbOrderCreateTrademarkBill>
  >('POST', 'tbOrder/createTrademarkBill', 'blob', AREA, true),
  tbOrderExportCustomerCaseAllTask: endpoint<
    Req<typeof ordersSchemas.tbOrderExportCustomerCaseAllTask>,
    Res<typeof ordersSchemas.tbOrderExportCustomerCaseAllTask>
  >('POST', 'tbOrder/exportCustomerCaseAllTask', 'blob', AREA, true),
  tbOrderCustomerAllTaskExport: endpoint<
    Req<typeof ordersSchemas.tbOrderCustomerAllTaskExport>,
    Res<typeof ordersSchemas.tbOrderCustomerAllTaskExport>
  >('POST', 'tbOrder/customerAllTaskExport', 'blob', AREA, true),
  tbOrderCreatePatentBill: endpoint<
    Req<typeof ordersSchemas.tbOrderCreatePatentBill>,
    Res<typeof ordersSchemas.tbOrderCreatePatentBill>
  >('POST', 'tbOrder/createPatentBill', 'blob', AREA, true),
  tbOrderCreatePatentBillEntrust: endpoint<
    Req<typeof ordersSchemas.tbOrderCreatePatentBillEntrust>,
    Res<typeof ordersSchemas.tbOrderCreatePatentBillEntrust>
  >('POST', 'tbOrder/createPatentBillEntrust', 'blob', AREA, true),
} as const
