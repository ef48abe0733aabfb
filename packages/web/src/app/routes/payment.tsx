import { PaymentScreen } from '../../features/payment/components/payment-screen.tsx';

/** /payment (super admin, reachable whatever the package): the package, the plans, the requests and the invoices. */
export default function PaymentRoute() {
  return <PaymentScreen />;
}
