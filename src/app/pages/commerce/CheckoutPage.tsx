// CheckoutPage.tsx — `/checkout`: pay the cart by card (with the bank's 3-D Secure step when it asks).
import { Stack } from '../../../components/Stack';
import { CheckoutContainer } from '../../../features/checkout/CheckoutContainer';
import { useDocumentTitle } from '../../useDocumentTitle';
import * as styles from './CommercePage.css';

export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  return (
    <Stack space="xl" className={styles.page}>
      <Stack space="sm" className={styles.intro}>
        <h1 className={styles.title}>Checkout</h1>
      </Stack>
      <CheckoutContainer />
    </Stack>
  );
}
