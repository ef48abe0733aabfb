import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** /payment: a later issue builds this screen. */
export default function PaymentRoute() {
  return <PlaceholderPage titleKey="pages.payment" />;
}
