// SubscribePage.tsx — `/subscribe`: the plans, the user's current one marked; choosing one leads to checkout.
import { Stack } from '../../../components/Stack';
import { PlanPickerContainer } from '../../../features/checkout/PlanPickerContainer';
import { useDocumentTitle } from '../../useDocumentTitle';
import * as styles from './CommercePage.css';

export default function SubscribePage() {
  useDocumentTitle('Choose your plan');
  return (
    <Stack space="xl" className={styles.page}>
      <Stack space="sm" className={styles.intro}>
        <h1 className={styles.title}>Choose your plan</h1>
        <p className={styles.lead}>Every plan includes all free channels. Premium plans unlock more channels and recording space, and you can cancel any time.</p>
      </Stack>
      <PlanPickerContainer />
    </Stack>
  );
}
