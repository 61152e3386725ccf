/**
 * Payments (issue 38): /paymentgateway (the shop's QRIS and its SNAP BI gateway). The till's QRIS
 * payment is a component the sales till loads lazily (@niaga/payment/qris-pay). Isomorphic.
 */
import { defineHead, type ScreenDecl } from '@niaga/kernel';

export default defineHead({
  name: 'payment',
  section: 'pengaturan',
  screens: [{ path: '/paymentgateway', title: 'Payment Gateway', access: 'mPaymentGateway', load: () => import('./screens/PaymentGateway') }] satisfies ScreenDecl[],
  menu: [{ route: '/paymentgateway', sequence: 80 }],
});
